// Reading a build: on a small dist folder written the way rspack and Module Federation write one,
// the reader finds each chunk's file, the shared packages a chunk consumes, the chunks that provide
// each package and each exposed module, every import() with its chunks, the entries of a lazy
// context, and each module's own
// source file through the source map (the last source of a scope-hoisted module is its own).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAppBuild, repositoryPathOfSource } from './built-chunks.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += BASE64[digit];
  } while (rest > 0);
  return out;
}

/** A one-line source map: each [column, sourceIndex] becomes a segment at source line 0, column 0. */
function sourceMap(sources: string[], segments: [number, number][]): string {
  let column = 0;
  let source = 0;
  const mappings = segments
    .map(([nextColumn, nextSource]) => {
      const segment = vlq(nextColumn - column) + vlq(nextSource - source) + vlq(0) + vlq(0);
      column = nextColumn;
      source = nextSource;
      return segment;
    })
    .join(',');
  return JSON.stringify({ version: 3, sources, mappings });
}

let dist = '';
const remote = { dir: 'mf-things', federationName: 'mf_things', area: 'Things', offset: 9 };

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'built-chunks-'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  writeFileSync(
    path.join(dist, 'remoteEntry.js'),
    [
      'var mf_things;(()=>{var u={};',
      'u.initializeSharingData={scopeToSharingDataMapping:{default:[{name:"react",version:"19.3.1",factory:()=>u.e(20).then(()=>()=>u(1)),eager:0},' +
        '{name:"@missionbase/ui",version:"0.1.0",factory:()=>Promise.all([u.e(21),u.e(22)]).then(()=>()=>u(2)),eager:0}]}};',
      // The minifier writes a round unquoted id in exponent form: module 4000 as 4e3, chunk 2000 as 2e3.
      'u.consumesLoadingData={chunkMapping:{30:["501"],31:["501","502"],32:["4000"]},moduleIdToConsumeDataMapping:{501:{shareScope:"default",shareKey:"react",import:"react"},502:{shareScope:"default",shareKey:"@missionbase/ui",import:"@missionbase/ui"},4e3:{shareScope:"default",shareKey:"jotai",import:"jotai"}}};',
      'var moduleMap={"./routes":()=>Promise.all([u.e(31),u.e(40)]).then(()=>()=>u(7)),"./lifecycles":()=>u.e(41).then(()=>()=>u(8)),"./widgets":()=>u.e(2e3).then(()=>()=>u(10))};',
      '})();',
    ].join('\n'),
  );
  // Chunk 40: the routes module (7) and a page module (9) built by scope hoisting with its import (a helper first, the page last).
  const chunk =
    '"use strict";(self.rspackChunkmf_things=self.rspackChunkmf_things||[]).push([[40],{7(e,t,r){let p=()=>Promise.all([r.e(30),r.e(42)]).then(r.bind(r,9))},9(e,t,r){let a=1;let b=2}}]);';
  const routesBody = chunk.indexOf('let p');
  const helperBody = chunk.indexOf('let a');
  const pageBody = chunk.indexOf('let b');
  writeFileSync(path.join(dist, '40.abc.js'), chunk);
  writeFileSync(
    path.join(dist, '40.abc.js.map'),
    sourceMap(['webpack://mf_things/./src/routes.tsx', 'webpack://mf_things/./src/things/helper.ts', 'webpack://mf_things/./src/things/ThingsPage.tsx'], [
      [routesBody, 0],
      [helperBody, 1],
      [pageBody, 2],
    ]),
  );
  // Chunk 42 (and 43) hold a lazy context of texts, each its own chunk.
  writeFileSync(
    path.join(dist, '42.def.js'),
    '"use strict";(self.rspackChunkmf_things=self.rspackChunkmf_things||[]).push([[42,43],{11(e,t,r){var n={"./first.md":["12",[44]],"./second.md":["13",[45]]}}}]);',
  );
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('reading a build', () => {
  it('finds the file of each chunk, and none for a chunk made only of shared-package references', () => {
    const build = readAppBuild(remote, dist);
    expect(Object.fromEntries(build.chunkFiles)).toEqual({ 40: '40.abc.js', 42: '42.def.js', 43: '42.def.js' });
  });

  it('reads which shared packages a chunk consumes, who provides them and what each exposed module loads, ids in exponent form too', () => {
    const build = readAppBuild(remote, dist);
    expect(Object.fromEntries(build.consumesByChunk)).toEqual({ 30: ['react'], 31: ['react', '@missionbase/ui'], 32: ['jotai'] });
    expect(Object.fromEntries(build.providerChunks)).toEqual({ react: ['20'], '@missionbase/ui': ['21', '22'] });
    expect(Object.fromEntries(build.exposes)).toEqual({ routes: ['31', '40'], lifecycles: ['41'], widgets: ['2000'] });
  });

  it('finds each import() with the chunks it loads and the module it resolves to', () => {
    const build = readAppBuild(remote, dist);
    expect(build.dynamicImports.map(({ file, chunks, module }) => ({ file, chunks, module }))).toEqual([{ file: '40.abc.js', chunks: ['30', '42'], module: '9' }]);
  });

  it('finds the chunks of each entry of a lazy context', () => {
    const build = readAppBuild(remote, dist);
    expect(build.lazyContextEntries.get('./first.md')).toEqual([{ module: '12', chunks: ['44'] }]);
  });

  it("names each module's own source file, the last one of a scope-hoisted module", () => {
    const sources = readAppBuild(remote, dist).moduleSources();
    expect(sources.get('7')?.source).toBe('mf-things/src/routes.tsx');
    expect(sources.get('9')?.source).toBe('mf-things/src/things/ThingsPage.tsx');
  });

  it('turns a source-map source into a repository path, packages included', () => {
    expect(repositoryPathOfSource('webpack://mf_projects/./src/gantt/GanttChart.tsx', 'mf-projects')).toBe('mf-projects/src/gantt/GanttChart.tsx');
    expect(repositoryPathOfSource('webpack://shell/../packages/ui/src/antd.ts', 'shell')).toBe('packages/ui/src/antd.ts');
  });

  it('refuses a folder that is not a build', () => {
    expect(() => readAppBuild(remote, path.join(dist, 'nowhere'))).toThrow(/BUILD_MISSING/);
  });
});
