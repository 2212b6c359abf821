// Which parser reads a chosen file: by its content first (a renamed file still works), then by its
// extension. A file none of them recognises is refused before anything is parsed.
import type { StatementFormat } from './statement';
import { StatementFileError } from './statement';

/** Whether the text holds an OFX body at all. */
export function hasOfxBody(content: string): boolean {
  return /<OFX(?:\s[^>]*)?>/i.test(content);
}

/** Whether the text looks like an OFX file: a header (SGML, XML, or one hidden in a comment) or the root element. */
export function looksLikeOfx(content: string): boolean {
  return /OFXHEADER\s*[:=]/i.test(content.slice(0, 4000)) || /<\?OFX\s/i.test(content) || hasOfxBody(content);
}

export function looksLikeCamt053(content: string): boolean {
  return /<(?:[A-Za-z0-9]+:)?BkToCstmrStmt[\s>]/.test(content);
}

export function detectStatementFormat(fileName: string, content: string): StatementFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (looksLikeCamt053(content)) return 'camt053';
  if (looksLikeOfx(content)) return extension === 'qfx' || /<INTU\.BID>/i.test(content) ? 'qfx' : 'ofx';
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (['ofx', 'qfx', 'qbo', 'xml'].includes(extension)) {
    throw new StatementFileError(`This .${extension} file is not a bank statement we can read (OFX, QFX or CAMT.053). Nothing was imported.`);
  }
  throw new StatementFileError('Choose a bank statement file: CSV, OFX, QFX or CAMT.053 (XML). Nothing was imported.');
}
