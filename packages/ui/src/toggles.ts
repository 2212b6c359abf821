// `@missionbase/ui/toggles` (its own share key): antd's Switch and Segmented (docs/kit.md). A list's
// toolbar toggle (the inventory's "Low stock", the projects' view switch) takes them from here and
// does not download the forms entry for one control; a form's fields take them from here too.
export { Segmented, Switch } from 'antd';
export type { SegmentedProps, SwitchProps } from 'antd';
