// Exposed as `mf_finance/dashboard-widgets`: the finance widgets of the shell's dashboard, in order.
// Each reads the active organization from the shared session and the ledger through
// get_dashboard_summary (one request shared by all of them); the budget card reads
// get_dashboard_budget.
import type { DashboardWidgetDefinition } from '@missionbase/mf-config/remote-modules';
import { CashOnHandWidget } from './components/CashOnHandWidget';
import { RevenueExpensesWidget } from './components/RevenueExpensesWidget';
import { NetAssetsWidget } from './components/NetAssetsWidget';
import { RevenueExpenseChartWidget } from './components/RevenueExpenseChartWidget';
import { FundBalancesWidget } from './components/FundBalancesWidget';
import { RecentTransactionsWidget } from './components/RecentTransactionsWidget';
import { ApprovedBudgetWidget } from './components/ApprovedBudgetWidget';
import './dashboard-widgets.css';

const widgets: readonly DashboardWidgetDefinition[] = [
  { id: 'finance.cash-on-hand', title: 'Cash on hand', span: 4, Component: CashOnHandWidget },
  { id: 'finance.revenue-expenses', title: 'Revenue and expenses', span: 4, Component: RevenueExpensesWidget },
  { id: 'finance.net-assets', title: 'Net assets', span: 4, Component: NetAssetsWidget },
  { id: 'finance.monthly-chart', title: 'Revenue vs. expenses, last 12 months', span: 8, Component: RevenueExpenseChartWidget },
  { id: 'finance.fund-balances', title: 'Fund balances', span: 4, Component: FundBalancesWidget },
  { id: 'finance.recent-transactions', title: 'Recent transactions', span: 6, Component: RecentTransactionsWidget },
  { id: 'finance.approved-budget', title: 'Budget vs. actual, this fiscal year', span: 6, Component: ApprovedBudgetWidget },
];

export default widgets;
