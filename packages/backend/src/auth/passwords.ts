// Password hashing (bcrypt, as GoTrue; in worker threads, see hash-pool.ts) and GoTrue's password rules.
import { bcryptCompare, bcryptHash } from './hash-pool.ts';
import { authError } from './errors.ts';

const BCRYPT_COST = 10;
/** GoTrue's default is 6; 8 is what NIST SP 800-63B asks of a user-chosen secret. */
export const MIN_PASSWORD_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares a password with a stored hash. With no hash (unknown user, password-less user) it still
 * spends a bcrypt comparison, so response times do not reveal which e-mail addresses exist.
 */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    dummyHash ??= bcryptHash('missionbase-timing-equaliser', BCRYPT_COST);
    await bcryptCompare(password, await dummyHash);
    return false;
  }
  return bcryptCompare(password, hash);
}

/**
 * Passwords every guessing list starts with (lower-cased). GoTrue checks Have I Been Pwned
 * (GOTRUE_PASSWORD_HIBP_ENABLED); this backend has no network to ask, so it refuses the most
 * common ones itself with the same `pwned` reason.
 */
const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '12345', '1234', '111111', '11111111', '000000', '00000000',
  '123123', '123123123', '654321', '87654321', '987654321', '112233', '121212', '123321', '666666', '777777', '7777777', '88888888',
  '555555', '159753', '147258369', '12341234', '11223344', 'password', 'password1', 'password12', 'password123', 'password!',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass1234', 'passwort', 'motdepasse', 'qwerty', 'qwerty12', 'qwerty123', 'qwertyui',
  'qwertyuiop', 'azerty', 'azertyuiop', 'qwertz', 'asdfgh', 'asdfghjk', 'asdfghjkl', 'zxcvbnm', 'qazwsx', '1qaz2wsx', '1q2w3e4r',
  '1q2w3e4r5t', '1q2w3e', 'q1w2e3r4', 'abc123', 'abcd1234', 'abcdefg', 'abcdefgh', 'aa123456', 'a1b2c3d4', 'iloveyou', 'iloveyou1',
  'letmein', 'letmein1', 'welcome', 'welcome1', 'welcome123', 'admin', 'admin123', 'administrator', 'root', 'toor', 'changeme',
  'default', 'secret', 'secret123', 'monkey', 'dragon', 'master', 'shadow', 'sunshine', 'princess', 'football', 'baseball',
  'superman', 'batman', 'trustno1', 'starwars', 'whatever', 'freedom', 'computer', 'internet', 'michael', 'jennifer', 'jordan23',
  'hello123', 'helloworld', 'login', 'guest', 'test', 'test1234', 'testtest', 'test123', 'user', 'letmein!', 'charlie', 'donald',
  'mustang', 'access', 'flower', 'hottie', 'loveme', 'zaq12wsx', 'ninja', 'solo', 'killer', 'soccer', 'hockey', 'summer', 'winter',
  'missionbase',
]);

export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

/** Why a password is weak, in GoTrue's `weak_password.reasons` vocabulary (empty when it is fine). */
export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length');
  // All blanks, or one character repeated, is no secret whatever its length.
  if (password.trim() === '' || new Set(password).size === 1) reasons.push('characters');
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) reasons.push('pwned');
  return reasons;
}

const MESSAGES: Record<WeakPasswordReason, string> = {
  length: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
  characters: 'Password should contain more than blanks or one repeated character.',
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
};

/** GoTrue's 422 `weak_password` with its reasons, at sign-up, password change and admin writes. */
export function assertStrongPassword(password: string): void {
  const reasons = weakPasswordReasons(password);
  if (reasons.length > 0) {
    throw authError(422, 'weak_password', reasons.map((reason) => MESSAGES[reason]).join(' '), { weak_password: { reasons } });
  }
  // bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncating.
  if (Buffer.byteLength(password, 'utf8') > 72) throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
}
