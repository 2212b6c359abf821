import { describe, expect, it } from 'vitest';
import { DESIGN_SYSTEM_CHUNKS } from './design-system-chunks';

interface Group {
  test: RegExp;
  name: string;
  priority: number;
}

/** The file splitChunks puts a module in: the matching group of highest priority (or none). */
function fileOf(modulePath: string): string | null {
  const groups = Object.values(DESIGN_SYSTEM_CHUNKS.cacheGroups ?? {}) as Group[];
  const matching = groups.filter((group) => group.test.test(modulePath)).sort((a, b) => b.priority - a.priority);
  return matching[0]?.name ?? null;
}

const antd = (file: string) => `/repo/node_modules/.pnpm/antd@6.6.8/node_modules/antd/es/${file}`;
const rc = (file: string) => `/repo/node_modules/.pnpm/x@1/node_modules/@rc-component/${file}`;

describe('the design system files', () => {
  it('Select and the other shared controls leave the frame for ui-controls', () => {
    expect(fileOf(antd('select/index.js'))).toBe('ui-controls');
    expect(fileOf(rc('select/es/Select.js'))).toBe('ui-controls');
    expect(fileOf(rc('virtual-list/es/List.js'))).toBe('ui-controls');
    expect(fileOf(antd('input/Search.js'))).toBe('ui-controls');
    // The frame's Typography edits with TextArea: it stays with the frame.
    expect(fileOf(antd('input/TextArea.js'))).toBe('ui-frame');
  });

  it('the table, the forms and the pickers are each a file of their own, the tree one more', () => {
    expect(fileOf(antd('table/Table.js'))).toBe('ui-table');
    expect(fileOf(rc('pagination/es/Pagination.js'))).toBe('ui-table');
    expect(fileOf(antd('form/Form.js'))).toBe('ui-forms');
    expect(fileOf(antd('form/hooks/useFormInstance.js'))).toBe('ui-forms');
    expect(fileOf(rc('tree-select/es/index.js'))).toBe('ui-pickers');
    expect(fileOf(antd('tree/Tree.js'))).toBe('ui-tree');
    expect(fileOf(rc('tree/es/Tree.js'))).toBe('ui-tree');
    expect(fileOf('/repo/packages/ui/src/data-table/DataTable.tsx')).toBe('ui-table');
    expect(fileOf('/repo/packages/ui/src/export/ExportMenu.tsx')).toBe('ui-export');
  });

  it('the date fields (rc-picker) are a file apart from the Select-based pickers and the tree select', () => {
    expect(fileOf(antd('date-picker/index.js'))).toBe('ui-dates');
    expect(fileOf(rc('picker/es/PickerInput/RangePicker.js'))).toBe('ui-dates');
    expect(fileOf('/repo/packages/ui/src/dates/DateInput.tsx')).toBe('ui-dates');
    expect(fileOf(antd('tree-select/index.js'))).toBe('ui-pickers');
    // The period pickers (`/periods`, Selects of presets) are in no kit file: their entry's own small chunk.
    expect(fileOf('/repo/packages/ui/src/periods/PeriodPicker.tsx')).toBeNull();
    // The bundle's hooks are exported by /dates and /pickers: in neither file.
    expect(fileOf('/repo/packages/ui/src/pickers/use-organization-bundle.ts')).toBeNull();
    expect(fileOf('/repo/packages/ui/src/pickers/bundle-options.ts')).toBeNull();
  });

  it('Switch and Segmented, Upload and Steps leave the forms file for files of their own', () => {
    expect(fileOf(antd('switch/index.js'))).toBe('ui-toggles');
    expect(fileOf(rc('segmented/es/index.js'))).toBe('ui-toggles');
    expect(fileOf(antd('upload/Upload.js'))).toBe('ui-upload');
    expect(fileOf(rc('steps/es/Steps.js'))).toBe('ui-upload');
    expect(fileOf(antd('input-number/index.js'))).toBe('ui-forms');
  });

  it('Tabs, Card and Statistic are files apart from Result, Descriptions, Breadcrumb and Collapse', () => {
    expect(fileOf(antd('tabs/index.js'))).toBe('ui-tabs');
    expect(fileOf(rc('tabs/es/Tabs.js'))).toBe('ui-tabs');
    expect(fileOf(antd('card/Card.js'))).toBe('ui-card');
    expect(fileOf('/repo/packages/ui/src/card.tsx')).toBe('ui-card');
    expect(fileOf(antd('statistic/Statistic.js'))).toBe('ui-statistic');
    expect(fileOf(antd('result/index.js'))).toBe('ui-display');
    expect(fileOf(rc('collapse/es/Collapse.js'))).toBe('ui-display');
  });

  it('the export builders and the letterhead documents are in no design system file: they load on use or with /export', () => {
    expect(fileOf('/repo/packages/ui/src/export/xlsx.ts')).toBeNull();
    expect(fileOf('/repo/packages/ui/src/export/pdf.ts')).toBeNull();
    expect(fileOf('/repo/packages/ui/src/documents/document-pdf.ts')).toBeNull();
  });

  it('what Radio (so every table) imports of the form folder is a control, so a list does not download the forms file', () => {
    expect(fileOf(antd('form/hooks/useForm.js'))).toBe('ui-controls');
    expect(fileOf(antd('form/util.js'))).toBe('ui-controls');
    expect(fileOf('/repo/node_modules/.pnpm/s@1/node_modules/scroll-into-view-if-needed/dist/index.js')).toBe('ui-controls');
  });

  it('what the frame itself imports stays in the frame: locales, form context, the table row context', () => {
    expect(fileOf(antd('date-picker/locale/en_US.js'))).toBe('ui-frame');
    expect(fileOf(rc('pagination/es/locale/en_US.js'))).toBe('ui-frame');
    expect(fileOf(rc('picker/es/locale/common.js'))).toBe('ui-frame');
    expect(fileOf(antd('form/context.js'))).toBe('ui-frame');
    expect(fileOf(antd('table/TableMeasureRowContext.js'))).toBe('ui-frame');
    expect(fileOf(antd('modal/Modal.js'))).toBe('ui-frame');
  });

  it('the shell workspace modules several lazy chunks import are split out once, not copied into each', () => {
    const groups = DESIGN_SYSTEM_CHUNKS.cacheGroups ?? {};
    const everyPage = groups.shellShared;
    const transactionForm = groups.shellTransactionForm;
    if (!everyPage || typeof everyPage !== 'object' || !(everyPage.test instanceof RegExp)) throw new Error('no shellShared group');
    if (!transactionForm || typeof transactionForm !== 'object' || !(transactionForm.test instanceof RegExp)) throw new Error('no shellTransactionForm group');
    expect(everyPage.test.test('/repo/packages/app-config/src/navigation-manifest.ts')).toBe(true);
    expect(everyPage.test.test('/repo/shell/src/toasts/toast-queue.ts')).toBe(true);
    expect(everyPage.test.test('/repo/packages/domain/src/transaction-form.ts')).toBe(false);
    expect(transactionForm.test.test('/repo/packages/domain/src/transaction-form.ts')).toBe(true);
    expect(everyPage.test.test('/repo/packages/ui/src/data-table/DataTable.tsx')).toBe(false);
    expect(everyPage).toMatchObject({ name: 'shell-shared', minChunks: 2, minSize: 0 });
    // Unnamed, so its file is loaded only with the chunks that import it (not by public pages).
    expect(transactionForm).toMatchObject({ minChunks: 2, minSize: 0 });
    expect(transactionForm).not.toHaveProperty('name');
  });
});
