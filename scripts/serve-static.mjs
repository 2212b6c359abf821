// A dependency-free static file server for ONE built app (the shell or a remote's dist folder).
// Used by `pnpm start`, the end-to-end tests and the benchmark. It can answer /runtime-config.json
// from another file or object than the one in dist, so remote URLs change without a rebuild, and
// (for the shell, whose origin is the site root) /sitemap.xml and /robots.txt from mf-marketing's
// list of public paths, with absolute URLs on the site's origin.
//
//   node scripts/serve-static.mjs --dir shell/dist --port 3000 --spa [--runtime-config file] [--gzip]
//        [--site-paths mf-marketing/dist/site-paths.json [--site-url https://missionbase.org]]
//
// As a module: `const server = await serveStatic({ dir, port, spa, runtimeConfig }); await server.close();`
import { createServer } from 'node:http';
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { SITE_FILE_PATHS, normalizeSiteUrl, parseSitePaths, siteFile } from './lib/site-files.mjs';
import { applyServerLimits, endClientError, serverLimitsFromEnv, serverOptions } from '../packages/backend/src/http/server-limits.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/** Text types worth compressing when the client accepts gzip. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;

/** Files whose name carries no content hash must be revalidated, or a redeployed remote is not seen. */
const UNHASHED = /(^|\/)(index\.html|runtime-config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|[^/]*\.html)$/;

export function contentTypeFor(filePath) {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Turns the `runtimeConfig` option into the bytes to serve at /runtime-config.json, or undefined to
 * serve dist's own file. A string is a file path (read on each request so it can change live).
 */
function runtimeConfigBody(runtimeConfig) {
  if (runtimeConfig === undefined || runtimeConfig === null) return undefined;
  if (typeof runtimeConfig === 'string') return readFileSync(runtimeConfig);
  return Buffer.from(JSON.stringify(runtimeConfig, null, 2));
}

async function fileIfExists(filePath) {
  try {
    const info = await stat(filePath);
    return info.isFile() ? { filePath, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves a URL path inside root, refusing anything that escapes it (../, encoded or not). */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return undefined;
  return resolved;
}

/** The origin the client asked for (Host header), when no site URL is configured: local runs, tests. */
function requestOrigin(req, port) {
  const host = String(req.headers.host ?? '');
  // Only a plain host[:port]: the value ends up in the sitemap's URLs.
  return /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\])(:\d{1,5})?$/.test(host) ? `http://${host}` : `http://localhost:${port}`;
}

function looksLikePageRequest(req, urlPath) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (path.posix.extname(urlPath) !== '') return false;
  const accept = req.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Starts a static server. Options: dir (required), port (0 = any free port), spa (history fallback to
 * index.html), runtimeConfig (file path or object served at /runtime-config.json), gzip (compress text
 * when the client accepts it; off by default so measured sizes are raw), host (default: MB_BIND_HOST, else
 * 127.0.0.1: nothing is reachable from other machines unless asked for), log (function for one line per request),
 * siteFiles (`{ pathsFile, siteUrl? }`: answer /sitemap.xml and /robots.txt from that site-paths.json,
 * read per request, with URLs on siteUrl or else on the origin the request came to), limits (request
 * deadlines and the connection cap, as the API's: default from the MB_HTTP_* variables, docs/security.md).
 * Resolves once listening; rejects with a clear message when the port is taken.
 */
export async function serveStatic({ dir, port, spa = false, runtimeConfig, gzip = false, host = process.env.MB_BIND_HOST || '127.0.0.1', log, siteFiles, limits = serverLimitsFromEnv() } = {}) {
  if (!dir) throw new Error('serveStatic: `dir` is required');
  const siteUrl = siteFiles?.siteUrl ? normalizeSiteUrl(siteFiles.siteUrl) : undefined;
  const root = path.resolve(dir);
  const rootInfo = await stat(root).catch(() => undefined);
  if (!rootInfo?.isDirectory()) throw new Error(`serveStatic: ${root} is not a directory (was the app built?)`);

  let actualPort = port;
  const server = createServer(serverOptions(limits), (req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  });
  applyServerLimits(server, limits);
  server.on('clientError', endClientError);

  async function handle(req, res) {
    // Remotes are fetched cross-origin by the shell and by harness pages: allow any origin.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, HEAD, OPTIONS');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    log?.(`${req.method} ${urlPath}`);

    if (urlPath === '/runtime-config.json') {
      const body = runtimeConfigBody(runtimeConfig);
      if (body) {
        send(req, res, 200, body, contentTypeFor(urlPath), 'no-cache');
        return;
      }
    }

    if (siteFiles && SITE_FILE_PATHS.includes(urlPath)) {
      let paths;
      try {
        paths = parseSitePaths(readFileSync(siteFiles.pathsFile, 'utf8'));
      } catch (error) {
        const reason = error && error.code === 'ENOENT' ? `${siteFiles.pathsFile} does not exist (build mf-marketing)` : String(error instanceof Error ? error.message : error);
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).end(`Not found: ${reason}\n`);
        return;
      }
      const file = siteFile(urlPath, { origin: siteUrl ?? requestOrigin(req, actualPort), paths });
      send(req, res, 200, Buffer.from(file.body), file.contentType, 'no-cache');
      return;
    }

    const target = resolveInside(root, urlPath);
    if (!target) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad path\n');
      return;
    }
    let file = (await fileIfExists(target)) ?? (await fileIfExists(path.join(target, 'index.html')));
    if (!file && spa && looksLikePageRequest(req, urlPath)) file = await fileIfExists(path.join(root, 'index.html'));
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).end('Not found\n');
      return;
    }
    const relative = path.relative(root, file.filePath).split(path.sep).join('/');
    const cacheControl = UNHASHED.test(relative) ? 'no-cache' : 'public, max-age=31536000, immutable';
    const type = contentTypeFor(file.filePath);
    if (gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      send(req, res, 200, gzipSync(readFileSync(file.filePath)), type, cacheControl, 'gzip');
      return;
    }
    res.writeHead(200, { 'content-type': type, 'content-length': file.size, 'cache-control': cacheControl });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file.filePath).pipe(res);
  }

  function send(req, res, status, body, type, cacheControl, encoding) {
    const headers = { 'content-type': type, 'content-length': body.length, 'cache-control': cacheControl };
    if (encoding) {
      headers['content-encoding'] = encoding;
      headers.vary = 'accept-encoding';
    }
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  // Track sockets so close() ends keep-alive connections at once (a stopped remote must look down).
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    const onError = (error) => {
      if (error && error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} is already in use: cannot serve ${root}. Stop whatever uses it and retry.`));
      } else {
        reject(error);
      }
    };
    server.once('error', onError);
    server.listen(port ?? 0, host, () => {
      server.off('error', onError);
      resolve();
    });
  });

  const address = server.address();
  // Assigned once listening; requests (and requestOrigin) only run after that.
  actualPort = typeof address === 'object' && address ? address.port : port;
  let closed;
  return {
    port: actualPort,
    url: `http://localhost:${actualPort}`,
    close() {
      closed ??= new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      return closed;
    },
  };
}

function parseArgs(argv) {
  const options = { spa: false, gzip: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--dir') options.dir = value();
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--gzip') options.gzip = true;
    else if (arg === '--runtime-config') options.runtimeConfig = value();
    else if (arg === '--host') options.host = value();
    else if (arg === '--log') options.log = (line) => console.log(line);
    else if (arg === '--site-paths') options.siteFiles = { ...options.siteFiles, pathsFile: value() };
    else if (arg === '--site-url') options.siteFiles = { ...options.siteFiles, siteUrl: value() };
    else throw new Error(`Unknown argument ${arg}`);
  }
  options.runtimeConfig ??= process.env.MB_RUNTIME_CONFIG || undefined;
  if (options.siteFiles) {
    if (!options.siteFiles.pathsFile) throw new Error('--site-url needs --site-paths <mf-marketing/dist/site-paths.json>');
    options.siteFiles.siteUrl ??= process.env.SITE_URL || undefined;
  }
  if (!options.dir || !Number.isInteger(options.port)) {
    throw new Error(
      'Usage: node scripts/serve-static.mjs --dir <dist> --port <n> [--spa] [--gzip] [--runtime-config <file>] [--host <h>] [--log] ' +
        '[--site-paths <site-paths.json> [--site-url <https://site>]]',
    );
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const server = await serveStatic(options);
    console.log(`Serving ${path.resolve(options.dir)} at ${server.url}${options.spa ? ' (SPA fallback)' : ''}`);
    const stop = () => server.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
