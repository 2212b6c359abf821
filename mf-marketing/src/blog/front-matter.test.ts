// Unit tests for reading blog post files, including every real post in content/blog.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlogPost, slugFromFileName, sortPostsNewestFirst } from './front-matter';

const BLOG_DIR = path.join(import.meta.dirname, '..', '..', 'content', 'blog');

const SAMPLE = `---
title: Our First Grant
date: 2026-10-28
author: Jordan Lee
summary: How to record it.
tags: grants, fund accounting
---
Body **here**.
`;

describe('parseBlogPost', () => {
  it('reads the front matter and the body', () => {
    expect(parseBlogPost('our-first-grant', SAMPLE)).toEqual({
      slug: 'our-first-grant',
      title: 'Our First Grant',
      date: '2026-10-28',
      author: 'Jordan Lee',
      summary: 'How to record it.',
      tags: ['grants', 'fund accounting'],
      body: 'Body **here**.',
    });
  });

  it('refuses a post without front matter, a missing field, an unknown key or a bad date', () => {
    expect(() => parseBlogPost('a', 'No front matter')).toThrow('front matter between --- lines is missing');
    expect(() => parseBlogPost('a', SAMPLE.replace('author: Jordan Lee\n', ''))).toThrow('front matter needs "author"');
    expect(() => parseBlogPost('a', SAMPLE.replace('tags:', 'tag:'))).toThrow('unknown front matter key "tag"');
    expect(() => parseBlogPost('a', SAMPLE.replace('2026-10-28', '28/10/2026'))).toThrow('is not yyyy-mm-dd');
    expect(() => parseBlogPost('Bad_Slug', SAMPLE)).toThrow('lowercase-hyphenated slug');
  });

  it('derives the slug from the file name and sorts newest first', () => {
    expect(slugFromFileName('./our-first-grant.md')).toBe('our-first-grant');
    const older = parseBlogPost('older', SAMPLE.replace('2026-10-28', '2025-01-01'));
    const newer = parseBlogPost('newer', SAMPLE);
    expect(sortPostsNewestFirst([older, newer]).map((post) => post.slug)).toEqual(['newer', 'older']);
  });
});

describe('content/blog', () => {
  const files = readdirSync(BLOG_DIR).filter((name) => name.endsWith('.md'));

  it('has posts, each with valid front matter and a real body', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const post = parseBlogPost(slugFromFileName(file), readFileSync(path.join(BLOG_DIR, file), 'utf8'));
      expect(post.body.split(/\s+/).length).toBeGreaterThan(150);
      expect(post.body).not.toMatch(/lorem ipsum|coming soon/i);
    }
  });

  it('keeps the post the platform route test opens', () => {
    const post = parseBlogPost('our-first-grant', readFileSync(path.join(BLOG_DIR, 'our-first-grant.md'), 'utf8'));
    expect(post.title).toBe('Our First Grant');
  });
});
