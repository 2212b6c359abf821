// One template with its options, price (the sale price when one runs), live stock for
// inventory-managed options, and an add-to-cart that shows the stock message when the cart would
// exceed what is left (CART-3).
import { useState } from 'react';
import { formatCents, isOnSale, unitPriceCents } from '@missionbase/domain/cart';
import type { TemplateProduct } from '../data/store-catalogue-query';
import { useCart } from '../hooks/use-cart';

export function ProductCard({ product }: { product: TemplateProduct }) {
  const { add } = useCart();
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? '');
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ kind: 'added' | 'refused'; text: string } | null>(null);
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? product.variants[0];
  if (!variant) return null;
  const headingId = `product-${product.id}-title`;

  function handleAdd() {
    if (!variant) return;
    const change = add(product, variant, quantity);
    setMessage(change.ok ? { kind: 'added', text: `Added ${quantity} × ${product.title} (${variant.title}) to your cart.` } : { kind: 'refused', text: change.error });
  }

  function handleVariant(id: string) {
    setVariantId(id);
    setMessage(null);
  }

  return (
    <section aria-labelledby={headingId} data-testid={`product-${product.id}`} className="mb-store-card">
      <h2 id={headingId}>{product.title}</h2>
      <p className="mb-store__muted">{product.description}</p>
      <p className="mb-store__small">{product.format}</p>
      <label htmlFor={`${product.id}-variant`} className="mb-store__label">
        Option
      </label>
      <select id={`${product.id}-variant`} className="mb-store__select" value={variant.id} onChange={(event) => handleVariant(event.target.value)}>
        {product.variants.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
      <p data-testid={`price-${product.id}`}>
        <span className="mb-store__price">{formatCents(unitPriceCents(variant))}</span>
        {isOnSale(variant) ? (
          <>
            {' '}
            <s className="mb-store__was" aria-label={`was ${formatCents(variant.price_in_cents)}`}>
              {formatCents(variant.price_in_cents)}
            </s>{' '}
            <span className="mb-store__sale">Sale</span>
          </>
        ) : null}
      </p>
      {variant.manage_inventory ? (
        <p className="mb-store__muted" data-testid={`stock-${variant.id}`}>
          {variant.inventory_quantity > 0 ? `${variant.inventory_quantity} in stock` : 'Sold out'}
        </p>
      ) : null}
      <div className="mb-store__row">
        <label htmlFor={`${product.id}-quantity`}>Quantity</label>
        <input
          id={`${product.id}-quantity`}
          className="mb-store__input"
          type="number"
          min={1}
          value={quantity}
          onChange={(event) => setQuantity(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
        />
        <button type="button" className="mb-store__button" onClick={handleAdd}>
          Add to cart
        </button>
      </div>
      {message ? (
        <p className={`mb-store__message mb-store__message--${message.kind === 'added' ? 'ok' : 'error'}`} role={message.kind === 'added' ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
