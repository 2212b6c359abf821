// PostgREST 13's "Perhaps you meant ..." hints for a name the schema cache does not have: the
// closest table (PGRST205), function or argument list (PGRST202), or table of a relationship
// (PGRST200), found with the fuzzy set PostgREST uses at its default minimum score. The fuzzy
// sets of a schema cache are built on the first miss and kept with it.
import { FuzzySet } from './fuzzy-set.ts';
import type { Relation, SchemaCatalog } from './catalog.ts';

interface CatalogSets {
  tables?: FuzzySet;
  functions?: FuzzySet;
  /** Relation -> the tables its relationships lead to. */
  relationships?: Map<string, string[]>;
  parents?: FuzzySet;
}

const setsByCatalog = new WeakMap<SchemaCatalog, CatalogSets>();

function setsOf(catalog: SchemaCatalog): CatalogSets {
  let sets = setsByCatalog.get(catalog);
  if (sets === undefined) setsByCatalog.set(catalog, (sets = {}));
  return sets;
}

/** PGRST205: "Perhaps you meant the table 'schema.name'", over every table and view of the schema. */
export function tableHint(catalog: SchemaCatalog, name: string): string | null {
  const sets = setsOf(catalog);
  sets.tables ??= new FuzzySet(catalog.relations.keys());
  const found = sets.tables.getOne(name);
  return found === undefined ? null : `Perhaps you meant the table '${catalog.schema}.${found}'`;
}

/** `(a, b)`: argument names sorted, as PostgREST compares an overload with the keys of a call. */
function argumentList(names: string[]): string {
  return `(${[...names].sort().join(', ')})`;
}

/**
 * PGRST202: without a function of that name, the closest function name of the schema; with one,
 * the argument list of its overloads closest to the keys the call gave.
 */
export function functionHint(catalog: SchemaCatalog, name: string, keys: string[]): string | null {
  const prefix = `Perhaps you meant to call the function ${catalog.schema}.`;
  const overloads = catalog.functions.get(name) ?? [];
  if (overloads.length === 0) {
    const sets = setsOf(catalog);
    sets.functions ??= new FuzzySet(catalog.functions.keys());
    const found = sets.functions.getOne(name);
    return found === undefined ? null : `${prefix}${found}`;
  }
  const lists = new FuzzySet(overloads.map((fn) => argumentList(fn.args.map((arg) => arg.name))));
  const found = lists.getOne(argumentList(keys));
  return found === undefined ? null : `${prefix}${name}${found}`;
}

/** Every relation of the schema that has a relationship, with the tables those relationships lead to. */
function relationshipTargets(catalog: SchemaCatalog, throughJunctions: (source: Relation) => Relation[]): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  const add = (source: string, target: string): void => {
    const list = targets.get(source) ?? [];
    list.push(target);
    targets.set(source, list);
  };
  for (const fk of catalog.foreignKeys) {
    add(fk.table, fk.refTable);
    add(fk.refTable, fk.table);
  }
  for (const relation of catalog.relations.values()) {
    for (const target of throughJunctions(relation)) add(relation.name, target.name);
    for (const computed of relation.computedRelationships.values()) add(relation.name, computed.target.name);
  }
  return targets;
}

/**
 * PGRST200: when the parent has no relationship at all, the closest table that has one instead of
 * the parent; otherwise the closest table its relationships lead to instead of the child, unless
 * the child is one of them (then the hint `!...` is what failed, and there is no suggestion).
 */
export function relationshipHint(catalog: SchemaCatalog, parent: string, child: string, throughJunctions: (source: Relation) => Relation[]): string | null {
  const sets = setsOf(catalog);
  sets.relationships ??= relationshipTargets(catalog, throughJunctions);
  const children = sets.relationships.get(parent);
  if (children === undefined) {
    sets.parents ??= new FuzzySet(sets.relationships.keys());
    const found = sets.parents.getOne(parent);
    return found === undefined ? null : `Perhaps you meant '${found}' instead of '${parent}'.`;
  }
  const found = new FuzzySet(children).get(child).find((match) => match.score < 1);
  return found === undefined ? null : `Perhaps you meant '${found.value}' instead of '${child}'.`;
}
