// A small Markdown reader for blog posts: turns the subset we write (headings, paragraphs, lists,
// quotes, code, rules, emphasis, code spans, links) into a tree that React renders as elements.
// No HTML string is ever produced, so a post cannot inject markup; links are limited to safe schemes.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

/** Internal paths, http(s) and mailto only: `javascript:` and friends become plain text. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^\/(?!\/)/.test(trimmed) || trimmed.startsWith('#')) return trimmed;
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) return trimmed;
  return null;
}

const INLINE_PATTERN = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = INLINE_PATTERN.exec(rest);
    if (!match) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) });
    const token = match[0];
    if (match[1]) out.push({ kind: 'code', text: token.slice(1, -1) });
    else if (match[2]) out.push({ kind: 'strong', children: parseInline(token.slice(2, -2)) });
    else if (match[3]) out.push({ kind: 'em', children: parseInline(token.slice(1, -1)) });
    else {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token)!;
      const href = safeHref(link[2]!);
      const children = parseInline(link[1]!);
      if (href) out.push({ kind: 'link', href, children });
      else out.push(...children);
    }
    rest = rest.slice(match.index + token.length);
  }
  return mergeText(out);
}

function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.kind === 'text' && last?.kind === 'text') last.text += node.text;
    else merged.push(node);
  }
  return merged;
}

const UNORDERED = /^\s*[-*]\s+(.*)$/;
const ORDERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    if (line.startsWith('```')) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !lines[index]!.startsWith('```')) code.push(lines[index++]!);
      index += 1;
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      // The page's <h1> is the post title, so the body's headings start one level below.
      const level = Math.min(4, Math.max(2, heading[1]!.length + 1)) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]!.trim()) });
      index += 1;
      continue;
    }
    if (/^\s*(-{3,}|\*{3,})\s*$/.test(line)) {
      blocks.push({ kind: 'rule' });
      index += 1;
      continue;
    }
    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (index < lines.length && lines[index]!.startsWith('>')) quoted.push(lines[index++]!.replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', children: parseInline(quoted.join(' ').trim()) });
      continue;
    }
    const listPattern = UNORDERED.test(line) ? UNORDERED : ORDERED.test(line) ? ORDERED : null;
    if (listPattern) {
      const items: Inline[][] = [];
      while (index < lines.length && listPattern.test(lines[index]!)) {
        items.push(parseInline(listPattern.exec(lines[index]!)![1]!.trim()));
        index += 1;
      }
      blocks.push({ kind: 'list', ordered: listPattern === ORDERED, items });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && lines[index]!.trim() !== '' && !/^(#{1,6}\s|```|>)/.test(lines[index]!) && !UNORDERED.test(lines[index]!) && !ORDERED.test(lines[index]!)) {
      paragraph.push(lines[index++]!.trim());
    }
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

/** Minutes to read at about 220 words a minute, at least one. */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => word.length > 0).length;
  return Math.max(1, Math.round(words / 220));
}
