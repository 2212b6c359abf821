// `@missionbase/ui/periods` (its own share key): the kit's period and day pickers with presets that
// know the fiscal year (PeriodPicker for a range, AsOfDatePicker for a day; docs/kit.md). Both are a
// Select of presets; the calendar (`/dates`, rc-picker ~30 KiB gzip) loads only when a custom range or
// day is shown, and this entry holds no TreeSelect, so a list or report filtered by period downloads
// neither.
export { PeriodPicker } from './periods/PeriodPicker';
export type { PeriodPickerProps } from './periods/PeriodPicker';
export { AsOfDatePicker, asOfPresets } from './periods/AsOfDatePicker';
export type { AsOfDatePickerProps, AsOfPreset } from './periods/AsOfDatePicker';
// The fiscal year start a period list's labels need (the organization bundle, no antd).
export { useFiscalYearStartMonth } from './pickers/use-organization-bundle';
