// The antd components of the frame entry (`@missionbase/ui`): what the shell's layout, the dashboard
// and most pages show. Apps import antd components from `@missionbase/ui` or one of its other entries
// (`/table`, `/forms`, `/pickers`, `/display`: each lists its own antd components in its file), never
// from 'antd' (ESLint's no-restricted-imports refuses that outside packages/ui), so each shared entry
// carries only its components and TypeScript refuses a component not listed. Every entry is shared
// from the shell's compilation, so antd's internals (ConfigProvider context, theme, cssinjs cache, App
// context) exist once in the page (docs/platform.md). Need another component? Add its line to the
// entry whose pages need it; a component here is downloaded by every signed-in page.
export {
  Alert,
  App,
  Badge,
  Button,
  Col,
  ConfigProvider,
  Divider,
  Dropdown,
  Empty,
  Flex,
  Grid,
  Menu,
  Modal,
  Popconfirm,
  Popover,
  Progress,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';

export type {
  AlertProps,
  AppProps,
  BadgeProps,
  ButtonProps,
  DropdownProps,
  MenuProps,
  ModalProps,
  ModalFuncProps,
  PopconfirmProps,
  PopoverProps,
  ProgressProps,
  SelectProps,
  SpaceProps,
  SpinProps,
  TagProps,
  ThemeConfig,
  TooltipProps,
} from 'antd';
