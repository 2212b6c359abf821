// The antd components of the frame entry (`@missionbase/ui`): what the shell's layout, the dashboard
// and most pages show. Apps import antd components from `@missionbase/ui` or one of its other entries
// (`/table`, `/forms`, `/pickers`, `/display`: each lists its own antd components in its file), never
// from 'antd' (ESLint's no-restricted-imports refuses that outside packages/ui), so each shared entry
// carries only its components and TypeScript refuses a component not listed. Every entry is shared
// from the shell's compilation, so antd's internals (ConfigProvider context, theme, cssinjs cache, App
// context) exist once in the page (docs/platform.md). Need another component? Add its line to the
// entry whose pages need it; a component here is downloaded by every signed-in page. Select is not
// here (with rc-select and virtual-list it is about 20 KiB gzip, and neither the shell's layout
// nor the dashboard shows one): `/table`, `/forms` and `/pickers` each export it.
export {
  Alert,
  App,
  Badge,
  Button,
  Col,
  ConfigProvider,
  Dropdown,
  Empty,
  Flex,
  Menu,
  Modal,
  Popconfirm,
  Popover,
  Progress,
  Row,
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
  SpaceProps,
  SpinProps,
  TagProps,
  ThemeConfig,
  TooltipProps,
} from 'antd';
