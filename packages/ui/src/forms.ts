// `@missionbase/ui/forms` (its own share key): antd's form controls and the form kit (docs/kit.md:
// the record drawer, submitting a record, zod issues on their fields). The pickers (`/pickers`,
// `/dates`), Switch and Segmented (`/toggles`), Upload and Steps (`/upload`) have entries of their
// own, so a list's toggle or a form without a file does not download them with this one.
export { Checkbox, Drawer, Form, Input, InputNumber, Radio, Select } from 'antd';
export type {
  CheckboxProps,
  CheckboxChangeEvent,
  DrawerProps,
  FormInstance,
  FormItemProps,
  FormListFieldData,
  FormListOperation,
  FormProps,
  FormRule,
  InputProps,
  InputRef,
  InputNumberProps,
  RadioChangeEvent,
  RadioGroupProps,
  SelectProps,
} from 'antd';
export { RecordDrawer, throwIfError, UNSAVED_CHANGES_TITLE, SAVE_FAILED_TITLE } from './forms/RecordDrawer';
export type { RecordDrawerProps } from './forms/RecordDrawer';
export { submitRecord } from './forms/submit-record';
export type { SubmitOutcome } from './forms/submit-record';
export { issuesToFields } from './forms/zod-issues';
// The database-searched picker (also in `/table`, one module).
export { SearchSelect } from './pickers/SearchSelect';
export type { SearchSelectOption, SearchSelectProps } from './pickers/SearchSelect';
