// One template with its options, price (the sale price when one runs) and an add-to-cart that
// shows the stock message when the cart would exceed what is left.
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { formatCents, isOnSale, unitPriceCents } from '@missionbase/domain/cart';
import type { TemplateProduct } from '../template-catalogue';
import { useCart } from '../hooks/use-cart';

export function ProductCard({ product }: { product: TemplateProduct }) {
  const { add } = useCart();
  const [variantId, setVariantId] = useState(product.variants[0]!.id);
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ kind: 'added' | 'refused'; text: string } | null>(null);
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? product.variants[0]!;
  const headingId = `product-${product.id}-title`;

  function handleAdd() {
    const change = add(product, variant, quantity);
    setMessage(change.ok ? { kind: 'added', text: `Added ${quantity} × ${product.title} (${variant.title}) to your cart.` } : { kind: 'refused', text: change.error });
  }

  return (
    <section aria-labelledby={headingId} data-testid={`product-${product.id}`} style={{ border: '1px solid #e5e7eb', borderRadius: 12, padding: 20, display: 'flex', flexDirection: 'column', gap: 10 }}>
      <h2 id={headingId} style={{ fontSize: 20, margin: 0 }}>
        {product.title}
      </h2>
      <p style={{ margin: 0, color: '#4b5563' }}>{product.description}</p>
      <p style={{ margin: 0, color: '#6b7280', fontSize: 14 }}>{product.format}</p>
      <label htmlFor={`${product.id}-variant`} style={{ fontWeight: 600 }}>
        Option
      </label>
      <select
        id={`${product.id}-variant`}
        value={variant.id}
        onChange={(event) => {
          setVariantId(event.target.value);
          setMessage(null);
        }}
        style={{ padding: 8, borderRadius: 6, border: '1px solid #d1d5db' }}
      >
        {product.variants.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
      <p style={{ margin: 0 }} data-testid={`price-${product.id}`}>
        <strong style={{ fontSize: 22 }}>{formatCents(unitPriceCents(variant))}</strong>
        {isOnSale(variant) ? (
          <>
            {' '}
            <s style={{ color: '#9ca3af' }} aria-label={`was ${formatCents(variant.price_in_cents)}`}>
              {formatCents(variant.price_in_cents)}
            </s>{' '}
            <span style={{ color: '#b45309', fontWeight: 600 }}>Sale</span>
          </>
        ) : null}
      </p>
      {variant.manage_inventory ? <p style={{ margin: 0, color: '#6b7280' }}>{variant.inventory_quantity} in stock</p> : null}
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <label htmlFor={`${product.id}-quantity`}>Quantity</label>
        <input
          id={`${product.id}-quantity`}
          type="number"
          min={1}
          value={quantity}
          onChange={(event) => setQuantity(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
          style={{ width: 72, padding: 6, borderRadius: 6, border: '1px solid #d1d5db' }}
        />
        <Button type="primary" onClick={handleAdd}>
          Add to cart
        </Button>
      </div>
      {message ? <Alert type={message.kind === 'added' ? 'success' : 'error'} showIcon title={message.text} role={message.kind === 'added' ? 'status' : 'alert'} /> : null}
    </section>
  );
}
