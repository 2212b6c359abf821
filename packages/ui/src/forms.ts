// `@missionbase/ui/forms` (its own share key): antd's form controls and the form kit (docs/kit.md:
// the record drawer, submitting a record, zod issues on their fields). The pickers have their own
// entry, `@missionbase/ui/pickers`.
export { Checkbox, Drawer, Form, Input, InputNumber, Radio, Segmented, Select, Steps, Switch, Upload } from 'antd';
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
  SegmentedProps,
  SelectProps,
  StepsProps,
  SwitchProps,
  UploadFile,
  UploadProps,
} from 'antd';
export { RecordDrawer, throwIfError, UNSAVED_CHANGES_TITLE, SAVE_FAILED_TITLE } from './forms/RecordDrawer';
export type { RecordDrawerProps } from './forms/RecordDrawer';
export { submitRecord } from './forms/submit-record';
export type { SubmitOutcome } from './forms/submit-record';
export { issuesToFields } from './forms/zod-issues';
