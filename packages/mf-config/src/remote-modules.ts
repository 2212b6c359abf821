// Types of what each remote exposes, so the shell loads `mf_finance/routes` with real types
// instead of an untyped `declare module`. The build's `exposes` map is checked against these keys.
import type { ComponentType } from 'react';
import type { LifeCycles } from 'single-spa';
import type { RemoteName } from '@missionbase/app-config/remote-registry';

/** `./routes`: the area's <Routes>, rendered inside the shell's router (paths relative to its mount). */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** Props a page that mounts a remote's lifecycles may pass. */
export interface IsolatedMountProps {
  /** Where the remote's routes live in the URL, e.g. '/app' (finance) or '/' (marketing). */
  basePath?: string;
  /** Links a bare page can show inside the remote's own router, to navigate within it. */
  links?: readonly { label: string; to: string }[];
}

/** `./lifecycles`: single-spa-react lifecycles made by createLifecycles. */
export type RemoteLifecyclesModule = LifeCycles<IsolatedMountProps>;

/** One dashboard widget a remote offers: the shell lays it out in a card, the remote renders its body. */
export interface DashboardWidgetDefinition {
  /** Stable id, e.g. 'finance.cash-on-hand' (React key and `data-testid="dashboard-widget-<id>"`). */
  id: string;
  /** The card's heading. */
  title: string;
  /** Columns of the dashboard's 12-column grid it spans on a wide screen (narrow screens stack). */
  span: 4 | 6 | 8 | 12;
  Component: ComponentType;
}

/** `./dashboard-widgets` (optional): the widgets a remote adds to the shell's dashboard, in order. */
export interface RemoteDashboardWidgetsModule {
  default: readonly DashboardWidgetDefinition[];
}

export interface RemoteExposes {
  routes: RemoteRoutesModule;
  lifecycles: RemoteLifecyclesModule;
  'dashboard-widgets': RemoteDashboardWidgetsModule;
}

export type RemoteExposeName = keyof RemoteExposes;

/** What every remote must expose; the rest are optional. */
export type RequiredRemoteExposeName = 'routes' | 'lifecycles';

/** The id `loadRemote` takes, e.g. 'mf_hr/routes'. */
export type RemoteModuleId<E extends RemoteExposeName = RemoteExposeName> = `${RemoteName}/${E}`;

export function remoteModuleId<E extends RemoteExposeName>(remote: RemoteName, expose: E): RemoteModuleId<E> {
  return `${remote}/${expose}`;
}
