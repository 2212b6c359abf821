// OFX 1.x (SGML), OFX 2.x (XML) and Quicken's QFX (OFX 1.x with Intuit sign-on tags) with the
// maintained ofx-data-extractor (TypeScript, browser-ready, no dependencies, ~5 KB gzip; see
// docs/decisions.md), loaded only when a file is read. Bank and credit-card statements are read;
// the FITID is the bank's transaction id.
import type { ParsedStatement, StatementFormat, StatementLine } from './statement';
import { StatementFileError, checkLines, decodeEntities, normaliseAmount } from './statement';

interface OfxTransfer {
  DTPOSTED?: unknown;
  TRNAMT?: unknown;
  FITID?: unknown;
  NAME?: unknown;
  PAYEE?: unknown;
  MEMO?: unknown;
  CHECKNUM?: unknown;
  TRNTYPE?: unknown;
}

function text(value: unknown): string {
  if (typeof value === 'string') return decodeEntities(value).trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/** Whether the text looks like an OFX file at all (header or root element). */
export function looksLikeOfx(content: string): boolean {
  return /^\s*(\uFEFF)?OFXHEADER\s*:/i.test(content) || /<\?OFX\s/i.test(content) || /<OFX>/i.test(content);
}

function ofxDate(value: string): string {
  // Already normalised by the library (YYYY-MM-DD); raw OFX is YYYYMMDD[HHMMSS[.XXX]][[tz]].
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const raw = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  return raw ? `${raw[1]}-${raw[2]}-${raw[3]}` : '';
}

export async function parseOfx(content: string, format: Extract<StatementFormat, 'ofx' | 'qfx'> = 'ofx'): Promise<ParsedStatement> {
  const label = format === 'qfx' ? 'QFX' : 'OFX';
  if (!looksLikeOfx(content)) throw new StatementFileError(`This is not an ${label} file (no OFX header or <OFX> element). Nothing was imported.`);
  const { Ofx } = await import('ofx-data-extractor');
  let transfers: OfxTransfer[];
  try {
    const ofx = new Ofx(content);
    const bank: unknown = ofx.getBankTransferList();
    const card: unknown = ofx.getCreditCardTransferList();
    transfers = [...(Array.isArray(bank) ? bank : []), ...(Array.isArray(card) ? card : [])] as OfxTransfer[];
  } catch {
    throw new StatementFileError(`This ${label} file could not be read; it may be damaged. Nothing was imported.`);
  }
  const lines: StatementLine[] = transfers.map((t) => {
    const name = text(t.NAME) || text(t.PAYEE);
    const memo = text(t.MEMO);
    const check = text(t.CHECKNUM);
    return {
      date: ofxDate(text(t.DTPOSTED)),
      amount: normaliseAmount(text(t.TRNAMT)) ?? '',
      payee: name || null,
      description: [memo, check && `Check ${check}`].filter(Boolean).join(' · ') || name,
      bank_id: text(t.FITID) || null,
    };
  });
  const balance = /<LEDGERBAL>[\s\S]*?<BALAMT>\s*([-+]?[\d.,]+)[\s\S]*?<DTASOF>\s*(\d{8})/i.exec(content);
  const end = /<DTEND>\s*(\d{8})/i.exec(content);
  return {
    format,
    lines: checkLines(lines, label),
    closingBalance: balance?.[1] ? normaliseAmount(balance[1]) : null,
    endDate: balance?.[2] ? ofxDate(balance[2]) : end?.[1] ? ofxDate(end[1]) : null,
  };
}
