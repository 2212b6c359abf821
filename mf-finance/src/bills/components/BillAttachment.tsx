// The vendor's document attached to a bill: open it (a short-lived signed URL of the private
// documents bucket) and, for everyone but viewers, attach or replace it (PDF or image, 10 MB).
import { useState } from 'react';
import { Alert, Button, Flex, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { Upload } from '@missionbase/ui/upload';
import { ATTACHMENT_TYPES, attachmentProblem, openBillAttachment, useAttachBillDocument } from '../data/bill-attachment-mutation';
import type { BillDetail } from '../bill-kind';

export function BillAttachment({ bill, canEdit }: { bill: BillDetail; canEdit: boolean }) {
  const attach = useAttachBillDocument();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);

  const handleOpen = async () => {
    if (!bill.attachment_path) return;
    // Opened before the URL is known so a pop-up blocker lets it through.
    const tab = window.open('', '_blank');
    try {
      const url = await openBillAttachment(bill.attachment_path);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      setProblem(serverErrorMessage(error));
    }
  };

  return (
    <section aria-labelledby="bill-attachment" style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id="bill-attachment" style={{ fontSize: 18 }}>Vendor's document</Typography.Title>
      {problem ? <Alert type="error" showIcon closable message="The document could not be attached or opened" description={problem} onClose={() => setProblem(null)} style={{ marginBottom: 8 }} /> : null}
      <Flex wrap gap={8} align="center">
        {bill.attachment_path ? (
          <Button onClick={() => void handleOpen()} data-testid="bill-attachment-open">Open {bill.attachment_name ?? 'attachment'}</Button>
        ) : (
          <Typography.Text>No document attached.</Typography.Text>
        )}
        {canEdit ? (
          <Upload
            accept={ATTACHMENT_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              const refusal = attachmentProblem(file);
              if (refusal) {
                setProblem(refusal);
                return Upload.LIST_IGNORE;
              }
              setProblem(null);
              attach.mutate(
                { billId: bill.id, file, previousPath: bill.attachment_path },
                {
                  onSuccess: () => toast({ title: `${file.name} attached`, variant: 'success' }),
                  onError: (error) => setProblem(serverErrorMessage(error)),
                },
              );
              return false;
            }}
          >
            <Button loading={attach.isPending}>{bill.attachment_path ? 'Replace document' : 'Attach PDF or image'}</Button>
          </Upload>
        ) : null}
      </Flex>
    </section>
  );
}
