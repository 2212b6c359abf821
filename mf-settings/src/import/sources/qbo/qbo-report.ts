// What QuickBooks Online's report exports share, in CSV and Excel alike: the report's title, the
// company name and the date line ("As of December 31, 2024", "January 1 - December 31, 2024") above
// the column headings (read/report-header.ts), often a first column without a heading that holds
// section rows ("Checking", "Current") and totals ("Total for Checking", "TOTAL"), and a footer
// naming the basis.
export const QBO = 'QuickBooks Online';
