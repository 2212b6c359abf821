// The cart: each line at the price the buyer pays, quantities under the stock rule, the total, and
// Checkout, which hands the cart's ids and quantities to the provider's hosted page.
import { useState } from 'react';
import { cartItemCount, cartTotalCents, formatCents, lineTotalCents, unitPriceCents } from '@missionbase/domain/cart';
import { useCart } from '../hooks/use-cart';
import { useStoreCheckout } from '../hooks/use-store-checkout';

export function CartPanel() {
  const { items, setQuantity, remove, clear } = useCart();
  const checkout = useStoreCheckout();
  const [error, setError] = useState<string | null>(null);
  const busy = checkout.status.kind === 'starting' || checkout.status.kind === 'leaving';

  function handleQuantity(variantId: string, value: string) {
    const quantity = Math.max(0, Math.floor(Number(value) || 0));
    const change = setQuantity(variantId, quantity);
    setError(change.ok ? null : change.error);
    checkout.reset();
  }

  function handleRemove(variantId: string) {
    remove(variantId);
    checkout.reset();
  }

  return (
    <aside aria-labelledby="cart-title" data-testid="cart" className="mb-store-cart">
      <h2 id="cart-title">Your cart ({cartItemCount(items)})</h2>
      {items.length === 0 ? <p className="mb-store__muted">Your cart is empty. Add a template to get started.</p> : null}
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item.variant.id} data-testid={`cart-line-${item.variant.id}`}>
              <strong>{item.product.title}</strong>
              <div className="mb-store__muted">
                {item.variant.title} · {formatCents(unitPriceCents(item.variant))} each
              </div>
              <div className="mb-store__row" style={{ marginTop: 6 }}>
                <label htmlFor={`cart-qty-${item.variant.id}`}>Qty</label>
                <input
                  id={`cart-qty-${item.variant.id}`}
                  className="mb-store__input"
                  type="number"
                  min={0}
                  value={item.quantity}
                  onChange={(event) => handleQuantity(item.variant.id, event.target.value)}
                />
                <span data-testid={`cart-line-total-${item.variant.id}`} className="mb-store-cart__line-total">
                  {formatCents(lineTotalCents(item))}
                </span>
                <button
                  type="button"
                  className="mb-store__button mb-store__button--quiet"
                  onClick={() => handleRemove(item.variant.id)}
                  aria-label={`Remove ${item.product.title} (${item.variant.title})`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="mb-store__message mb-store__message--error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="mb-store-cart__total">
        <span>Total</span>
        <strong data-testid="cart-total">{formatCents(cartTotalCents(items))}</strong>
      </p>
      <button type="button" className="mb-store__button mb-store__button--block" disabled={items.length === 0 || busy} onClick={() => void checkout.start(items)}>
        {busy ? 'Starting checkout…' : 'Checkout'}
      </button>
      {checkout.status.kind === 'failed' ? (
        <p className="mb-store__message mb-store__message--error" role="alert" data-testid="checkout-error">
          {checkout.status.error}
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <p className="mb-store__small">You pay on our payment provider&apos;s secure page. Stock is confirmed when you check out.</p>
          <button type="button" className="mb-store__link" onClick={clear}>
            Empty cart
          </button>
        </>
      ) : null}
    </aside>
  );
}
