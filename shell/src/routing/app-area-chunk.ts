// The signed-in area's chunk (the antd theme, layout and pages), loaded once: the router's lazy
// routes render it, and the sign-in pages start its download when their form is submitted. Its own
// module, so the sign-in pages that import it are not imported back by the area loader.
import type * as AppAreaModule from './app-area';
import { once } from './load-once';

export const loadAppArea: () => Promise<typeof AppAreaModule> = once(() => import(/* webpackChunkName: "app-area" */ './app-area'));
