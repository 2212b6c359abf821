// The type of a remote's `src/page-components.tsx`: the component of each page it has built, keyed by
// the page's full path from the manifest. A page without an entry shows its placeholder frame.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppPagePath } from './navigation-manifest';

/** Rendered at `<page path>/*`, so a page may hold nested routes (`/app/funds/:fundId`). */
export type PageComponent = ComponentType | LazyExoticComponent<ComponentType>;

export type PageComponents = Partial<Record<AppPagePath, PageComponent>>;
