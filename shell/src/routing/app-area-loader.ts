// Loads the application area's chunk (and the session it needs, configured first) for the
// router's lazy routes. One download serves every route of the area; a failed one is retried on
// the next navigation.
import type { ReactNode } from 'react';
import type * as AppAreaModule from './app-area';
import type { AppAreaElementName } from './app-area';
import { loadSession } from './session-loader';

let pending: Promise<typeof AppAreaModule> | null = null;

export function loadAppArea(): Promise<typeof AppAreaModule> {
  pending ??= Promise.all([loadSession(), import(/* webpackChunkName: "app-area" */ './app-area')]).then(
    ([, area]) => area,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The paths the application area renders (router.tsx): /login, /signup, /subscribe, /app/... */
export function isAppAreaPath(pathname: string): boolean {
  return ['/login', '/signup', '/subscribe', '/app'].some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

export async function appAreaElement(name: AppAreaElementName): Promise<ReactNode> {
  return (await loadAppArea()).APP_AREA_ELEMENTS[name];
}
