// Types of built-chunks.mjs for the TypeScript callers (its unit test, the route size test).
import type { AppInfo } from './apps.mjs';

export interface DynamicImport {
  /** The built file the import() is in. */
  file: string;
  offset: number;
  /** The chunks it loads before the module runs. */
  chunks: string[];
  /** The module id it resolves to. */
  module: string;
}

export interface AppBuild {
  app: AppInfo;
  dist: string;
  texts: Map<string, string>;
  chunkFiles: Map<string, string>;
  consumesByChunk: Map<string, string[]>;
  providerChunks: Map<string, string[]>;
  exposes: Map<string, string[]>;
  dynamicImports: DynamicImport[];
  /** Entries of lazy webpack contexts by request (`./our-first-grant.md`): the module and the chunks it loads. */
  lazyContextEntries: Map<string, { module: string; chunks: string[] }[]>;
  runtimeFile: string;
  entryScripts: string[];
  moduleSources(): Map<string, { file: string; source: string }>;
}

export function readAppBuild(app: AppInfo, dist?: string): AppBuild;
export function repositoryPathOfSource(source: string, appDir: string): string;
