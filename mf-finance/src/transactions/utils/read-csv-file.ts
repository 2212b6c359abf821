// Reads a bank's CSV file in the browser with papaparse (quoted fields, a byte-order mark, `,` or
// `;` separators), loaded by import() when a file is chosen so it is not in the page's first bytes.
export interface CsvTable {
  headers: string[];
  records: Record<string, string>[];
  /** Problems papaparse reported, in plain words with the file line. */
  problems: string[];
}

/** The most rows one import takes (import_transactions refuses more). */
export const MAX_IMPORT_ROWS = 5000;

export async function parseCsvText(text: string): Promise<CsvTable> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header, index) => header.trim() || `Column ${index + 1}`,
  });
  const headers = (result.meta.fields ?? []).filter((field) => field !== '__parsed_extra');
  const problems = result.errors
    // A short row is still read (its missing cells are empty); the preview shows what is missing.
    .filter((error) => error.code !== 'TooFewFields')
    .map((error) => (typeof error.row === 'number' ? `Line ${error.row + 2}: ${error.message}` : error.message));
  return { headers, records: result.data, problems };
}

export async function readCsvFile(file: Blob): Promise<CsvTable> {
  return parseCsvText(await file.text());
}
