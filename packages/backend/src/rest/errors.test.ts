// The Data API answers Postgres errors with the HTTP statuses PostgREST uses
// (docs.postgrest.org, references/errors: "HTTP Status Codes", "RAISE errors with HTTP Status Codes").
import { describe, expect, it } from 'vitest';
import { isPgError, restErrorFromPg, statusForSqlState } from './errors.ts';

describe('SQLSTATE -> HTTP status, as PostgREST maps it', () => {
  const table: Array<[code: string, status: number, what: string]> = [
    ['08006', 503, 'connection failure'],
    ['09000', 500, 'triggered action exception'],
    ['0L000', 403, 'invalid grantor'],
    ['0P000', 403, 'invalid role specification'],
    ['23503', 409, 'foreign key violation'],
    ['23505', 409, 'unique violation'],
    ['23502', 400, 'not null violation (other)'],
    ['23514', 400, 'check violation (other)'],
    ['22P02', 400, 'invalid text representation (other)'],
    ['22023', 400, 'invalid parameter value (other)'],
    ['25006', 405, 'read only sql transaction'],
    ['25001', 500, 'invalid transaction state'],
    ['28000', 403, 'invalid authorization specification'],
    ['2D000', 500, 'invalid transaction termination'],
    ['38000', 500, 'external routine exception'],
    ['39000', 500, 'external routine invocation'],
    ['3B000', 500, 'savepoint exception'],
    ['40001', 500, 'serialization failure'],
    ['40P01', 500, 'deadlock'],
    ['53400', 500, 'configuration limit exceeded'],
    ['53300', 503, 'too many connections'],
    ['54000', 500, 'program limit exceeded'],
    ['55P03', 500, 'lock not available'],
    ['57014', 500, 'query canceled (statement timeout)'],
    ['58030', 500, 'io error'],
    ['F0000', 500, 'config file error'],
    ['HV000', 500, 'fdw error'],
    ['P0001', 400, 'raise exception'],
    ['P0002', 500, 'no_data_found is a PL/pgSQL error'],
    ['P0004', 500, 'assert failure'],
    ['XX000', 500, 'internal error'],
    ['42883', 404, 'undefined function'],
    ['42P01', 404, 'undefined table'],
    ['42P17', 500, 'infinite recursion'],
    ['42703', 400, 'undefined column (other)'],
    ['PT404', 404, 'PTxyz chooses the status'],
    ['PT402', 402, 'PTxyz chooses the status'],
    ['PT409', 409, 'PTxyz chooses the status'],
  ];
  it.each(table)('%s answers %i (%s)', (code, status) => {
    expect(statusForSqlState(code, false)).toBe(status);
  });

  it('42501 (insufficient privilege) is 401 for anonymous requests and 403 for signed-in ones', () => {
    expect(statusForSqlState('42501', true)).toBe(401);
    expect(statusForSqlState('42501', false)).toBe(403);
  });

  it('a PT404 keeps the message, detail and hint of the raise', () => {
    const error = restErrorFromPg({ code: 'PT404', message: 'Invitation not found or expired', detail: 'd', hint: 'h' }, false);
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ code: 'PT404', message: 'Invitation not found or expired', details: 'd', hint: 'h' });
  });

  it("raise sqlstate 'PGRST' sets the status, body and headers from its JSON", () => {
    const error = restErrorFromPg(
      {
        code: 'PGRST',
        message: '{"code":"123","message":"Payment Required","details":"Quota exceeded","hint":"Upgrade your plan"}',
        detail: '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}',
      },
      false,
    );
    expect(error.status).toBe(402);
    expect(error.body).toEqual({ code: '123', message: 'Payment Required', details: 'Quota exceeded', hint: 'Upgrade your plan' });
    expect(error.headers).toEqual({ 'X-Powered-By': 'Nerd Rage' });
  });

  it("an unparsable 'PGRST' raise is PGRST121 (500)", () => {
    const error = restErrorFromPg({ code: 'PGRST', message: 'not json', detail: '{"status":402}' }, false);
    expect(error.status).toBe(500);
    expect(error.body.code).toBe('PGRST121');
  });

  it("Node's socket error codes are not SQLSTATEs", () => {
    expect(isPgError(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(false);
    expect(isPgError({ code: '23505', message: 'duplicate key' })).toBe(true);
  });
});
