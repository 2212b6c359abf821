// The title lines a report export puts above its column headings (report name, organization,
// "As of December 31, 2024" or "For the period 1 January 2024 to 31 December 2024", basis): the
// report's date, and the date order its wording implies, which the sink uses when the values do not
// tell.
import type { ImportSink } from './import-sink';
import { dateOrderHint, headerDates } from './dates';
import { mentions, preambleLines } from './report-table';

export interface ReportHeader {
  lines: string[];
  /** The report's last date (the "As of" date, or the end of its range), YYYY-MM-DD. */
  asOf: string | null;
}

/** The title lines above the headings; gives the sink the date order their wording implies. */
export function readReportHeader(preamble: readonly (readonly string[])[], sink: ImportSink): ReportHeader {
  const lines = preambleLines(preamble);
  let asOf: string | null = null;
  for (const line of lines) {
    const dates = headerDates(line);
    if (dates.length > 0) {
      asOf ??= dates[dates.length - 1] ?? null;
      sink.dateHint(dateOrderHint(line));
    }
  }
  return { lines, asOf };
}

/** A bonus for a detector when the title lines above the headings name the report. */
export function titleScore(sample: readonly (readonly string[])[], headerIndex: number, title: RegExp): number {
  return mentions(preambleLines(sample.slice(0, Math.max(headerIndex, 0))), title) ? 3 : 0;
}
