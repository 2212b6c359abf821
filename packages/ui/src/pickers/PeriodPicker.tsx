// Date pickers that speak 'yyyy-mm-dd' strings (what the database and the URL hold): one day
// (DateInput), a range (DateRangePicker) and a range with presets that know the organization's
// fiscal year (PeriodPicker: this / last fiscal year, year to date, months, quarters, custom).
import { useMemo, useState, type CSSProperties } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Select } from 'antd';
import { periodPresets, presetKeyForRange, type DateRange } from '@missionbase/domain/fiscal-periods';
import { localIsoDate } from '@missionbase/domain/transaction-form';
import { useFiscalYearStartMonth } from './use-organization-bundle';

const ISO = 'YYYY-MM-DD';
const SHOWN = 'MMM D, YYYY';

function toDayjs(day: string | null | undefined): Dayjs | null {
  if (!day) return null;
  const parsed = dayjs(day);
  return parsed.isValid() ? parsed : null;
}

export interface DateInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** One calendar day as 'yyyy-mm-dd' (Form.Item compatible). */
export function DateInput({ id, value, onChange, disabled, allowClear = true, placeholder = 'Select a date', style, ...aria }: DateInputProps) {
  return (
    <DatePicker
      id={id}
      {...aria}
      value={toDayjs(value)}
      onChange={(next) => onChange?.(next ? next.format(ISO) : null)}
      format={[SHOWN, ISO, 'M/D/YYYY']}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
    />
  );
}

export interface DateRangePickerProps {
  id?: string;
  value?: DateRange | null;
  onChange?: (value: DateRange | null) => void;
  disabled?: boolean;
  allowClear?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** A range of calendar days, both ends included. */
export function DateRangePicker({ id, value, onChange, disabled, allowClear = true, style, ...aria }: DateRangePickerProps) {
  return (
    <DatePicker.RangePicker
      id={id ? { start: id } : undefined}
      aria-label={aria['aria-label']}
      value={value ? [toDayjs(value.from), toDayjs(value.to)] : null}
      onChange={(dates) => {
        const from = dates?.[0];
        const to = dates?.[1];
        onChange?.(from && to ? { from: from.format(ISO), to: to.format(ISO) } : null);
      }}
      format={[SHOWN, ISO, 'M/D/YYYY']}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={['Start date', 'End date']}
      style={{ minWidth: 0, maxWidth: '100%', ...style }}
    />
  );
}

export interface PeriodPickerProps extends DateRangePickerProps {
  /** Offer 'All dates' (a null range, no date filter); on by default, off where a period is required. */
  allowAllDates?: boolean;
  /** The user's calendar day (tests); today by default. */
  today?: string;
  /** Overrides the organization's fiscal year start month (1-12) from the bundle. */
  fiscalYearStartMonth?: number;
}

/** Presets from the organization's fiscal year start month, and a custom range. */
export function PeriodPicker({ value, onChange, allowAllDates = true, today, fiscalYearStartMonth, disabled, style, ...rest }: PeriodPickerProps) {
  const organizationStartMonth = useFiscalYearStartMonth();
  const startMonth = fiscalYearStartMonth ?? organizationStartMonth;
  const day = today ?? localIsoDate(new Date());
  const presets = useMemo(() => periodPresets(day, startMonth), [day, startMonth]);
  const [customChosen, setCustomChosen] = useState(false);
  const matched = value ? presetKeyForRange(value, presets) : allowAllDates ? 'all' : 'custom';
  const selected = customChosen && matched !== 'all' ? 'custom' : matched;
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
        options={options}
        disabled={disabled}
        popupMatchSelectWidth={false}
        style={{ minWidth: 180 }}
      />
      {selected === 'custom' || (value && matched === 'custom') ? (
        <DateRangePicker {...rest} value={value ?? null} onChange={onChange} disabled={disabled} />
      ) : null}
    </span>
  );
}
