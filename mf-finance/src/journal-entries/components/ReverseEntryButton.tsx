// Reverse a posted manual entry: asks for the reversal's date (today by default) and posts the
// mirror image; the database refuses a locked period, a second reversal, or a document's entry.
import { useState } from 'react';
import { useNavigate } from '@missionbase/router';
import { Alert, Button, Modal, serverErrorMessage, useToast } from '@missionbase/ui';
import { Form } from '@missionbase/ui/forms';
import { DateInput } from '@missionbase/ui/dates';
import { useReverseJournalEntry } from '../data/journal-entry-reverse-mutation';

export function ReverseEntryButton({ entryId, today }: { entryId: string; today: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const reverse = useReverseJournalEntry();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(today);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleReverse = async () => {
    if (!date) {
      setRefusal('Choose the date of the reversal');
      return;
    }
    try {
      const reversalId = await reverse.mutateAsync({ entryId, date });
      setOpen(false);
      toast({ title: 'Journal entry reversed', variant: 'success' });
      navigate(`/app/finance/journal-entries/${reversalId}`);
    } catch (error) {
      setRefusal(serverErrorMessage(error));
    }
  };

  return (
    <>
      <Button onClick={() => { setRefusal(null); setDate(today); setOpen(true); }}>Reverse…</Button>
      <Modal
        title="Reverse this entry"
        open={open}
        okText="Post reversal"
        onOk={() => void handleReverse()}
        confirmLoading={reverse.isPending}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>A reversal posts the same lines with debits and credits swapped, on the date you choose. The original stays in the ledger.</p>
        <Form layout="vertical" component="div">
          <Form.Item label="Reversal date" required htmlFor="je-reverse-date">
            <DateInput id="je-reverse-date" value={date} onChange={setDate} allowClear={false} />
          </Form.Item>
        </Form>
        {refusal ? <Alert type="error" showIcon message={refusal} role="alert" /> : null}
      </Modal>
    </>
  );
}
