// Create a purchase order from approved requests: the given one (its page), or those chosen here
// (the orders list); choose the vendor and dates; the requests' items become the order's lines
// (create_purchase_order_from_requests), then the order opens.
import { useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { useActiveOrganizationId, organizationToday } from '@missionbase/session';
import { Alert, Modal, formatMoney, serverErrorMessage } from '@missionbase/ui';
import { Form, Select } from '@missionbase/ui/forms';
import { DateInput } from '@missionbase/ui/dates';
import { useRequestList } from '../data/request-list-query';
import { VendorSelect } from '../../shared/VendorSelect';
import { useOrderFromRequests } from '../../purchase-orders/data/order-from-requests-mutation';

function ApprovedRequestsSelect({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const organizationId = useActiveOrganizationId();
  const approved = useRequestList(organizationId, { status: 'approved', sort: 'created', direction: 'desc', limit: 200, offset: 0 });
  return (
    <Select
      id="order-requests"
      mode="multiple"
      aria-label="Approved requests"
      placeholder="Choose approved requests"
      showSearch={{ optionFilterProp: 'label' }}
      loading={approved.isFetching}
      value={value}
      onChange={onChange}
      options={(approved.data?.rows ?? []).flatMap((row) => (row.id === null ? [] : [{ value: row.id, label: `${row.request_number ?? ''} ${row.title ?? ''} (${formatMoney(row.estimated_total)})` }]))}
      notFoundContent={approved.isFetching ? 'Loading…' : 'No approved requests waiting for an order'}
      style={{ width: '100%' }}
    />
  );
}

export function CreateOrderModal({ requestIds, open, onClose }: { requestIds: string[]; open: boolean; onClose: () => void }) {
  const create = useOrderFromRequests();
  const [chosen, setChosen] = useState<string[]>([]);
  const ids = requestIds.length > 0 ? requestIds : chosen;
  const navigate = useNavigate();
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [vendorName, setVendorName] = useState<string | null>(null);
  const [orderDate, setOrderDate] = useState(() => organizationToday());
  const [expectedDate, setExpectedDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title="Create purchase order"
      okText="Create order"
      okButtonProps={{ loading: create.isPending }}
      onCancel={() => { setError(null); onClose(); }}
      onOk={() => {
        setError(null);
        if (ids.length === 0) { setError('Choose at least one approved request'); return; }
        if (!vendorId) { setError('Choose the vendor'); return; }
        create.mutate({ requestIds: ids, vendorId, vendorName, orderDate, expectedDate }, {
          onSuccess: (id) => { onClose(); void navigate(`/app/supply-chain/purchase-orders/${id}`); },
          onError: (failure) => setError(serverErrorMessage(failure)),
        });
      }}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical">
        {requestIds.length === 0 ? (
          <Form.Item label="Approved requests" required htmlFor="order-requests">
            <ApprovedRequestsSelect value={chosen} onChange={setChosen} />
          </Form.Item>
        ) : null}
        <Form.Item label="Vendor" required htmlFor="order-vendor">
          <VendorSelect id="order-vendor" aria-label="Vendor" value={vendorId} onChange={setVendorId} onPickName={setVendorName} />
        </Form.Item>
        <Form.Item label="Order date" required htmlFor="order-date">
          <DateInput id="order-date" aria-label="Order date" value={orderDate} onChange={(value) => setOrderDate(value ?? organizationToday())} />
        </Form.Item>
        <Form.Item label="Expected date" htmlFor="order-expected">
          <DateInput id="order-expected" aria-label="Expected date" value={expectedDate} onChange={(value) => setExpectedDate(value ?? null)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
