// The import readers' speed for `pnpm bench`: a QuickBooks Online General Ledger export of
// 100,000 lines (MB_BENCH_IMPORT_LINES; 50,000 two-line transactions in account sections, Debit and
// Credit columns, the report's title lines, totals and footer) written to a temporary file and read
// the way the wizard reads it: a disk-backed Blob (fs.openAsBlob, no copy of the file in memory),
// rows handed to onBatch in batches of 2,000 and kept nowhere else. Prints rows per second over 5
// runs after one that warms the machine, the same per second of CPU time (the figure to compare on a
// machine shared with other work, where wall time follows the load), and the largest heap seen. No
// target is set.
// Standalone: `pnpm --filter @missionbase/mf-settings bench`.
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readImportFile } from '../src/import/read/read-import-file.ts';

const LINES = Number(process.env.MB_BENCH_IMPORT_LINES ?? 100_000);
const RUNS = 5;

const BANKS = ['1000 Checking', '1010 Savings'];
const OTHERS = ['4000 Contributions', '4100 Grants', '4200 Program Fees', '6000 Rent', '6100 Utilities:6110 Electric', '6100 Utilities:6120 Water', '6200 Supplies', '6300 Payroll', '6400 Insurance', '6500 Printing'];

interface Line {
  date: string;
  type: string;
  num: number;
  name: string;
  memo: string;
  split: string;
  debit: number;
  credit: number;
}

function money(cents: number): string {
  if (cents === 0) return '';
  const text = (cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return text.includes(',') ? `"${text}"` : text;
}

/** A General Ledger of `lines` lines as QuickBooks Online exports it. */
export function generalLedgerCsv(lines: number): string {
  const sections = new Map<string, Line[]>();
  for (const account of [...BANKS, ...OTHERS]) sections.set(account, []);
  for (let index = 0; index < lines / 2; index += 1) {
    const bank = BANKS[index % BANKS.length] ?? '1000 Checking';
    const other = OTHERS[index % OTHERS.length] ?? '6000 Rent';
    const income = other.startsWith('4');
    const cents = 1000 + ((index * 7919) % 250_000);
    const date = `${String((index % 12) + 1).padStart(2, '0')}/${String((index % 28) + 1).padStart(2, '0')}/2024`;
    const type = income ? 'Deposit' : 'Check';
    const memo = index % 10 === 0 ? `"Gift ${index}, with a comma"` : `Line ${index}`;
    sections.get(bank)?.push({ date, type, num: index, name: `Contact ${index % 900}`, memo, split: other, debit: income ? cents : 0, credit: income ? 0 : cents });
    sections.get(other)?.push({ date, type, num: index, name: `Contact ${index % 900}`, memo, split: bank, debit: income ? 0 : cents, credit: income ? cents : 0 });
  }
  const rows = ['General Ledger', 'Hope Harbor Food Pantry', '"January 1 - December 31, 2024"', '', ',Date,Transaction Type,Num,Name,Memo/Description,Split,Debit,Credit,Balance'];
  let utilitiesOpen = false;
  for (const [account, entries] of sections) {
    const sub = account.startsWith('6100 Utilities:');
    if (sub && !utilitiesOpen) {
      rows.push('6100 Utilities,,,,,,,,,');
      utilitiesOpen = true;
    }
    rows.push(`${sub ? account.slice('6100 Utilities:'.length) : account},,,,,,,,,`);
    rows.push(',Beginning Balance,,,,,,,,0.00');
    let balance = 0;
    let debits = 0;
    let credits = 0;
    for (const entry of entries) {
      balance += entry.debit - entry.credit;
      debits += entry.debit;
      credits += entry.credit;
      rows.push(`,${entry.date},${entry.type},${entry.num},${entry.name},${entry.memo},${entry.split},${money(entry.debit)},${money(entry.credit)},${money(balance)}`);
    }
    rows.push(`Total for ${sub ? account.slice('6100 Utilities:'.length) : account},,,,,,,${money(debits)},${money(credits)},`);
    if (sub && account.endsWith('Water')) rows.push('Total for 6100 Utilities,,,,,,,,,');
  }
  rows.push(',,,,,,,,,', 'TOTAL,,,,,,,,,', '', '"Accrual Basis Wednesday, January 8, 2025 02:14 PM GMT-05:00"');
  return `${rows.join('\r\n')}\r\n`;
}

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'mb-import-bench-'));
  try {
    const file = path.join(folder, 'general-ledger.csv');
    await writeFile(file, generalLedgerCsv(LINES));
    const bytes = (await stat(file)).size;
    let peakHeap = 0;
    const seconds: number[] = [];
    const cpuSeconds: number[] = [];
    let lines = 0;
    let batches = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      lines = 0;
      batches = 0;
      const blob = await openAsBlob(file);
      const started = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      const parsed = await readImportFile(blob, {
        onBatch: (batch) => {
          lines += batch.rows.length;
          batches += 1;
          peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
        },
      }, 'general-ledger.csv');
      const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
      const used = process.cpuUsage(cpu);
      if (parsed.refused || parsed.problems.length > 0) throw new Error(`the bench file was not read cleanly: ${parsed.problems.map((problem) => problem.reason).join(' ')}`);
      if (run > 0) {
        seconds.push(elapsed);
        cpuSeconds.push((used.user + used.system) / 1e6);
      }
    }
    seconds.sort((a, b) => a - b);
    cpuSeconds.sort((a, b) => a - b);
    const median = seconds[Math.floor(seconds.length / 2)] ?? 0;
    const cpuMedian = cpuSeconds[Math.floor(cpuSeconds.length / 2)] ?? 0;
    const load = os.loadavg().map((value) => value.toFixed(1)).join(' ');
    console.log(`Import readers: a QuickBooks Online General Ledger CSV of ${lines.toLocaleString('en-US')} lines, ${(bytes / 2 ** 20).toFixed(1)} MiB, read ${RUNS} times (load average ${load})`);
    console.log(`  median ${median.toFixed(2)} s (min ${(seconds[0] ?? 0).toFixed(2)} s): ${Math.round(lines / median).toLocaleString('en-US')} rows/s, ${(bytes / 2 ** 20 / median).toFixed(1)} MiB/s`);
    console.log(`  CPU time median ${cpuMedian.toFixed(2)} s: ${Math.round(lines / cpuMedian).toLocaleString('en-US')} rows per CPU second`);
    console.log(`  ${batches} batches of up to 2,000 journal lines; largest heap seen ${(peakHeap / 2 ** 20).toFixed(0)} MiB`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
