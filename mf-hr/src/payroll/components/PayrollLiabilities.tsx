// Payroll > Liabilities (/app/hr/payroll?tab=liabilities): what approved runs withheld, deducted
// and added in employer taxes and benefits, still owed to each agency by month (the database's
// figures, tying to Accrued Payroll Liabilities in the ledger). Owners and admins choose rows and
// record a payment; members with payroll access read.
import { useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Alert, Button, Flex, Skeleton, Typography, serverErrorMessage } from '@missionbase/ui';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';
import { usePayrollLiabilities } from '../data/payroll-liabilities-query';
import { useHrPermissions } from '../../hooks/use-hr-permissions';
import { liabilityKey } from '../utils/liabilities';
import { LiabilitiesTable } from './LiabilitiesTable';

const PayLiabilitiesDrawer = lazyPanel(() => import('./PayLiabilitiesDrawer').then((module) => module.PayLiabilitiesDrawer));

export function PayrollLiabilities() {
  const organizationId = useActiveOrganizationId();
  const { canManagePayroll } = useHrPermissions();
  const liabilities = usePayrollLiabilities(organizationId);
  const [selected, setSelected] = useState<string[]>([]);
  const [paying, setPaying] = useState(false);
  if (liabilities.isError) {
    return (
      <Alert type="warning" showIcon message="The payroll liabilities could not be loaded" description={serverErrorMessage(liabilities.error)}
        action={<Button onClick={() => void liabilities.refetch()}>Retry</Button>} />
    );
  }
  if (liabilities.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const rows = liabilities.data;
  const chosen = rows.filter((row) => selected.includes(liabilityKey(row)));
  return (
    <>
      {canManagePayroll ? (
        <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
          <Button type="primary" disabled={chosen.length === 0} onClick={() => setPaying(true)} onPointerEnter={PayLiabilitiesDrawer.preload} onFocus={PayLiabilitiesDrawer.preload}>
            Record payment
          </Button>
          <Typography.Text type="secondary">Choose what you paid to an agency, then record the payment: it posts one entry from the bank account.</Typography.Text>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">Only owners and admins record payments of payroll liabilities.</Typography.Paragraph>
      )}
      <LiabilitiesTable rows={rows} selectable={canManagePayroll} selectedKeys={selected} onSelectionChange={setSelected} />
      <PayLiabilitiesDrawer opened={paying} open={paying} rows={chosen} onClose={() => setPaying(false)} onPaid={() => setSelected([])} />
    </>
  );
}
