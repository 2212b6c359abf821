// `@missionbase/ui/periods`: a range with presets that know the organization's fiscal year (this /
// last fiscal year, year to date, months, quarters, custom): a Select of presets, and the range picker of `/dates` for a custom
// range. The range picker (rc-picker, ~30 KiB gzip) loads when it is first shown, and is preloaded
// when the pointer or the focus reaches the presets, so a list filtered by a preset (or none) never
// downloads it.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Select } from 'antd';
import { periodPresets, presetKeyForRange } from '@missionbase/domain/fiscal-periods';
// Types only: the value is the `/dates` share key's, loaded below (one instance in the page).
import type { DateRangePickerProps } from '@missionbase/ui/dates';
import { useOrganizationDay } from '../OrganizationProvider';
import { useFiscalYearStartMonth } from '../pickers/use-organization-bundle';
import { loadDates, preloadDates } from './load-dates';

const LazyDateRangePicker = lazy(() => loadDates().then((dates) => ({ default: dates.DateRangePicker })));

export interface PeriodPickerProps extends DateRangePickerProps {
  /** Offer 'All dates' (a null range, no date filter); on by default, off where a period is required. */
  allowAllDates?: boolean;
  /** The calendar day the presets start from (tests); the organization's today by default. */
  today?: string;
  /** Overrides the organization's fiscal year start month (1-12) from the bundle. */
  fiscalYearStartMonth?: number;
}

/** Presets from the organization's fiscal year start month, and a custom range. */
export function PeriodPicker({ value, onChange, allowAllDates = true, today, fiscalYearStartMonth, disabled, style, ...rest }: PeriodPickerProps) {
  const organizationStartMonth = useFiscalYearStartMonth();
  const startMonth = fiscalYearStartMonth ?? organizationStartMonth;
  const organizationDay = useOrganizationDay();
  const day = today ?? organizationDay;
  const presets = useMemo(() => periodPresets(day, startMonth), [day, startMonth]);
  const [customChosen, setCustomChosen] = useState(false);
  const matched = value ? presetKeyForRange(value, presets) : allowAllDates ? 'all' : 'custom';
  // "Custom range" chosen shows the range picker even before a range is set (from "All dates" too).
  const selected = customChosen ? 'custom' : matched;
  const options = [
    ...(allowAllDates ? [{ value: 'all', label: 'All dates' }] : []),
    ...presets.map((preset) => ({ value: preset.key, label: preset.label })),
    { value: 'custom', label: 'Custom range' },
  ];

  function handlePreset(key: string) {
    setCustomChosen(key === 'custom');
    if (key === 'custom') return;
    if (key === 'all') {
      onChange?.(null);
      return;
    }
    const preset = presets.find((candidate) => candidate.key === key);
    if (preset) onChange?.(preset.range);
  }

  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, maxWidth: '100%', ...style }}>
      <Select<string>
        aria-label={rest['aria-label'] ? `${rest['aria-label']}: period` : 'Period'}
        value={selected}
        onChange={handlePreset}
        onFocus={preloadDates}
        onMouseEnter={preloadDates}
        options={options}
        disabled={disabled}
        popupMatchSelectWidth={false}
        style={{ minWidth: 180 }}
      />
      {selected === 'custom' || (value && matched === 'custom') ? (
        <Suspense fallback={null}>
          <LazyDateRangePicker
            {...rest}
            value={value ?? null}
            onChange={(next) => {
              // A cleared custom range is no date filter: the presets show "All dates" again.
              if (next === null) setCustomChosen(false);
              onChange?.(next);
            }}
            disabled={disabled}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
