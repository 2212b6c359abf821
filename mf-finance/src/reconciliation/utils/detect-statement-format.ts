// Which parser reads a chosen file: by its content first (a renamed file still works), then by its
// extension. A file none of them recognises is refused before anything is parsed.
import type { StatementFormat } from './statement';
import { StatementFileError } from './statement';

export function detectStatementFormat(fileName: string, content: string): StatementFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (/<BkToCstmrStmt[\s>]/.test(content)) return 'camt053';
  if (/^\s*(\uFEFF)?OFXHEADER\s*:/i.test(content) || /<\?OFX\s/i.test(content) || /<OFX>/i.test(content)) {
    return extension === 'qfx' || /<INTU\.BID>/i.test(content) ? 'qfx' : 'ofx';
  }
  if (extension === 'csv' || extension === 'txt') return 'csv';
  if (['ofx', 'qfx', 'xml'].includes(extension)) {
    throw new StatementFileError(`This .${extension} file is not a bank statement we can read (OFX, QFX or CAMT.053). Nothing was imported.`);
  }
  throw new StatementFileError('Choose a bank statement file: CSV, OFX, QFX or CAMT.053 (XML). Nothing was imported.');
}
