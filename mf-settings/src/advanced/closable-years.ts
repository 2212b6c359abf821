// The fiscal years an owner may close: the last few that have ended, newest first, each with its
// label. The database checks the date again (a fiscal year's last day, already past).
import { fiscalYearOf, previousDay, type DateRange } from '@missionbase/domain/fiscal-periods';

export interface ClosableYear extends DateRange {
  label: string;
}

export function closableYears(today: string, startMonth: number, count = 3): ClosableYear[] {
  const years: ClosableYear[] = [];
  let day = previousDay(fiscalYearOf(today, startMonth).from);
  for (let i = 0; i < count; i += 1) {
    const year = fiscalYearOf(day, startMonth);
    const label = year.from.slice(0, 4) === year.to.slice(0, 4) ? `FY${year.to.slice(0, 4)} (${year.from} to ${year.to})` : `FY${year.from.slice(0, 4)}-${year.to.slice(2, 4)} (${year.from} to ${year.to})`;
    years.push({ ...year, label });
    day = previousDay(year.from);
  }
  return years;
}
