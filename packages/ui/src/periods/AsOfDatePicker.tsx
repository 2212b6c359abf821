// `@missionbase/ui/periods`: a day ("as of", "locked through") without the calendar on a cold load:
// presets (today, the end of last month, of the last fiscal quarter, of the last
// fiscal year) in a Select, optionally "none" (a clearable day), and "Custom date", which shows the
// kit's DateInput. That field is antd's DatePicker (rc-picker, the `/dates` entry, ~30 KiB gzip with
// dayjs's plugins): it loads when first shown, and is preloaded when the pointer or the focus reaches
// the presets, as PeriodPicker does for a custom range.
import { Suspense, lazy, useMemo, useState } from 'react';
import { Select } from 'antd';
import { fiscalQuarterOf, fiscalYearOf, monthOf, previousDay } from '@missionbase/domain/fiscal-periods';
import { useOrganizationDay } from '../OrganizationProvider';
import { useFiscalYearStartMonth } from '../pickers/use-organization-bundle';
import { loadDates, preloadDates } from './load-dates';

const LazyDateInput = lazy(() => loadDates().then((dates) => ({ default: dates.DateInput })));

const SHOWN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function shownDay(day: string): string {
  return SHOWN.format(new Date(`${day}T00:00:00Z`));
}

export interface AsOfPreset {
  key: 'today' | 'last-month-end' | 'last-quarter-end' | 'last-year-end';
  label: string;
  day: string;
}

/** The presets for `today` (the user's calendar day) and the organization's fiscal year start month. */
export function asOfPresets(today: string, startMonth: number): AsOfPreset[] {
  const lastMonthEnd = previousDay(monthOf(today).from);
  const lastQuarterEnd = previousDay(fiscalQuarterOf(today, startMonth).from);
  const lastYearEnd = previousDay(fiscalYearOf(today, startMonth).from);
  return [
    { key: 'today', label: `Today (${shownDay(today)})`, day: today },
    { key: 'last-month-end', label: `End of last month (${shownDay(lastMonthEnd)})`, day: lastMonthEnd },
    { key: 'last-quarter-end', label: `End of last fiscal quarter (${shownDay(lastQuarterEnd)})`, day: lastQuarterEnd },
    { key: 'last-year-end', label: `End of last fiscal year (${shownDay(lastYearEnd)})`, day: lastYearEnd },
  ];
}

export interface AsOfDatePickerProps {
  /** The Select's id (a `<label htmlFor>` or a Form.Item names it). */
  id?: string;
  /** 'yyyy-mm-dd', or null for no day (shown as `noneLabel`). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The calendar day the presets start from (tests); the organization's today by default. */
  today?: string;
  /** Offers "no day" under this label (e.g. "Not locked"), which sets null. */
  noneLabel?: string;
  disabled?: boolean;
  /** The presets' and the custom field's accessible name ("As of"; the field adds ": date"). */
  'aria-label': string;
}

export function AsOfDatePicker({ id, value = null, onChange, today, noneLabel, disabled, 'aria-label': label }: AsOfDatePickerProps) {
  const startMonth = useFiscalYearStartMonth();
  const organizationDay = useOrganizationDay();
  const day = today ?? organizationDay;
  const presets = useMemo(() => asOfPresets(day, startMonth), [day, startMonth]);
  const [customChosen, setCustomChosen] = useState(false);
  const matched = value === null ? (noneLabel ? 'none' : 'custom') : (presets.find((preset) => preset.day === value)?.key ?? 'custom');
  const selected = customChosen ? 'custom' : matched;

  function handlePreset(key: string) {
    setCustomChosen(key === 'custom');
    if (key === 'none') onChange?.(null);
    const preset = presets.find((candidate) => candidate.key === key);
    if (preset) onChange?.(preset.day);
  }

  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, maxWidth: '100%' }}>
      <Select<string>
        id={id}
        aria-label={label}
        value={selected}
        onChange={handlePreset}
        onFocus={preloadDates}
        onMouseEnter={preloadDates}
        disabled={disabled}
        options={[
          ...(noneLabel ? [{ value: 'none', label: noneLabel }] : []),
          ...presets.map((preset) => ({ value: preset.key, label: preset.label })),
          { value: 'custom', label: 'Custom date' },
        ]}
        popupMatchSelectWidth={false}
        style={{ minWidth: 220 }}
      />
      {selected === 'custom' ? (
        <Suspense fallback={null}>
          <LazyDateInput
            aria-label={`${label}: date`}
            allowClear={false}
            value={value}
            onChange={(next) => {
              if (next) onChange?.(next);
            }}
            disabled={disabled}
            style={{ width: 180 }}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
