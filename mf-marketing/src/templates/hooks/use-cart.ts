// The cart for components: its items and the actions, each applying the domain's stock rule.
import { useSyncExternalStore } from 'react';
import { addToCart, removeFromCart, setCartQuantity, type CartChange, type CartProduct, type CartVariant } from '@missionbase/domain/cart';
import { getCartSnapshot, getServerCartSnapshot, subscribeToCart, writeCart } from '../cart-store';

function apply(change: CartChange): CartChange {
  if (change.ok) writeCart(change.items);
  return change;
}

export function useCart() {
  const items = useSyncExternalStore(subscribeToCart, getCartSnapshot, getServerCartSnapshot);
  return {
    items,
    add: (product: CartProduct, variant: CartVariant, quantity: number) => apply(addToCart(getCartSnapshot(), product, variant, quantity)),
    setQuantity: (variantId: string, quantity: number) => apply(setCartQuantity(getCartSnapshot(), variantId, quantity)),
    remove: (variantId: string) => writeCart(removeFromCart(getCartSnapshot(), variantId)),
    clear: () => writeCart([]),
  };
}
