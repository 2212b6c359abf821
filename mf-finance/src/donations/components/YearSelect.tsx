// The calendar year of a giving statement (US tax years): this year and the four before.
import { Select } from '@missionbase/ui/table';
import { organizationToday } from '@missionbase/session';
import { yearOfIsoDate } from '@missionbase/domain/organization-today';

export function statementYears(today: string = organizationToday()): number[] {
  const year = yearOfIsoDate(today);
  return [year, year - 1, year - 2, year - 3, year - 4];
}

export function YearSelect({ value, onChange, label }: { value: number; onChange: (year: number) => void; label: string }) {
  return <Select aria-label={label} value={value} onChange={onChange} options={statementYears().map((year) => ({ value: year, label: String(year) }))} style={{ width: 100 }} />;
}
