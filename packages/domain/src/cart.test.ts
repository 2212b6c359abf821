// Unit tests for the cart: prices in cents, sale price preferred, the stock rule, stored shape.
import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  CHECKOUT_MAX_LINES,
  CHECKOUT_MAX_QUANTITY,
  STORE_CHECKOUT_MESSAGES,
  addToCart,
  checkoutItems,
  checkoutProblem,
  refreshCart,
  sameCart,
  cartItemCount,
  cartTotalCents,
  formatCents,
  isOnSale,
  parseStoredCart,
  removeFromCart,
  serializeCart,
  setCartQuantity,
  unitPriceCents,
  type CartItem,
  type CartProduct,
  type CartVariant,
} from './cart';

const workbook: CartProduct = { id: 'budget-workbook', title: 'Annual Budget Workbook' };
const single: CartVariant = { id: 'bw-single', title: 'Single organization', manage_inventory: false, inventory_quantity: 0, price_in_cents: 4900, sale_price_in_cents: 3900 };
const binder: CartProduct = { id: 'policy-binder', title: 'Printed Policy Binder' };
const printed: CartVariant = { id: 'pb-printed', title: 'Printed copy', manage_inventory: true, inventory_quantity: 3, price_in_cents: 8900, sale_price_in_cents: null };

function mustAdd(items: CartItem[], product: CartProduct, variant: CartVariant, quantity: number): CartItem[] {
  const change = addToCart(items, product, variant, quantity);
  if (!change.ok) throw new Error(change.error);
  return change.items;
}

describe('cart', () => {
  it('[CART-1] stores items of product, variant and quantity under one fixed key, money in cents', () => {
    expect(CART_STORAGE_KEY).toBe('missionbase.cart');
    const items = mustAdd([], workbook, single, 2);
    expect(items).toEqual([{ product: workbook, variant: single, quantity: 2 }]);
    expect(parseStoredCart(serializeCart(items))).toEqual(items);
    expect(cartItemCount(items)).toBe(2);
  });

  it('[CART-2] prefers the sale price when present', () => {
    expect(unitPriceCents(single)).toBe(3900);
    expect(unitPriceCents(printed)).toBe(8900);
    expect(isOnSale(single)).toBe(true);
    expect(isOnSale(printed)).toBe(false);
    const items = mustAdd(mustAdd([], workbook, single, 2), binder, printed, 1);
    expect(cartTotalCents(items)).toBe(2 * 3900 + 8900);
  });

  it('[CART-3] refuses cart quantity plus requested above stock with the exact message', () => {
    const two = mustAdd([], binder, printed, 2);
    const refused = addToCart(two, binder, printed, 2);
    expect(refused).toEqual({ ok: false, error: 'Not enough stock for Printed Policy Binder (Printed copy). Only 3 left.' });
    const three = mustAdd(two, binder, printed, 1);
    expect(three[0]?.quantity).toBe(3);
    expect(addToCart(three, binder, printed, 1).ok).toBe(false);
    expect(addToCart([], binder, printed, 4).ok).toBe(false);
  });

  it('[CART-3] never limits a variant that is not inventory-managed', () => {
    expect(addToCart([], workbook, single, 500).ok).toBe(true);
  });

  it('sets and removes quantities under the same stock rule', () => {
    const items = mustAdd([], binder, printed, 1);
    const refused = setCartQuantity(items, 'pb-printed', 4);
    expect(refused.ok).toBe(false);
    const three = setCartQuantity(items, 'pb-printed', 3);
    expect(three.ok && three.items[0]?.quantity).toBe(3);
    const none = setCartQuantity(items, 'pb-printed', 0);
    expect(none.ok && none.items).toEqual([]);
    expect(removeFromCart(items, 'pb-printed')).toEqual([]);
    expect(() => addToCart([], workbook, single, 0)).toThrow('CART_QUANTITY_INVALID');
  });

  it('drops unreadable stored data instead of failing', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    const good = { product: workbook, variant: single, quantity: 1 };
    const fractional = { product: workbook, variant: { ...single, price_in_cents: 49.5 }, quantity: 1 };
    expect(parseStoredCart(JSON.stringify([good, fractional, { quantity: 1 }]))).toEqual([good]);
  });

  it('formats cents as currency', () => {
    expect(formatCents(3900)).toBe('$39.00');
    expect(formatCents(199000)).toBe('$1,990.00');
  });
});

describe('checkout request', () => {
  it('sends ids and quantities only, never prices', () => {
    const items = mustAdd(mustAdd([], workbook, single, 2), binder, printed, 1);
    expect(checkoutItems(items)).toEqual([
      { variantId: 'bw-single', quantity: 2 },
      { variantId: 'pb-printed', quantity: 1 },
    ]);
  });

  it('names the first problem of a request the server would refuse', () => {
    expect(checkoutProblem([])).toBe(STORE_CHECKOUT_MESSAGES.empty);
    expect(checkoutProblem([{ variantId: 'a', quantity: 1 }])).toBeNull();
    expect(checkoutProblem([{ variantId: 'a', quantity: CHECKOUT_MAX_QUANTITY }])).toBeNull();
    expect(checkoutProblem([{ variantId: 'a', quantity: CHECKOUT_MAX_QUANTITY + 1 }])).toBe(STORE_CHECKOUT_MESSAGES.badQuantity);
    expect(checkoutProblem([{ variantId: 'a', quantity: 1.5 }])).toBe(STORE_CHECKOUT_MESSAGES.badQuantity);
    expect(checkoutProblem([{ variantId: 'a', quantity: 0 }])).toBe(STORE_CHECKOUT_MESSAGES.badQuantity);
    expect(checkoutProblem([{ variantId: 'a', quantity: 1 }, { variantId: 'a', quantity: 2 }])).toBe(STORE_CHECKOUT_MESSAGES.duplicateLine);
    const many = Array.from({ length: CHECKOUT_MAX_LINES + 1 }, (_, n) => ({ variantId: `v${n}`, quantity: 1 }));
    expect(checkoutProblem(many)).toBe(STORE_CHECKOUT_MESSAGES.tooManyLines);
    expect(checkoutProblem(many.slice(1))).toBeNull();
  });
});

describe('refreshing a stored cart from the live catalogue', () => {
  const stale = mustAdd(mustAdd([], workbook, single, 2), binder, printed, 1);

  it('takes current prices and stock, keeps quantities and drops variants that are gone', () => {
    const cheaper: CartVariant = { ...printed, price_in_cents: 7900, inventory_quantity: 1 };
    const refreshed = refreshCart(stale, [{ id: binder.id, title: 'Policy Binder (2nd edition)', variants: [cheaper] }]);
    expect(refreshed).toEqual([{ product: { id: binder.id, title: 'Policy Binder (2nd edition)' }, variant: cheaper, quantity: 1 }]);
    expect(sameCart(refreshed, stale)).toBe(false);
  });

  it('leaves an up-to-date cart equal, and stores only the cart fields of a richer catalogue row', () => {
    const catalogue = [
      { ...workbook, description: 'x', variants: [{ ...single, position: 1 }] },
      { ...binder, variants: [printed] },
    ];
    const refreshed = refreshCart(stale, catalogue);
    expect(sameCart(refreshed, stale)).toBe(true);
    expect(Object.keys(refreshed[0]?.variant ?? {})).not.toContain('position');
  });
});
