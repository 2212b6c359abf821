// `@missionbase/ui/export` (its own share key): export and print (docs/kit.md; papaparse, exceljs and
// pdfmake load only when a file is made) and the letterhead documents (receipts, statements, invoices,
// POs, pay stubs). Their letterhead and e-mail are the session's (useOrganizationLetterhead,
// sendDocumentEmail in @missionbase/session/documents; docs/email.md).
export { exportTable, buildExportFile, downloadBlob } from './export/export-table';
export { exportContent, exportFileName, formatGeneratedAt } from './export/export-content';
export type { ExportColumn, ExportTableInput, ExportFormat, ExportCell, ExportContent } from './export/export-content';
export { ExportMenu, EXPORT_FAILED_TITLE } from './export/ExportMenu';
export type { ExportMenuProps } from './export/ExportMenu';
export { PrintButton, PrintHeader } from './export/PrintButton';
export { buildDocumentPdf, documentPdfDefinition, addressLines } from './documents/document-pdf';
export type { DocumentPdfInput, DocumentOrganization, DocumentParty, DocumentTableColumn, DocumentLogo } from './documents/document-pdf';
