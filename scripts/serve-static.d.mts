// Types of serve-static.mjs for the TypeScript callers (end-to-end tests).
import type { ServerLimits } from '../packages/backend/src/http/server-limits.mjs';

export interface ServeStaticOptions {
  /** The folder to serve (an app's dist). */
  dir: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** History fallback: unknown extension-less paths get index.html (the shell). */
  spa?: boolean;
  /** Served at /runtime-config.json instead of dist's file: a file path (read per request) or an object. */
  runtimeConfig?: string | object;
  /** Compress text responses when the client accepts gzip. */
  gzip?: boolean;
  host?: string;
  log?: (line: string) => void;
  /**
   * Answer /sitemap.xml and /robots.txt (the site root's files) from mf-marketing's site-paths.json,
   * read per request, with absolute URLs on siteUrl, or on the origin each request came to.
   */
  siteFiles?: { pathsFile: string; siteUrl?: string };
  /** Request deadlines and the connection cap (default: the MB_HTTP_* variables, as the API's). */
  limits?: Partial<ServerLimits>;
}

export interface StaticServer {
  port: number;
  url: string;
  /** Stops listening and drops open connections, so the app looks down at once. */
  close(): Promise<void>;
}

export function serveStatic(options: ServeStaticOptions): Promise<StaticServer>;
export function contentTypeFor(filePath: string): string;
