// Password hashing (bcrypt, as GoTrue) and GoTrue's password rules.
import bcrypt from 'bcryptjs';
import { authError } from './errors.ts';

const BCRYPT_COST = 10;
export const MIN_PASSWORD_LENGTH = 6;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. With no hash (unknown user, password-less user) it still
 * spends a bcrypt comparison, so response times do not reveal which e-mail addresses exist.
 */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    dummyHash ??= bcrypt.hash('missionbase-timing-equaliser', BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}

export function assertStrongPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  // bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncating.
  if (Buffer.byteLength(password, 'utf8') > 72) throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
}
