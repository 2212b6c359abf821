// What each export kind's module offers the file reader: a detector that recognises the export
// from its first rows (its column headings, title lines, the file's kind) and a row reader that
// turns the rows after the headings into the model, through the file's sink.
import type { ImportFormatId } from '../model/import-model';
import type { ImportSink } from './import-sink';

export type FileKind = 'CSV' | 'XLSX' | 'IIF';

export interface TableContext {
  fileName: string;
  /** The workbook sheet's name; null for a text file. */
  sheet: string | null;
  kind: FileKind;
}

export interface Detection {
  /** Higher wins when several formats accept a table: about one point per heading recognised. */
  score: number;
  /** The row of the column headings among the sample; -1 when the reader takes every row (IIF). */
  headerIndex: number;
}

export interface OpenTable {
  sink: ImportSink;
  header: readonly string[];
  /** The rows above the headings. */
  preamble: readonly (readonly string[])[];
  context: TableContext;
}

export interface RowReader {
  /** One row after the headings, with its row number in the file. */
  row(cells: readonly string[], line: number): void;
  /** After the table's last row. */
  end(): void;
}

export interface SourceFormat {
  id: ImportFormatId;
  source: string;
  title: string;
  detect(sample: readonly (readonly string[])[], context: TableContext): Detection | null;
  open(table: OpenTable): RowReader;
}
