// Authenticator-app codes (RFC 6238 TOTP, as GoTrue issues them: SHA-1, 6 digits, 30-second steps,
// one step of clock skew either way), the QR code of the otpauth:// URI, and the factor secret's
// encryption at rest (AES-256-GCM, bound to the factor's id).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps accepted before and after the current one (GoTrue's `Skew: 1`): phone clocks drift. */
const TOTP_WINDOW = 1;

export interface NewTotpSecret {
  secret: string;
  uri: string;
  qrCode: string;
}

function totpFor(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A fresh 160-bit secret (GoTrue's size), its otpauth:// URI and that URI as an SVG QR code. */
export function newTotpSecret(issuer: string, accountName: string): NewTotpSecret {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, issuer, accountName).toString();
  return { secret, uri, qrCode: renderSVG(uri, { ecc: 'M' }) };
}

/**
 * The 30-second step whose code `code` is, within the allowed skew around `nowMs`, or null. The
 * caller refuses a step at or before the last one used, so a code works only once.
 */
export function acceptedTotpStep(secret: string, code: string, nowMs: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const FORMAT = 'mb1';

function keyFor(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('missionbase:mfa-factor-secrets').digest();
}

/** Encrypts a factor's secret for auth.mfa_factors.secret; the factor id is authenticated with it. */
export function sealFactorSecret(jwtSecret: string, factorId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(jwtSecret), iv);
  cipher.setAAD(Buffer.from(factorId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
}

/** The secret sealed by sealFactorSecret, or null when it was sealed under another key or for another factor. */
export function openFactorSecret(jwtSecret: string, factorId: string, stored: string): string | null {
  const [format, iv, tag, sealed] = stored.split(':');
  if (format !== FORMAT || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(jwtSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(factorId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
