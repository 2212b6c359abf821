// The answers of the two statement RPCs (report_statement_of_financial_position and
// report_statement_of_activities, in supabase/schemas/reports/functions/) as the generated types
// declare them (public.position_statement, public.activities_statement; every attribute may be
// null). A position section's lines stay json, because an account line and a net asset class line
// differ in their keys; position-query.ts reads them into PositionLine. Money is numeric from the
// database (a number; a line read from json keeps a number or a numeric string as sent).
import type { CompositeTypes } from '@missionbase/session';

export type Money = number | string;

/** An asset or liability account, or (account_id and code null, key set) a net asset class with its year's change. */
export interface PositionLine {
  account_id: string | null;
  code: string | null;
  name: string;
  key?: string;
  amount: Money;
  compare_amount: Money | null;
  current_year_change?: Money;
  compare_current_year_change?: Money | null;
  /** A class's net assets accounts as the ledger holds them after the year-end closes (the chart's balances). */
  ledger_accounts?: PositionLedgerAccount[];
  /** A class's revenue less expenses of the years not yet closed. */
  not_closed?: Money;
  compare_not_closed?: Money | null;
}

export interface PositionLedgerAccount {
  account_id: string;
  code: string;
  name: string;
  amount: Money;
  compare_amount: Money | null;
}

export type PositionSection = Omit<CompositeTypes<'position_section'>, 'lines'> & { lines: PositionLine[] };

export type StatementOfFinancialPosition = Omit<CompositeTypes<'position_statement'>, 'sections'> & { sections: PositionSection[] };

/** Without / with donor restrictions, total, and the comparison period's total. */
export type ActivityColumns = CompositeTypes<'activities_amounts'>;

export type ActivitiesSection = CompositeTypes<'activities_section'>;

export type StatementOfActivities = CompositeTypes<'activities_statement'>;
