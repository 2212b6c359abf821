// No runtime import cycles in the workspace: a file never reaches itself through the files it
// imports when it runs, static or dynamic (a lazy drawer that imports its list back is a cycle);
// type-only imports are not part of one. The reader and the cycle finder are checked on small
// sources first, so a passing workspace check means something.
import { describe, expect, it } from 'vitest';
import { importCycles, runtimeImportGraph, runtimeImportsOf } from './import-graph.mjs';

describe('runtime import graph', () => {
  it('reads static imports, re-exports and dynamic imports, not type-only ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import d, { type D } from './d';",
      "import './e.css';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "const H = lazy(() => import('./h'));",
    ].join('\n');
    expect(runtimeImportsOf('x.tsx', source)).toEqual(['./a', './d', './e.css', './f', './h']);
  });

  it('finds a cycle through a dynamic import and none in a chain', () => {
    const graph = new Map([
      ['list.tsx', ['drawer.tsx', 'table.ts']],
      ['drawer.tsx', ['tag.tsx', 'list.tsx']],
      ['tag.tsx', []],
      ['table.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([['drawer.tsx', 'list.tsx']]);
    graph.set('drawer.tsx', ['tag.tsx']);
    expect(importCycles(graph)).toEqual([]);
  });

  it('no file of the workspace imports itself back at run time', () => {
    const graph = runtimeImportGraph();
    expect(graph.size).toBeGreaterThan(100);
    // Workspace packages resolve through their exports: the shell reaches the kit's frame entry.
    expect([...graph.values()].some((imports) => imports.includes('packages/ui/src/index.ts'))).toBe(true);
    expect(importCycles(graph)).toEqual([]);
    // One parse of every file: a few seconds, more on a busy machine.
  }, 120_000);
});
