// Chart of Accounts (/app/accounts, also /app/chart-of-accounts): the account tree with codes,
// categories, types and balances from the ledger (one query), add / edit / deactivate in a drawer,
// `?open=<accountId>` opens an account (the palette's Accounts items link here).
import { useMemo, useState } from 'react';
import { useSearchParams } from '@missionbase/router';
import { Alert, Button, Empty, Flex, PageFrame, Skeleton, serverErrorMessage } from '@missionbase/ui';
import { LazyResult as Result } from '../lazy/LazyResult';
import { Checkbox, Input, Select } from '@missionbase/ui/table';
import { useChartOfAccounts } from './data/chart-of-accounts-query';
import type { AccountDrawerState } from './components/AccountDrawer';
import { ChartTable } from './components/ChartTable';
import { useLedgerPermissions } from './hooks/use-organization-role';
import { CATEGORIES, chartTree } from './utils/chart-tree';
import type { ChartAccount } from './utils/chart-tree';
import { lazyPanel } from '@missionbase/app-config/lazy-panel';

// The drawer (its form, account picker and zod schema) loads on first open, or at once with ?open=<id>.
const AccountDrawer = lazyPanel(() => import('./components/AccountDrawer').then((module) => module.AccountDrawer));

const ALL = 'All';

export function AccountsPage() {
  const chart = useChartOfAccounts(null);
  const { canEditLedger } = useLedgerPermissions();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string>(ALL);
  const [showInactive, setShowInactive] = useState(false);
  const [drawer, setDrawer] = useState<AccountDrawerState | null>(null);
  const accounts = useMemo(() => chart.data ?? [], [chart.data]);
  const rows = useMemo(
    () => chartTree(accounts, { text, showInactive, category: category === ALL ? undefined : category }),
    [accounts, text, showInactive, category],
  );

  // ?open=<id> (palette, links) opens that account once the chart has loaded.
  const openId = params.get('open');
  const opened = openId ? accounts.find((account) => account.id === openId) : undefined;
  const drawerState: AccountDrawerState | null = drawer ?? (opened ? { mode: 'edit', account: opened } : null);

  const handleOpen = (account: ChartAccount) => setDrawer({ mode: 'edit', account });
  const handleClose = () => {
    setDrawer(null);
    if (openId) {
      const next = new URLSearchParams(params);
      next.delete('open');
      setParams(next, { replace: true });
    }
  };

  let body;
  if (chart.isPending && !chart.data) {
    body = <Skeleton active paragraph={{ rows: 8 }} aria-busy="true" />;
  } else if (chart.isError && !chart.data) {
    body = (
      <Result
        status="warning"
        title="The chart of accounts could not be loaded"
        subTitle={serverErrorMessage(chart.error)}
        extra={<Button onClick={() => void chart.refetch()}>Retry</Button>}
      />
    );
  } else if (rows.length === 0) {
    body = <Empty description={accounts.length === 0 ? 'No accounts yet.' : 'No account matches these filters.'} />;
  } else {
    body = <ChartTable rows={rows} onOpen={handleOpen} />;
  }

  return (
    <PageFrame title="Accounts" description="The chart of accounts with balances as of today, from the general ledger.">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Find by code, name or type"
          aria-label="Find an account"
          value={text}
          onChange={(event) => setText(event.target.value)}
          style={{ maxWidth: 280 }}
        />
        <Select
          aria-label="Category"
          value={category}
          onChange={setCategory}
          options={[ALL, ...CATEGORIES].map((value) => ({ value, label: value === ALL ? 'All categories' : value }))}
          style={{ minWidth: 160 }}
        />
        <Checkbox checked={showInactive} onChange={(event) => setShowInactive(event.target.checked)}>Show inactive</Checkbox>
        {canEditLedger ? (
          <Button type="primary" onClick={() => setDrawer({ mode: 'new', parent: null })} onPointerEnter={AccountDrawer.preload} onFocus={AccountDrawer.preload} style={{ marginLeft: 'auto' }}>
            New account
          </Button>
        ) : null}
      </Flex>
      {chart.isError && chart.data ? <Alert type="warning" showIcon message="Showing the last balances: the refresh failed." action={<Button size="small" onClick={() => void chart.refetch()}>Retry</Button>} style={{ marginBottom: 12 }} /> : null}
      {body}
      <AccountDrawer opened={drawerState !== null || openId !== null} state={drawerState} accounts={accounts} readOnly={!canEditLedger} onClose={handleClose} />
    </PageFrame>
  );
}

export default AccountsPage;
