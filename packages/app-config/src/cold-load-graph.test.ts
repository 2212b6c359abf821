// The cold-load graph follows a page's static imports only, so a remote's cold-load test sees a drawer
// imported statically and not one loaded on open.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coldGraph, coldLoadFindings, coldLoadPages, panelModules, staticImports, zodImports } from './cold-load-graph';

let src = '';

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
  writeFileSync(path.join(src, file), text);
}

beforeAll(() => {
  src = mkdtempSync(path.join(tmpdir(), 'cold-load-graph-'));
  write('page-components.tsx', [
    "// A row reads `'/app/things': () => import('./things/ThingsPage').then(...)`.",
    "  '/app/things': () => import('./things/ThingsPage').then((module) => ({ default: module.ThingsPage })),",
    "  '/app/other': () => import('./other/OtherPage').then((module) => ({ default: module.OtherPage })),",
    "  '/app/missing': () => import('./missing/MissingPage').then((module) => ({ default: module.MissingPage })),",
  ].join('\n'));
  write('things/ThingsPage.tsx', [
    "import { Table } from '@missionbase/ui/table';",
    "import type { ThingForm } from './schema';",
    "import { ThingsList } from './ThingsList';",
    "const ThingDrawer = lazyPanel(() => import('./ThingDrawer').then((module) => module.ThingDrawer));",
  ].join('\n'));
  write('things/ThingsList.tsx', "export { columns } from './columns';\nimport { EditDialog } from './EditDialog';\n");
  write('things/columns.ts', 'export const columns = [];\n');
  write('things/EditDialog.tsx', "import { z } from 'zod/mini';\n");
  write('things/ThingDrawer.tsx', "import { z } from 'zod';\n");
  write('things/schema.ts', "import { z } from 'zod';\n");
  write('other/OtherPage.tsx', "import { Button } from '@missionbase/ui';\n");
});

afterAll(() => rmSync(src, { recursive: true, force: true }));

describe('cold-load graph', () => {
  it('reads each page row of page-components.tsx and finds its module', () => {
    expect(coldLoadPages(src)).toEqual([
      { route: '/app/things', entry: path.join(src, 'things/ThingsPage.tsx') },
      { route: '/app/other', entry: path.join(src, 'other/OtherPage.tsx') },
      { route: '/app/missing', entry: null },
    ]);
  });

  it('leaves out type-only imports', () => {
    expect(staticImports("import type { A } from './a';\nexport type { B } from './b';\nimport './c';")).toEqual(['./c']);
  });

  it('follows static imports and re-exports, not import()', () => {
    const graph = coldGraph(src, path.join(src, 'things/ThingsPage.tsx'));
    expect(graph.files.sort()).toEqual(['things/EditDialog.tsx', 'things/ThingsList.tsx', 'things/ThingsPage.tsx', 'things/columns.ts']);
    expect([...graph.packages].sort()).toEqual(['@missionbase/ui/table', 'zod/mini']);
  });

  it('names the drawer, modal and dialog modules and the zod imports a cold load reaches', () => {
    const graph = coldGraph(src, path.join(src, 'things/ThingsPage.tsx'));
    expect(panelModules(graph)).toEqual(['things/EditDialog.tsx']);
    expect(zodImports(graph)).toEqual(['zod/mini']);
    const other = coldGraph(src, path.join(src, 'other/OtherPage.tsx'));
    expect([panelModules(other), zodImports(other)]).toEqual([[], []]);
  });

  it('gathers a page\'s findings: panels, zod and the forbidden entries it imports', () => {
    const graph = coldGraph(src, path.join(src, 'things/ThingsPage.tsx'));
    expect(coldLoadFindings(graph, ['@missionbase/ui/table', '@missionbase/ui/forms'])).toEqual({ panels: ['things/EditDialog.tsx'], zod: ['zod/mini'], entries: ['@missionbase/ui/table'] });
  });
});
