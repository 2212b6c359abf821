// Create a purchase order from an approved request: choose the vendor and dates; the request's
// items become the order's lines (create_purchase_order_from_requests), then the order opens.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { localIsoDate } from '@missionbase/domain/transaction-form';
import { Alert, DateInput, Form, Modal, serverErrorMessage } from '@missionbase/ui';
import { VendorSelect } from '../../shared/VendorSelect';
import { useOrderFromRequests } from '../../purchase-orders/data/order-from-requests-mutation';

export function CreateOrderModal({ requestIds, open, onClose }: { requestIds: string[]; open: boolean; onClose: () => void }) {
  const create = useOrderFromRequests();
  const navigate = useNavigate();
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [vendorName, setVendorName] = useState<string | null>(null);
  const [orderDate, setOrderDate] = useState(() => localIsoDate(new Date()));
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
        if (!vendorId) { setError('Choose the vendor'); return; }
        create.mutate({ requestIds, vendorId, vendorName, orderDate, expectedDate }, {
          onSuccess: (id) => { onClose(); void navigate(`/app/supply-chain/purchase-orders/${id}`); },
          onError: (failure) => setError(serverErrorMessage(failure)),
        });
      }}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical">
        <Form.Item label="Vendor" required htmlFor="order-vendor">
          <VendorSelect id="order-vendor" aria-label="Vendor" value={vendorId} onChange={setVendorId} onPickName={setVendorName} />
        </Form.Item>
        <Form.Item label="Order date" required htmlFor="order-date">
          <DateInput id="order-date" aria-label="Order date" value={orderDate} onChange={(value) => setOrderDate(value ?? localIsoDate(new Date()))} />
        </Form.Item>
        <Form.Item label="Expected date" htmlFor="order-expected">
          <DateInput id="order-expected" aria-label="Expected date" value={expectedDate} onChange={(value) => setExpectedDate(value ?? null)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
