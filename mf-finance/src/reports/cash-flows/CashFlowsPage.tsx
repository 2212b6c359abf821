// Statement of Cash Flows (/app/reports/cashflows), indirect method: the change in net assets,
// adjustments (non-cash items, changes in receivables, payables, inventory, pledges...), operating,
// investing and financing activities, and the cash at the beginning and end of the period, which
// equals the cash on the Statement of Financial Position. Figures from report_cash_flows; every
// amount opens its ledger lines; owners and admins choose each account type's section.
import { useState } from 'react';
import { Button, PageFrame, Typography } from '@missionbase/ui';
import { useLedgerPermissions } from '../../accounts/hooks/use-organization-role';
import { useCashFlows } from '../data/cash-flows-query';
import { ReportTableFrame } from '../shared/ReportTableFrame';
import { useReportParams } from '../shared/ReportControls';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The sections drawer (its table and form controls) loads on first open.
const CashFlowSectionsDrawer = lazyPanel(() => import('./CashFlowSectionsDrawer').then((module) => module.CashFlowSectionsDrawer));

const TITLE = 'Statement of Cash Flows';

export function CashFlowsPage() {
  const params = useReportParams({ fund: true });
  const { canManageFunds } = useLedgerPermissions();
  const [editing, setEditing] = useState(false);
  const query = useCashFlows({ period: params.period, compare: params.compare, fund: params.fund });
  return (
    <PageFrame title={TITLE} description="Where cash came from and went, from the change in net assets (indirect method).">
      {params.controls}
      <ReportTableFrame
        title={TITLE}
        fileName={params.fileName('statement-of-cash-flows')}
        periodText={params.endedText}
        query={query}
        emptyText="No cash moved in this period."
        footer={
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} className="mb-no-print">
            Each asset and liability account counts in the section of its account type.{' '}
            <Button type="link" style={{ padding: 0 }} onClick={() => setEditing(true)} onPointerEnter={CashFlowSectionsDrawer.preload} onFocus={CashFlowSectionsDrawer.preload}>
              {canManageFunds ? 'Change the sections' : 'See the sections'}
            </Button>
          </Typography.Paragraph>
        }
      />
      <CashFlowSectionsDrawer opened={editing} open={editing} onClose={() => setEditing(false)} canEdit={canManageFunds} />
    </PageFrame>
  );
}

export default CashFlowsPage;
