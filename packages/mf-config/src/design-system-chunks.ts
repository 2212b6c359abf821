// How the shell's build splits the design system (antd through @missionbase/ui) into files (issue 21 point 2).
import type { OptimizationSplitChunksOptions } from '@rspack/core';

// The parts of antd (and of its @rc-component packages) that only the table, forms and pickers
// entries of @missionbase/ui use; anything else of the antd family is the frame's.
const KIT_ONLY = new RegExp(
  [
    // Their locale files are not: the config provider's default locale (antd/es/locale/en_US) imports them.
    String.raw`[\\/]antd[\\/]es[\\/](date-picker|calendar|time-picker|tree|tree-select|upload|steps|input-number|list|pagination|checkbox|radio|switch|segmented)[\\/](?!locale[\\/])`,
    // Input's other forms (the frame's Typography needs only TextArea and the Input module it imports).
    String.raw`[\\/]antd[\\/]es[\\/]input[\\/](index\.js|Group\.js|Password\.js|Search\.js|OTP[\\/]|style[\\/](otp|search)\.js)`,
    // The frame's own components import these few modules of the form, table and drawer folders.
    String.raw`[\\/]antd[\\/]es[\\/](form[\\/](?!context|validateMessagesContext|hooks[\\/]useVariants)|table[\\/](?!TableMeasureRowContext)|drawer[\\/](?!useFocusable))`,
    String.raw`[\\/]@rc-component[\\/](table|picker|tree|tree-select|upload|steps|drawer|input-number|pagination|checkbox|switch|segmented|mini-decimal)[\\/](?!(es|lib)[\\/]locale[\\/])`,
    String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](table\.ts|forms\.ts|pickers\.ts|export\.ts|data-table[\\/]|pickers[\\/]|export[\\/]|documents[\\/]|forms[\\/](RecordDrawer|submit-record|zod-issues))`,
  ].join('|'),
);
const ANTD_FAMILY = /[\\/](antd|@rc-component|@ant-design)[\\/]/;
// The parts of antd that only the display entry of @missionbase/ui uses (Result with its illustrations,
// Descriptions, Card, Breadcrumb, Collapse, Statistic, Tabs): pages show them, the frame does not.
const DISPLAY_ONLY = new RegExp(
  [
    String.raw`[\\/]antd[\\/]es[\\/](result|descriptions|card|breadcrumb|collapse|statistic|tabs)[\\/]`,
    String.raw`[\\/]@rc-component[\\/](tabs|collapse)[\\/]`,
    String.raw`[\\/]packages[\\/]ui[\\/]src[\\/]display\.ts`,
  ].join('|'),
);

/**
 * The shell provides every entry of @missionbase/ui (issue 21 point 2). Split by the default rules,
 * antd came out as about twenty small files whose separate gzip costs ~13 KiB more than one file's on
 * a page that loads them all; three files instead: the frame's part (every signed-in page), the
 * kit's (a page with a table, a form or a picker) and the display entry's (Result, Descriptions, Card,
 * Breadcrumb, Collapse, Statistic, Tabs: pages that show one, and the notifications panel on open).
 * A page with any kit entry gets the whole kit file, which keeps such pages no heavier than when the design system was one share key.
 */
export const DESIGN_SYSTEM_CHUNKS: OptimizationSplitChunksOptions = {
  chunks: 'async',
  cacheGroups: {
    uiKit: { test: KIT_ONLY, name: 'ui-kit', chunks: 'async', priority: 30, enforce: true },
    uiDisplay: { test: DISPLAY_ONLY, name: 'ui-display', chunks: 'async', priority: 25, enforce: true },
    uiFrame: { test: ANTD_FAMILY, name: 'ui-frame', chunks: 'async', priority: 20, enforce: true },
  },
};
