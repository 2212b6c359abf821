// How Aplos names accounts and funds in its exports and import templates: "NUMBER - NAME"
// ("1000 - Checking", "10 - General Fund"), or the name alone, or the number alone.
export const APLOS = 'Aplos';

/** A fund's key: its number when it has one ("10 - General Fund" and "10" are both "10"), else its name. */
export function fundKey(text: string): { key: string; number: string | null; name: string } {
  const value = text.replace(/\s+/g, ' ').trim();
  const match = /^(\d[\w.-]*)(?:\s*[-–]\s*|\s+)(\S.*)$/.exec(value);
  if (match) return { key: match[1] ?? value, number: match[1] ?? null, name: (match[2] ?? '').trim() };
  if (/^\d[\w.-]*$/.test(value)) return { key: value, number: value, name: value };
  return { key: value, number: null, name: value };
}
