// A draft purchase order in the kit's RecordDrawer: vendor, order and expected dates,
// fund, project, notes and the lines (item, quantity, unit price). The number comes from the
// organization's sequence when it is saved; the order's page sends it.
import { useMemo, useState } from 'react';
import { Form, Input, RecordDrawer } from '@missionbase/ui/forms';
import { FundPicker, ProjectPicker } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import { ItemLinesEditor } from '../../shared/ItemLinesEditor';
import { VendorSelect } from '../../shared/VendorSelect';
import { newOrderValues, orderFormSchema, orderValuesOf } from '../data/order-form';
import type { OrderFormOutput, OrderFormValues } from '../data/order-form';
import type { OrderDetail } from '../data/order-detail-query';
import { useSaveOrder } from '../data/order-save-mutation';
import { organizationToday } from '@missionbase/session';

const ERROR_FIELDS: FieldErrorMap = { vendor: 'vendorId', order_date: 'orderDate', expected_date: 'expectedDate', 'cannot be changed': 'items' };

export function OrderDrawer({ open, order, onClose, onSaved }: { open: boolean; order: OrderDetail | null; onClose: () => void; onSaved: (id: string) => void }) {
  const save = useSaveOrder();
  const [vendorName, setVendorName] = useState<string | null>(order?.vendor_name ?? null);
  const initialValues = useMemo<OrderFormValues>(() => (order ? orderValuesOf(order) : newOrderValues(organizationToday())), [order]);
  return (
    <RecordDrawer<OrderFormValues, OrderFormOutput>
      key={order?.id ?? 'new'}
      title={order ? `Purchase order ${order.po_number}` : 'New purchase order'}
      open={open}
      onClose={onClose}
      schema={orderFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const id = await save.mutateAsync({ orderId: order?.id ?? null, values, vendorName: vendorName ?? order?.vendor_name ?? '' });
        onSaved(id);
      }}
      errorMap={ERROR_FIELDS}
      successMessage="Draft order saved"
      width={760}
    >
      <Form.Item name="vendorId" label="Vendor" required>
        <VendorSelect aria-label="Vendor" currentName={order?.vendor_name ?? null} onPickName={setVendorName} />
      </Form.Item>
      <Form.Item name="orderDate" label="Order date" required>
        <DateInput aria-label="Order date" />
      </Form.Item>
      <Form.Item name="expectedDate" label="Expected date">
        <DateInput aria-label="Expected date" />
      </Form.Item>
      <Form.Item name="fundId" label="Fund" extra="Receipts post in this fund. Empty: the general fund.">
        <FundPicker aria-label="Fund" />
      </Form.Item>
      <Form.Item name="projectId" label="Project">
        <ProjectPicker aria-label="Project" />
      </Form.Item>
      <ItemLinesEditor readOnly={false} showUnit={false} costLabel="Unit price" totalLabel="Total" names={order?.lines.map((line) => line.inventory?.name ?? null)} />
      <Form.Item name="notes" label="Notes (printed on the order)">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}
