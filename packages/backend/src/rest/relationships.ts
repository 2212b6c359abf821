// Finds the relationship an embedded resource follows, as PostgREST does: a foreign key in either
// direction or through a junction table, by target table name, by foreign key column or constraint
// name, narrowed by a `!hint`; or a computed relationship, by the function's name.
import { RestError } from './errors.ts';
import type { RestErrorDetails } from './errors.ts';
import type { ComputedRelationship, ForeignKey, Relation, SchemaCatalog } from './catalog.ts';
import type { SelectEmbed } from './query-ast.ts';
import { relationshipHint } from './schema-hints.ts';

/** A junction table whose primary key holds a foreign key to each side of a many-to-many relationship. */
export interface Junction {
  relation: Relation;
  /** The junction's foreign key to the source table, and the one to the embedded table. */
  toSource: ForeignKey;
  toTarget: ForeignKey;
}

/** How embedded rows are found: through a foreign key (or a junction), or by a function of the row. */
export interface Join {
  target: Relation;
  /** One embedded object or an array. */
  cardinality: 'one' | 'many';
  /** Column pairs: [column of the source row, column of the embedded row] (empty through a junction or a function). */
  pairs: Array<[string, string]>;
  junction: Junction | undefined;
  /** A computed relationship: the embedded rows are the function's result for the source row. */
  computed: ComputedRelationship | undefined;
}

interface ForeignKeyJoin extends Join {
  /** The foreign key followed (for many-to-many, the junction's key to the embedded table). */
  foreignKey: ForeignKey;
  /** Whether the source row holds the foreign key (many-to-one), the embedded rows do, or a junction does. */
  direction: 'many-to-one' | 'one-to-many' | 'many-to-many';
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((column) => b.includes(column));
}

function candidates(catalog: SchemaCatalog, source: Relation, embed: SelectEmbed): ForeignKeyJoin[] {
  const found: ForeignKeyJoin[] = [];
  for (const fk of catalog.foreignKeys) {
    // Many-to-one: the source row holds the foreign key.
    if (fk.table === source.name) {
      const byName = embed.target === fk.refTable || embed.target === fk.name || (fk.columns.length === 1 && fk.columns[0] === embed.target);
      const target = catalog.relations.get(fk.refTable);
      if (byName && target !== undefined) {
        found.push({ target, foreignKey: fk, direction: 'many-to-one', cardinality: 'one', pairs: fk.columns.map((c, i) => [c, fk.refColumns[i] ?? c]), junction: undefined, computed: undefined });
      }
    }
    // One-to-many (or one-to-one when the referencing columns are unique): the embedded rows hold it.
    if (fk.refTable === source.name) {
      const byName = embed.target === fk.table || embed.target === fk.name;
      const target = catalog.relations.get(fk.table);
      if (byName && target !== undefined) {
        const unique = target.uniqueKeys.some((key) => sameColumns(key, fk.columns));
        found.push({
          target,
          foreignKey: fk,
          direction: 'one-to-many',
          cardinality: unique ? 'one' : 'many',
          pairs: fk.refColumns.map((c, i) => [c, fk.columns[i] ?? c]),
          junction: undefined,
          computed: undefined,
        });
      }
    }
  }
  found.push(...throughJunctions(catalog, source, embed.target));
  if (embed.hint === undefined) return found;
  const hint = embed.hint;
  return found.filter((join) =>
    join.junction === undefined
      ? join.foreignKey.name === hint || join.foreignKey.columns.includes(hint) || join.foreignKey.refColumns.includes(hint)
      : join.junction.relation.name === hint || join.junction.toSource.name === hint || join.junction.toTarget.name === hint,
  );
}

function within(columns: string[], key: string[]): boolean {
  return columns.length > 0 && columns.every((column) => key.includes(column));
}

/**
 * Many-to-many: a table or view with one foreign key to the source and another to the target, both
 * inside its primary key (a view's is inferred from its base tables), as PostgREST detects
 * junctions. Every such relationship from `source`, or only those to `targetName`.
 */
function throughJunctions(catalog: SchemaCatalog, source: Relation, targetName?: string): ForeignKeyJoin[] {
  const found: ForeignKeyJoin[] = [];
  for (const toSource of catalog.foreignKeys) {
    if (toSource.refTable !== source.name) continue;
    const junction = catalog.relations.get(toSource.table);
    if (junction === undefined || junction.kind === 'function-result' || !within(toSource.columns, junction.primaryKey)) continue;
    for (const toTarget of catalog.foreignKeys) {
      if (toTarget === toSource || toTarget.name === toSource.name || toTarget.table !== junction.name) continue;
      if (targetName !== undefined && toTarget.refTable !== targetName) continue;
      const target = catalog.relations.get(toTarget.refTable);
      if (target === undefined || !within(toTarget.columns, junction.primaryKey)) continue;
      found.push({ target, foreignKey: toTarget, direction: 'many-to-many', cardinality: 'many', pairs: [], junction: { relation: junction, toSource, toTarget }, computed: undefined });
    }
  }
  return found;
}

/** The tables and views `source` reaches through a junction (for PGRST200's hint). */
export function junctionTargets(catalog: SchemaCatalog, source: Relation): Relation[] {
  return throughJunctions(catalog, source).map((join) => join.target);
}

/** What an embedding says in PGRST201's details: its cardinality and the keys it would follow. */
function describe(source: Relation, join: ForeignKeyJoin): { cardinality: string; embedding: string; relationship: string } {
  const embedding = `${source.name} with ${join.target.name}`;
  if (join.junction !== undefined) {
    const { relation, toSource, toTarget } = join.junction;
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${relation.name} using ${toSource.name}(${toSource.columns.join(', ')}) and ${toTarget.name}(${toTarget.columns.join(', ')})`,
    };
  }
  return {
    cardinality: join.direction === 'many-to-one' ? 'many-to-one' : join.cardinality === 'one' ? 'one-to-one' : 'one-to-many',
    embedding,
    relationship: `${join.foreignKey.name} using ${source.name}(${join.pairs.map(([s]) => s).join(', ')}) and ${join.target.name}(${join.pairs.map(([, t]) => t).join(', ')})`,
  };
}

/** The hint that picks this embedding: the junction for many-to-many, else the foreign key. */
function hintFor(join: ForeignKeyJoin): string {
  return join.junction === undefined ? join.foreignKey.name : join.junction.relation.name;
}

/**
 * A self-referencing foreign key matches in both directions. As in PostgREST, the FK column as the
 * target (`parent_id(*)`) is the parent (many-to-one), and the table with a hint
 * (`accounts!parent_id(*)`) is the children (one-to-many).
 */
function preferChildrenOfSelfReference(found: ForeignKeyJoin[], embed: SelectEmbed): ForeignKeyJoin[] {
  const [a, b] = found;
  if (found.length !== 2 || a === undefined || b === undefined || embed.hint === undefined) return found;
  if (a.foreignKey !== b.foreignKey) return found;
  return found.filter((join) => join.direction === 'one-to-many');
}

export function resolveEmbed(catalog: SchemaCatalog, source: Relation, embed: SelectEmbed): Join {
  const computed = embed.hint === undefined ? source.computedRelationships.get(embed.target) : undefined;
  if (computed !== undefined) return { target: computed.target, cardinality: computed.toOne ? 'one' : 'many', pairs: [], junction: undefined, computed };
  const found = preferChildrenOfSelfReference(candidates(catalog, source, embed), embed);
  const [only] = found;
  if (only !== undefined && found.length === 1) return only;
  if (found.length === 0) {
    return fail(
      400,
      'PGRST200',
      `Could not find a relationship between '${source.name}' and '${embed.target}' in the schema cache`,
      `Searched for a foreign key relationship between '${source.name}' and '${embed.target}'${embed.hint === undefined ? '' : ` using the hint '${embed.hint}'`} in the schema '${source.schema}', but no matches were found.`,
      relationshipHint(catalog, source.name, embed.target, (from) => junctionTargets(catalog, from)),
    );
  }
  const names = found.map((join) => `'${embed.target}!${hintFor(join)}'`);
  return fail(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${source.name}' and '${embed.target}'`,
    found.map((join) => describe(source, join)),
    `Try changing '${embed.target}' to one of the following: ${names.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function fail(status: number, code: string, message: string, details: RestErrorDetails, hint: string | null): never {
  throw new RestError(status, code, message, details, hint);
}
