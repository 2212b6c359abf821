// OFX 1.x (SGML), OFX 2.x (XML) and Quicken's QFX (OFX with Intuit's INTU.BID sign-on tag):
// every bank statement (STMTRS under BANKMSGSRSV1) and credit-card statement (CCSTMTRS under
// CREDITCARDMSGSRSV1) in the file, one per account, with its currency (CURDEF), period
// (DTSTART/DTEND) and closing balance (LEDGERBAL). The FITID is the bank's transaction id.
// Read by our own small reader (ofx-tree.ts), which takes the forms banks really send.
import { hasOfxBody, looksLikeOfx } from './detect-statement-format';
import { child, childrenNamed, findAll, leaf, readOfxTree } from './ofx-tree';
import type { OfxElement } from './ofx-tree';
import type { ParsedStatement, StatementFile, StatementFormat, StatementLine } from './statement';
import { isoDay } from '../../bank-files/utils/bank-dates';
import { StatementFileError, checkFile, checkLines, normaliseAmount } from './statement';

/** OFX's `YYYYMMDD[HHMMSS[.XXX]][[+-]h[.mm]:TZ]` as the day the bank gave, or '' when it is not a real day. */
export function ofxDate(value: string): string {
  const raw = /^\s*(\d{4})(\d{2})(\d{2})/.exec(value);
  return raw ? (isoDay(Number(raw[1]), Number(raw[2]), Number(raw[3])) ?? '') : '';
}

function statementLine(t: OfxElement): StatementLine {
  const name = leaf(t, 'NAME') || leaf(child(t, 'PAYEE'), 'NAME');
  const memo = leaf(t, 'MEMO');
  const check = leaf(t, 'CHECKNUM');
  return {
    date: ofxDate(leaf(t, 'DTPOSTED') || leaf(t, 'DTUSER')),
    amount: normaliseAmount(leaf(t, 'TRNAMT')) ?? '',
    payee: name || null,
    description: [memo, check && `Check ${check}`].filter(Boolean).join(' · ') || name,
    bank_id: leaf(t, 'FITID') || null,
  };
}

function statement(rs: OfxElement, format: StatementFormat, label: string): ParsedStatement {
  const from = child(rs, 'BANKACCTFROM') ?? child(rs, 'CCACCTFROM');
  const list = child(rs, 'BANKTRANLIST');
  const balance = child(rs, 'LEDGERBAL');
  const balanceDate = ofxDate(leaf(balance, 'DTASOF'));
  const currency = leaf(rs, 'CURDEF').toUpperCase();
  return {
    format,
    accountId: leaf(from, 'ACCTID') || null,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
    lines: checkLines(childrenNamed(list, 'STMTTRN').map(statementLine), label),
    closingBalance: normaliseAmount(leaf(balance, 'BALAMT')),
    startDate: ofxDate(leaf(list, 'DTSTART')) || null,
    endDate: balanceDate || ofxDate(leaf(list, 'DTEND')) || null,
    warnings: [],
  };
}

export async function parseOfx(content: string, format: Extract<StatementFormat, 'ofx' | 'qfx'> = 'ofx'): Promise<StatementFile> {
  const label = format === 'qfx' ? 'QFX' : 'OFX';
  if (!looksLikeOfx(content) || !hasOfxBody(content)) {
    throw new StatementFileError(`This is not an ${label} file (no OFX header or <OFX> element). Nothing was imported.`);
  }
  const tree = readOfxTree(content);
  const ofx = findAll(tree, 'OFX')[0];
  if (!ofx) throw new StatementFileError(`This ${label} file could not be read; it may be damaged. Nothing was imported.`);
  const responses = [...findAll(ofx, 'STMTRS'), ...findAll(ofx, 'CCSTMTRS')];
  if (responses.length === 0) {
    const refusal = findAll(ofx, 'STATUS').map((s) => ({ code: leaf(s, 'CODE'), message: leaf(s, 'MESSAGE') })).find((s) => s.code && s.code !== '0');
    if (refusal) throw new StatementFileError(`The bank sent no statement in this ${label} file${refusal.message ? ` ("${refusal.message}")` : ''}. Nothing was imported.`);
    throw new StatementFileError(`This ${label} file lists no transactions. Nothing was imported.`);
  }
  return checkFile({ format, statements: responses.map((rs) => statement(rs, format, label)) }, label);
}
