// `pnpm typecheck` checks every file a package's own tsconfig.json holds: each workspace package is
// either one of the checked programs or every folder and file pattern its tsconfig.json includes is
// included by a root program with the same compiler settings as the package's own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TYPECHECK_PROGRAMS } from './typecheck-programs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface TsConfig {
  compilerOptions?: Record<string, unknown>;
  include?: string[];
}

function readConfig(file: string): TsConfig {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as TsConfig;
}

/** The workspace packages with a tsconfig.json (pnpm-workspace.yaml's globs: shell, mf-*, packages/*, supabase, e2e). */
function workspacePackages(): string[] {
  const top = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-') || name === 'supabase' || name === 'e2e');
  const nested = readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`);
  return [...top, ...nested].filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json'))).sort();
}

const rootPrograms = TYPECHECK_PROGRAMS.filter((program) => !program.includes('/'));

/** The settings that decide what a file may say, beside the shared base: module system, libraries, global types. */
function settings(options: Record<string, unknown> = {}): unknown {
  return { module: options.module ?? 'ESNext', moduleResolution: options.moduleResolution ?? 'Bundler', lib: options.lib ?? 'base', types: options.types ?? [] };
}

describe('pnpm typecheck', () => {
  it('checks every workspace package, in its own program or in a root program that includes all it includes', () => {
    const unchecked: string[] = [];
    for (const dir of workspacePackages()) {
      if (TYPECHECK_PROGRAMS.includes(`${dir}/tsconfig.json`)) continue;
      const own = readConfig(`${dir}/tsconfig.json`);
      const home = rootPrograms.find((program) => (readConfig(program).include ?? []).some((entry) => entry.startsWith(`${dir}/`)));
      const included = home ? readConfig(home).include ?? [] : [];
      for (const entry of own.include ?? []) if (!included.includes(`${dir}/${entry}`)) unchecked.push(`${dir}/${entry}`);
    }
    expect(unchecked).toEqual([]);
  });

  it('checks a package in a root program only when that program has the package\'s module system, libraries and global types', () => {
    const differing: string[] = [];
    for (const program of rootPrograms) {
      const programSettings = settings(readConfig(program).compilerOptions);
      const dirs = new Set((readConfig(program).include ?? []).map((entry) => entry.split('/').slice(0, entry.startsWith('packages/') ? 2 : 1).join('/')));
      for (const dir of dirs) {
        if (JSON.stringify(settings(readConfig(`${dir}/tsconfig.json`).compilerOptions)) !== JSON.stringify(programSettings)) differing.push(`${dir} in ${program}`);
      }
    }
    expect(differing).toEqual([]);
  });
});
