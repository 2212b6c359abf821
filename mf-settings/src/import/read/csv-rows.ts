// A delimited text file (CSV, or IIF's tabs) as rows of cells, read piece by piece and handed out
// in chunks, so 100,000 ledger lines are never one string or one array of rows. Each piece of text
// is cut after its last complete row (a quote-aware scan: a line break inside a quoted field is not
// a row's end) and those rows are parsed by papaparse (loaded on use); the rest waits for the next
// piece. Papaparse's own stream input is not used: in a browser it reads a File through FileReader,
// and in Node it decodes each Buffer on its own, which splits multi-byte characters; this way the
// same code reads the file in both, decoded once (file-text.ts).
import type * as PapaModule from 'papaparse';
import { PIECE_BYTES, textPieces } from './file-text';

export interface RowChunk {
  rows: string[][];
  /** The row number of rows[0], as a spreadsheet shows it (the file's first row is 1). */
  firstLine: number;
  bytesRead: number;
}

export interface CsvEnd {
  delimiter: string;
  /** The file ends inside a quoted field: it was cut off. */
  unterminatedQuote: boolean;
  /** The last row ends with a line break (an export's last row does). */
  endsWithNewline: boolean;
  rowCount: number;
}

const DELIMITERS = [',', '\t', ';', '|'] as const;
const QUOTE = 34;
const LF = 10;
const CR = 13;

type Papa = typeof PapaModule;

/** A CommonJS build arrives as a namespace whose `default` is the module: take it when present. */
export function moduleDefault<Module extends object>(loaded: Module): Module {
  const fallback: unknown = Reflect.get(loaded, 'default');
  return typeof fallback === 'object' && fallback !== null ? (fallback as Module) : loaded;
}

/** The separator that gives the most rows of one width in the sample (title lines above a header do not fool it). */
function sniffDelimiter(papa: Papa, sample: string): string {
  let best: string = DELIMITERS[0];
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const { data } = papa.parse<string[]>(sample, { delimiter, preview: 80 });
    const widths = new Map<number, number>();
    for (const row of data) if (row.length > 1) widths.set(row.length, (widths.get(row.length) ?? 0) + 1);
    const score = Math.max(0, ...[...widths.entries()].map(([width, count]) => count * Math.min(width, 12)));
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Where the text can be cut: just after the last row break outside quotes, from `from` on, with the
 * state the scan ends in. A quote opens a quoted field only at a field's start (as papaparse reads it).
 */
class RowCutter {
  private inQuotes = false;
  private fieldStart = true;
  private pendingQuote = false;
  constructor(private readonly delimiter: number) {}

  /** Scans text[from..] and returns the index after the last row break outside quotes, or -1. */
  scan(text: string, from: number, breakChar: number): number {
    let cut = -1;
    for (let index = from; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (this.inQuotes) {
        if (this.pendingQuote) {
          this.pendingQuote = false;
          // "" inside a quoted field is a quote; one quote closes the field.
          if (code === QUOTE) continue;
          this.inQuotes = false;
        } else {
          if (code === QUOTE) this.pendingQuote = true;
          continue;
        }
      }
      if (code === QUOTE && this.fieldStart) {
        this.inQuotes = true;
        this.fieldStart = false;
        continue;
      }
      if (code === this.delimiter) this.fieldStart = true;
      else if (code === breakChar) {
        this.fieldStart = true;
        cut = index + 1;
      } else if (code !== CR) this.fieldStart = false;
    }
    return cut;
  }

  /** True when the text so far ends inside a quoted field (a closing quote may be the last character). */
  get open(): boolean {
    return this.inQuotes && !this.pendingQuote;
  }
}

/** The rows of `file`; `end` is filled in when the iteration is over. */
export async function* csvRows(file: Blob, end: Partial<CsvEnd> = {}, pieceBytes = PIECE_BYTES): AsyncGenerator<RowChunk> {
  const papa = moduleDefault(await import('papaparse'));
  let carry = '';
  let first = true;
  let scanned = 0;
  let line = 1;
  let cutter: RowCutter | null = null;
  let delimiter = ',';
  let breakChar = LF;
  let newline: '\n' | '\r\n' | '\r' = '\n';
  let bytesRead = 0;
  const parse = (text: string): string[][] => papa.parse<string[]>(text, { delimiter, newline, skipEmptyLines: false }).data;
  const start = () => {
    delimiter = sniffDelimiter(papa, carry.slice(0, 65536));
    breakChar = carry.includes('\n') ? LF : CR;
    newline = breakChar === CR ? '\r' : carry.includes('\r\n') ? '\r\n' : '\n';
    return new RowCutter(delimiter.charCodeAt(0));
  };
  /** The complete rows at the start of `carry`, which keeps the rest. */
  const takeComplete = (active: RowCutter): string[][] | null => {
    const cut = active.scan(carry, scanned, breakChar);
    scanned = carry.length;
    if (cut < 0) return null;
    // The row break itself is not part of the last row (CRLF or, in a mixed file, LF alone).
    const breakLength = breakChar === LF && carry.charCodeAt(cut - 2) === CR ? 2 : 1;
    const complete = carry.slice(0, cut - breakLength);
    carry = carry.slice(cut);
    scanned = carry.length;
    return parse(complete);
  };
  for await (const piece of textPieces(file, pieceBytes)) {
    bytesRead = piece.bytesRead;
    carry += first ? piece.text.replace(/^\uFEFF/, '') : piece.text;
    first = false;
    // Enough text to choose the separator and the line break from.
    if (!cutter && carry.length < 65536 && bytesRead < file.size) continue;
    cutter ??= start();
    const rows = takeComplete(cutter);
    if (!rows) continue;
    yield { rows, firstLine: line, bytesRead };
    line += rows.length;
  }
  if (!cutter) {
    cutter = start();
    const rows = takeComplete(cutter);
    if (rows) {
      yield { rows, firstLine: line, bytesRead };
      line += rows.length;
    }
  }
  end.delimiter = delimiter;
  end.unterminatedQuote = cutter.open;
  end.endsWithNewline = carry === '';
  // A last row without its line break.
  if (carry !== '') {
    const rows = parse(carry);
    yield { rows, firstLine: line, bytesRead };
    line += rows.length;
  }
  end.rowCount = line - 1;
}
