// One budget (/app/finance/budgeting/<budgetId>): its year, scope, status and version; approve,
// archive, return to draft, copy to a new version or delete; the grid and budget vs. actual tabs
// (?tab=variance). Unknown or another organization's id: "Budget not found".
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import {
  Alert,
  App,
  Button,
  Flex,
  Modal,
  PageFrame,
  Popconfirm,
  Skeleton,
  Tag,
  Typography,
  serverErrorMessage,
  useToast,
} from '@missionbase/ui';
import { Result } from '@missionbase/ui/display';
import { Tabs } from '@missionbase/ui/tabs';
import { Form, Input, InputNumber } from '@missionbase/ui/forms';
import { useCreateBudget } from '../data/budget-create-mutation';
import { useDeleteBudget } from '../data/budget-delete-mutation';
import { useBudgetGrid } from '../data/budget-grid-query';
import { useSetBudgetStatus } from '../data/budget-status-mutation';
import type { BudgetGrid } from '../data/budget-types';
import type { BudgetStatus } from '../data/budget-summary';
import { useCanEditBudgets } from '../hooks/use-can-edit-budgets';
import { STATUS_LABELS, scopeLabel, statusColour, statusLabel } from '../utils/budget-words';
import { BudgetGridEditor } from './BudgetGridEditor';
import { VarianceTab } from './VarianceTab';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === code;
}

function CopyDialog({ grid, onClose }: { grid: BudgetGrid; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateBudget();
  const [form] = Form.useForm<{ name: string; percent: number | null }>();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const values = await form.validateFields();
    setError(null);
    try {
      const id = await create.mutateAsync({ mode: 'copy', name: values.name.trim(), sourceId: grid.budgetId, fiscalYear: null, percent: values.percent ?? 0 });
      onClose();
      void navigate(`../${id}`, { relative: 'path' });
    } catch (caught) {
      setError(serverErrorMessage(caught));
    }
  };
  return (
    <Modal open title="Copy to a new draft version" okText="Create draft" onOk={() => void submit()} onCancel={onClose} okButtonProps={{ loading: create.isPending }} destroyOnHidden>
      {error ? <Alert type="error" showIcon message="Could not copy the budget" description={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" initialValues={{ name: `${grid.budget.name ?? ''} (v${(grid.budget.version ?? 0) + 1})`, percent: 0 }} onFinish={() => void submit()}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'A budget needs a name.' }]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="percent" label="Change every month by (%)" rules={[{ type: 'number', min: -100, max: 1000, message: 'Between -100 and 1000.' }]}>
          <InputNumber step={1} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function StatusActions({ grid }: { grid: BudgetGrid }) {
  const { modal } = App.useApp();
  const toast = useToast();
  const navigate = useNavigate();
  const setStatus = useSetBudgetStatus();
  const remove = useDeleteBudget();
  const [copying, setCopying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const budget = grid.budget;
  const name = budget.name ?? '';

  const change = async (status: BudgetStatus, replaceApproved = false) => {
    setError(null);
    try {
      await setStatus.mutateAsync({ budgetId: grid.budgetId, status, replaceApproved });
      toast({ title: `${name} is ${STATUS_LABELS[status].toLowerCase()}`, variant: 'success' });
    } catch (caught) {
      if (status === 'approved' && !replaceApproved && hasCode(caught, '23505')) {
        const replace = await modal.confirm({
          title: 'Replace the approved budget?',
          content: `${serverErrorMessage(caught)} Approve "${name}" and archive the one approved now?`,
          okText: 'Approve and archive the other',
        });
        if (replace) await change('approved', true);
        return;
      }
      setError(serverErrorMessage(caught));
    }
  };

  return (
    <>
      <Flex wrap gap="small" style={{ marginBottom: 12 }} className="mb-no-print">
        {budget.status !== 'approved' ? <Button type="primary" onClick={() => void change('approved')} loading={setStatus.isPending}>Approve</Button> : null}
        {budget.status === 'approved' ? <Button onClick={() => void change('archived')}>Archive</Button> : null}
        {budget.status !== 'draft' ? <Button onClick={() => void change('draft')}>Return to draft</Button> : null}
        <Button onClick={() => setCopying(true)}>Copy to new version…</Button>
        {budget.status !== 'approved' ? (
          <Popconfirm
            title={`Delete ${name}?`}
            description="Its grid is deleted with it."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              setError(null);
              try {
                await remove.mutateAsync(grid.budgetId);
                toast({ title: `${name} deleted`, variant: 'success' });
                void navigate('..', { relative: 'path' });
              } catch (caught) {
                setError(serverErrorMessage(caught));
              }
            }}
          >
            <Button danger>Delete</Button>
          </Popconfirm>
        ) : null}
      </Flex>
      {error ? <Alert type="error" showIcon role="alert" message="Not changed" description={error} closable onClose={() => setError(null)} style={{ marginBottom: 12 }} /> : null}
      {copying ? <CopyDialog grid={grid} onClose={() => setCopying(false)} /> : null}
    </>
  );
}

export function BudgetDetail() {
  const { budgetId = '' } = useParams();
  const organizationId = useActiveOrganizationId();
  const canEdit = useCanEditBudgets();
  const grid = useBudgetGrid(organizationId, budgetId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'variance' ? 'variance' : 'grid';
  const back = <Link to="..">All budgets</Link>;

  if (grid.error) {
    const notFound = /not found/i.test(grid.error.message);
    return (
      <PageFrame title={notFound ? 'Budget not found' : 'Budget'}>
        {notFound ? (
          <Result status="404" title="Budget not found" subTitle="This budget does not exist or belongs to another organization." extra={back} />
        ) : (
          <Result status="warning" title="The budget could not be loaded" subTitle={serverErrorMessage(grid.error)} extra={<Button onClick={() => void grid.refetch()}>Retry</Button>} />
        )}
      </PageFrame>
    );
  }
  if (!grid.data) {
    return (
      <PageFrame title="Budget">
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageFrame>
    );
  }
  const budget = grid.data.budget;
  const name = budget.name ?? '';
  return (
    <PageFrame title={name}>
      <Typography.Paragraph className="mb-no-print">{back}</Typography.Paragraph>
      <Flex wrap gap="small" align="center" style={{ marginBottom: 12 }}>
        <Tag color={statusColour(budget.status)}>{statusLabel(budget.status)}</Tag>
        <Typography.Text>{budget.fiscal_year_label}</Typography.Text>
        <Typography.Text type="secondary">· {scopeLabel(budget)} · Version {budget.version}</Typography.Text>
      </Flex>
      {budget.notes ? <Typography.Paragraph type="secondary">{budget.notes}</Typography.Paragraph> : null}
      {canEdit ? <StatusActions grid={grid.data} /> : null}
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === 'variance' ? { tab: 'variance' } : {})}
        items={[
          { key: 'grid', label: 'Budget grid', children: tab === 'grid' ? <BudgetGridEditor grid={grid.data} editable={canEdit && budget.status === 'draft'} /> : null },
          { key: 'variance', label: 'Budget vs. actual', children: tab === 'variance' ? <VarianceTab grid={grid.data} /> : null },
        ]}
      />
    </PageFrame>
  );
}
