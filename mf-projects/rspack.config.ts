// Build of the projects remote: the shared factory with this remote's name, port and exposes.
import path from 'node:path';
import { createAppConfig } from '@missionbase/mf-config/create-app-config';

const config = createAppConfig({
  name: 'mf_projects',
  kind: 'remote',
  port: 3002,
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx', './lifecycles': './src/lifecycles.tsx', './dashboard-widgets': './src/dashboard/dashboard-widgets.tsx' },
  htmlTitle: 'Projects (standalone) | Missionbase - Nonprofit Management',
});

// The Gantt library's package says it has no side effects, which would drop its stylesheet import
// from the build; the stylesheet is kept (it still loads only with the Gantt page's chunk).
config.module?.rules?.push({ test: /[\\/]@svar-ui[\\/].*\.css$/, sideEffects: true });
// Its full stylesheet names the vendor's font CDN: those @font-face rules are dropped, so no page
// asks another origin for a font (the chart takes the product's font stack, src/gantt/gantt.css).
config.module?.rules?.push({ test: /[\\/]@svar-ui[\\/].*\.css$/, enforce: 'pre', use: [{ loader: path.join(import.meta.dirname, 'build/local-fonts-only.cjs') }] });

export default config;
