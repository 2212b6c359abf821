// The catalogue rows of the data API become the cart's products: positions order them, column
// names map to the cart's, products without an active variant are left out, bad rows are refused;
// the data API address carries the embedded variants and the order.
import { describe, expect, it } from 'vitest';
import { catalogueUrl, toTemplateProducts } from './store-catalogue-query';

const variant = { id: 'v-1', title: 'Digital', price_cents: 4900, sale_price_cents: 3900, manage_inventory: false, inventory_quantity: 0, position: 2 };

describe('toTemplateProducts', () => {
  it('[CART-1] maps rows to products with variants in position order, money in cents', () => {
    const rows = [
      { id: 'b', title: 'B', description: 'd', format: 'f', position: 2, store_product_variants: [variant] },
      {
        id: 'a',
        title: 'A',
        description: 'd',
        format: 'f',
        position: 1,
        store_product_variants: [variant, { ...variant, id: 'v-0', sale_price_cents: null, manage_inventory: true, inventory_quantity: 3, position: 1 }],
      },
      { id: 'c', title: 'Gone', description: '', format: '', position: 0, store_product_variants: [] },
    ];
    const products = toTemplateProducts(rows);
    expect(products.map((p) => p.id)).toEqual(['a', 'b']);
    expect(products[0]?.variants).toEqual([
      { id: 'v-0', title: 'Digital', manage_inventory: true, inventory_quantity: 3, price_in_cents: 4900, sale_price_in_cents: null },
      { id: 'v-1', title: 'Digital', manage_inventory: false, inventory_quantity: 0, price_in_cents: 4900, sale_price_in_cents: 3900 },
    ]);
  });

  it('refuses rows that are not the catalogue (fractional cents, missing variants)', () => {
    expect(() => toTemplateProducts([{ id: 'a', title: 'A', description: '', format: '', position: 1, store_product_variants: [{ ...variant, price_cents: 49.5 }] }])).toThrow();
    expect(() => toTemplateProducts([{ id: 'a' }])).toThrow();
    expect(() => toTemplateProducts([{ id: 'a', title: 'A', description: '', format: '', position: 1, store_product_variants: [{ ...variant, sale_price_cents: -1 }] }])).toThrow();
    expect(() => toTemplateProducts([{ id: 'a', title: 'A', description: '', format: '', position: 1, store_product_variants: [{ ...variant, manage_inventory: 'yes' }] }])).toThrow();
    expect(() => toTemplateProducts({ message: 'permission denied' })).toThrow(/STORE_CATALOGUE_INVALID/);
  });
});

describe('catalogueUrl', () => {
  it('asks the data API for products with their variants embedded, in position order', () => {
    const url = new URL(catalogueUrl('http://localhost:54321/'));
    expect(url.origin + url.pathname).toBe('http://localhost:54321/rest/v1/store_products');
    expect(url.searchParams.get('select')).toBe(
      'id,title,description,format,position,store_product_variants(id,title,price_cents,sale_price_cents,manage_inventory,inventory_quantity,position)',
    );
    expect(url.searchParams.get('order')).toBe('position.asc');
  });
});
