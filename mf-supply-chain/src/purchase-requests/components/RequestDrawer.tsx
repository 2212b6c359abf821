// A draft purchase request in the kit's RecordDrawer: title, needed-by date, project, fund,
// department, justification and the items with quantities and estimated costs. Saving keeps it a
// draft; the request's page submits it for approval.
import { useMemo } from 'react';
import { Form, Input, RecordDrawer } from '@missionbase/ui/forms';
import { FundPicker, ProjectPicker } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import type { FieldErrorMap } from '@missionbase/ui';
import { ItemLinesEditor } from '../../shared/ItemLinesEditor';
import { newRequestValues, requestFormSchema, requestValuesOf } from '../data/request-form';
import type { RequestFormOutput, RequestFormValues } from '../data/request-form';
import type { RequestDetail } from '../data/request-detail-query';
import { useSaveRequest } from '../data/request-save-mutation';

const ERROR_FIELDS: FieldErrorMap = { title: 'title', needed_by: 'neededBy', quantity: 'items', 'cannot be changed': 'title' };

export function RequestDrawer({ open, request, onClose, onSaved }: { open: boolean; request: RequestDetail | null; onClose: () => void; onSaved: (id: string) => void }) {
  const save = useSaveRequest();
  const initialValues = useMemo<RequestFormValues>(() => (request ? requestValuesOf(request) : newRequestValues()), [request]);
  return (
    <RecordDrawer<RequestFormValues, RequestFormOutput>
      key={request?.id ?? 'new'}
      title={request ? `Purchase request ${request.request_number}` : 'New purchase request'}
      open={open}
      onClose={onClose}
      schema={requestFormSchema}
      initialValues={initialValues}
      onSubmit={async (values) => {
        const id = await save.mutateAsync({ requestId: request?.id ?? null, values });
        onSaved(id);
      }}
      errorMap={ERROR_FIELDS}
      successMessage="Draft request saved"
      width={760}
    >
      <Form.Item name="title" label="Title" required>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="neededBy" label="Needed by">
        <DateInput aria-label="Needed by" />
      </Form.Item>
      <Form.Item name="projectId" label="Project" extra="The program the goods are for.">
        <ProjectPicker aria-label="Project" />
      </Form.Item>
      <Form.Item name="fundId" label="Fund" extra="Empty: the general fund.">
        <FundPicker aria-label="Fund" />
      </Form.Item>
      <Form.Item name="department" label="Department">
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="justification" label="Justification">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <ItemLinesEditor readOnly={false} showUnit costLabel="Estimated unit cost" totalLabel="Estimated total" names={request?.items.map((item) => item.inventory?.name ?? null)} />
    </RecordDrawer>
  );
}
