// Identifiers shaped like Stripe's (`cs_test_...`, `sub_...`), random enough never to collide.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function providerId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

/** Stripe's timestamps: whole seconds since the epoch. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
