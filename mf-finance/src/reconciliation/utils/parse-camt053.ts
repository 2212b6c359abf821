// ISO 20022 CAMT.053 (bank-to-customer statement, versions .001.02 to .001.08) with fast-xml-parser,
// loaded only when a file is read. Booked entries only (Sts BOOK); CRDT is money in, DBIT money out;
// AcctSvcrRef (else NtryRef) is the bank's id; the counterparty's name is the payee; the closing
// booked balance (CLBD) prefills the ending balance.
import type { ParsedStatement, StatementLine } from './statement';
import { StatementFileError, checkLines, normaliseAmount } from './statement';

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
  return (str(holder.Dt) || str(holder.DtTm)).slice(0, 10);
}

function signed(amount: unknown, indicator: unknown): string {
  const value = normaliseAmount(str(amount)) ?? '';
  if (!value) return '';
  return str(indicator) === 'DBIT' && !value.startsWith('-') ? `-${value}` : value;
}

export function looksLikeCamt053(content: string): boolean {
  return /<BkToCstmrStmt[\s>]/.test(content);
}

export async function parseCamt053(content: string): Promise<ParsedStatement> {
  if (!looksLikeCamt053(content)) {
    throw new StatementFileError('This is not a CAMT.053 bank statement (no BkToCstmrStmt element). Nothing was imported.');
  }
  const { XMLParser, XMLValidator } = await import('fast-xml-parser');
  if (XMLValidator.validate(content) !== true) throw new StatementFileError('This CAMT.053 file is not well-formed XML; it may be damaged. Nothing was imported.');
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, trimValues: true });
  const doc = node(parser.parse(content) as unknown);
  const statements = list(node(doc.Document).BkToCstmrStmt).flatMap((s) => list(s.Stmt));
  if (statements.length === 0) throw new StatementFileError('This CAMT.053 file holds no statement. Nothing was imported.');

  const lines: StatementLine[] = [];
  let closingBalance: string | null = null;
  let endDate: string | null = null;
  for (const stmt of statements) {
    for (const bal of list(stmt.Bal)) {
      const code = str(node(node(node(bal.Tp).CdOrPrtry)).Cd);
      if (code === 'CLBD') {
        closingBalance = signed(bal.Amt, bal.CdtDbtInd) || null;
        endDate = dateOf(bal.Dt) || null;
      }
    }
    if (!endDate) endDate = str(node(stmt.FrToDt).ToDtTm).slice(0, 10) || null;
    for (const entry of list(stmt.Ntry)) {
      // Pending or informational entries are not on the books yet.
      const status = str(entry.Sts) || str(node(entry.Sts).Cd);
      if (status && status !== 'BOOK') continue;
      const details = list(node(entry.NtryDtls).TxDtls);
      const parties = node(details[0]?.RltdPties);
      const isDebit = str(entry.CdtDbtInd) === 'DBIT';
      const payee = str(node(isDebit ? parties.Cdtr : parties.Dbtr).Nm) || str(node(isDebit ? parties.Dbtr : parties.Cdtr).Nm);
      const remittance = details
        .map((d) => {
          const unstructured = node(d.RmtInf).Ustrd;
          return Array.isArray(unstructured) ? unstructured.map(str).join(' ') : str(unstructured);
        })
        .filter(Boolean)
        .join(' ');
      lines.push({
        date: dateOf(entry.BookgDt) || dateOf(entry.ValDt),
        amount: signed(entry.Amt, entry.CdtDbtInd),
        payee: payee || null,
        description: remittance || str(entry.AddtlNtryInf) || payee,
        bank_id: str(entry.AcctSvcrRef) || str(entry.NtryRef) || null,
      });
    }
  }
  return { format: 'camt053', lines: checkLines(lines, 'CAMT.053'), closingBalance, endDate };
}
