// Secrets handed to users (refresh tokens, e-mail OTPs, link tokens) and how they are stored:
// only hashes reach the database, so a leaked table grants nothing.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

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

/**
 * The token hash links carry and `verifyOtp({ token_hash })` accepts. GoTrue uses sha224 of e-mail
 * and code, which anyone who knows the address can compute for all million codes, bypassing the
 * per-address attempt limit; keyed with the installation's secret it cannot be guessed.
 */
export function otpHash(secret: string, email: string, otp: string): string {
  return createHmac('sha224', secret).update(`${email}${otp}`).digest('hex');
}
