// ISO 20022 CAMT.053 (bank-to-customer statement, versions .001.02 to .001.08) with fast-xml-parser,
// loaded only when a file is read. One statement per Stmt (account by IBAN or Othr/Id, currency
// from Acct/Ccy or the amounts' Ccy). Booked entries only (Sts BOOK); CRDT is money in, DBIT money
// out; AcctSvcrRef (else NtryRef) is the bank's id; the counterparty's name is the payee; a batch
// entry whose transactions carry their own amounts adding up to it becomes one line each (the
// ledger holds them one by one); the closing booked balance (CLBD) prefills the ending balance.
import { looksLikeCamt053 } from './detect-statement-format';
import type { ParsedStatement, StatementFile, StatementLine } from './statement';
import { isoDay } from '../../bank-files/utils/bank-dates';
import { StatementFileError, checkFile, checkLines, normaliseAmount } from './statement';

type Node = Record<string, unknown>;

function list(value: unknown): Node[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).filter((item): item is Node => typeof item === 'object' && item !== null);
}

function node(value: unknown): Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : Array.isArray(value) ? node(value[0]) : {};
}

function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && value !== null && '#text' in value) return str((value as Node)['#text']);
  return '';
}

function dateOf(value: unknown): string {
  const holder = node(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(str(holder.Dt) || str(holder.DtTm));
  return day ? (isoDay(Number(day[1]), Number(day[2]), Number(day[3])) ?? '') : '';
}

function signed(amount: unknown, indicator: unknown): string {
  const value = normaliseAmount(str(amount)) ?? '';
  if (!value) return '';
  return str(indicator) === 'DBIT' && !value.startsWith('-') ? `-${value}` : value;
}

function currencyOf(amount: unknown): string {
  return str(node(amount)['@Ccy']).toUpperCase();
}

function remittanceOf(details: Node): string {
  const unstructured = node(details.RmtInf).Ustrd;
  return Array.isArray(unstructured) ? unstructured.map(str).join(' ') : str(unstructured);
}

function partyOf(details: Node | undefined, isDebit: boolean): string {
  const parties = node(details?.RltdPties);
  // v02-v04 name the party at Cdtr/Dbtr; v08 at Cdtr/Pty and Dbtr/Pty.
  const name = (p: unknown) => str(node(p).Nm) || str(node(node(p).Pty).Nm);
  return isDebit ? name(parties.Cdtr) || name(parties.Dbtr) : name(parties.Dbtr) || name(parties.Cdtr);
}

/** A batch entry's own transactions, each with its amount (v02 AmtDtls/TxAmt, v04+ Amt), when they add up to the entry. */
function batchLines(entry: Node, details: Node[], date: string, entryAmount: string): StatementLine[] | null {
  if (details.length < 2) return null;
  const entryCcy = currencyOf(entry.Amt);
  const parts = details.map((d) => {
    const amount = d.Amt ?? node(node(d.AmtDtls).TxAmt).Amt;
    return { d, amount, signedAmount: signed(amount, d.CdtDbtInd ?? entry.CdtDbtInd) };
  });
  if (parts.some((p) => !p.signedAmount || (entryCcy && currencyOf(p.amount) && currencyOf(p.amount) !== entryCcy))) return null;
  const cents = (value: string) => BigInt(value.replace('.', ''));
  if (parts.reduce((sum, p) => sum + cents(p.signedAmount), 0n) !== cents(entryAmount)) return null;
  const entryRef = str(entry.AcctSvcrRef) || str(entry.NtryRef);
  return parts.map(({ d, signedAmount }, index) => {
    const payee = partyOf(d, signedAmount.startsWith('-'));
    const ref = str(node(d.Refs).AcctSvcrRef);
    return {
      date,
      amount: signedAmount,
      payee: payee || null,
      description: remittanceOf(d) || str(d.AddtlTxInf) || str(entry.AddtlNtryInf) || payee,
      bank_id: ref ? (ref === entryRef ? `${ref}/${index + 1}` : ref) : entryRef ? `${entryRef}/${index + 1}` : null,
    };
  });
}

function statementOf(stmt: Node): ParsedStatement {
  const lines: StatementLine[] = [];
  let closingBalance: string | null = null;
  let endDate: string | null = null;
  let startDate: string | null = str(node(stmt.FrToDt).FrDtTm).slice(0, 10) || null;
  const account = node(stmt.Acct);
  const accountId = str(node(account.Id).IBAN) || str(node(node(account.Id).Othr).Id) || null;
  let currency = str(account.Ccy).toUpperCase();
  for (const bal of list(stmt.Bal)) {
    const code = str(node(node(node(bal.Tp).CdOrPrtry)).Cd);
    if (code === 'CLBD') {
      closingBalance = signed(bal.Amt, bal.CdtDbtInd) || null;
      endDate = dateOf(bal.Dt) || null;
      currency ||= currencyOf(bal.Amt);
    }
    if (code === 'OPBD' && !startDate) startDate = dateOf(bal.Dt) || null;
  }
  if (!endDate) endDate = str(node(stmt.FrToDt).ToDtTm).slice(0, 10) || null;
  for (const entry of list(stmt.Ntry)) {
    // Pending or informational entries are not on the books yet.
    const status = str(entry.Sts) || str(node(entry.Sts).Cd);
    if (status && status !== 'BOOK') continue;
    currency ||= currencyOf(entry.Amt);
    const details = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
    const isDebit = str(entry.CdtDbtInd) === 'DBIT';
    const date = dateOf(entry.BookgDt) || dateOf(entry.ValDt);
    const amount = signed(entry.Amt, entry.CdtDbtInd);
    const batch = amount && date ? batchLines(entry, details, date, amount) : null;
    if (batch) {
      lines.push(...batch);
      continue;
    }
    const payee = partyOf(details[0], isDebit);
    const remittance = details.map(remittanceOf).filter(Boolean).join(' ');
    lines.push({
      date,
      amount,
      payee: payee || null,
      description: remittance || str(entry.AddtlNtryInf) || payee,
      bank_id: str(entry.AcctSvcrRef) || str(entry.NtryRef) || null,
    });
  }
  return {
    format: 'camt053',
    accountId,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
    lines: checkLines(lines, 'CAMT.053'),
    closingBalance,
    startDate,
    endDate,
    warnings: [],
  };
}

export async function parseCamt053(content: string): Promise<StatementFile> {
  if (!looksLikeCamt053(content)) {
    throw new StatementFileError('This is not a CAMT.053 bank statement (no BkToCstmrStmt element). Nothing was imported.');
  }
  const { XMLParser, XMLValidator } = await import('fast-xml-parser');
  let xml = content;
  if (XMLValidator.validate(xml) !== true) {
    // A raw `&` in a remittance text is the one slip exports make; anything else is damage.
    xml = xml.replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;');
    if (XMLValidator.validate(xml) !== true) throw new StatementFileError('This CAMT.053 file is not well-formed XML; it may be damaged. Nothing was imported.');
  }
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, trimValues: true });
  const doc = node(parser.parse(xml) as unknown);
  const statements = list(node(doc.Document).BkToCstmrStmt).flatMap((s) => list(s.Stmt));
  if (statements.length === 0) throw new StatementFileError('This CAMT.053 file holds no statement. Nothing was imported.');
  return checkFile({ format: 'camt053', statements: statements.map(statementOf) }, 'CAMT.053');
}
