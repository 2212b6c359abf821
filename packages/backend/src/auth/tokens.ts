// Secrets handed to users (refresh tokens, e-mail OTPs, link tokens) and how they are stored:
// only hashes reach the database, so a leaked table grants nothing.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A six-digit one-time code, as GoTrue mails it. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** GoTrue's token hash: sha224 of e-mail and code. Links carry it, `verifyOtp({ token_hash })` accepts it. */
export function otpHash(email: string, otp: string): string {
  return createHash('sha224').update(`${email}${otp}`).digest('hex');
}
