// The json the two statement RPCs return (report_statement_of_financial_position and
// report_statement_of_activities, in supabase/schemas/reports/functions/);
// the generated types only know it as Json. Money is numeric from the database (number or string).
export type Money = number | string;

export interface PositionLine {
  account_id: string | null;
  code: string | null;
  name: string;
  key?: string;
  amount: Money;
  compare_amount: Money | null;
  current_year_change?: Money;
  compare_current_year_change?: Money | null;
}

export interface PositionSection {
  key: 'assets' | 'liabilities' | 'net_assets';
  title: string;
  lines: PositionLine[];
  total: Money;
  compare_total: Money | null;
}

export interface StatementOfFinancialPosition {
  as_of: string;
  compare_as_of: string | null;
  fiscal_year_start: string;
  compare_fiscal_year_start?: string | null;
  sections: PositionSection[];
  total_assets: Money;
  total_liabilities_and_net_assets: Money;
  compare_total_assets: Money | null;
  compare_total_liabilities_and_net_assets: Money | null;
  balanced: boolean;
}

export interface ActivityColumns {
  without: Money;
  with: Money;
  total: Money;
  compare_total: Money | null;
}

export interface ActivitiesSection {
  key: 'revenue' | 'releases' | 'expenses' | 'other';
  title: string;
  lines: (ActivityColumns & { account_id: string; code: string; name: string })[];
  total: ActivityColumns;
}

export interface StatementOfActivities {
  from: string;
  to: string;
  compare_from: string | null;
  compare_to: string | null;
  sections: ActivitiesSection[];
  change_in_net_assets: ActivityColumns;
  net_assets_beginning: ActivityColumns;
  net_assets_end: ActivityColumns;
}
