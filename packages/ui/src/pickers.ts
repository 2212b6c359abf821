// `@missionbase/ui/pickers` (its own share key): antd's TreeSelect and the kit's pickers (docs/kit.md):
// money, account, fund and project, with the organization bundle's options they read. The period and
// day pickers are `/periods`; the date fields (DatePicker, DateInput, DateRangePicker: rc-picker,
// ~30 KiB gzip) are `/dates`, which those load only when they show a custom range or day.
export { TreeSelect } from 'antd';
export type { TreeSelectProps } from 'antd';
// The kit's pickers are antd Selects, so this entry carries Select anyway: a page with only pickers
// (a report's controls) takes a plain Select from here rather than load the table or forms entry.
export { Select } from 'antd';
export type { SelectProps } from 'antd';
export { MoneyInput } from './pickers/MoneyInput';
export type { MoneyInputProps } from './pickers/MoneyInput';
export { AccountPicker } from './pickers/AccountPicker';
export type { AccountPickerProps } from './pickers/AccountPicker';
export { FundPicker } from './pickers/FundPicker';
export type { FundPickerProps } from './pickers/FundPicker';
export { ProjectPicker } from './pickers/ProjectPicker';
export type { ProjectPickerProps } from './pickers/ProjectPicker';
export { useBundleAccounts, useBundleFunds, useBundleProjects, useFiscalYearStartMonth } from './pickers/use-organization-bundle';
export { RESTRICTION_LABELS, PROJECT_STATUS_LABELS, readFundOptions, readProjectOptions, fiscalYearStartMonthFrom } from './pickers/bundle-options';
export type { FundOption, ProjectOption, FundRestriction } from './pickers/bundle-options';
