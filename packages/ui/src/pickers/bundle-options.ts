// The pickers' options read from the organization bundle (get_organization_data, untyped JSON):
// funds with their restriction, projects with their status, the fiscal year start month.
import { normalizeStartMonth } from '@missionbase/domain/fiscal-periods';

export type FundRestriction = 'without_donor_restrictions' | 'with_donor_restrictions';

export interface FundOption {
  id: string;
  name: string;
  code: string | null;
  restriction: FundRestriction;
  isActive: boolean;
}

export interface ProjectOption {
  id: string;
  name: string;
  code: string | null;
  status: string;
}

export const RESTRICTION_LABELS: Readonly<Record<FundRestriction, string>> = {
  without_donor_restrictions: 'Without donor restrictions',
  with_donor_restrictions: 'With donor restrictions',
};

export const PROJECT_STATUS_LABELS: Readonly<Record<string, string>> = {
  planned: 'Planned',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Funds by name; malformed rows skipped. */
export function readFundOptions(value: unknown): FundOption[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((row: unknown): FundOption[] => {
      if (!isRecord(row) || typeof row.id !== 'string' || typeof row.name !== 'string') return [];
      return [{
        id: row.id,
        name: row.name,
        code: optionalText(row.code),
        restriction: row.restriction === 'with_donor_restrictions' ? 'with_donor_restrictions' : 'without_donor_restrictions',
        isActive: row.is_active !== false,
      }];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Projects by name; malformed rows skipped. */
export function readProjectOptions(value: unknown): ProjectOption[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((row: unknown): ProjectOption[] =>
      isRecord(row) && typeof row.id === 'string' && typeof row.name === 'string'
        ? [{ id: row.id, name: row.name, code: optionalText(row.code), status: typeof row.status === 'string' ? row.status : 'active' }]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Funds a picker offers: active ones, plus those already chosen (an edited record keeps its value). */
export function pickableFunds(funds: readonly FundOption[], keepIds: readonly string[] = []): FundOption[] {
  return funds.filter((fund) => fund.isActive || keepIds.includes(fund.id));
}

/** Projects a picker offers: not completed or cancelled, plus those already chosen. */
export function pickableProjects(projects: readonly ProjectOption[], keepIds: readonly string[] = [], includeClosed = false): ProjectOption[] {
  return projects.filter((project) => includeClosed || keepIds.includes(project.id) || (project.status !== 'completed' && project.status !== 'cancelled'));
}

/** organization_settings.fiscal_year_start_month of the bundle (1-12, January when missing). */
export function fiscalYearStartMonthFrom(bundle: Record<string, unknown> | null | undefined): number {
  const settings = bundle?.organization_settings;
  const row = Array.isArray(settings) ? settings[0] : settings;
  return normalizeStartMonth(isRecord(row) ? row.fiscal_year_start_month : undefined);
}
