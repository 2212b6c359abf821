import { describe, expect, it } from 'vitest';
import type { CsvEnd } from './csv-rows';
import { csvRows } from './csv-rows';

async function rowsOf(file: Blob, pieceBytes?: number): Promise<{ rows: string[][]; lines: number[]; end: Partial<CsvEnd> }> {
  const end: Partial<CsvEnd> = {};
  const rows: string[][] = [];
  const lines: number[] = [];
  for await (const chunk of csvRows(file, end, pieceBytes)) {
    rows.push(...chunk.rows);
    lines.push(chunk.firstLine);
  }
  return { rows, lines, end };
}

describe('delimited text read in pieces', () => {
  it('keeps a quoted field with commas, quotes and line breaks whole across the pieces of a large file', async () => {
    const filler = Array.from({ length: 3000 }, (_, index) => `row ${index},"a, ""quoted"" value",x`).join('\r\n');
    const text = `${filler}\r\nlast,"two\r\nlines",y\r\n`;
    const { rows, lines, end } = await rowsOf(new Blob([text]), 4096);
    expect(rows.length).toBe(3001);
    expect(rows[1234]).toEqual(['row 1234', 'a, "quoted" value', 'x']);
    expect(rows[3000]).toEqual(['last', 'two\r\nlines', 'y']);
    // Handed out in chunks, each starting at the row after the last one's.
    expect(lines.length).toBeGreaterThan(5);
    expect(end).toEqual({ delimiter: ',', unterminatedQuote: false, endsWithNewline: true, rowCount: 3001 });
  });

  it('chooses the separator the rows agree on, below title lines, and reads CR-only and tab files', async () => {
    expect((await rowsOf(new Blob(['Report\rCompany\r\ra;b;c\r1;2;3\r']))).rows).toEqual([['Report'], ['Company'], [''], ['a', 'b', 'c'], ['1', '2', '3']]);
    expect((await rowsOf(new Blob(['!ACCNT\tNAME\nACCNT\tChecking\n']))).end.delimiter).toBe('\t');
  });

  it('keeps a multi-byte character cut between two pieces of the byte stream', async () => {
    const text = `${'x'.repeat(4095)}é,ü\n`;
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(4096);
    const { rows } = await rowsOf(new Blob([text]), 4096);
    expect(rows[0]).toEqual([`${'x'.repeat(4095)}é`, 'ü']);
  });

  it('notices a file that ends inside a quoted field or without its last line break', async () => {
    expect((await rowsOf(new Blob(['a,b\n1,"unfinished']))).end).toMatchObject({ unterminatedQuote: true, endsWithNewline: false });
    expect((await rowsOf(new Blob(['a,b\n1,2']))).end).toMatchObject({ unterminatedQuote: false, endsWithNewline: false, rowCount: 2 });
  });
});
