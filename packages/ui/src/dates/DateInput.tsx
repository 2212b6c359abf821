// Date pickers that speak 'yyyy-mm-dd' strings (what the database and the URL hold): one day
// (DateInput) and a range (DateRangePicker), antd's DatePicker (rc-picker, ~30 KiB gzip: the
// `/dates` entry, apart from the Select-based pickers).
import type { CSSProperties } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from 'antd';
import type { DateRange } from '@missionbase/domain/fiscal-periods';

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
