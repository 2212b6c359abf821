// The controls every period report shares, kept in the URL: the period (?from=&to=, the fiscal year
// to date by default; PeriodPicker presets know the fiscal year), the comparison (?compare=
// prior-period|prior-year) and, where the report allows, a fund (?fund=) and a project (?project=).
import type { ReactNode } from 'react';
import { useSearchParams } from '@missionbase/router';
import { fiscalYearOf } from '@missionbase/domain/fiscal-periods';
import { periodEndedHeading, reportFileName } from '@missionbase/domain/report-periods';
import { Flex, periodLabel } from '@missionbase/ui';
import { FundPicker, ProjectPicker, useBundleFunds, useBundleProjects, useFiscalYearStartMonth, Select } from '@missionbase/ui/pickers';
import { PeriodPicker } from '@missionbase/ui/periods';
import type { DateRange } from '@missionbase/ui';
import { isIsoDate, priorPeriod, sameDayLastYear } from './statement-rows';
import { useOrganizationToday } from '@missionbase/session';

export interface ReportParams {
  period: DateRange;
  compare: DateRange | null;
  fund: string | null;
  project: string | null;
  /** The period (and comparison, fund and project) in words for the header and the files. */
  periodText: string;
  /** The same, worded as a statement's heading: "For the year ended December 31, 2025". */
  endedText: string;
  /** An export's file name for this period: `<report>-FY2025`, `<report>-<from>-to-<to>`. */
  fileName: (report: string) => string;
  controls: ReactNode;
}

export function useReportParams(options: { fund?: boolean; project?: boolean; compareLabel?: string } = {}): ReportParams {
  const [params, setParams] = useSearchParams();
  const startMonth = useFiscalYearStartMonth();
  const funds = useBundleFunds();
  const projects = useBundleProjects();
  const today = useOrganizationToday();
  const from = params.get('from');
  const to = params.get('to');
  const period: DateRange = isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : { from: fiscalYearOf(today, startMonth).from, to: today };
  const compareParam = params.get('compare');
  const compare: DateRange | null =
    compareParam === 'prior-period' ? priorPeriod(period.from, period.to)
    : compareParam === 'prior-year' ? { from: sameDayLastYear(period.from), to: sameDayLastYear(period.to) }
    : null;
  const fund = options.fund ? params.get('fund') || null : null;
  const project = options.project ? params.get('project') || null : null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  const label = periodLabel(period, startMonth);
  const scope = [
    fund ? `Fund: ${funds.find((option) => option.id === fund)?.name ?? fund}` : null,
    project ? `Project: ${projects.find((option) => option.id === project)?.name ?? project}` : null,
  ].filter((part): part is string => part !== null);
  const periodText = [compare ? `${label}, compared with ${periodLabel(compare, startMonth)}` : label, ...scope].join('; ');
  const ended = periodEndedHeading(period, startMonth);
  const endedText = [compare ? `${ended}, compared with ${periodEndedHeading(compare, startMonth).replace(/^For /, '')}` : ended, ...scope].join('; ');
  const fileName = (report: string) => reportFileName(report, period, startMonth);

  const controls = (
    <Flex gap={12} wrap className="mb-no-print" style={{ marginBottom: 12 }} align="end">
      <label style={{ display: 'grid', gap: 4, minWidth: 220 }}>
        <span>Period</span>
        <PeriodPicker aria-label="Period" allowAllDates={false} value={period} onChange={(range) => update({ from: range?.from ?? null, to: range?.to ?? null })} />
      </label>
      <label style={{ display: 'grid', gap: 4, minWidth: 200 }}>
        <span>{options.compareLabel ?? 'Compare with'}</span>
        <Select
          aria-label={options.compareLabel ?? 'Compare with'}
          value={compareParam === 'prior-period' || compareParam === 'prior-year' ? compareParam : 'none'}
          onChange={(value: string) => update({ compare: value === 'none' ? null : value })}
          options={[
            { value: 'none', label: 'No comparison' },
            { value: 'prior-period', label: 'Previous period' },
            { value: 'prior-year', label: 'Same period last year' },
          ]}
        />
      </label>
      {options.fund ? (
        <label style={{ display: 'grid', gap: 4, minWidth: 180 }}>
          <span>Fund</span>
          <FundPicker aria-label="Fund" placeholder="All funds" value={fund} onChange={(value) => update({ fund: value })} />
        </label>
      ) : null}
      {options.project ? (
        <label style={{ display: 'grid', gap: 4, minWidth: 180 }}>
          <span>Project</span>
          <ProjectPicker aria-label="Project" placeholder="All projects" includeClosed value={project} onChange={(value) => update({ project: value })} />
        </label>
      ) : null}
    </Flex>
  );
  return { period, compare, fund, project, periodText, endedText, fileName, controls };
}
