// The e-mail rules sign-up applies before anything reaches the database.
import { describe, expect, it } from 'vitest';
import { isValidEmail, normaliseEmail } from './users.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['a@b.org', 'first.last+tag@sub.example.co.uk', 'ünï@exämple.org']) expect(isValidEmail(email), email).toBe(true);
  });

  it('refuses malformed, oversized and control-character addresses', () => {
    for (const email of ['', 'plain', 'a@b', '@b.org', 'a b@c.org', 'a@b.org\u0000', `${'x'.repeat(250)}@b.org`, 'a@b.org\n']) {
      expect(isValidEmail(email), JSON.stringify(email)).toBe(false);
    }
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases, as GoTrue stores addresses', () => {
    expect(normaliseEmail('  Grace.Hopper@Example.ORG ')).toBe('grace.hopper@example.org');
  });
});
