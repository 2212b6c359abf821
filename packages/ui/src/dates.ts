// `@missionbase/ui/dates` (its own share key): antd's DatePicker and the kit's date fields that speak
// 'yyyy-mm-dd' (DateInput, DateRangePicker; docs/kit.md). rc-picker is about 30 KiB gzip, so it is
// apart from `/pickers` (the Select-based pickers and TreeSelect): a page with only a fund or project
// picker downloads no calendar, and a page with only dates no tree select. PeriodPicker and
// AsOfDatePicker (`/periods`) load this entry when they first show a custom range or day.
export { DatePicker } from 'antd';
export type { DatePickerProps } from 'antd';
export { DateInput, DateRangePicker } from './dates/DateInput';
export type { DateInputProps, DateRangePickerProps } from './dates/DateInput';
// The fiscal year start a date list's export label needs (the organization bundle, no antd).
export { useFiscalYearStartMonth } from './pickers/use-organization-bundle';
