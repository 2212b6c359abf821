// What Xero's report exports share: the report's title, the organisation's name and a date line
// ("As at 31 December 2024", "For the period 1 January 2024 to 31 December 2024") above the
// headings, section rows ("Revenue", or an account's name), "Total …" rows, and accounts named
// with their code in parentheses ("Sales (200)").
export const XERO = 'Xero';

/** The headings a Xero report's debit and credit columns take, year-to-date first. */
export const YTD_DEBIT = ['ytd debit', 'debit - year to date', 'year to date debit', 'debit ytd'];
export const YTD_CREDIT = ['ytd credit', 'credit - year to date', 'year to date credit', 'credit ytd'];
