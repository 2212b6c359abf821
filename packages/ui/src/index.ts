// Main public entry of @missionbase/ui (shared as a Module Federation singleton); the antd-free head
// helpers also have their own entry, `@missionbase/ui/head` (src/head.ts).
export { missionbaseTheme, BRAND_GREEN } from './theme';
export { ThemeProvider } from './ThemeProvider';
export { PageFrame } from './PageFrame';
export type { PageFrameProps } from './PageFrame';
export { RemoteUnavailable } from './RemoteUnavailable';
export type { RemoteUnavailableProps } from './RemoteUnavailable';
// Through the package's own name: the head entry is a separate share key, and importing it here
// (not './PageHead') keeps a single instance of it in the page.
export { PageHead, usePageHead, applyHeadTags } from '@missionbase/ui/head';
export type { PageHeadProps } from '@missionbase/ui/head';
export { useToast, TOAST_DURATION_MS } from './toast';
export type { ToastOptions, ToastVariant } from './toast';
// antd reaches the apps only through this package (src/antd.ts lists the components the product uses).
export * from './antd';
// The table kit (docs/kit.md): server-side lists with their state in the URL.
export { useTableUrlState } from './data-table/use-table-url-state';
export type { TableUrlState, TableUrlChangeOptions } from './data-table/use-table-url-state';
export { parseTableUrlState, writeTableUrlState, pageRange, DEFAULT_PAGE_SIZE, PAGE_SIZES } from './data-table/table-url-state';
export type { TableSort, SortDirection, TableUrlStateOptions, TableUrlStateValue } from './data-table/table-url-state';
export { DataTable, cellValue } from './data-table/DataTable';
export type { DataTableColumn, DataTableProps, DataTableState } from './data-table/DataTable';
export { fetchAllPages, EXPORT_PAGE_SIZE, EXPORT_MAX_ROWS } from './data-table/fetch-all-pages';
export { KitStyles } from './kit-styles';
export { formatMoney, moneyToCents } from '@missionbase/domain/money';
// Errors in plain words and on their fields (forms and tables).
export { serverErrorMessage, serverErrorParts, fieldErrorsFrom } from './forms/server-errors';
export type { FieldErrorMap, FieldErrorTarget, FieldError, ServerErrorParts } from './forms/server-errors';
// The form kit: the record drawer and the pickers (docs/kit.md).
export { RecordDrawer, throwIfError, UNSAVED_CHANGES_TITLE, SAVE_FAILED_TITLE } from './forms/RecordDrawer';
export type { RecordDrawerProps } from './forms/RecordDrawer';
export { submitRecord } from './forms/submit-record';
export type { SubmitOutcome } from './forms/submit-record';
export { issuesToFields } from './forms/zod-issues';
export { MoneyInput } from './pickers/MoneyInput';
export type { MoneyInputProps } from './pickers/MoneyInput';
export { AccountPicker } from './pickers/AccountPicker';
export type { AccountPickerProps } from './pickers/AccountPicker';
export { FundPicker } from './pickers/FundPicker';
export type { FundPickerProps } from './pickers/FundPicker';
export { ProjectPicker } from './pickers/ProjectPicker';
export type { ProjectPickerProps } from './pickers/ProjectPicker';
export { PeriodPicker, DateRangePicker, DateInput } from './pickers/PeriodPicker';
export type { PeriodPickerProps, DateRangePickerProps, DateInputProps } from './pickers/PeriodPicker';
export { useBundleAccounts, useBundleFunds, useBundleProjects, useFiscalYearStartMonth } from './pickers/use-organization-bundle';
export { RESTRICTION_LABELS, PROJECT_STATUS_LABELS, readFundOptions, readProjectOptions, fiscalYearStartMonthFrom } from './pickers/bundle-options';
export type { FundOption, ProjectOption, FundRestriction } from './pickers/bundle-options';
export type { DateRange } from '@missionbase/domain/fiscal-periods';
// Export and print (docs/kit.md): papaparse, exceljs and pdfmake load only when a file is made.
export { exportTable, buildExportFile, downloadBlob } from './export/export-table';
export { exportContent, exportFileName, formatGeneratedAt } from './export/export-content';
export type { ExportColumn, ExportTableInput, ExportFormat, ExportCell, ExportContent } from './export/export-content';
export { ExportMenu, EXPORT_FAILED_TITLE } from './export/ExportMenu';
export type { ExportMenuProps } from './export/ExportMenu';
export { PrintButton, PrintHeader } from './export/PrintButton';
export type { DataTableExportOptions } from './data-table/DataTable';
export { periodLabel } from '@missionbase/domain/fiscal-periods';
// Letterhead documents (receipts, statements, invoices, POs, pay stubs) and their e-mail (docs/kit.md, docs/email.md).
export { buildDocumentPdf, documentPdfDefinition, addressLines } from './documents/document-pdf';
export type { DocumentPdfInput, DocumentOrganization, DocumentParty, DocumentTableColumn, DocumentLogo } from './documents/document-pdf';
export { useOrganizationLetterhead, letterheadFrom } from './documents/use-organization-letterhead';
export { sendDocumentEmail, storageSafeFileName } from './documents/send-document-email';
export type { SendDocumentEmailInput } from './documents/send-document-email';
