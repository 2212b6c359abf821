// Reads the live templates catalogue through the data API as the visitor: active products and
// their active variants with today's prices and stock (RLS lets anon and signed-in users read them).
// A plain fetch with the anon key and a hand-written check, so the page ships neither the supabase
// client nor a schema library (the public page JavaScript budget, docs/performance.md).
import type { CatalogueProduct } from '@missionbase/domain/cart';
import { apiHeaders, publicApiConfig } from '../../site/public-api';

export interface TemplateProduct extends CatalogueProduct {
  description: string;
  format: string;
}

interface VariantRow {
  id: string;
  title: string;
  price_cents: number;
  sale_price_cents: number | null;
  manage_inventory: boolean;
  inventory_quantity: number;
  position: number;
}

interface ProductRow {
  id: string;
  title: string;
  description: string;
  format: string;
  position: number;
  store_product_variants: VariantRow[];
}

export const CATALOGUE_LOAD_FAILED = 'We could not load the templates. Check your connection and try again.';

const COLUMNS =
  'id,title,description,format,position,store_product_variants(id,title,price_cents,sale_price_cents,manage_inventory,inventory_quantity,position)';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isVariantRow(value: unknown): value is VariantRow {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    isCount(value.price_cents) &&
    (value.sale_price_cents === null || isCount(value.sale_price_cents)) &&
    typeof value.manage_inventory === 'boolean' &&
    isCount(value.inventory_quantity) &&
    Number.isInteger(value.position)
  );
}

function isProductRow(value: unknown): value is ProductRow {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    typeof value.description === 'string' &&
    typeof value.format === 'string' &&
    Number.isInteger(value.position) &&
    Array.isArray(value.store_product_variants) &&
    value.store_product_variants.every(isVariantRow)
  );
}

/** Checks the rows' shape, then the database's column names become the cart's (price_cents -> price_in_cents). */
export function toTemplateProducts(rows: unknown): TemplateProduct[] {
  if (!Array.isArray(rows)) throw new Error('STORE_CATALOGUE_INVALID: the answer is not a list of products');
  const bad = rows.findIndex((row) => !isProductRow(row));
  if (bad >= 0) throw new Error(`STORE_CATALOGUE_INVALID: row ${bad} is not a catalogue product`);
  return (rows as ProductRow[])
    .filter((row) => row.store_product_variants.length > 0)
    .sort((a, b) => a.position - b.position)
    .map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      format: row.format,
      variants: [...row.store_product_variants]
        .sort((a, b) => a.position - b.position)
        .map((variant) => ({
          id: variant.id,
          title: variant.title,
          manage_inventory: variant.manage_inventory,
          inventory_quantity: variant.inventory_quantity,
          price_in_cents: variant.price_cents,
          sale_price_in_cents: variant.sale_price_cents,
        })),
    }));
}

/** The data API address of the catalogue query (PostgREST: embedded variants, ordered by position). */
export function catalogueUrl(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/store_products?select=${encodeURIComponent(COLUMNS)}&order=position.asc`;
}

export async function fetchTemplateProducts(): Promise<TemplateProduct[]> {
  const config = await publicApiConfig();
  const response = await fetch(catalogueUrl(config.supabaseUrl), { headers: apiHeaders(config) });
  if (!response.ok) throw new Error(`STORE_CATALOGUE_LOAD: the data API answered ${response.status} ${await response.text().catch(() => '')}`);
  return toTemplateProducts(await response.json());
}
