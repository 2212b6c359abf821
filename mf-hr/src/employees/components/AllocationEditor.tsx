// The allocation of an employee's pay to programs (projects) and functions: a row per share
// with its running total; Save is refused unless the shares total exactly 100% (the database
// checks again). Payroll posts each share's wages to its project and function; the functional
// expense report reads them.
import { useMemo, useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Alert, Button, Flex, Skeleton, Typography, serverErrorMessage, useToast } from '@missionbase/ui';
import { Card } from '@missionbase/ui/card';
import { Input, Select } from '@missionbase/ui/forms';
import { FundPicker, ProjectPicker } from '@missionbase/ui/pickers';
import { useEmployeeAllocations } from '../data/employee-allocations-query';
import { useSaveEmployeeAllocations } from '../data/employee-allocations-save-mutation';
import { FUNCTION_LABELS, checkAllocations, formatPercent } from '../utils/allocations';
import type { AllocationDraft, AllocationFunction } from '../utils/allocations';

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

export function AllocationEditor({ employeeId, readOnly }: { employeeId: string; readOnly: boolean }) {
  const organizationId = useActiveOrganizationId();
  const saved = useEmployeeAllocations(organizationId, employeeId);
  const save = useSaveEmployeeAllocations();
  const toast = useToast();
  // The user's edits, tied to the saved rows they started from: new saved rows (a save, a
  // colleague's change arriving live) drop them.
  const [draft, setDraft] = useState<{ base: unknown; rows: AllocationDraft[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const initial = useMemo<AllocationDraft[]>(
    () => (saved.data ?? []).map((a) => ({ key: a.id, projectId: a.project_id, function: a.function as AllocationFunction, fundId: a.fund_id, percent: String(a.percent) })),
    [saved.data],
  );
  const rows = draft !== null && draft.base === saved.data ? draft.rows : null;
  const setRows = (next: AllocationDraft[] | null) => setDraft(next === null ? null : { base: saved.data, rows: next });
  const current = rows ?? initial;
  const check = checkAllocations(current);
  const dirty = rows !== null;

  const update = (key: string, patch: Partial<AllocationDraft>) => setRows(current.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  if (saved.isPending) return <Card title="Allocation"><Skeleton active /></Card>;
  if (saved.isError) {
    return (
      <Card title="Allocation">
        <Alert type="error" showIcon message="The allocation could not be loaded" description={serverErrorMessage(saved.error)}
          action={<Button onClick={() => void saved.refetch()}>Retry</Button>} />
      </Card>
    );
  }
  return (
    <Card title="Allocation to programs and functions">
      <Typography.Paragraph type="secondary">
        Each payroll run posts this employee&apos;s wages and employer costs by these shares. {current.length === 0 ? 'With no shares, pay goes to management and general.' : null}
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        {current.map((row, index) => (
          <Flex key={row.key} wrap gap={8} align="end" role="group" aria-label={`Share ${index + 1}`}>
            <label style={{ width: 200, maxWidth: '100%' }}>
              <Typography.Text type="secondary">Program (project)</Typography.Text>
              <ProjectPicker aria-label={`Program of share ${index + 1}`} value={row.projectId} onChange={(value) => update(row.key, { projectId: value, function: value ? 'program' : row.function })} allowClear placeholder="No project" disabled={readOnly} includeClosed />
            </label>
            <label style={{ width: 200, maxWidth: '100%' }}>
              <Typography.Text type="secondary">Function</Typography.Text>
              <Select<AllocationFunction>
                aria-label={`Function of share ${index + 1}`}
                value={row.function}
                onChange={(value) => update(row.key, { function: value })}
                options={Object.entries(FUNCTION_LABELS).map(([value, label]) => ({ value: value as AllocationFunction, label }))}
                disabled={readOnly}
                style={{ width: '100%' }}
              />
            </label>
            <label style={{ width: 180, maxWidth: '100%' }}>
              <Typography.Text type="secondary">Fund</Typography.Text>
              <FundPicker value={row.fundId} onChange={(value) => update(row.key, { fundId: value })} disabled={readOnly} allowClear placeholder="The run's fund" aria-label={`Fund of share ${index + 1}`} />
            </label>
            <label style={{ width: 100 }}>
              <Typography.Text type="secondary">Percent</Typography.Text>
              <Input inputMode="decimal" aria-label={`Percent of share ${index + 1}`} value={row.percent} suffix="%" disabled={readOnly}
                onChange={(event) => update(row.key, { percent: event.target.value })} />
            </label>
            {readOnly ? null : <Button aria-label={`Remove share ${index + 1}`} onClick={() => setRows(current.filter((r) => r.key !== row.key))}>Remove</Button>}
          </Flex>
        ))}
        <Typography.Text strong data-testid="allocation-total" role="status">
          Total: {formatPercent(check.totalHundredths)}
        </Typography.Text>
        {check.problem && current.length > 0 ? <Typography.Text type="danger">{check.problem}</Typography.Text> : null}
        {error ? <Alert type="error" showIcon message="Could not save" description={error} /> : null}
        {readOnly ? null : (
          <Flex wrap gap={8}>
            <Button onClick={() => setRows([...current, { key: newKey(), projectId: null, function: 'program', fundId: null, percent: current.length === 0 ? '100' : '' }])}>
              Add share
            </Button>
            <Button
              type="primary"
              disabled={!dirty || check.problem !== null || save.isPending}
              loading={save.isPending}
              onClick={() => {
                setError(null);
                save.mutate({ employeeId, allocations: current }, {
                  onSuccess: () => toast({ title: 'Allocation saved', variant: 'success' }),
                  onError: (e) => setError(serverErrorMessage(e)),
                });
              }}
            >
              Save allocation
            </Button>
            {dirty ? <Button onClick={() => { setRows(null); setError(null); }}>Undo changes</Button> : null}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
