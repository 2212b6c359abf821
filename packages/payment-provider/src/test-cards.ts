// The local checkout's card rules, after Stripe's test mode: 4242 4242 4242 4242 pays,
// 4000 0000 0000 0002 is declined, anything malformed gets the message Stripe's form shows.

export type CardOutcome = { ok: true; last4: string; brand: string } | { ok: false; message: string; field: 'number' | 'expiry' | 'cvc' };

export const CARD_DECLINED = 'Your card was declined.';

const SUCCEEDING: Readonly<Record<string, string>> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
};

const DECLINING: Readonly<Record<string, string>> = {
  '4000000000000002': CARD_DECLINED,
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Month and two- or four-digit year, e.g. `12/34`, `12 / 2034`. */
function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = (match[2] ?? '').length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function checkCard(input: { number: string; expiry: string; cvc: string }, now: Date = new Date()): CardOutcome {
  const digits = input.number.replace(/[\s-]/g, '');
  if (digits === '') return { ok: false, field: 'number', message: 'Your card number is incomplete.' };
  if (!/^\d+$/.test(digits) || digits.length < 13 || digits.length > 19 || !passesLuhn(digits)) {
    return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  }
  if (input.expiry.trim() === '') return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." };
  const expiry = parseExpiry(input.expiry);
  if (!expiry) return { ok: false, field: 'expiry', message: "Your card's expiration date is invalid." };
  // A card is good through the last day of its expiry month.
  if (expiry.year < now.getUTCFullYear() || (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)) {
    return { ok: false, field: 'expiry', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  const declined = DECLINING[digits];
  if (declined) return { ok: false, field: 'number', message: declined };
  const brand = SUCCEEDING[digits];
  if (!brand) {
    return { ok: false, field: 'number', message: 'Your card was declined. This is a test checkout: use a test card such as 4242 4242 4242 4242.' };
  }
  return { ok: true, last4: digits.slice(-4), brand };
}
