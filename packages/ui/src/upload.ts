// `@missionbase/ui/upload` (its own share key): antd's Upload and Steps (docs/kit.md), the file
// imports' controls (a bill's attachment, the transactions import wizard). Only the panels that show
// them download them, not every form.
export { Steps, Upload } from 'antd';
export type { StepsProps, UploadFile, UploadProps } from 'antd';
