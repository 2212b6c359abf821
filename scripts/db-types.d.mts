// Types of db-types.mjs for its TypeScript callers (the drift test in supabase/tests).
export type CatalogQuery = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** Where `pnpm db:types` writes the Database type. */
export const OUTPUT_FILE: string;

export function generateDatabaseTypes(query: CatalogQuery, options?: { schema?: string }): Promise<string>;
