// One payroll run (/app/hr/payroll/<id>): status and period, the register (a line per
// employee: hours for hourly staff entered in the grid while a draft, gross, withheld, net,
// employer costs, year to date) with the totals the database computed, Refresh employees (a
// draft: who was hired in the period joins it), Approve / Mark paid / Void
// with the database's words, the ledger entries it posted, pay stubs (one, or the batch as a zip)
// and the register as CSV or Excel. An unknown id shows "not found".
import { useMemo, useState } from 'react';
import { Link, useParams } from '@missionbase/router';
import { useActiveOrganizationId } from '@missionbase/session';
import { useOrganizationLetterhead } from '@missionbase/session/documents';
import {
  Alert,
  Button,
  Col,
  Flex,
  PageFrame,
  Popconfirm,
  Row,
  Skeleton,
  Typography,
  formatMoney,
  serverErrorMessage,
  useToast,
} from '@missionbase/ui';
import { Breadcrumb, Descriptions, Result } from '@missionbase/ui/display';
import { Card } from '@missionbase/ui/card';
import { Statistic } from '@missionbase/ui/statistic';
import { Table, Input } from '@missionbase/ui/table';
import { buildDocumentPdf, downloadBlob, exportTable } from '@missionbase/ui/export';
import type { TableColumnsType } from '@missionbase/ui/table';
import { usePayrollRegister } from '../data/payroll-register-query';
import type { RegisterLine } from '../data/payroll-register-query';
import { useSavePayrollHours } from '../data/payroll-hours-save-mutation';
import { usePayrollRunAction } from '../data/payroll-run-status-mutation';
import { useRefreshPayrollRun } from '../data/payroll-run-refresh-mutation';
import { refreshOutcomeText } from '../utils/refresh-outcome';
import type { PayrollRunAction } from '../data/payroll-run-status-mutation';
import { useHrPermissions } from '../../hooks/use-hr-permissions';
import { payStubDocument, payStubFileName } from '../utils/pay-stub';
import { RunStatusTag } from './RunStatusTag';

const ACTION_DONE: Record<PayrollRunAction, string> = { approve: 'Payroll run approved and posted', pay: 'Payroll run marked paid', void: 'Payroll run voided' };

export function PayrollRunDetail() {
  const { runId = '' } = useParams();
  const organizationId = useActiveOrganizationId();
  const register = usePayrollRegister(organizationId, runId);
  const { canManagePayroll } = useHrPermissions();
  const letterhead = useOrganizationLetterhead(organizationId);
  const saveHours = useSavePayrollHours();
  const action = usePayrollRunAction();
  const refresh = useRefreshPayrollRun();
  const toast = useToast();
  const [hours, setHours] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [making, setMaking] = useState<string | null>(null);

  const run = register.data?.run;
  const editable = canManagePayroll && run?.status === 'draft';
  const changed = Object.entries(hours).filter(([lineId, value]) => register.data?.lines.find((l) => l.id === lineId)?.hours !== value);

  const columns = useMemo((): TableColumnsType<RegisterLine> => [
    {
      key: 'employee', title: 'Employee',
      render: (_, line) => (line.employee_id === null ? line.employee_name : <Link to={`/app/hr/employees/${line.employee_id}`}>{line.employee_name}</Link>),
    },
    {
      key: 'hours', title: 'Hours', align: 'right', width: 110,
      render: (_, line) => {
        if (line.hours === null) return <Typography.Text type="secondary">Salary</Typography.Text>;
        // A line without its id cannot be saved, so its hours are not offered for editing.
        const lineId = line.id;
        if (!editable || lineId === null) return line.hours;
        return (
          <Input
            aria-label={`Hours of ${line.employee_name ?? ''}`}
            inputMode="decimal"
            value={hours[lineId] ?? line.hours}
            onChange={(event) => setHours({ ...hours, [lineId]: event.target.value })}
            style={{ width: 90, textAlign: 'right' }}
          />
        );
      },
    },
    { key: 'rate', title: 'Rate', align: 'right', render: (_, line) => (line.hours === null ? '' : formatMoney(line.rate ?? '0')) },
    { key: 'gross', title: 'Gross', align: 'right', render: (_, line) => formatMoney(line.gross_pay) },
    { key: 'withheld', title: 'Withheld', align: 'right', render: (_, line) => formatMoney(line.withheld) },
    { key: 'net', title: 'Net pay', align: 'right', render: (_, line) => <strong>{formatMoney(line.net_pay)}</strong> },
    { key: 'employer', title: 'Employer taxes', align: 'right', render: (_, line) => formatMoney(line.employer_taxes) },
    { key: 'benefits', title: 'Benefits', align: 'right', render: (_, line) => formatMoney(line.benefits) },
    { key: 'ytd', title: 'Gross year to date', align: 'right', render: (_, line) => formatMoney(line.ytd_gross) },
    {
      key: 'stub', title: 'Pay stub',
      render: (_, line) => (
        <Button size="small" loading={making !== null && making === line.id} aria-label={`Pay stub of ${line.employee_name ?? ''}`} onClick={() => void makeStub(line)}>PDF</Button>
      ),
    },
    // makeStub reads the latest run through the closure; the columns change with the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [editable, hours, making, register.data]);

  if (register.isError) {
    return (
      <PageFrame title="Payroll run">
        <Result status="warning" title="This payroll run could not be loaded" subTitle={serverErrorMessage(register.error)}
          extra={<Flex gap={8} justify="center"><Button onClick={() => void register.refetch()}>Retry</Button><Link to="/app/hr/payroll">All runs</Link></Flex>} />
      </PageFrame>
    );
  }
  if (register.isPending && register.fetchStatus !== 'idle') {
    return <PageFrame title="Payroll run"><Skeleton active paragraph={{ rows: 8 }} /></PageFrame>;
  }
  const data = register.data;
  if (!data) {
    return (
      <PageFrame title="Payroll run not found">
        <Result status="404" title="Payroll run not found" subTitle="There is no such payroll run in this organization." extra={<Link to="/app/hr/payroll">All runs</Link>} />
      </PageFrame>
    );
  }
  const current = data.run;

  async function makeStub(line: RegisterLine) {
    if (!letterhead || !register.data) return;
    setMaking(line.id);
    try {
      const blob = await buildDocumentPdf(payStubDocument(letterhead, register.data.run, line));
      downloadBlob(blob, payStubFileName(register.data.run, line));
    } catch (error) {
      toast({ title: 'Could not make the pay stub', description: serverErrorMessage(error), variant: 'destructive' });
    } finally {
      setMaking(null);
    }
  }

  async function makeBatch() {
    if (!letterhead) return;
    setMaking('batch');
    try {
      const files: Record<string, Uint8Array> = {};
      for (const line of data?.lines ?? []) {
        const blob = await buildDocumentPdf(payStubDocument(letterhead, current, line));
        files[payStubFileName(current, line)] = new Uint8Array(await blob.arrayBuffer());
      }
      const { zipSync } = await import('fflate');
      const zipped = zipSync(files, { level: 0 });
      downloadBlob(new Blob([zipped.slice().buffer], { type: 'application/zip' }), `pay-stubs-${current.pay_date ?? ''}.zip`);
    } catch (error) {
      toast({ title: 'Could not make the pay stubs', description: serverErrorMessage(error), variant: 'destructive' });
    } finally {
      setMaking(null);
    }
  }

  const exportRegister = (format: 'csv' | 'xlsx') => exportTable<RegisterLine>({
    format,
    fileName: `payroll-register-${current.pay_date ?? ''}`,
    title: 'Payroll register',
    organizationName: letterhead?.name ?? '',
    period: `${current.period_start ?? ''} to ${current.period_end ?? ''}, paid ${current.pay_date ?? ''}`,
    columns: [
      { key: 'employee_name', title: 'Employee' },
      { key: 'department', title: 'Department', value: (line) => line.department ?? '' },
      { key: 'hours', title: 'Hours', value: (line) => line.hours ?? '' },
      { key: 'gross_pay', title: 'Gross', money: true },
      { key: 'employee_taxes', title: 'Taxes withheld', money: true },
      { key: 'deductions', title: 'Deductions', money: true },
      { key: 'net_pay', title: 'Net pay', money: true },
      { key: 'employer_taxes', title: 'Employer taxes', money: true },
      { key: 'benefits', title: 'Benefits', money: true },
      { key: 'ytd_gross', title: 'Gross year to date', money: true },
    ],
    rows: data.lines,
    totals: {
      gross_pay: current.total_gross, employee_taxes: current.total_employee_taxes, deductions: current.total_deductions,
      net_pay: current.total_net, employer_taxes: current.total_employer_taxes, benefits: current.total_benefits,
    },
    notes: [`Status: ${current.status ?? ''}`],
  });

  const act = (kind: PayrollRunAction) => {
    setProblem(null);
    action.mutate({ runId, action: kind }, {
      onSuccess: () => toast({ title: ACTION_DONE[kind], variant: 'success' }),
      onError: (error) => setProblem(serverErrorMessage(error)),
    });
  };

  return (
    <PageFrame title={`Payroll ${current.period_start ?? ''} to ${current.period_end ?? ''}`}>
      <Breadcrumb items={[{ title: <Link to="/app/hr/payroll">Payroll</Link> }, { title: `Paid ${current.pay_date ?? ''}` }]} style={{ marginBottom: 12 }} />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <RunStatusTag status={current.status} />
        {canManagePayroll && current.status === 'draft' ? (
          <Popconfirm title="Approve this run?" description="It posts the wages, taxes and liabilities to the ledger." okText="Approve" onConfirm={() => act('approve')}>
            <Button type="primary" loading={action.isPending} disabled={changed.length > 0}>Approve</Button>
          </Popconfirm>
        ) : null}
        {canManagePayroll && current.status === 'draft' ? (
          <Button
            loading={refresh.isPending}
            disabled={changed.length > 0}
            title="Add employees hired in the period, drop those no longer active, and price every line with today's pay and rates"
            onClick={() => {
              setProblem(null);
              refresh.mutate(runId, {
                onSuccess: (outcome) => toast({ title: refreshOutcomeText(outcome), variant: 'success' }),
                onError: (error) => setProblem(serverErrorMessage(error)),
              });
            }}
          >
            Refresh employees
          </Button>
        ) : null}
        {canManagePayroll && current.status === 'approved' ? (
          <Popconfirm title="Mark this run paid?" description="It posts the net pay leaving the bank account." okText="Mark paid" onConfirm={() => act('pay')}>
            <Button type="primary" loading={action.isPending}>Mark paid</Button>
          </Popconfirm>
        ) : null}
        {canManagePayroll && current.status !== 'void' ? (
          <Popconfirm title="Void this run?" description={current.status === 'draft' ? 'It will not be paid.' : 'Its ledger entries are reversed.'} okText="Void" okButtonProps={{ danger: true }} onConfirm={() => act('void')}>
            <Button danger loading={action.isPending}>Void</Button>
          </Popconfirm>
        ) : null}
        <Button onClick={() => void makeBatch()} loading={making === 'batch'} disabled={!letterhead || data.lines.length === 0}>All pay stubs (zip)</Button>
        <Button onClick={() => void exportRegister('csv')} disabled={data.lines.length === 0}>Register CSV</Button>
        <Button onClick={() => void exportRegister('xlsx')} disabled={data.lines.length === 0}>Register Excel</Button>
      </Flex>
      {problem ? <Alert type="error" showIcon message="The database refused" description={problem} style={{ marginBottom: 16 }} closable onClose={() => setProblem(null)} /> : null}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}><Card><Statistic title="Gross pay" value={formatMoney(current.total_gross)} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title="Withheld" value={formatMoney(current.total_withheld)} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title="Net pay" value={formatMoney(current.total_net)} /></Card></Col>
        <Col xs={12} md={6}><Card><Statistic title="Total cost" value={formatMoney(current.total_cost)} /></Card></Col>
      </Row>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }} items={[
        { key: 'period', label: 'Pay period', children: `${current.period_start ?? ''} to ${current.period_end ?? ''}` },
        { key: 'pay', label: 'Pay date', children: current.pay_date },
        { key: 'fund', label: 'Fund', children: current.fund_name ?? 'General fund' },
        ...(current.journal_entry_id ? [{ key: 'entry', label: 'Approval entry', children: <Link to={`/app/finance/journal-entries/${current.journal_entry_id}`}>Open in the ledger</Link> }] : []),
        ...(current.payment_journal_entry_id ? [{ key: 'payment', label: 'Payment entry', children: <Link to={`/app/finance/journal-entries/${current.payment_journal_entry_id}`}>Open in the ledger</Link> }] : []),
        ...(current.notes ? [{ key: 'notes', label: 'Note', children: current.notes }] : []),
      ]} />
      {editable ? (
        <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">Enter the hours of hourly staff, then save; the database prices each line.</Typography.Text>
          <Button
            disabled={changed.length === 0}
            loading={saveHours.isPending}
            onClick={() => {
              setProblem(null);
              saveHours.mutate({ runId, hours: changed.map(([lineId, value]) => ({ line_id: lineId, hours: value.trim() })) }, {
                onSuccess: () => { setHours({}); toast({ title: 'Hours saved', variant: 'success' }); },
                onError: (error) => setProblem(serverErrorMessage(error)),
              });
            }}
          >
            Save hours
          </Button>
        </Flex>
      ) : null}
      <div style={{ overflowX: 'auto' }}>
        <Table<RegisterLine>
          rowKey="id"
          columns={columns}
          dataSource={data.lines}
          pagination={false}
          size="small"
          aria-label="Payroll register"
          locale={{ emptyText: <Typography.Text type="secondary">No active employees were hired by the end of this period.</Typography.Text> }}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}><strong>Total</strong></Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">{current.total_hours}</Table.Summary.Cell>
              <Table.Summary.Cell index={2} />
              <Table.Summary.Cell index={3} align="right"><strong data-testid="register-total-gross">{formatMoney(current.total_gross)}</strong></Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right"><strong>{formatMoney(current.total_withheld)}</strong></Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right"><strong data-testid="register-total-net">{formatMoney(current.total_net)}</strong></Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right"><strong>{formatMoney(current.total_employer_taxes)}</strong></Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right"><strong>{formatMoney(current.total_benefits)}</strong></Table.Summary.Cell>
              <Table.Summary.Cell index={8} />
              <Table.Summary.Cell index={9} />
            </Table.Summary.Row>
          )}
        />
      </div>
    </PageFrame>
  );
}
