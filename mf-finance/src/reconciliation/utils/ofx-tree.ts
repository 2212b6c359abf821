// Reads the body of an OFX file into a tree of elements, for every form banks send: OFX 1.x SGML
// (leaf elements without end tags, the whole statement on one line or on many), OFX 2.x XML (end
// tags, CDATA sections, an `<?xml?>`/`<?OFX?>` header, comments, a header hidden in a comment),
// and the mixtures real exports carry. OFX's grammar is small: an aggregate holds elements and is
// closed; a leaf holds text and its end tag is optional. So text after a start tag makes a leaf,
// which the next tag ends; an element left open when its parent closes is an empty leaf, and what
// it seemed to hold belongs to the parent. Text keeps its entities decoded (double-escaped ones
// too); CDATA is taken as written.
import { decodeEntities } from './statement';

export interface OfxElement {
  name: string;
  /** A leaf's text, trimmed; undefined for an aggregate. */
  value?: string;
  children: OfxElement[];
}

// Aggregates that never nest in themselves: a start tag of one while one is open closes the open
// one (an export that forgot `</STMTTRN>`).
const NON_NESTING = new Set(['STMTTRN', 'STMTTRNRS', 'STMTRS', 'CCSTMTTRNRS', 'CCSTMTRS', 'BANKTRANLIST', 'LEDGERBAL', 'AVAILBAL', 'BANKACCTFROM', 'CCACCTFROM']);
// Aggregates kept as they are when their end tag is missing (their content is theirs).
const AGGREGATES = new Set([
  'OFX', 'SIGNONMSGSRSV1', 'SONRS', 'STATUS', 'FI', 'BANKMSGSRSV1', 'CREDITCARDMSGSRSV1', 'STMTTRNRS', 'STMTRS', 'CCSTMTTRNRS', 'CCSTMTRS',
  'BANKACCTFROM', 'CCACCTFROM', 'BANKACCTTO', 'CCACCTTO', 'BANKTRANLIST', 'STMTTRN', 'PAYEE', 'LEDGERBAL', 'AVAILBAL', 'BALLIST', 'BAL',
  'CURRENCY', 'ORIGCURRENCY',
]);

const TOKEN = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!(?:[^>]*)>|<(\/?)([A-Za-z][A-Za-z0-9._:-]*)(?:\s[^<>]*?)?(\/?)>|([^<]+|<)/g;

interface Building extends OfxElement {
  text: string;
  leaf: boolean;
}

export function readOfxTree(content: string): OfxElement {
  const start = content.search(/<OFX(?:\s[^>]*)?>/i);
  const body = start >= 0 ? content.slice(start) : content;
  const root: Building = { name: '#root', children: [], text: '', leaf: false };
  const stack: Building[] = [root];
  const top = () => stack[stack.length - 1] ?? root;

  const finish = (element: Building, explicit: boolean) => {
    const value = element.text.trim();
    if (element.leaf || value !== '') {
      element.value = value;
      return;
    }
    if (!explicit && !AGGREGATES.has(element.name) && element.children.length > 0) {
      // An empty leaf without an end tag: what followed it belongs to its parent.
      const parent = stack[stack.length - 1] ?? root;
      parent.children.push(...element.children);
      element.children = [];
    }
  };
  const pop = (explicit: boolean) => {
    const element = stack.pop();
    if (element) finish(element, explicit);
  };
  const closeTo = (name: string, explicit: boolean) => {
    const at = stack.map((e) => e.name).lastIndexOf(name);
    if (at <= 0) return false;
    while (stack.length - 1 > at) pop(false);
    pop(explicit);
    return true;
  };

  for (const match of body.matchAll(TOKEN)) {
    const [, cdata, slash, rawName, selfClose, text] = match;
    if (cdata !== undefined) {
      const current = top();
      current.text += cdata;
      if (cdata.trim() !== '') current.leaf = true;
      continue;
    }
    if (text !== undefined) {
      const current = top();
      if (text.trim() === '') {
        if (current.leaf) current.text += text;
        continue;
      }
      current.text += decodeEntities(text);
      current.leaf = true;
      continue;
    }
    if (rawName === undefined) continue; // a comment, a processing instruction, a declaration
    const name = rawName.toUpperCase();
    if (slash) {
      closeTo(name, true);
      continue;
    }
    // A start tag ends an open leaf.
    if (top().leaf) pop(true);
    if (NON_NESTING.has(name)) closeTo(name, true);
    const element: Building = { name, children: [], text: '', leaf: false };
    top().children.push(element);
    if (selfClose) finish(element, true);
    else stack.push(element);
  }
  while (stack.length > 1) pop(false);
  return strip(root);
}

function strip(element: Building | OfxElement): OfxElement {
  return element.value !== undefined
    ? { name: element.name, value: element.value, children: [] }
    : { name: element.name, children: element.children.map(strip) };
}

/** The direct children named so. */
export function childrenNamed(element: OfxElement | undefined, name: string): OfxElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

/** The first direct child named so. */
export function child(element: OfxElement | undefined, name: string): OfxElement | undefined {
  return element?.children.find((c) => c.name === name);
}

/** A direct leaf's text, or ''. */
export function leaf(element: OfxElement | undefined, name: string): string {
  return child(element, name)?.value ?? '';
}

/** Every element named so, at any depth, outermost first. */
export function findAll(element: OfxElement, name: string): OfxElement[] {
  const found: OfxElement[] = [];
  const walk = (e: OfxElement) => {
    if (e.name === name) {
      found.push(e);
      return;
    }
    e.children.forEach(walk);
  };
  walk(element);
  return found;
}
