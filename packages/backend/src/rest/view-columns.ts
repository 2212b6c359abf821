// Where each column of a view comes from. Postgres keeps a view's query as a node tree in its
// rewrite rule (pg_rewrite.ev_action); a column that is a plain reference to a column of a table
// or view carries that origin (resorigtbl, resorigcol). PostgREST reads the same fields to embed
// views through their base tables' foreign keys.

/** A parsed node-tree value: a node (`{NAME :field value ...}`), a list, or a bare token. */
type NodeValue = { node: string; fields: Map<string, NodeValue> } | NodeValue[] | string;

/** Splits node-tree text into `{ } ( )` and tokens; `\` escapes, `"..."` strings stay whole. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') {
      i += 1;
    } else if (ch === '{' || ch === '}' || ch === '(' || ch === ')') {
      tokens.push(ch);
      i += 1;
    } else {
      let token = '';
      const quoted = ch === '"';
      if (quoted) i += 1;
      while (i < text.length) {
        const c = text.charAt(i);
        if (c === '\\' && i + 1 < text.length) {
          token += text.charAt(i + 1);
          i += 2;
          continue;
        }
        if (quoted ? c === '"' : c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '{' || c === '}' || c === '(' || c === ')') break;
        token += c;
        i += 1;
      }
      if (quoted) i += 1;
      tokens.push(token);
    }
  }
  return tokens;
}

class NodeReader {
  private pos = 0;
  constructor(private readonly tokens: string[]) {}

  value(): NodeValue {
    const token = this.tokens[this.pos++] ?? '';
    if (token === '{') return this.node();
    if (token === '(') return this.list();
    return token;
  }

  private node(): NodeValue {
    const name = this.tokens[this.pos++] ?? '';
    const fields = new Map<string, NodeValue>();
    while (this.pos < this.tokens.length && this.tokens[this.pos] !== '}') {
      const token = this.tokens[this.pos] ?? '';
      if (token.startsWith(':')) {
        this.pos += 1;
        fields.set(token.slice(1), this.tokens[this.pos] === '}' ? '' : this.value());
      } else {
        // The rest of a value printed as several tokens (a datum's `[ 1 0 0 0 ]`).
        this.value();
      }
    }
    this.pos += 1;
    return { node: name, fields };
  }

  private list(): NodeValue[] {
    const items: NodeValue[] = [];
    while (this.pos < this.tokens.length && this.tokens[this.pos] !== ')') items.push(this.value());
    this.pos += 1;
    return items;
  }
}

export interface ViewColumn {
  /** The view column's name (its attnum is its position, from 1). */
  name: string;
  /** The table or view and column it is a plain reference to, if it is one. */
  origin: { relid: number; attnum: number } | undefined;
}

/** The output columns of a view's `_RETURN` rule, in order, with their origins. */
export function viewColumns(action: string): ViewColumn[] {
  const tree = new NodeReader(tokenize(action)).value();
  const query = Array.isArray(tree) ? tree[0] : tree;
  if (query === undefined || typeof query === 'string' || Array.isArray(query)) return [];
  const targets = query.fields.get('targetList');
  if (!Array.isArray(targets)) return [];
  const columns: ViewColumn[] = [];
  for (const entry of targets) {
    if (typeof entry === 'string' || Array.isArray(entry) || entry.node !== 'TARGETENTRY') continue;
    if (entry.fields.get('resjunk') === 'true') continue;
    const name = entry.fields.get('resname');
    const relid = Number(entry.fields.get('resorigtbl'));
    const attnum = Number(entry.fields.get('resorigcol'));
    if (typeof name !== 'string') continue;
    columns.push({ name, origin: relid > 0 && attnum > 0 ? { relid, attnum } : undefined });
  }
  return columns;
}
