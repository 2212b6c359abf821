// report_statement_of_financial_position: assets, liabilities and net assets by restriction class
// as of a date, optionally beside a comparison date; totals from SQL. The answer is declared
// (public.position_statement) but for each section's lines, which stay json (an account line and a
// net asset class line differ in their keys): readPositionLines reads them.
import { useQuery } from '@tanstack/react-query';
import { getSupabase, useActiveOrganizationId } from '@missionbase/session';
import type { CompositeTypes, Json } from '@missionbase/session';
import { reportKeys } from './keys';
import { ReportReader } from './report-json';
import type { PositionLine, StatementOfFinancialPosition } from './statement-types';
import type { ReportScope } from '../statement-of-financial-position/position-rows';

/** A section's lines (json in the declared answer), checked line by line. */
export function readPositionLines(value: Json | null): PositionLine[] {
  const read = new ReportReader('statement of financial position');
  return read.array(value).map((item) => {
    const json = read.record(item);
    const line: PositionLine = {
      account_id: read.nullableText(json.account_id),
      code: read.nullableText(json.code),
      name: read.text(json.name),
      amount: read.money(json.amount),
      compare_amount: read.nullableMoney(json.compare_amount),
    };
    if (json.key !== undefined) line.key = read.text(json.key);
    if (json.current_year_change !== undefined) line.current_year_change = read.money(json.current_year_change);
    if (json.compare_current_year_change !== undefined) line.compare_current_year_change = read.nullableMoney(json.compare_current_year_change);
    if (json.ledger_accounts !== undefined) {
      line.ledger_accounts = read.array(json.ledger_accounts).map((entry) => {
        const account = read.record(entry);
        return { account_id: read.text(account.account_id), code: read.text(account.code), name: read.text(account.name), amount: read.money(account.amount), compare_amount: read.nullableMoney(account.compare_amount) };
      });
    }
    if (json.not_closed !== undefined) line.not_closed = read.money(json.not_closed);
    if (json.compare_not_closed !== undefined) line.compare_not_closed = read.nullableMoney(json.compare_not_closed);
    return line;
  });
}

export function readStatementOfFinancialPosition(statement: CompositeTypes<'position_statement'>): StatementOfFinancialPosition {
  return { ...statement, sections: (statement.sections ?? []).map((section) => ({ ...section, lines: readPositionLines(section.lines) })) };
}

export async function fetchStatementOfFinancialPosition(organizationId: string, asOf: string, compareAsOf: string | null, scope: ReportScope = {}): Promise<StatementOfFinancialPosition> {
  const { data, error } = await getSupabase().rpc('report_statement_of_financial_position', {
    p_organization_id: organizationId,
    p_as_of: asOf,
    ...(compareAsOf ? { p_compare_as_of: compareAsOf } : {}),
    ...(scope.fund ? { p_fund_id: scope.fund } : {}),
    ...(scope.project ? { p_project_id: scope.project } : {}),
  });
  if (error) throw error;
  return readStatementOfFinancialPosition(data);
}

export function useStatementOfFinancialPosition(asOf: string, compareAsOf: string | null, scope: ReportScope = {}) {
  const organizationId = useActiveOrganizationId();
  return useQuery({
    queryKey: [...reportKeys.position(organizationId ?? '', asOf, compareAsOf), scope.fund ?? null, scope.project ?? null],
    queryFn: () => fetchStatementOfFinancialPosition(organizationId ?? '', asOf, compareAsOf, scope),
    enabled: organizationId !== null,
  });
}
