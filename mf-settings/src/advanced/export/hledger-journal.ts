// The organization's posted ledger as an hledger journal: one transaction per posted journal entry,
// one posting per line, debit positive and credit negative (hledger's sign convention), account
// names `<Category>:<code> <name>` and the fund as a posting tag, so `hledger bal` gives the trial
// balance by account and `hledger bal tag:fund=...` by fund.
export interface LedgerAccount {
  id: string;
  code: string;
  name: string;
  category: string;
}

export interface LedgerEntry {
  id: string;
  entry_date: string;
  description: string;
  reference: string | null;
  status: string;
}

export interface LedgerLine {
  journal_entry_id: string;
  account_id: string;
  fund_id: string;
  debit: number | string;
  credit: number | string;
  line_number: number;
}

/** Integer cents of a decimal string or number as the database returns it. */
function cents(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const negative = text.trim().startsWith('-');
  const [whole = '0', fraction = ''] = text.trim().replace(/^[-+]/, '').split('.');
  const result = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -result : result;
}

function amount(value: bigint): string {
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  return `${negative ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** hledger reads `:` as the account separator and two spaces as the end of the name. */
function accountName(account: LedgerAccount | undefined, id: string): string {
  if (!account) return `Unknown:${id}`;
  const clean = (text: string) => text.replace(/[:;]/g, ' ').replace(/\s{2,}/g, ' ').trim();
  return `${clean(account.category)}:${clean(`${account.code} ${account.name}`)}`;
}

export function hledgerJournal(input: {
  organizationName: string;
  currency: string;
  accounts: readonly LedgerAccount[];
  funds: readonly { id: string; name: string }[];
  entries: readonly LedgerEntry[];
  lines: readonly LedgerLine[];
}): string {
  const accounts = new Map(input.accounts.map((account) => [account.id, account]));
  const funds = new Map(input.funds.map((fund) => [fund.id, fund.name.replace(/[,\r\n]/g, ' ')]));
  const linesByEntry = new Map<string, LedgerLine[]>();
  for (const line of input.lines) {
    const list = linesByEntry.get(line.journal_entry_id) ?? [];
    list.push(line);
    linesByEntry.set(line.journal_entry_id, list);
  }
  const out = [`; ${input.organizationName}: posted journal entries, exported by Missionbase`, `; amounts in ${input.currency}`, ''];
  for (const account of [...input.accounts].sort((a, b) => a.code.localeCompare(b.code))) out.push(`account ${accountName(account, account.id)}`);
  out.push('');
  const posted = input.entries.filter((entry) => entry.status === 'posted').sort((a, b) => a.entry_date.localeCompare(b.entry_date) || a.id.localeCompare(b.id));
  for (const entry of posted) {
    const lines = (linesByEntry.get(entry.id) ?? []).sort((a, b) => a.line_number - b.line_number);
    if (lines.length === 0) continue;
    const code = entry.reference ? ` (${entry.reference.replace(/[()\r\n]/g, ' ')})` : '';
    out.push(`${entry.entry_date}${code} ${entry.description.replace(/[\r\n]+/g, ' ') || 'Journal entry'}  ; entry:${entry.id}`);
    for (const line of lines) {
      const value = cents(line.debit) - cents(line.credit);
      out.push(`    ${accountName(accounts.get(line.account_id), line.account_id)}  ${amount(value)}  ; fund:${funds.get(line.fund_id) ?? line.fund_id}`);
    }
    out.push('');
  }
  return out.join('\n');
}
