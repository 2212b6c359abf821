// The workspace's runtime import graph and its cycles: every tracked TypeScript and JavaScript file,
// the files it imports when it runs (static imports, re-exports and dynamic `import()`, not
// type-only imports), resolved as the bundler and Node resolve them (relative paths, workspace
// packages through their package.json `exports`). Packages from the registry are leaves. One pass
// over the files with TypeScript's parser, then strongly connected components (Tarjan).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './apps.mjs';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const DECLARATION = /\.d\.(ts|mts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** Tracked and new (not ignored) source files, relative to the root. */
export function workspaceSourceFiles(root = REPO_ROOT) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed
    .split('\n')
    .filter((file) => SOURCE.test(file) && !DECLARATION.test(file) && !file.includes('node_modules/'))
    .filter((file) => existsSync(path.join(root, file)));
}

/** The workspace packages by name: their folder and `exports` (or `main`). */
function workspacePackages(root) {
  const packages = new Map();
  const manifests = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*package.json'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file.endsWith('package.json') && !file.includes('node_modules/') && file !== 'package.json');
  for (const manifest of manifests) {
    const json = JSON.parse(readFileSync(path.join(root, manifest), 'utf8'));
    if (typeof json.name === 'string') packages.set(json.name, { dir: path.dirname(manifest), exports: json.exports ?? (json.main ? { '.': json.main } : {}) });
  }
  return packages;
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function resolveFile(absolute) {
  if (isFile(absolute)) return absolute;
  for (const extension of EXTENSIONS) if (isFile(absolute + extension)) return absolute + extension;
  for (const extension of EXTENSIONS) if (isFile(path.join(absolute, `index${extension}`))) return path.join(absolute, `index${extension}`);
  return null;
}

/** A package's `exports` target for a subpath ('.', './table', './src/x'), patterns with one `*` included. */
function exportTarget(exportsField, subpath) {
  const pick = (target) => (typeof target === 'string' ? target : target && typeof target === 'object' ? (target.import ?? target.default ?? null) : null);
  if (typeof exportsField === 'string') return subpath === '.' ? exportsField : null;
  if (exportsField[subpath] !== undefined) return pick(exportsField[subpath]);
  for (const [key, target] of Object.entries(exportsField)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= prefix.length + suffix.length) {
      const value = pick(target);
      if (value) return value.replace('*', subpath.slice(prefix.length, subpath.length - suffix.length));
    }
  }
  return null;
}

function packageOf(specifier) {
  const parts = specifier.split('/');
  const count = specifier.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, count).join('/'), subpath: parts.length > count ? `./${parts.slice(count).join('/')}` : '.' };
}

/** The runtime imports of one file's source: specifiers of static imports and re-exports that carry values, and of `import('...')`. */
export function runtimeImportsOf(fileName, text) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') || fileName.endsWith('.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const onlyTypes = clause !== undefined && !clause.name && named !== null && named.length > 0 && named.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (statement.isTypeOnly) continue;
      const named = statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements : null;
      if (named !== null && named.length > 0 && named.every((element) => element.isTypeOnly)) continue;
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  if (text.includes('import(')) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return specifiers;
}

/** The graph: each file (relative to the root) with the workspace files it imports at run time. */
export function runtimeImportGraph(root = REPO_ROOT) {
  const files = workspaceSourceFiles(root);
  const packages = workspacePackages(root);
  const known = new Set(files.map((file) => path.join(root, file)));
  const resolve = (fromFile, specifier) => {
    const bare = specifier.split('?')[0] ?? specifier;
    let absolute = null;
    if (bare.startsWith('.')) {
      absolute = resolveFile(path.resolve(path.dirname(fromFile), bare));
    } else {
      const { name, subpath } = packageOf(bare);
      const workspacePackage = packages.get(name);
      const target = workspacePackage ? exportTarget(workspacePackage.exports, subpath) : null;
      if (workspacePackage && target) absolute = resolveFile(path.join(root, workspacePackage.dir, target));
    }
    return absolute && known.has(absolute) ? path.relative(root, absolute) : null;
  };
  const graph = new Map();
  for (const file of files) {
    const absolute = path.join(root, file);
    const imports = new Set();
    for (const specifier of runtimeImportsOf(file, readFileSync(absolute, 'utf8'))) {
      const target = resolve(absolute, specifier);
      if (target && target !== file) imports.add(target);
    }
    graph.set(file, [...imports].sort());
  }
  return graph;
}

/** Groups of files that import one another at run time (strongly connected components of two or more), each sorted. */
export function importCycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const lowOf = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  // Iterative Tarjan: a deep graph does not overflow the call stack.
  for (const start of graph.keys()) {
    if (indexOf.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    indexOf.set(start, index);
    lowOf.set(start, index);
    index += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next];
        frame.next += 1;
        if (!indexOf.has(target)) {
          indexOf.set(target, index);
          lowOf.set(target, index);
          index += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowOf.set(frame.node, Math.min(lowOf.get(frame.node), indexOf.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowOf.set(parent.node, Math.min(lowOf.get(parent.node), lowOf.get(frame.node)));
      if (lowOf.get(frame.node) === indexOf.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
