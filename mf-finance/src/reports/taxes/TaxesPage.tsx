// Taxes Report (/app/reports/taxes), a Form 990 helper: revenue by Part VIII line and functional
// expenses by Part IX line (program services, management and general, fundraising) from the ledger
// and the account mapping (owners and admins change it here), the vendors flagged for 1099 with
// their payments in the calendar year, and payroll tax liabilities from the payroll runs.
import { useState } from 'react';
import { Link } from '@missionbase/router';
import { Button, PageFrame, Typography, formatMoney } from '@missionbase/ui';
import { useLedgerPermissions } from '../../accounts/hooks/use-organization-role';
import { useTaxes } from '../data/taxes-query';
import { ledgerLink } from '../general-ledger/ledger-slice';
import { StatementFrame } from '../shared/StatementFrame';
import { useReportParams } from '../shared/ReportControls';
import { reportColumns, reportRows } from '../shared/report-table';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The Form 990 lines drawer (its table and form controls) loads on first open.
const Form990MappingDrawer = lazyPanel(() => import('./Form990MappingDrawer').then((module) => module.Form990MappingDrawer));
import { PAYROLL_COLUMNS, VENDOR_COLUMNS, payrollRows, vendorRows } from './taxes-rows';

const TITLE = 'Taxes Report';

export function TaxesPage() {
  const params = useReportParams();
  const { canManageFunds } = useLedgerPermissions();
  const [mapping, setMapping] = useState(false);
  const query = useTaxes({ period: params.period, compare: params.compare });
  const report = query.data;
  const vendors = report?.vendors_1099 ?? null;
  const payroll = report?.payroll ?? null;
  // The accrued payroll account, when the organization has one (the link opens its ledger lines).
  const accruedAccount = payroll?.accrued_account_id ?? null;
  const frame = { period: params.endedText, loading: query.isPending, error: query.error, onRetry: () => void query.refetch() };
  const heading = (text: string) => <Typography.Title level={2} style={{ fontSize: 20, marginTop: 24 }}>{text}</Typography.Title>;
  return (
    <PageFrame title={TITLE} description="Form 990 revenue and functional expenses, 1099 vendors and payroll taxes, from the books.">
      {params.controls}
      <Typography.Paragraph type="secondary" className="mb-no-print">
        Each revenue and expense account counts on one Form 990 line.{' '}
        <Button type="link" style={{ padding: 0 }} onClick={() => setMapping(true)} onPointerEnter={Form990MappingDrawer.preload} onFocus={Form990MappingDrawer.preload}>{canManageFunds ? 'Change the lines' : 'See the lines'}</Button>
      </Typography.Paragraph>
      <StatementFrame {...frame} heading={heading('Form 990 Part VIII, Statement of Revenue')} title={`${TITLE}: Form 990 Part VIII`} fileName={params.fileName('form-990-part-viii')}
        columns={report ? reportColumns(report.part_viii) : null} rows={report ? reportRows(report.part_viii) : null} />
      <StatementFrame {...frame} heading={heading('Form 990 Part IX, Statement of Functional Expenses')} title={`${TITLE}: Form 990 Part IX`} fileName={params.fileName('form-990-part-ix')}
        columns={report ? reportColumns(report.part_ix) : null} rows={report ? reportRows(report.part_ix) : null} />
      <StatementFrame
        {...frame}
        heading={heading(vendors?.year ? `1099 vendors, payments in ${vendors.year}` : '1099 vendors')}
        title={`${TITLE}: 1099 vendors`}
        fileName={params.fileName('1099-vendors')}
        columns={VENDOR_COLUMNS}
        rows={report ? vendorRows(report) : null}
        emptyText={report && (vendors?.rows ?? []).length === 0 ? 'No vendor flagged for 1099 was paid in this calendar year.' : null}
        footer={report ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Vendors paid {formatMoney(vendors?.threshold)} or more get a 1099: {formatMoney(vendors?.reportable_total)} in total.
          </Typography.Paragraph>
        ) : null}
      />
      <StatementFrame
        {...frame}
        heading={heading('Payroll tax liabilities')}
        title={`${TITLE}: payroll taxes`}
        fileName={params.fileName('payroll-taxes')}
        columns={PAYROLL_COLUMNS}
        rows={report ? payrollRows(report) : null}
        emptyText={report && (payroll?.rows ?? []).length === 0 ? 'No payroll was approved or paid in this period.' : null}
        footer={report && accruedAccount ? (
          <Typography.Paragraph style={{ marginTop: 8 }} data-testid="accrued-payroll">
            Accrued payroll liabilities owed on {report.to}:{' '}
            <Link to={ledgerLink({ accounts: [accruedAccount], to: report.to ?? '', sign: 'credit', label: 'Accrued payroll liabilities' })}>
              {formatMoney(payroll?.accrued_liabilities ?? 0)}
            </Link>
          </Typography.Paragraph>
        ) : null}
      />
      <Form990MappingDrawer opened={mapping} open={mapping} onClose={() => setMapping(false)} canEdit={canManageFunds} />
    </PageFrame>
  );
}

export default TaxesPage;
