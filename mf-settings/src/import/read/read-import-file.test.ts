import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ImportJournalLine } from '../model/import-model';
import { textFile } from '../test/fixture-file';
import type { ReadProgress, RowBatch } from './import-sink';
import { readImportFile } from './read-import-file';

function refusal(parsed: Awaited<ReturnType<typeof readImportFile>>): [boolean, string[], number] {
  return [parsed.refused, parsed.problems.map((problem) => problem.reason), parsed.accounts.length + parsed.trial_balance.length + parsed.journal.length + parsed.contacts.length];
}

/** A Journal report of `entries` two-line transactions, as QuickBooks Online writes it. */
function journalText(entries: number): string {
  const rows = ['Journal', 'Hope Harbor Food Pantry', '"January 1 - December 31, 2024"', '', ',Date,Transaction Type,Num,Name,Memo/Description,Account,Debit,Credit'];
  for (let index = 0; index < entries; index += 1) {
    const day = String((index % 28) + 1).padStart(2, '0');
    rows.push(`,01/${day}/2024,Deposit,${index},,Gift ${index},1000 Checking,10.00,`, `,,,,Donor ${index},Gift ${index},4000 Contributions,,10.00`, ',,,,,,,$10.00,$10.00');
  }
  return `${rows.join('\r\n')}\r\n`;
}

describe('reading an uploaded file', () => {
  it('an empty file, or one of blank lines, is refused and yields nothing', async () => {
    expect(refusal(await readImportFile(textFile('empty.csv', '')))).toEqual([true, ['This file is empty.'], 0]);
    expect(refusal(await readImportFile(textFile('blank.csv', '\r\n\r\n,,\r\n')))).toEqual([true, ['This file is empty.'], 0]);
  });

  it('a file of another kind is refused with the exports it could have been, whatever its name', async () => {
    const parsed = await readImportFile(textFile('trial-balance.csv', 'name,age\nAda,36\nGrace,45\n'));
    expect([parsed.format, parsed.label, ...refusal(parsed)]).toEqual([
      'unknown',
      'Not recognised',
      true,
      ['This file is not one of the exports the import reads. Export the report from QuickBooks Online (CSV or Excel), QuickBooks Desktop (IIF), Xero or Aplos (CSV or Excel) as the import page describes, or fill in the Missionbase template.'],
      0,
    ]);
  });

  it('a PDF or an old .xls workbook is named as such from its first bytes, even under a .csv name', async () => {
    expect(refusal(await readImportFile(textFile('report.csv', '%PDF-1.7\n...')))[1]).toEqual(['This is a PDF, whose tables cannot be read reliably. Export the report as CSV or Excel (.xlsx) instead.']);
    const xls = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])], 'report.csv');
    expect(refusal(await readImportFile(xls))[1]).toEqual(['This is an older Excel file (.xls), which the import does not read. Open it in Excel and save it as an Excel Workbook (.xlsx), or export the report as CSV.']);
  });

  it('a damaged workbook is refused with a sentence', async () => {
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 1, 2, 3])], 'books.xlsx');
    expect(refusal(await readImportFile(zip))).toEqual([true, ['This Excel file could not be opened: it may be damaged or cut short. Save it again as an Excel Workbook (.xlsx).'], 0]);
  });

  it('a CSV cut inside a quoted field is refused and yields nothing', async () => {
    const parsed = await readImportFile(textFile('journal.csv', journalText(3).replace(/,Gift 2,4000 Contributions,,10\.00\r\n,,,,,,,\$10\.00,\$10\.00\r\n$/, ',"Gift 2, from')));
    expect(refusal(parsed)).toEqual([true, ['This file ends inside a quoted field (row 13): it was cut off. Export it again and upload the whole file.'], 0]);
  });

  it('a CSV cut mid-row (its last row short of the headings’ columns, no final line break) is refused and yields nothing', async () => {
    const parsed = await readImportFile(textFile('tb.csv', 'Trial Balance\nHope Harbor\n"As of December 31, 2024"\n\n,Debit,Credit\n1000 Checking,10.00,\n2000 Loan'));
    expect(refusal(parsed)).toEqual([true, ['The last row (row 7) stops before its last columns: the file was cut off. Export it again and upload the whole file.'], 0]);
  });

  it('a file that writes dates both month first and day first is refused', async () => {
    const text = journalText(1).replace('01/01/2024', '13/01/2024') + ',01/13/2024,Deposit,9,,Gift,1000 Checking,5.00,\r\n,,,,,Gift,4000 Contributions,,5.00\r\n';
    expect(refusal(await readImportFile(textFile('journal.csv', text)))).toEqual([
      true,
      ['This file writes dates both month first and day first (“13/01/2024” on row 6, “01/13/2024” on row 9), so none of its dates can be trusted. Export it again with one date format.'],
      0,
    ]);
  });

  it('hands 10,000 journal lines to onBatch in batches of 2,000 with the rows and bytes read so far, keeping none', async () => {
    const file = textFile('journal.csv', journalText(5_000));
    const batches: { kind: RowBatch['kind']; size: number; progress: ReadProgress }[] = [];
    let last: ImportJournalLine | undefined;
    const parsed = await readImportFile(file, {
      onBatch: (batch, progress) => {
        batches.push({ kind: batch.kind, size: batch.rows.length, progress });
        if (batch.kind === 'journal') last = batch.rows[batch.rows.length - 1];
      },
    });
    expect([parsed.refused, parsed.journal.length, parsed.problems]).toEqual([false, 0, []]);
    expect(batches.length).toBe(5);
    expect(batches.every((batch) => batch.kind === 'journal' && batch.size === 2000)).toBe(true);
    expect(batches.map((batch) => batch.progress.rows_read).every((rows, index, all) => index === 0 || rows >= (all[index - 1] ?? 0))).toBe(true);
    expect(batches[batches.length - 1]?.progress).toEqual({ file: 'journal.csv', rows_read: 15_005, bytes_read: file.size, total_bytes: file.size });
    expect(last).toEqual({ entry_key: 'L15003', date: '2024-01-16', account_key: '4000', dimension_key: null, contact_key: 'Donor 4999', memo: 'Gift 4999', reference: '4999', debit: '0.00', credit: '10.00', source_line: 15004 });
  });

  it('lists the first 500 rows it could not take and says how many more there were', async () => {
    const rows = Array.from({ length: 620 }, (_, index) => `Member ${index},trustee`);
    const parsed = await readImportFile(textFile('contacts.csv', `Name,Kind\n${rows.join('\n')}\n`));
    expect(parsed.problems.length).toBe(501);
    expect(parsed.problems[0]).toEqual({ file: 'contacts.csv', line: 2, reason: 'The contact “Member 0” has the kind “trustee”; write donor, customer, vendor or contact.' });
    expect(parsed.problems[500]).toEqual({ file: 'contacts.csv', line: null, reason: '120 more rows could not be taken; the first 500 are listed.' });
  });

  it('waits for each batch the caller is still sending before reading on', async () => {
    const order: string[] = [];
    await readImportFile(textFile('journal.csv', journalText(3000)), {
      batchSize: 1000,
      onBatch: async (batch) => {
        order.push(`start ${batch.rows[0]?.source_line ?? 0}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('end');
      },
    });
    expect(order.filter((step, index) => step === 'end' && order[index + 1] === 'end')).toEqual([]);
    expect(order.length).toBe(12);
  });
});

describe('the readers’ libraries', () => {
  it('papaparse and exceljs are loaded by import() only, so no page downloads them before a file is read', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : [full];
      });
    })(root).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}test${path.sep}`));
    const staticImports = files.filter((file) => /^import (?!type\b)[^;]*from '(?:papaparse|exceljs)'/m.test(readFileSync(file, 'utf8')));
    expect(files.length).toBeGreaterThan(20);
    expect(staticImports).toEqual([]);
  });
});
