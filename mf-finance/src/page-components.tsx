// The finance pages that have been built, keyed by their manifest path; every other finance page
// shows its placeholder frame. Adding a page's screen is one line here, lazy so each screen is its
// own chunk. A component renders at `<path>/*` and may hold nested routes (`/app/funds/:fundId`).
import { lazy } from 'react';
import type { PageComponents } from '@missionbase/app-config/page-components';

export const PAGE_COMPONENTS: PageComponents = {
  '/app/transactions': lazy(() => import('./transactions/components/TransactionsPage').then((module) => ({ default: module.TransactionsPage }))),
  '/app/accounts': lazy(() => import('./accounts/AccountsPage').then((module) => ({ default: module.AccountsPage }))),
  '/app/funds': lazy(() => import('./funds/FundsPage').then((module) => ({ default: module.FundsPage }))),
  '/app/finance/journal-entries': lazy(() => import('./journal-entries/JournalEntriesPage').then((module) => ({ default: module.JournalEntriesPage }))),
  '/app/finance/donations': lazy(() => import('./donations/DonationsPage').then((module) => ({ default: module.DonationsPage }))),
  '/app/reports': lazy(() => import('./ReportsIndex').then((module) => ({ default: module.ReportsIndex }))),
  '/app/reports/position': lazy(() => import('./reports/statement-of-financial-position/StatementOfFinancialPositionPage').then((module) => ({ default: module.StatementOfFinancialPositionPage }))),
  '/app/reports/activities': lazy(() => import('./reports/statement-of-activities/StatementOfActivitiesPage').then((module) => ({ default: module.StatementOfActivitiesPage }))),
  '/app/reports/general-ledger': lazy(() => import('./reports/general-ledger/GeneralLedgerPage').then((module) => ({ default: module.GeneralLedgerPage }))),
  '/app/reports/trial-balance': lazy(() => import('./reports/trial-balance/TrialBalancePage').then((module) => ({ default: module.TrialBalancePage }))),
  '/app/reports/fund-balance': lazy(() => import('./reports/fund-balance/FundBalancePage').then((module) => ({ default: module.FundBalancePage }))),
  '/app/reports/program-expenses': lazy(() => import('./reports/program-expenses/ProgramExpensesPage').then((module) => ({ default: module.ProgramExpensesPage }))),
  '/app/finance/reconciliation': lazy(() => import('./reconciliation/ReconciliationPage').then((module) => ({ default: module.ReconciliationPage }))),
  '/app/finance/invoices': lazy(() => import('./invoices/InvoicesPage').then((module) => ({ default: module.InvoicesPage }))),
  '/app/reports/cashflows': lazy(() => import('./reports/cash-flows/CashFlowsPage').then((module) => ({ default: module.CashFlowsPage }))),
  '/app/finance/budgeting': lazy(() => import('./budgeting/BudgetingPage').then((module) => ({ default: module.BudgetingPage }))),
  '/app/reports/budget-vs-actuals': lazy(() => import('./reports/budget-vs-actuals/BudgetVsActualsPage').then((module) => ({ default: module.BudgetVsActualsPage }))),
  '/app/finance/bills': lazy(() => import('./bills/BillsPage').then((module) => ({ default: module.BillsPage }))),
  '/app/reports/donors': lazy(() => import('./reports/donors/DonorAnalysisPage').then((module) => ({ default: module.DonorAnalysisPage }))),
  '/app/reports/taxes': lazy(() => import('./reports/taxes/TaxesPage').then((module) => ({ default: module.TaxesPage }))),
  '/app/reports/inventory': lazy(() => import('./reports/inventory/InventoryValuationPage').then((module) => ({ default: module.InventoryValuationPage }))),
};
