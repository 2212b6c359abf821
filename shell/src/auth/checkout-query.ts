// The checkout query (checkout, plan, cycle) that sign-up carries through to the app.
const CHECKOUT_KEYS = ['checkout', 'plan', 'cycle'] as const;

/** Keeps only the checkout keys of a query string, e.g. '?checkout=true&plan=growth'. */
export function checkoutQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CHECKOUT_KEYS) {
    const value = from.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
