// The templates store's cart: items of product, variant and quantity, money in integer cents, the
// sale price preferred when present, and the stock rule for inventory-managed variants (SPEC 3, 5, 9).

/** The one localStorage key the cart lives under (the shell clears it after a paid checkout). */
export const CART_STORAGE_KEY = 'missionbase.cart';

export interface CartProduct {
  id: string;
  title: string;
}

export interface CartVariant {
  id: string;
  title: string;
  /** When true, `inventory_quantity` limits how many can be in a cart. */
  manage_inventory: boolean;
  /** Units in stock; read only when manage_inventory is true. */
  inventory_quantity: number;
  price_in_cents: number;
  sale_price_in_cents: number | null;
}

export interface CartItem {
  product: CartProduct;
  variant: CartVariant;
  quantity: number;
}

export type CartChange = { ok: true; items: CartItem[] } | { ok: false; error: string };

/** The spec's words for a refused add (n is the variant's stock). */
export function stockErrorMessage(productTitle: string, variantTitle: string, inStock: number): string {
  return `Not enough stock for ${productTitle} (${variantTitle}). Only ${inStock} left.`;
}

/** The price a buyer pays for one unit: the sale price when there is one. */
export function unitPriceCents(variant: CartVariant): number {
  return variant.sale_price_in_cents ?? variant.price_in_cents;
}

export function isOnSale(variant: CartVariant): boolean {
  return variant.sale_price_in_cents !== null && variant.sale_price_in_cents < variant.price_in_cents;
}

export function lineTotalCents(item: CartItem): number {
  return unitPriceCents(item.variant) * item.quantity;
}

export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function quantityInCart(items: readonly CartItem[], variantId: string): number {
  return items.find((item) => item.variant.id === variantId)?.quantity ?? 0;
}

function stockAllows(variant: CartVariant, wanted: number): boolean {
  return !variant.manage_inventory || wanted <= variant.inventory_quantity;
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`CART_QUANTITY_INVALID: ${quantity}`);
}

/**
 * Adds `quantity` of a variant. Refused with the stock message when the variant is
 * inventory-managed and the quantity already in the cart plus the requested one exceeds stock.
 */
export function addToCart(items: readonly CartItem[], product: CartProduct, variant: CartVariant, quantity = 1): CartChange {
  assertQuantity(quantity);
  const current = quantityInCart(items, variant.id);
  if (!stockAllows(variant, current + quantity)) {
    return { ok: false, error: stockErrorMessage(product.title, variant.title, variant.inventory_quantity) };
  }
  if (current === 0) return { ok: true, items: [...items, { product, variant, quantity }] };
  return {
    ok: true,
    items: items.map((item) => (item.variant.id === variant.id ? { ...item, variant, quantity: current + quantity } : item)),
  };
}

/** Sets a line's quantity (0 removes it), under the same stock rule. */
export function setCartQuantity(items: readonly CartItem[], variantId: string, quantity: number): CartChange {
  if (quantity === 0) return { ok: true, items: removeFromCart(items, variantId) };
  assertQuantity(quantity);
  const line = items.find((item) => item.variant.id === variantId);
  if (!line) return { ok: true, items: [...items] };
  if (!stockAllows(line.variant, quantity)) {
    return { ok: false, error: stockErrorMessage(line.product.title, line.variant.title, line.variant.inventory_quantity) };
  }
  return { ok: true, items: items.map((item) => (item.variant.id === variantId ? { ...item, quantity } : item)) };
}

export function removeFromCart(items: readonly CartItem[], variantId: string): CartItem[] {
  return items.filter((item) => item.variant.id !== variantId);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function readItem(value: unknown): CartItem | null {
  if (!isRecord(value) || !isRecord(value.product) || !isRecord(value.variant)) return null;
  const { product, variant, quantity } = value;
  if (typeof product.id !== 'string' || typeof product.title !== 'string') return null;
  if (typeof variant.id !== 'string' || typeof variant.title !== 'string' || typeof variant.manage_inventory !== 'boolean') return null;
  if (!isCents(variant.price_in_cents) || !isCents(variant.inventory_quantity)) return null;
  if (variant.sale_price_in_cents !== null && !isCents(variant.sale_price_in_cents)) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return {
    product: { id: product.id, title: product.title },
    variant: {
      id: variant.id,
      title: variant.title,
      manage_inventory: variant.manage_inventory,
      inventory_quantity: variant.inventory_quantity,
      price_in_cents: variant.price_in_cents,
      sale_price_in_cents: variant.sale_price_in_cents,
    },
    quantity,
  };
}

/** Reads a stored cart; anything unreadable (edited by hand, an older shape) is dropped, not thrown. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(readItem).filter((item): item is CartItem => item !== null);
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}

/** Whole cents as dollars for display, e.g. 4900 -> '$49.00'. */
export function formatCents(cents: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** Limits of one checkout, enforced by the page, the create-store-checkout function and SQL. */
export const CHECKOUT_MAX_LINES = 20;
export const CHECKOUT_MAX_QUANTITY = 99;

/** What the browser sends to create-store-checkout: ids and quantities only, never prices. */
export interface CheckoutItem {
  variantId: string;
  quantity: number;
}

/** The words a buyer sees when a checkout request is refused for its shape (HTTP 400). */
export const STORE_CHECKOUT_MESSAGES = {
  empty: 'Your cart is empty. Add a template before checking out.',
  tooManyLines: `A checkout can hold at most ${CHECKOUT_MAX_LINES} different templates.`,
  badQuantity: `Quantities must be whole numbers from 1 to ${CHECKOUT_MAX_QUANTITY}.`,
  duplicateLine: 'Each template option may appear only once in a checkout.',
  unknownVariant: 'A template in your cart is no longer available. Remove it and try again.',
  badEmail: 'Enter a valid e-mail address.',
} as const;

export function checkoutItems(items: readonly CartItem[]): CheckoutItem[] {
  return items.map((item) => ({ variantId: item.variant.id, quantity: item.quantity }));
}

/**
 * The first reason a checkout request cannot go through, or null. The same rules the server
 * applies, so the page can say so before a round trip (the server checks again: it trusts no one).
 */
export function checkoutProblem(items: readonly CheckoutItem[]): string | null {
  if (items.length === 0) return STORE_CHECKOUT_MESSAGES.empty;
  if (items.length > CHECKOUT_MAX_LINES) return STORE_CHECKOUT_MESSAGES.tooManyLines;
  if (items.some((item) => !Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > CHECKOUT_MAX_QUANTITY)) {
    return STORE_CHECKOUT_MESSAGES.badQuantity;
  }
  if (new Set(items.map((item) => item.variantId)).size !== items.length) return STORE_CHECKOUT_MESSAGES.duplicateLine;
  return null;
}

/** One product of the live catalogue as the page reads it. */
export interface CatalogueProduct extends CartProduct {
  variants: readonly CartVariant[];
}

/**
 * The stored cart brought up to date with the live catalogue: each line takes the variant's
 * current price and stock (a cart saved last week must not show last week's price), and lines
 * whose variant is gone are dropped. Quantities are kept; the server refuses what stock cannot cover.
 */
export function refreshCart(items: readonly CartItem[], catalogue: readonly CatalogueProduct[]): CartItem[] {
  const live = new Map<string, { product: CartProduct; variant: CartVariant }>();
  for (const product of catalogue) {
    for (const variant of product.variants) live.set(variant.id, { product: { id: product.id, title: product.title }, variant });
  }
  const refreshed: CartItem[] = [];
  for (const item of items) {
    const current = live.get(item.variant.id);
    if (current) refreshed.push({ product: current.product, variant: cartVariantOf(current.variant), quantity: item.quantity });
  }
  return refreshed;
}

/** Exactly the stored fields of a variant (a richer catalogue row must not leak into storage). */
function cartVariantOf(variant: CartVariant): CartVariant {
  const { id, title, manage_inventory, inventory_quantity, price_in_cents, sale_price_in_cents } = variant;
  return { id, title, manage_inventory, inventory_quantity, price_in_cents, sale_price_in_cents };
}

/** True when two carts hold the same lines with the same prices, stock and quantities. */
export function sameCart(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return serializeCart(a) === serializeCart(b);
}
