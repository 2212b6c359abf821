// Reads a page's head tags (description, canonical, Open Graph, Twitter) for assertions.
import type { Page } from '@playwright/test';

export interface HeadSnapshot {
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
}

export function readHead(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const og: Record<string, string> = {};
    const twitter: Record<string, string> = {};
    document.head.querySelectorAll('meta[property^="og:"]').forEach((element) => {
      og[element.getAttribute('property') ?? ''] = element.getAttribute('content') ?? '';
    });
    document.head.querySelectorAll('meta[name^="twitter:"]').forEach((element) => {
      twitter[element.getAttribute('name') ?? ''] = element.getAttribute('content') ?? '';
    });
    return {
      title: document.title,
      description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      og,
      twitter,
    };
  });
}
