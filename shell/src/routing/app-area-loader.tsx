// Loads the application area's chunks for the router's lazy routes, each once: the session frame
// (the session, configured first, with its light providers: no antd), the sign-in pages (plain
// forms, no antd) and the signed-in area (the antd theme, layout and pages). A failed download is
// retried on the next navigation.
import type { ReactNode } from 'react';
import type { AppAreaElementName } from './app-area';
import type * as AuthAreaModule from './auth-area';
import type { AuthAreaElementName } from './auth-area';
import type * as PublicAreaModule from './PublicAreaRoute';
import type * as SessionFrameModule from './session-frame';
import { loadSession } from './session-loader';
import { loadAppArea } from './app-area-chunk';
import { once } from './load-once';

export const loadSessionFrame: () => Promise<typeof SessionFrameModule> = once(() =>
  Promise.all([loadSession(), import(/* webpackChunkName: "session-frame" */ './session-frame')]).then(([, frame]) => frame),
);
export const loadAuthArea: () => Promise<typeof AuthAreaModule> = once(() => import(/* webpackChunkName: "auth-area" */ './auth-area'));
/** Every other path: a public page (mf-marketing) or an unknown one; its own chunk, so /login downloads none of it. */
export const loadPublicArea: () => Promise<typeof PublicAreaModule> = once(() => import(/* webpackChunkName: "public-area" */ './PublicAreaRoute'));

/** The paths the application area renders (router.tsx): /login, /signup, /subscribe, /app/... */
export function isAppAreaPath(pathname: string): boolean {
  return ['/login', '/signup', '/subscribe', '/app'].some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/** The sign-in pages, which render without antd. */
export function isAuthPagePath(pathname: string): boolean {
  return ['/login', '/signup'].includes(pathname.replace(/\/+$/, ''));
}

/** A cold load: the chunks of the URL's area start downloading beside the runtime config. */
export function preloadForPath(pathname: string): void {
  // A failure here is left to the router, which loads the chunk again and shows its error.
  if (!isAppAreaPath(pathname)) {
    loadPublicArea().catch(() => undefined);
    return;
  }
  loadSessionFrame().catch(() => undefined);
  (isAuthPagePath(pathname) ? loadAuthArea() : loadAppArea()).catch(() => undefined);
}

export async function sessionFrameElement(): Promise<ReactNode> {
  return (await loadSessionFrame()).SESSION_FRAME;
}

export async function authAreaElement(name: AuthAreaElementName): Promise<ReactNode> {
  return (await loadAuthArea()).AUTH_AREA_ELEMENTS[name];
}

export async function publicAreaElement(): Promise<ReactNode> {
  const { PublicAreaRoute } = await loadPublicArea();
  return <PublicAreaRoute />;
}

export async function appAreaElement(name: AppAreaElementName): Promise<ReactNode> {
  return (await loadAppArea()).APP_AREA_ELEMENTS[name];
}
