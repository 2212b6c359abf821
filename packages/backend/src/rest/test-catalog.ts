// A small, fixed schema catalog (customers, invoices, invoice lines, a few functions) that the
// unit tests of the parsers and SQL builders run against, without a database.
import type { CatalogColumn, DbFunction, ForeignKey, Relation, SchemaCatalog } from './catalog.ts';

function columns(spec: Record<string, string>): Map<string, CatalogColumn> {
  return new Map(Object.entries(spec).map(([name, type]) => [name, { name, type }]));
}

function table(name: string, spec: Record<string, string>, primaryKey: string[], unique: string[][] = []): Relation {
  return { schema: 'public', name, kind: 'table', columns: columns(spec), primaryKey, uniqueKeys: [primaryKey, ...unique], computed: new Map(), computedRelationships: new Map() };
}

export function testCatalog(): SchemaCatalog {
  const customers = table('customers', { id: 'bigint', name: 'text', email: 'text', meta: 'jsonb' }, ['id'], [['email']]);
  const invoices = table('invoices', { id: 'bigint', customer_id: 'bigint', total: 'numeric(14,2)', status: 'text', tags: 'text[]', data: 'jsonb' }, ['id']);
  const lines = table('invoice_lines', { id: 'integer', invoice_id: 'bigint', qty: 'integer', description: 'text' }, ['id']);
  const foreignKeys: ForeignKey[] = [
    { name: 'invoices_customer_id_fkey', table: 'invoices', columns: ['customer_id'], refTable: 'customers', refColumns: ['id'] },
    { name: 'invoice_lines_invoice_id_fkey', table: 'invoice_lines', columns: ['invoice_id'], refTable: 'invoices', refColumns: ['id'] },
  ];
  const add: DbFunction = {
    schema: 'public',
    name: 'add',
    args: [
      { name: 'a', type: 'integer', hasDefault: false },
      { name: 'b', type: 'integer', hasDefault: true },
    ],
    returnsSet: false,
    returnKind: 'scalar',
    returnRelation: undefined,
    settings: [],
  };
  const openInvoices: DbFunction = { schema: 'public', name: 'open_invoices', args: [], returnsSet: true, returnKind: 'row', returnRelation: invoices, settings: [] };
  return {
    schema: 'public',
    relations: new Map([customers, invoices, lines].map((relation) => [relation.name, relation])),
    foreignKeys,
    functions: new Map([
      ['add', [add]],
      ['open_invoices', [openInvoices]],
    ]),
  };
}
