// Finds the foreign key an embedded resource follows, in either direction, as PostgREST does:
// by target table name, by foreign key column or constraint name, narrowed by a `!hint`.
import { RestError } from './errors.ts';
import type { RestErrorDetails } from './errors.ts';
import type { ForeignKey, Relation, SchemaCatalog } from './catalog.ts';
import type { SelectEmbed } from './query-ast.ts';

export interface Join {
  target: Relation;
  foreignKey: ForeignKey;
  /** Whether the source row holds the foreign key (many-to-one) or the embedded rows do. */
  direction: 'many-to-one' | 'one-to-many';
  /** One embedded object (many-to-one, one-to-one) or an array (one-to-many). */
  cardinality: 'one' | 'many';
  /** Column pairs: [column of the source row, column of the embedded row]. */
  pairs: Array<[string, string]>;
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

function candidates(catalog: SchemaCatalog, source: Relation, embed: SelectEmbed): Join[] {
  const found: Join[] = [];
  for (const fk of catalog.foreignKeys) {
    // Many-to-one: the source row holds the foreign key.
    if (fk.table === source.name) {
      const byName = embed.target === fk.refTable || embed.target === fk.name || (fk.columns.length === 1 && fk.columns[0] === embed.target);
      const target = catalog.relations.get(fk.refTable);
      if (byName && target !== undefined) {
        found.push({ target, foreignKey: fk, direction: 'many-to-one', cardinality: 'one', pairs: fk.columns.map((c, i) => [c, fk.refColumns[i] ?? c]) });
      }
    }
    // One-to-many (or one-to-one when the referencing columns are unique): the embedded rows hold it.
    if (fk.refTable === source.name) {
      const byName = embed.target === fk.table || embed.target === fk.name;
      const target = catalog.relations.get(fk.table);
      if (byName && target !== undefined) {
        const unique = target.uniqueKeys.some((key) => sameColumns(key, fk.columns));
        found.push({ target, foreignKey: fk, direction: 'one-to-many', cardinality: unique ? 'one' : 'many', pairs: fk.refColumns.map((c, i) => [c, fk.columns[i] ?? c]) });
      }
    }
  }
  if (embed.hint === undefined) return found;
  const hint = embed.hint;
  return found.filter((join) => join.foreignKey.name === hint || join.foreignKey.columns.includes(hint) || join.foreignKey.refColumns.includes(hint));
}

/**
 * A self-referencing foreign key matches in both directions. As in PostgREST, the FK column as the
 * target (`parent_id(*)`) is the parent (many-to-one), and the table with a hint
 * (`accounts!parent_id(*)`) is the children (one-to-many).
 */
function preferChildrenOfSelfReference(found: Join[], embed: SelectEmbed): Join[] {
  const [a, b] = found;
  if (found.length !== 2 || a === undefined || b === undefined || embed.hint === undefined) return found;
  if (a.foreignKey !== b.foreignKey) return found;
  return found.filter((join) => join.direction === 'one-to-many');
}

export function resolveEmbed(catalog: SchemaCatalog, source: Relation, embed: SelectEmbed): Join {
  const found = preferChildrenOfSelfReference(candidates(catalog, source, embed), embed);
  const [only] = found;
  if (only !== undefined && found.length === 1) return only;
  if (found.length === 0) {
    return fail(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${embed.target}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${embed.target}'${embed.hint === undefined ? '' : ` using the hint '${embed.hint}'`} in the schema '${source.schema}', but no matches were found.`,
      null,
    );
  }
  const names = found.map((join) => `'${embed.target}!${join.foreignKey.name}'`);
  return fail(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${embed.target}'`,
    found.map((join) => ({
      cardinality: join.direction === 'many-to-one' ? 'many-to-one' : join.cardinality === 'one' ? 'one-to-one' : 'one-to-many',
      embedding: `${source.name} with ${join.target.name}`,
      relationship: `${join.foreignKey.name} using ${source.name}(${join.pairs.map(([s]) => s).join(', ')}) and ${join.target.name}(${join.pairs.map(([, t]) => t).join(', ')})`,
    })),
    `Try changing '${embed.target}' to one of the following: ${names.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function fail(status: number, code: string, message: string, details: RestErrorDetails, hint: string | null): never {
  throw new RestError(status, code, message, details, hint);
}
