// Applies a page's head tags (title, description, canonical link, Open Graph and Twitter tags) to
// document.head while the page is shown. The tags themselves are computed in @missionbase/domain.
import { useEffect } from 'react';
import { MANAGED_META_KEYS, computePageHead, type HeadTags, type PageHeadInput } from '@missionbase/app-config/page-head';

export type PageHeadProps = Omit<PageHeadInput, 'origin'> & {
  /** Defaults to the page's own origin. */
  origin?: string;
};

// Tags we create carry this attribute so we only ever touch our own elements.
const OWNED = 'data-page-head';

function metaElement(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (existing) return existing;
  const created = document.createElement('meta');
  created.setAttribute(attribute, key);
  created.setAttribute(OWNED, '');
  document.head.appendChild(created);
  return created;
}

function canonicalElement(): HTMLLinkElement {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (existing) return existing;
  const created = document.createElement('link');
  created.rel = 'canonical';
  created.setAttribute(OWNED, '');
  document.head.appendChild(created);
  return created;
}

/** Writes the tags into document.head, removing managed tags this page does not set (an old image). */
export function applyHeadTags(tags: HeadTags): void {
  document.title = tags.title;
  canonicalElement().href = tags.canonical;
  const present = new Set(tags.meta.map((entry) => entry.key));
  for (const entry of tags.meta) metaElement(entry.attribute, entry.key).content = entry.content;
  for (const key of MANAGED_META_KEYS) {
    if (present.has(key)) continue;
    document.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`).forEach((element) => element.remove());
  }
}

export function usePageHead(props: PageHeadProps): void {
  const { title, documentTitle, description, path, image, type } = props;
  const origin = props.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  useEffect(() => {
    applyHeadTags(computePageHead({ title, documentTitle, description, origin, path, image, type }));
  }, [title, documentTitle, description, origin, path, image, type]);
}

/** Renders nothing; sets the head tags of the page it sits in. */
export function PageHead(props: PageHeadProps) {
  usePageHead(props);
  return null;
}
