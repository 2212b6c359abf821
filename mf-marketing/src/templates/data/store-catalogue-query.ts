// Reads the live templates catalogue through the data API as the visitor: active products and
// their active variants with today's prices and stock (RLS lets anon and signed-in users read them).
import { z } from 'zod';
import type { CatalogueProduct } from '@missionbase/domain/cart';

export interface TemplateProduct extends CatalogueProduct {
  description: string;
  format: string;
}

const variantRow = z.object({
  id: z.string(),
  title: z.string(),
  price_cents: z.number().int().nonnegative(),
  sale_price_cents: z.number().int().nonnegative().nullable(),
  manage_inventory: z.boolean(),
  inventory_quantity: z.number().int().nonnegative(),
  position: z.number().int(),
});

const productRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  format: z.string(),
  position: z.number().int(),
  store_product_variants: z.array(variantRow),
});

export const CATALOGUE_LOAD_FAILED = 'We could not load the templates. Check your connection and try again.';

const COLUMNS =
  'id, title, description, format, position, store_product_variants(id, title, price_cents, sale_price_cents, manage_inventory, inventory_quantity, position)';

/** The database's column names become the cart's (price_cents -> price_in_cents). */
export function toTemplateProducts(rows: unknown): TemplateProduct[] {
  return z
    .array(productRow)
    .parse(rows)
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

export async function fetchTemplateProducts(): Promise<TemplateProduct[]> {
  // The shell loads the session only for its application area: a public page configures the
  // client from the page's runtime config when nobody has yet.
  const { configuredSupabase } = await import('@missionbase/mf-config/ensure-session');
  const supabase = await configuredSupabase();
  const { data, error } = await supabase.from('store_products').select(COLUMNS).order('position');
  if (error) throw new Error(`STORE_CATALOGUE_LOAD: ${error.message}`);
  return toTemplateProducts(data);
}
