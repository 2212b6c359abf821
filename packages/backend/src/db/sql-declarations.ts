// What a SQL text declares (functions, views, triggers, policies, tables ...), read with
// PostgreSQL's own parser (libpg-query), so that the schema runner and the schema-file checks
// agree with the server on every name, overload and quoting rule.
import { loadModule, parseSync } from 'libpg-query';
import type { Node, TypeName } from 'libpg-query';

export type DeclarationKind = 'function' | 'procedure' | 'view' | 'trigger' | 'policy' | 'table' | 'index' | 'type' | 'schema' | 'sequence';

export interface Declaration {
  kind: DeclarationKind;
  schema: string;
  name: string;
  /** Triggers and policies: the table they belong to (`schema.table`). */
  table?: string;
  /** Functions and procedures: the argument types that identify the overload, as SQL. */
  args?: string[];
  /** A one-line key that is the same for the same object wherever it is declared. */
  key: string;
}

let loading: Promise<void> | undefined;

/** Loads the parser (WebAssembly) once per process. */
export function loadSqlParser(): Promise<void> {
  loading ??= loadModule();
  return loading;
}

function sval(node: Node | undefined): string {
  if (node && 'String' in node) return node.String.sval ?? '';
  return '';
}

function qualifiedName(nodes: Node[] | undefined): { schema: string; name: string } {
  const parts = (nodes ?? []).map(sval);
  const name = parts.at(-1) ?? '';
  return { schema: parts.length > 1 ? (parts.at(-2) ?? 'public') : 'public', name };
}

/** A parameter's type as the server spells it in a signature: name, then [] per array dimension. */
function typeText(type: TypeName | undefined): string {
  if (!type) return '';
  const parts = (type.names ?? []).map(sval);
  if (type.pct_type) throw new Error(`%TYPE parameters are not supported in schema files (${parts.join('.')})`);
  const base = parts.length === 2 && parts[0] === 'pg_catalog' ? (parts[1] ?? '') : parts.join('.');
  return `${base}${'[]'.repeat(type.arrayBounds?.length ?? 0)}`;
}

function keyOf(declaration: Omit<Declaration, 'key'>): string {
  const { kind, schema, name, table, args } = declaration;
  if (kind === 'function' || kind === 'procedure') return `routine ${schema}.${name}(${(args ?? []).join(',')})`;
  if (kind === 'trigger' || kind === 'policy') return `${kind} ${name} on ${table}`;
  return `${kind} ${schema}.${name}`;
}

function declare(declaration: Omit<Declaration, 'key'>): Declaration {
  return { ...declaration, key: keyOf(declaration) };
}

/** Reads every statement of `sql` and returns the objects it creates (not those it alters or drops). */
export async function declarationsOf(sql: string): Promise<Declaration[]> {
  await loadSqlParser();
  const stmts = parseSync(sql).stmts ?? [];
  const out: Declaration[] = [];
  for (const { stmt } of stmts) {
    if (!stmt) continue;
    if ('CreateFunctionStmt' in stmt) {
      const node = stmt.CreateFunctionStmt;
      const { schema, name } = qualifiedName(node.funcname);
      const args = (node.parameters ?? []).flatMap((parameter) => {
        if (!('FunctionParameter' in parameter)) return [];
        const mode = parameter.FunctionParameter.mode;
        // OUT and TABLE columns are not part of a routine's identity.
        if (mode === 'FUNC_PARAM_OUT' || mode === 'FUNC_PARAM_TABLE') return [];
        return [typeText(parameter.FunctionParameter.argType)];
      });
      out.push(declare({ kind: node.is_procedure ? 'procedure' : 'function', schema, name, args }));
    } else if ('ViewStmt' in stmt) {
      const view = stmt.ViewStmt.view;
      out.push(declare({ kind: 'view', schema: view?.schemaname || 'public', name: view?.relname ?? '' }));
    } else if ('CreateTrigStmt' in stmt) {
      const node = stmt.CreateTrigStmt;
      const table = `${node.relation?.schemaname || 'public'}.${node.relation?.relname ?? ''}`;
      out.push(declare({ kind: 'trigger', schema: node.relation?.schemaname || 'public', name: node.trigname ?? '', table }));
    } else if ('CreatePolicyStmt' in stmt) {
      const node = stmt.CreatePolicyStmt;
      const table = `${node.table?.schemaname || 'public'}.${node.table?.relname ?? ''}`;
      out.push(declare({ kind: 'policy', schema: node.table?.schemaname || 'public', name: node.policy_name ?? '', table }));
    } else if ('CreateStmt' in stmt) {
      const relation = stmt.CreateStmt.relation;
      out.push(declare({ kind: 'table', schema: relation?.schemaname || 'public', name: relation?.relname ?? '' }));
    } else if ('IndexStmt' in stmt) {
      const node = stmt.IndexStmt;
      out.push(declare({ kind: 'index', schema: node.relation?.schemaname || 'public', name: node.idxname ?? '' }));
    } else if ('CompositeTypeStmt' in stmt) {
      const type = stmt.CompositeTypeStmt.typevar;
      out.push(declare({ kind: 'type', schema: type?.schemaname || 'public', name: type?.relname ?? '' }));
    } else if ('CreateEnumStmt' in stmt || 'CreateDomainStmt' in stmt) {
      const names = 'CreateEnumStmt' in stmt ? stmt.CreateEnumStmt.typeName : stmt.CreateDomainStmt.domainname;
      out.push(declare({ kind: 'type', ...qualifiedName(names) }));
    } else if ('CreateSchemaStmt' in stmt) {
      const name = stmt.CreateSchemaStmt.schemaname ?? '';
      out.push(declare({ kind: 'schema', schema: name, name }));
    } else if ('CreateSeqStmt' in stmt) {
      const sequence = stmt.CreateSeqStmt.sequence;
      out.push(declare({ kind: 'sequence', schema: sequence?.schemaname || 'public', name: sequence?.relname ?? '' }));
    }
  }
  return out;
}

const ENDS_OR_OPENS = new Set(['TRANS_STMT_BEGIN', 'TRANS_STMT_START', 'TRANS_STMT_COMMIT', 'TRANS_STMT_ROLLBACK', 'TRANS_STMT_PREPARE']);

/**
 * True when the text opens or ends a transaction itself (`begin;`, `commit;` ...) at top level:
 * a runner's own transaction would end early and a later failure would leave the file half applied.
 * Text the parser cannot read is left to the server, whose error names the line.
 */
export async function managesOwnTransaction(sql: string): Promise<boolean> {
  await loadSqlParser();
  try {
    return (parseSync(sql).stmts ?? []).some(({ stmt }) => stmt !== undefined && 'TransactionStmt' in stmt && ENDS_OR_OPENS.has(stmt.TransactionStmt.kind ?? ''));
  } catch {
    return false;
  }
}
