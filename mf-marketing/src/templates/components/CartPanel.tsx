// The cart: each line at the price the buyer pays, quantities under the stock rule, the total.
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { cartItemCount, cartTotalCents, formatCents, lineTotalCents, unitPriceCents } from '@missionbase/domain/cart';
import { useCart } from '../hooks/use-cart';

export function CartPanel() {
  const { items, setQuantity, remove, clear } = useCart();
  const [error, setError] = useState<string | null>(null);

  function handleQuantity(variantId: string, value: string) {
    const quantity = Math.max(0, Math.floor(Number(value) || 0));
    const change = setQuantity(variantId, quantity);
    setError(change.ok ? null : change.error);
  }

  return (
    <aside aria-labelledby="cart-title" data-testid="cart" style={{ border: '1px solid #d1fae5', background: '#f0fdf4', borderRadius: 12, padding: 20, position: 'sticky', top: 90 }}>
      <h2 id="cart-title" style={{ fontSize: 20, margin: '0 0 12px' }}>
        Your cart ({cartItemCount(items)})
      </h2>
      {items.length === 0 ? (
        <p style={{ margin: 0, color: '#4b5563' }}>Your cart is empty. Add a template to get started.</p>
      ) : (
        <>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {items.map((item) => (
              <li key={item.variant.id} data-testid={`cart-line-${item.variant.id}`} style={{ borderBottom: '1px solid #d1fae5', paddingBottom: 12 }}>
                <strong>{item.product.title}</strong>
                <div style={{ color: '#4b5563' }}>
                  {item.variant.title} · {formatCents(unitPriceCents(item.variant))} each
                </div>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 6 }}>
                  <label htmlFor={`cart-qty-${item.variant.id}`}>Qty</label>
                  <input
                    id={`cart-qty-${item.variant.id}`}
                    type="number"
                    min={0}
                    value={item.quantity}
                    onChange={(event) => handleQuantity(item.variant.id, event.target.value)}
                    style={{ width: 64, padding: 4, borderRadius: 6, border: '1px solid #d1d5db' }}
                  />
                  <span data-testid={`cart-line-total-${item.variant.id}`} style={{ marginLeft: 'auto', fontWeight: 600 }}>
                    {formatCents(lineTotalCents(item))}
                  </span>
                  <Button size="small" onClick={() => remove(item.variant.id)} aria-label={`Remove ${item.product.title} (${item.variant.title})`}>
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} role="alert" /> : null}
          <p style={{ display: 'flex', justifyContent: 'space-between', fontSize: 18, margin: '16px 0' }}>
            <span>Total</span>
            <strong data-testid="cart-total">{formatCents(cartTotalCents(items))}</strong>
          </p>
          <Button type="primary" block disabled>
            Checkout
          </Button>
          <p style={{ fontSize: 13, color: '#4b5563', margin: '8px 0' }}>
            Card checkout for templates opens with our billing release. Your cart is saved on this device until then.
          </p>
          <Button type="link" onClick={clear} style={{ padding: 0 }}>
            Empty cart
          </Button>
        </>
      )}
    </aside>
  );
}
