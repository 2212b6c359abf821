// Reads one uploaded file into the import model: what it is is found from its bytes and its rows,
// not its name (a zip is a workbook, "%PDF" a PDF; each table's headings and title lines name the
// export), and its rows go to that export's reader. The rows that can be many leave through
// `onBatch` as the file is read (rows_read and bytes_read let the wizard show rows per second); the
// lists, the problems and, unless told otherwise, every row come back in the ParsedFile. An empty
// file, one of another kind, or one cut short yields nothing and a sentence saying why.
import type { ParsedFile } from '../model/import-model';
import type { CsvEnd, RowChunk } from './csv-rows';
import { csvRows } from './csv-rows';
import type { SinkOptions } from './import-sink';
import { ImportSink } from './import-sink';
import { SOURCE_FORMATS } from './formats';
import { isBlankRow, isFooterLabel, isTotalLabel } from './report-table';
import type { FileKind, RowReader, SourceFormat, TableContext } from './source-format';
import { WorkbookError, xlsxRows } from './xlsx-rows';

export type ReadImportOptions = SinkOptions;

/** Rows looked at to recognise a table: its headings are always among them. */
const SAMPLE_ROWS = 60;

const NOT_READABLE =
  'This file is not one of the exports the import reads. Export the report from QuickBooks Online (CSV or Excel), QuickBooks Desktop (IIF), Xero or Aplos (CSV or Excel) as the import page describes, or fill in the Missionbase template.';

interface Recognised {
  format: SourceFormat;
  kind: FileKind;
}

/** One table (a text file, or one sheet of a workbook): recognised from its first rows, then read row by row. */
class TableRun {
  private sample: { cells: string[]; line: number }[] = [];
  private reader: RowReader | null = null;
  private decided = false;
  private headerWidth = 0;
  lastRow: { cells: string[]; line: number } | null = null;
  format: SourceFormat | null = null;

  constructor(
    private readonly sink: ImportSink,
    private readonly context: TableContext,
  ) {}

  add(chunk: RowChunk): void {
    chunk.rows.forEach((cells, index) => {
      const line = chunk.firstLine + index;
      if (!isBlankRow(cells)) this.lastRow = { cells, line };
      if (this.decided) {
        if (this.reader && !this.sink.refused) this.reader.row(cells, line);
        return;
      }
      this.sample.push({ cells, line });
      if (this.sample.length >= SAMPLE_ROWS) this.decide();
    });
  }

  private decide(): void {
    this.decided = true;
    const rows = this.sample.map((row) => row.cells);
    let best: { format: SourceFormat; score: number; headerIndex: number } | null = null;
    for (const format of SOURCE_FORMATS) {
      const detection = format.detect(rows, this.context);
      if (detection && (!best || detection.score > best.score)) best = { format, ...detection };
    }
    const sample = this.sample;
    this.sample = [];
    if (!best) return;
    this.format = best.format;
    const headerIndex = best.headerIndex;
    const header = headerIndex >= 0 ? (rows[headerIndex] ?? []) : [];
    this.headerWidth = header.length;
    this.reader = best.format.open({ sink: this.sink, header, preamble: rows.slice(0, Math.max(headerIndex, 0)), context: this.context });
    for (const row of sample.slice(headerIndex + 1)) {
      if (this.sink.refused) break;
      this.reader.row(row.cells, row.line);
    }
  }

  end(): void {
    if (!this.decided) this.decide();
    if (!this.sink.refused) this.reader?.end();
  }

  /** The last row has fewer cells than the headings and is no total or footer: the file stops mid-row. */
  cutMidRow(): boolean {
    const last = this.lastRow;
    if (!last || this.format?.id === 'qbd-iif' || this.headerWidth === 0) return false;
    const first = last.cells.find((cell) => cell.trim() !== '') ?? '';
    return last.cells.length < this.headerWidth && !isTotalLabel(first) && !isFooterLabel(first);
  }
}

function kindOfBytes(head: Uint8Array): 'xlsx' | 'xls' | 'pdf' | 'text' {
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'xlsx';
  if (head[0] === 0xd0 && head[1] === 0xcf && head[2] === 0x11 && head[3] === 0xe0) return 'xls';
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return 'pdf';
  return 'text';
}

function labelOf(found: readonly Recognised[]): string {
  const sources = [...new Set(found.map(({ format }) => format.source))];
  const titles = [...new Set(found.map(({ format }) => format.title))];
  const kind = found[0]?.kind ?? 'CSV';
  if (sources.length === 1) return `${sources[0]} · ${titles.join(', ')} (${kind})`;
  return `${found.map(({ format }) => `${format.source} · ${format.title}`).join(', ')} (${kind})`;
}

async function readTables(file: Blob, name: string, sink: ImportSink): Promise<Recognised[]> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const kind = kindOfBytes(head);
  if (kind === 'xls') {
    sink.refuse('This is an older Excel file (.xls), which the import does not read. Open it in Excel and save it as an Excel Workbook (.xlsx), or export the report as CSV.');
    return [];
  }
  if (kind === 'pdf') {
    sink.refuse('This is a PDF, whose tables cannot be read reliably. Export the report as CSV or Excel (.xlsx) instead.');
    return [];
  }
  const found: Recognised[] = [];
  const flush = async (run: TableRun | null, fileKind: FileKind) => {
    if (!run) return;
    run.end();
    if (run.format) found.push({ format: run.format, kind: fileKind });
  };
  if (kind === 'xlsx') {
    let run: TableRun | null = null;
    let sheet: string | null = null;
    try {
      for await (const chunk of xlsxRows(file)) {
        if (chunk.sheet !== sheet) {
          await flush(run, 'XLSX');
          sheet = chunk.sheet;
          run = new TableRun(sink, { fileName: name, sheet, kind: 'XLSX' });
        }
        run?.add(chunk);
        sink.progress.rows_read += chunk.rows.length;
        sink.progress.bytes_read = chunk.bytesRead;
        await sink.flush();
        if (sink.refused) return found;
      }
    } catch (error) {
      if (error instanceof WorkbookError) {
        sink.refuse(error.message);
        return [];
      }
      throw error;
    }
    await flush(run, 'XLSX');
    return found;
  }
  const fileKind: FileKind = /\.iif$/i.test(name) ? 'IIF' : 'CSV';
  const run = new TableRun(sink, { fileName: name, sheet: null, kind: fileKind });
  const end: Partial<CsvEnd> = {};
  for await (const chunk of csvRows(file, end)) {
    run.add(chunk);
    sink.progress.rows_read += chunk.rows.length;
    sink.progress.bytes_read = chunk.bytesRead;
    await sink.flush();
    if (sink.refused) return found;
  }
  if (run.lastRow === null) {
    sink.refuse('This file is empty.');
    return [];
  }
  run.end();
  if (run.format) found.push({ format: run.format, kind: run.format.id === 'qbd-iif' ? 'IIF' : 'CSV' });
  if (end.unterminatedQuote) {
    sink.refuse(`This file ends inside a quoted field (row ${run.lastRow.line}): it was cut off. Export it again and upload the whole file.`);
  } else if (!end.endsWithNewline && run.cutMidRow()) {
    sink.refuse(`The last row (row ${run.lastRow.line}) stops before its last columns: the file was cut off. Export it again and upload the whole file.`);
  }
  return found;
}

/** Reads `file` (a File, or a Blob and its name). */
export async function readImportFile(file: Blob, options: ReadImportOptions = {}, fileName?: string): Promise<ParsedFile> {
  const name = fileName ?? (file instanceof File ? file.name : 'file');
  const sink = new ImportSink(name, file.size, options);
  if (file.size === 0) {
    sink.refuse('This file is empty.');
    return sink.result();
  }
  const found = await readTables(file, name, sink);
  if (!sink.refused && found.length === 0) sink.refuse(NOT_READABLE);
  const first = found[0];
  if (first) {
    sink.format = first.format.id;
    sink.label = labelOf(found);
  }
  sink.finish();
  if (!sink.refused) await sink.flush(true);
  return sink.result();
}
