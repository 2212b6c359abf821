import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { submitRecord } from './submit-record';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required.'), code: z.string() });

describe('submitRecord', () => {
  it('an invalid form never reaches the database', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const outcome = await submitRecord({ values: { name: '', code: '1' }, schema, onSubmit, today: '2026-11-24' });
    expect(outcome).toEqual({ kind: 'invalid', fields: [{ name: ['name'], errors: ['Name is required.'] }], formErrors: [] });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a date before 1900 or more than ten years ahead is refused on its field, with or without a schema', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const dated = z.object({ date: z.string(), lines: z.array(z.object({ due: z.string() })) });
    const outcome = await submitRecord({ values: { date: '0226-11-24', lines: [{ due: '2026-12-01' }, { due: '2040-01-01' }] }, schema: dated, onSubmit, today: '2026-11-24' });
    expect(outcome).toEqual({
      kind: 'invalid',
      fields: [
        { name: ['date'], errors: ['Enter a date between 1900 and ten years from today.'] },
        { name: ['lines', 1, 'due'], errors: ['Enter a date between 1900 and ten years from today.'] },
      ],
      formErrors: [],
    });
    expect((await submitRecord({ values: { date: '3026-01-01' }, onSubmit, today: '2026-11-24' })).kind).toBe('invalid');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await submitRecord({ values: { date: '2026-11-24', lines: [] }, schema: dated, onSubmit, today: '2026-11-24' })).toEqual({ kind: 'saved' });
  });

  it('the parsed values (trimmed by the schema) are written once', async () => {
    const onSubmit = vi.fn(async (_values: { name: string; code: string }) => undefined);
    expect(await submitRecord({ values: { name: ' Rent ', code: '1' }, schema, onSubmit, today: '2026-11-24' })).toEqual({ kind: 'saved' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Rent', code: '1' });
  });

  it('a refusal the map knows lands on its field', async () => {
    const refusal = { code: '23505', message: 'duplicate key value violates unique constraint "funds_organization_id_code_key"', details: 'Key (organization_id, code)=(x, G1) already exists.' };
    const outcome = await submitRecord({
      values: { name: 'General', code: 'G1' },
      schema,
      onSubmit: async () => Promise.reject(refusal),
      errorMap: { funds_organization_id_code_key: { field: 'code', message: 'Another fund already has this code.' } },
      today: '2026-11-24',
    });
    expect(outcome).toEqual({ kind: 'refused', fields: [{ name: ['code'], errors: ['Another fund already has this code.'] }] });
  });

  it('any other failure is a toast in plain words', async () => {
    const outcome = await submitRecord({ values: { name: 'A', code: '' }, schema, onSubmit: async () => Promise.reject(new TypeError('Failed to fetch')), today: '2026-11-24' });
    expect(outcome).toEqual({ kind: 'failed', message: 'Could not reach the server. Check your connection and try again.' });
  });
});
