// The finance pages that have been built, keyed by their manifest path; every other finance page
// shows its placeholder frame. Adding a page's screen is one line here, lazy so each screen is its
// own chunk. A component renders at `<path>/*` and may hold nested routes (`/app/funds/:fundId`).
// The same table gives each page's preload: the shell's sidebar calls `preloadPage` (exported by
// routes.tsx) on hover or focus, so the page's chunk is in before the click.
import { lazy } from 'react';
import { lazyPageComponents, pagePreloader, type PageLoaders } from '@missionbase/app-config/page-loaders';

/** Each built page's code, keyed by its manifest path. */
export const PAGE_LOADERS: PageLoaders = {
  '/app/transactions': () => import('./transactions/components/TransactionsPage').then((module) => ({ default: module.TransactionsPage })),
  '/app/accounts': () => import('./accounts/AccountsPage').then((module) => ({ default: module.AccountsPage })),
  '/app/funds': () => import('./funds/FundsPage').then((module) => ({ default: module.FundsPage })),
  '/app/finance/journal-entries': () => import('./journal-entries/JournalEntriesPage').then((module) => ({ default: module.JournalEntriesPage })),
  '/app/finance/donations': () => import('./donations/DonationsPage').then((module) => ({ default: module.DonationsPage })),
  '/app/reports': () => import('./ReportsIndex').then((module) => ({ default: module.ReportsIndex })),
  '/app/reports/position': () => import('./reports/statement-of-financial-position/StatementOfFinancialPositionPage').then((module) => ({ default: module.StatementOfFinancialPositionPage })),
  '/app/reports/activities': () => import('./reports/statement-of-activities/StatementOfActivitiesPage').then((module) => ({ default: module.StatementOfActivitiesPage })),
  '/app/reports/general-ledger': () => import('./reports/general-ledger/GeneralLedgerPage').then((module) => ({ default: module.GeneralLedgerPage })),
  '/app/reports/trial-balance': () => import('./reports/trial-balance/TrialBalancePage').then((module) => ({ default: module.TrialBalancePage })),
  '/app/reports/fund-balance': () => import('./reports/fund-balance/FundBalancePage').then((module) => ({ default: module.FundBalancePage })),
  '/app/reports/program-expenses': () => import('./reports/program-expenses/ProgramExpensesPage').then((module) => ({ default: module.ProgramExpensesPage })),
  '/app/finance/reconciliation': () => import('./reconciliation/ReconciliationPage').then((module) => ({ default: module.ReconciliationPage })),
  '/app/finance/invoices': () => import('./invoices/InvoicesPage').then((module) => ({ default: module.InvoicesPage })),
  '/app/reports/cashflows': () => import('./reports/cash-flows/CashFlowsPage').then((module) => ({ default: module.CashFlowsPage })),
  '/app/finance/budgeting': () => import('./budgeting/BudgetingPage').then((module) => ({ default: module.BudgetingPage })),
  '/app/reports/budget-vs-actuals': () => import('./reports/budget-vs-actuals/BudgetVsActualsPage').then((module) => ({ default: module.BudgetVsActualsPage })),
  '/app/finance/bills': () => import('./bills/BillsPage').then((module) => ({ default: module.BillsPage })),
  '/app/reports/donors': () => import('./reports/donors/DonorAnalysisPage').then((module) => ({ default: module.DonorAnalysisPage })),
  '/app/reports/taxes': () => import('./reports/taxes/TaxesPage').then((module) => ({ default: module.TaxesPage })),
  '/app/reports/inventory': () => import('./reports/inventory/InventoryValuationPage').then((module) => ({ default: module.InventoryValuationPage })),
};

export const PAGE_COMPONENTS = lazyPageComponents(PAGE_LOADERS, lazy);

export const preloadPage = pagePreloader(PAGE_LOADERS);
