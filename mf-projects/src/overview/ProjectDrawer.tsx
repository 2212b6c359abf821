// A project in the kit's RecordDrawer: name, code, status, dates, budget, manager (a member),
// fund and program function (for the reports' functional expenses), description; Archive/Restore
// in the footer. Viewers see it read only; the database refuses them anyway.
import { useMemo } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Button, Popconfirm, useToast } from '@missionbase/ui';
import { Form, Input, RecordDrawer, Select } from '@missionbase/ui/forms';
import { FundPicker, MoneyInput } from '@missionbase/ui/pickers';
import { DateInput } from '@missionbase/ui/dates';
import { serverErrorMessage } from '@missionbase/ui';
import type { FieldErrorMap } from '@missionbase/ui';
import { useMembers } from '../data/members-query';
import { useArchiveProject, useSaveProject } from '../data/project-save-mutation';
import { FUNCTIONS, FUNCTION_WORDS, PROJECT_STATUSES, PROJECT_STATUS_WORDS } from '../shared/labels';
import { MemberSelect } from '../shared/MemberSelect';
import { newProjectValues, projectFormSchema, projectValuesOf, projectWriteOf } from './project-form';
import type { ProjectFormOutput, ProjectFormValues, ProjectLike } from './project-form';

const ERROR_FIELDS: FieldErrorMap = {
  projects_check: 'endDate',
  end_date: 'endDate',
  budget: 'budget',
  projects_manager_member_fkey: 'managerUserId',
  code: 'code',
  name: 'name',
};

export type ProjectDrawerState = { mode: 'new' } | { mode: 'edit'; projectId: string; project: ProjectLike & { archived: boolean | null } };

export function ProjectDrawer({ state, readOnly, onClose, onSaved }: {
  state: ProjectDrawerState | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved?: (projectId: string) => void;
}) {
  const organizationId = useActiveOrganizationId();
  const members = useMembers(organizationId);
  const save = useSaveProject();
  const archive = useArchiveProject();
  const toast = useToast();
  const initialValues = useMemo(() => (state?.mode === 'edit' ? projectValuesOf(state.project) : newProjectValues()), [state]);

  const submit = async (values: ProjectFormOutput) => {
    const managerName = members.data?.find((member) => member.userId === values.managerUserId)?.name ?? null;
    const id = await save.mutateAsync({ projectId: state?.mode === 'edit' ? state.projectId : null, row: projectWriteOf(values, managerName) });
    onSaved?.(id);
  };

  const archived = state?.mode === 'edit' && state.project.archived === true;
  const archiveButton = state?.mode === 'edit' && !readOnly ? (
    <Popconfirm
      title={archived ? 'Restore this project?' : 'Archive this project?'}
      description={archived ? 'It returns to the working projects.' : 'It leaves the working lists; its ledger history stays.'}
      okText={archived ? 'Restore' : 'Archive'}
      onConfirm={async () => {
        try {
          await archive.mutateAsync({ projectId: state.projectId, archived: !archived });
          toast({ title: archived ? 'Project restored' : 'Project archived', variant: 'success' });
          onClose();
        } catch (error) {
          toast({ title: 'Could not change the project', description: serverErrorMessage(error), variant: 'destructive' });
        }
      }}
    >
      <Button danger={!archived}>{archived ? 'Restore' : 'Archive'}</Button>
    </Popconfirm>
  ) : null;

  return (
    <RecordDrawer<ProjectFormValues, ProjectFormOutput>
      title={state?.mode === 'edit' ? (readOnly ? state.project.name : `Edit ${state.project.name}`) : 'New project'}
      open={state !== null}
      onClose={onClose}
      schema={projectFormSchema}
      initialValues={initialValues}
      onSubmit={submit}
      errorMap={ERROR_FIELDS}
      successMessage="Project saved"
      readOnly={readOnly}
      footerExtra={archiveButton}
    >
      <Form.Item name="name" label="Name" required>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="code" label="Code">
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select options={PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_WORDS[value] }))} />
      </Form.Item>
      <Form.Item name="startDate" label="Start date">
        <DateInput />
      </Form.Item>
      <Form.Item name="endDate" label="End date">
        <DateInput />
      </Form.Item>
      <Form.Item name="budget" label="Budget">
        <MoneyInput />
      </Form.Item>
      <Form.Item name="managerUserId" label="Manager">
        <MemberSelect placeholder="No manager" />
      </Form.Item>
      <Form.Item name="fundId" label="Fund">
        <FundPicker placeholder="No fund" />
      </Form.Item>
      <Form.Item name="function" label="Expense function" extra="Where the project's expenses appear in the functional expense reports.">
        <Select options={FUNCTIONS.map((value) => ({ value, label: FUNCTION_WORDS[value] }))} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </RecordDrawer>
  );
}
