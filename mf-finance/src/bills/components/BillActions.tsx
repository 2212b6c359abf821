// What can be done with a bill from its page [13.8, 13.9]: edit (a draft; or the due date,
// reference and notes of an approved one), approve, pay (this bill; the Bills tab pays a batch),
// void (confirmed; the database refuses a void with payments).
import { useState } from 'react';
import { Alert, Button, Flex, Popconfirm, serverErrorMessage, useToast } from '@missionbase/ui';
import { documentActions } from '../../documents-shared/utils/document-state';
import type { BillDetail } from '../data/bill-detail-query';
import { useSetBillStatus } from '../data/bill-status-mutation';

export function BillActions({ bill, canEdit, onEdit, onPay }: { bill: BillDetail; canEdit: boolean; onEdit: () => void; onPay: () => void }) {
  const toast = useToast();
  const status = useSetBillStatus();
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const actions = documentActions('bill', bill.state);
  const handleStatus = async (next: 'approved' | 'void') => {
    try {
      await status.mutateAsync({ billId: bill.id, status: next });
      setRefusal(null);
      toast({ title: next === 'approved' ? `Bill ${bill.bill_number} approved` : `Bill ${bill.bill_number} voided`, variant: 'success' });
    } catch (error) {
      setRefusal({ title: next === 'approved' ? 'Could not approve the bill' : 'Could not void the bill', text: serverErrorMessage(error) });
    }
  };
  if (!canEdit) return null;
  return (
    <>
      {refusal ? <Alert type="error" showIcon closable message={refusal.title} description={refusal.text} onClose={() => setRefusal(null)} style={{ marginBottom: 12 }} /> : null}
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        {bill.state !== 'void' ? <Button onClick={onEdit}>{actions.edit ? 'Edit draft' : 'Edit due date and notes'}</Button> : null}
        {actions.finalize ? <Button type="primary" loading={status.isPending} onClick={() => void handleStatus('approved')}>Approve bill</Button> : null}
        {actions.pay ? <Button type="primary" onClick={onPay}>Pay bill</Button> : null}
        {actions.void ? (
          <Popconfirm
            title={`Void bill ${bill.bill_number}?`}
            description={bill.state === 'draft' ? 'The draft is kept as void.' : 'Its payable entry is reversed. This cannot be undone.'}
            okText="Void bill"
            okButtonProps={{ danger: true }}
            onConfirm={() => handleStatus('void')}
          >
            <Button danger>Void</Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </>
  );
}
