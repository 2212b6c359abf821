// The preview's checks: a statement in another currency than the books' is refused in a
// sentence, and lines dated far outside the statement period are picked out to be shown.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOfx } from './parse-ofx';
import { decodeBankFileBytes } from '../../bank-files/utils/bank-file-text';
import { currencyProblem, linesFarFromPeriod } from './statement-checks';

const fixture = (name: string) => decodeBankFileBytes(new Uint8Array(readFileSync(path.join(__dirname, 'fixtures', name))));

describe('statement checks', () => {
  it('refuses an EUR statement for books kept in USD, in a sentence, and passes the same currency or none stated', async () => {
    const [statement] = (await parseOfx(fixture('ofx1-eur-comma-old-lines.ofx'))).statements;
    expect(currencyProblem(statement?.currency ?? null, 'USD')).toBe(
      'This statement is in EUR, but the organization keeps its books in USD. Import a statement of an account in USD.',
    );
    expect(currencyProblem('AUD', 'USD')).toMatch(/^This statement is in AUD/);
    expect(currencyProblem('usd', 'USD')).toBeNull();
    expect(currencyProblem(null, 'USD')).toBeNull();
  });

  it('picks out the 2011 and 2017 lines of a November 2026 statement, not the lines of the month or just after', async () => {
    const [statement] = (await parseOfx(fixture('ofx1-eur-comma-old-lines.ofx'))).statements;
    const far = linesFarFromPeriod(statement?.lines ?? [], '2026-11-01', '2026-11-30');
    expect(far.map((l) => l.date)).toEqual(['2011-10-15', '2017-03-01']);
    const near = [{ date: '2026-12-20', amount: '1.00', payee: null, description: 'x', bank_id: null }, { date: '2027-01-15', amount: '1.00', payee: null, description: 'y', bank_id: null }];
    expect(linesFarFromPeriod(near, '2026-11-01', '2026-11-30').map((l) => l.date)).toEqual(['2027-01-15']);
  });
});
