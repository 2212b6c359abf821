// How the shell's build splits the design system (antd through @missionbase/ui) into files.
import type { OptimizationSplitChunksOptions } from '@rspack/core';

/** One regular expression out of alternatives (each a String.raw path pattern). */
function anyOf(...patterns: string[]): RegExp {
  return new RegExp(patterns.join('|'));
}

// Their locale files are the frame's: the config provider's default locale (antd/es/locale/en_US)
// imports them. `(?!locale[\\/])` after a folder keeps them out of the groups below.
const NOT_LOCALE = String.raw`(?!(es[\\/]|lib[\\/])?locale[\\/])`;

// The parts each of the kit's files holds, by the entries of @missionbase/ui that reach them
// (measured with esbuild on each entry's import graph; anything else of the antd family is the frame's).
// `/table` only: antd's Table (but the one module of it the frame's components import), its pager
// and List, rc-table, and the table kit with the export kit its toolbar shows.
const TABLE_ONLY = anyOf(
  String.raw`[\\/]antd[\\/]es[\\/](table[\\/](?!TableMeasureRowContext)|list[\\/]|pagination[\\/]${NOT_LOCALE})`,
  String.raw`[\\/]@rc-component[\\/](table[\\/]|context[\\/]|pagination[\\/]${NOT_LOCALE})`,
  String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](table\.ts|data-table[\\/])`,
);
// `/forms` only: Form (but the modules the frame's components and Radio import), Drawer (but one),
// InputNumber, and the record drawer.
const FORMS_ONLY = anyOf(
  String.raw`[\\/]antd[\\/]es[\\/](form[\\/](?!context|validateMessagesContext|hooks[\\/]useVariants|hooks[\\/]useForm\.js|util\.js)|drawer[\\/](?!useFocusable)|input-number[\\/])`,
  String.raw`[\\/]@rc-component[\\/](drawer|input-number|mini-decimal)[\\/]`,
  String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](forms\.ts|forms[\\/](RecordDrawer|submit-record|zod-issues))`,
);
// `/toggles` (a list toolbar's toggle, and the forms that show one): Switch and Segmented.
const TOGGLES = anyOf(
  String.raw`[\\/]antd[\\/]es[\\/](switch|segmented)[\\/]`,
  String.raw`[\\/]@rc-component[\\/](switch|segmented)[\\/]`,
  String.raw`[\\/]packages[\\/]ui[\\/]src[\\/]toggles\.ts`,
);
// `/upload`: Upload and Steps, the file imports' controls.
const UPLOAD = anyOf(
  String.raw`[\\/]antd[\\/]es[\\/](upload|steps)[\\/]`,
  String.raw`[\\/]@rc-component[\\/](upload|steps)[\\/]`,
  String.raw`[\\/]packages[\\/]ui[\\/]src[\\/]upload\.ts`,
);
// `/dates` (and PeriodPicker's custom range, loaded when first shown): DatePicker with its Calendar
// and TimePicker parts, the kit's date fields.
const DATES = anyOf(
  String.raw`[\\/]antd[\\/]es[\\/](date-picker|calendar|time-picker)[\\/]${NOT_LOCALE}`,
  String.raw`[\\/]@rc-component[\\/]picker[\\/]${NOT_LOCALE}`,
  String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](dates\.ts|dates[\\/])`,
);
// `/pickers` only: TreeSelect and the kit's Select-based pickers. Not the organization bundle's hooks
// and options: `/dates` exports the fiscal year start too, so they are in no group (no file of
// either entry's).
const PICKERS_ONLY = anyOf(
  String.raw`[\\/]antd[\\/]es[\\/]tree-select[\\/]`,
  String.raw`[\\/]@rc-component[\\/]tree-select[\\/]`,
  String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](pickers\.ts|pickers[\\/](?!use-organization-bundle|bundle-options))`,
);
// `/table` and `/pickers`: the tree (Table's filter dropdown, TreeSelect's list).
const TREE = /[\\/](antd[\\/]es[\\/]tree|@rc-component[\\/]tree)[\\/]/;
// `/table`, `/forms` and `/pickers`: the controls all three export or use (Select with its virtual
// list, Input's forms but the frame's TextArea, Checkbox, Radio).
const CONTROLS = anyOf(
  String.raw`[\\/]antd[\\/]es[\\/](select|checkbox|radio)[\\/]`,
  String.raw`[\\/]antd[\\/]es[\\/]input[\\/](index\.js|Group\.js|Password\.js|Search\.js|OTP[\\/]|style[\\/](otp|search)\.js)`,
  String.raw`[\\/]@rc-component[\\/](select|virtual-list|checkbox)[\\/]`,
  // Radio.Group scrolls a form to a field (antd's useForm and its helpers): not the forms file's,
  // or every list (Table imports Radio) would download it.
  String.raw`[\\/]antd[\\/]es[\\/]form[\\/](hooks[\\/]useForm\.js|util\.js)`,
  String.raw`[\\/]node_modules[\\/](compute-scroll-into-view|scroll-into-view-if-needed)[\\/]`,
);
// `/table` and `/export`: the Export menu and the print header every DataTable shows. Not the file
// builders (csv, xlsx, pdf: each its own chunk, loaded with its library on the first export) nor the
// letterhead documents (only the `/export` entry reaches them: they stay in its own chunk), so a
// list page does not download them.
const EXPORT = /[\\/]packages[\\/]ui[\\/]src[\\/]export[\\/](ExportMenu|PrintButton|export-content|export-table)\./;
// The display entry: Result with its illustrations, Descriptions, Breadcrumb, Collapse.
const DISPLAY_ONLY = anyOf(
  String.raw`[\\/]antd[\\/]es[\\/](result|descriptions|breadcrumb|collapse)[\\/]`,
  String.raw`[\\/]@rc-component[\\/]collapse[\\/]`,
  String.raw`[\\/]packages[\\/]ui[\\/]src[\\/]display\.ts`,
);
// `/tabs`: antd's Tabs and rc-tabs. `/card`: the kit's Card with antd's card style (not antd's Card,
// which imports Tabs).
const TABS = anyOf(
  String.raw`[\\/]antd[\\/]es[\\/]tabs[\\/]`,
  String.raw`[\\/]@rc-component[\\/]tabs[\\/]`,
  String.raw`[\\/]packages[\\/]ui[\\/]src[\\/]tabs\.ts`,
);
const CARD = /[\\/](antd[\\/]es[\\/]card[\\/]|packages[\\/]ui[\\/]src[\\/]card\.tsx?$)/;
const STATISTIC = /[\\/](antd[\\/]es[\\/]statistic[\\/]|packages[\\/]ui[\\/]src[\\/]statistic\.ts)/;
const ANTD_FAMILY = /[\\/](antd|@rc-component|@ant-design)[\\/]/;

// The shell's workspace modules that several of its lazy chunks import, each under the default
// minimum size (20 KB), so splitChunks left a copy in every chunk: the route manifest and page
// titles (the app area, the layout, the dashboard: three copies on every signed-in page), the remote
// registry and billing config, the toast queue (two chunks of /login each), the transaction form's
// rules (the app area and a chunk /login loads). Found in the bench's source maps (each module in
// one file per page is the rule); only these: splitting every shared workspace module gave /login
// eight small files and more bytes than the copies cost. The first five are on every page (public
// ones too): one file; the transaction form is not on public pages: a file of its own.
const SHELL_EVERY_PAGE = anyOf(
  String.raw`[\\/]packages[\\/]app-config[\\/]src[\\/](navigation-manifest|page-title|remote-registry)\.ts`,
  String.raw`[\\/]packages[\\/]domain[\\/]src[\\/]billing-config\.ts`,
  String.raw`[\\/]shell[\\/]src[\\/]toasts[\\/]toast-queue\.ts`,
);
const SHELL_TRANSACTION_FORM = /[\\/]packages[\\/]domain[\\/]src[\\/]transaction-form\.ts/;

function group(name: string, test: RegExp, priority: number) {
  return { test, name, chunks: 'async' as const, priority, enforce: true };
}

/**
 * The shell provides every entry of @missionbase/ui. Split by the default rules, antd comes out
 * as about twenty small files whose separate gzip costs ~13 KiB more than a few files'
 * on a page that loads them all. Instead, one file per set of entries that reach a part: the frame
 * (every signed-in page), `ui-table`, `ui-forms`, `ui-toggles`, `ui-upload`, `ui-dates`, `ui-pickers`,
 * `ui-display`, `ui-tabs`, `ui-card`, `ui-statistic` (one entry each), `ui-tree`
 * (table and pickers), `ui-controls` (table, forms and pickers), `ui-export`. A page downloads the
 * files of the entries it imports and no other: a list without a drawer open skips the forms, a list
 * filtered by a preset period skips the calendar, a form page skips the table and the tree.
 */
export const DESIGN_SYSTEM_CHUNKS: OptimizationSplitChunksOptions = {
  chunks: 'async',
  cacheGroups: {
    uiTable: group('ui-table', TABLE_ONLY, 30),
    uiForms: group('ui-forms', FORMS_ONLY, 30),
    uiToggles: group('ui-toggles', TOGGLES, 30),
    uiUpload: group('ui-upload', UPLOAD, 30),
    uiDates: group('ui-dates', DATES, 30),
    uiPickers: group('ui-pickers', PICKERS_ONLY, 30),
    uiTree: group('ui-tree', TREE, 30),
    uiControls: group('ui-controls', CONTROLS, 30),
    uiExport: group('ui-export', EXPORT, 30),
    uiDisplay: group('ui-display', DISPLAY_ONLY, 25),
    uiTabs: group('ui-tabs', TABS, 25),
    uiCard: group('ui-card', CARD, 25),
    uiStatistic: group('ui-statistic', STATISTIC, 25),
    uiFrame: group('ui-frame', ANTD_FAMILY, 20),
    shellShared: { test: SHELL_EVERY_PAGE, name: 'shell-shared', chunks: 'async' as const, minChunks: 2, minSize: 0, priority: 10 },
    // No name: a file for the set of chunks that share it (a named file would reach public pages).
    shellTransactionForm: { test: SHELL_TRANSACTION_FORM, chunks: 'async' as const, minChunks: 2, minSize: 0, priority: 10, reuseExistingChunk: true },
  },
};
