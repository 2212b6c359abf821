// Unit tests for the blog's Markdown reader and its rendering (no HTML injection, safe links only).
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@missionbase/router/testing';
import { describe, expect, it } from 'vitest';
import { MarkdownContent } from './components/MarkdownContent';
import { parseInline, parseMarkdown, readingMinutes, safeHref } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings one level below the page title, paragraphs, lists, quotes, code and rules', () => {
    const blocks = parseMarkdown('## Step one\n\nFirst line\ncontinues.\n\n- a\n- b\n\n1. x\n2. y\n\n> quoted\n> more\n\n```\ncode here\n```\n\n---');
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code', 'rule']);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Step one' }] });
    expect(blocks[1]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: 'First line continues.' }] });
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: false });
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: true });
    expect(blocks[4]).toEqual({ kind: 'quote', children: [{ kind: 'text', text: 'quoted more' }] });
    expect(blocks[5]).toEqual({ kind: 'code', text: 'code here' });
  });

  it('reads emphasis, code spans and links', () => {
    expect(parseInline('a **bold** and *it* with `x` and [docs](/documentation)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
      { kind: 'text', text: ' with ' },
      { kind: 'code', text: 'x' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', href: '/documentation', children: [{ kind: 'text', text: 'docs' }] },
    ]);
  });

  it('keeps only safe link targets', () => {
    expect(safeHref('https://example.org')).toBe('https://example.org');
    expect(safeHref('mailto:hello@missionbase.org')).toBe('mailto:hello@missionbase.org');
    expect(safeHref('/pricing')).toBe('/pricing');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(parseInline('[click](javascript:alert(1))')).not.toContainEqual(expect.objectContaining({ kind: 'link' }));
  });

  it('counts reading minutes, at least one', () => {
    expect(readingMinutes('one two')).toBe(1);
    expect(readingMinutes(Array.from({ length: 660 }, () => 'word').join(' '))).toBe(3);
  });
});

describe('MarkdownContent', () => {
  it('renders elements and escapes any HTML written in a post', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <MarkdownContent source={'## Title\n\n<script>alert(1)</script> and **bold** [home](/) [out](https://example.org)'} />
      </MemoryRouter>,
    );
    expect(html).toContain('<h3>Title</h3>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toMatch(/<a href="\/"[^>]*>home<\/a>/);
    expect(html).toContain('href="https://example.org" rel="noopener noreferrer" target="_blank"');
  });
});
