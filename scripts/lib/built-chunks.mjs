// What one app's production build (`<app>/dist`) says about its chunks, read from the files the
// build writes: which file holds which chunk, where each module is defined and from which source
// file (the source maps), which chunks a dynamic import() loads, which shared packages a chunk
// consumes (Module Federation's consume mapping in the app's runtime), which chunks provide each
// shared package, which chunks each exposed module needs (the remote's container) and each entry of
// a lazy webpack context (a blog post's text). Pure reads
// of the dist folder; route-javascript.mjs walks them to compute a route's cold load.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { appDist } from './apps.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/**
 * A source map's `mappings`, per generated line: segments [generatedColumn, sourceIndex] in column
 * order (absolute values). Source lines, columns and names are decoded past, not kept.
 */
function decodeMappings(mappings) {
  const lines = [];
  let sourceIndex = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64_VALUE.get(char);
        if (digit === undefined) throw new Error(`SOURCE_MAP_BAD_VLQ: ${segment}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length >= 4) {
        sourceIndex += values[1];
        segments.push([column, sourceIndex]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** `webpack://mf_projects/./src/gantt/GanttChart.tsx` -> `mf-projects/src/gantt/GanttChart.tsx` (repository-relative). */
export function repositoryPathOfSource(source, appDir) {
  const withoutScheme = source.replace(/^webpack:\/\/[^/]*\//, '');
  const resolved = path.posix.normalize(path.posix.join(appDir, withoutScheme.replace(/\|.*$/, '')));
  return resolved.replace(/^(\.\.\/)+/, '');
}

/** The last mapped segment strictly before a generated position (segments are in column order). */
function lastSegmentBefore(lines, { line, column }) {
  const segments = lines[line] ?? [];
  let low = 0;
  let high = segments.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (segments[middle][0] < column) low = middle + 1;
    else high = middle;
  }
  if (low > 0) return segments[low - 1];
  for (let previous = line - 1; previous >= 0; previous -= 1) {
    const earlier = lines[previous] ?? [];
    if (earlier.length > 0) return earlier[earlier.length - 1];
  }
  return undefined;
}

/** Line and column (0-based) of an offset in a text. */
function lineAndColumn(text, offset) {
  let line = 0;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart };
}

// Module and chunk ids are numbers; where the minifier writes one unquoted, a round one may come
// out in exponent form (module 4000 as `4e3`). ID matches both, idOf gives the id's digits.
const ID = String.raw`\d+(?:e\d+)?`;
const idOf = (text) => (text.includes('e') ? String(Number(text)) : text);

// `{4342(e,a,t){` or `,4342(e,a,t){`: a module of a chunk file (rspack writes modules as methods).
const MODULE_HEAD = new RegExp(String.raw`[{,]"?(${ID})"?\((?:[\w$]+(?:,[\w$]+)*)?\)\{`, 'g');
// `Promise.all([t.e(1),t.e(2)]).then(t.bind(t,42))` or `t.e(1).then(t.bind(t,42))`: an import() of module 42.
const DYNAMIC_IMPORT = new RegExp(
  String.raw`(?:Promise\.all\(\[((?:[\w$]+\.e\(${ID}\),?)+)\]\)|[\w$]+\.e\((${ID})\))\.then\([\w$.]+\.bind\([\w$]+,(${ID})(?:,\d+)?\)\)`,
  'g',
);
const CHUNK_ID = new RegExp(String.raw`\.e\((${ID})\)`, 'g');

function chunkIdsOf(list) {
  return [...list.matchAll(CHUNK_ID)].map((match) => idOf(match[1]));
}

/**
 * Reads one app's build. Throws with a clear code when the dist folder or a runtime mapping the
 * federation plugin writes is missing (a plugin upgrade that renames them must fail here, loudly).
 */
export function readAppBuild(app, dist = appDist(app)) {
  const host = app.federationName === 'shell';
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`BUILD_MISSING: ${app.dir}/dist has no mf-manifest.json; run \`pnpm build\``);
  const jsFiles = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const texts = new Map(jsFiles.map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]));

  /** chunk id -> the file that defines it (a chunk made only of shared-module references has none). */
  const chunkFiles = new Map();
  const chunkHead = new RegExp(String.raw`^(?:"use strict";)?\(self\.rspackChunk${app.federationName}=self\.rspackChunk${app.federationName}\|\|\[\]\)\.push\(\[\[([\d,"]+)\]`);
  for (const [file, text] of texts) {
    const head = text.match(chunkHead);
    if (!head) continue;
    for (const id of head[1].split(',')) chunkFiles.set(id.replace(/"/g, ''), file);
  }

  // The runtime: the shell's entry (main.*.js, named in index.html) or the remote's container.
  const runtimeFile = host ? entryScriptsOf(dist)[0] : 'remoteEntry.js';
  const runtime = texts.get(runtimeFile);
  if (!runtime) throw new Error(`BUILD_NO_RUNTIME: ${app.dir}/dist/${runtimeFile} is missing`);

  const consumesByChunk = new Map();
  const consumes = runtime.match(/consumesLoadingData=\{chunkMapping:\{([^}]*)\}/);
  const consumeKeys = new Map();
  for (const match of runtime.matchAll(new RegExp(String.raw`[{,]"?(${ID})"?:\{shareScope:"[^"]*",shareKey:"([^"]+)"`, 'g'))) consumeKeys.set(idOf(match[1]), match[2]);
  if (consumes) {
    for (const match of consumes[1].matchAll(new RegExp(String.raw`"?(${ID})"?:\[([^\]]*)\]`, 'g'))) {
      const keys = [...match[2].matchAll(/"(\d+)"/g)].map((module) => {
        const key = consumeKeys.get(module[1]);
        if (!key) throw new Error(`BUILD_UNKNOWN_CONSUME: ${app.dir} chunk ${idOf(match[1])} consumes module ${module[1]}, which names no shared package`);
        return key;
      });
      consumesByChunk.set(idOf(match[1]), keys);
    }
  }

  /** shared package -> the chunks its factory loads (this app as the provider). */
  const providerChunks = new Map();
  for (const match of runtime.matchAll(new RegExp(String.raw`\{name:"([^"]+)",version:"[^"]*",factory:\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\(${ID}\))`, 'g'))) {
    providerChunks.set(match[1], chunkIdsOf(match[2]));
  }
  if (providerChunks.size === 0) throw new Error(`BUILD_NO_SHARED: ${app.dir}/dist/${runtimeFile} provides no shared package (has the federation runtime changed?)`);

  /** exposed module (`routes`, `dashboard-widgets`, ...) -> the chunks the container loads for it. */
  const exposes = new Map();
  for (const match of runtime.matchAll(new RegExp(String.raw`"\.\/([\w-]+)":\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\(${ID}\))`, 'g'))) {
    exposes.set(match[1], chunkIdsOf(match[2]));
  }
  if (!host && !exposes.has('routes')) throw new Error(`BUILD_NO_EXPOSES: ${app.dir}/dist/remoteEntry.js exposes no ./routes`);

  /** Every dynamic import() in the app's code: the chunks it loads and the module it resolves to. */
  const dynamicImports = [];
  for (const [file, text] of texts) {
    for (const match of text.matchAll(DYNAMIC_IMPORT)) {
      dynamicImports.push({ file, offset: match.index, chunks: match[1] ? chunkIdsOf(match[1]) : [idOf(match[2])], module: idOf(match[3]) });
    }
  }

  /** Lazy webpack contexts (`import.meta.webpackContext(..., { mode: 'lazy' })`): request -> the chunks of each entry. */
  const lazyContextEntries = new Map();
  for (const text of texts.values()) {
    for (const match of text.matchAll(/"(\.\/[^"]+)":\["(\d+)",\[([\d,]*)\]\]/g)) {
      const entries = lazyContextEntries.get(match[1]) ?? [];
      entries.push({ module: match[2], chunks: match[3].split(',').filter(Boolean) });
      lazyContextEntries.set(match[1], entries);
    }
  }

  let modules = null;
  /** module id -> { file, source } (the source file, repository-relative), from the source maps. */
  function moduleSources() {
    if (modules) return modules;
    modules = new Map();
    for (const [file, text] of texts) {
      const mapFile = path.join(dist, `${file}.map`);
      if (!existsSync(mapFile)) continue;
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      const lines = decodeMappings(map.mappings);
      // A module built by scope hoisting holds its imports' code first and its own last: the last
      // mapped segment before the next module's head names the module's own source file.
      const heads = [...text.matchAll(MODULE_HEAD)];
      heads.forEach((match, index) => {
        const end = index + 1 < heads.length ? heads[index + 1].index : text.length;
        const segment = lastSegmentBefore(lines, lineAndColumn(text, end));
        if (segment) modules.set(idOf(match[1]), { file, source: repositoryPathOfSource(map.sources[segment[1]], app.dir) });
      });
    }
    return modules;
  }

  return {
    app,
    dist,
    texts,
    chunkFiles,
    consumesByChunk,
    providerChunks,
    exposes,
    dynamicImports,
    lazyContextEntries,
    runtimeFile,
    entryScripts: host ? entryScriptsOf(dist) : [],
    moduleSources,
  };
}

/** The scripts the shell's index.html loads, in order. */
function entryScriptsOf(dist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((match) => match[1]);
}
