// The cart in localStorage under the one fixed key, as an external store: every component (and
// every tab) reads the same items, and a cart cleared elsewhere (the shell after checkout) shows.
import { CART_STORAGE_KEY, parseStoredCart, serializeCart, type CartItem } from '@missionbase/domain/cart';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The same array while the stored text is unchanged (useSyncExternalStore needs a stable snapshot). */
export function getCartSnapshot(): CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseStoredCart(raw);
  }
  return cachedItems;
}

export function getServerCartSnapshot(): CartItem[] {
  return [];
}

function handleStorage(event: StorageEvent): void {
  if (event.key === null || event.key === CART_STORAGE_KEY) listeners.forEach((listener) => listener());
}

export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
}

export function writeCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, serializeCart(items));
  } finally {
    listeners.forEach((listener) => listener());
  }
}
