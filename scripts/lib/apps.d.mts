// Types of apps.mjs for the TypeScript callers (end-to-end tests).
export interface AppInfo {
  dir: string;
  federationName: string;
  area: string;
  offset: number;
}

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<string, string>;
}

export const REPO_ROOT: string;
export const APPS: readonly AppInfo[];
export const REMOTES: readonly AppInfo[];
export const START_PORTS: { appBase: number; api: number; pg: number };
export const DEMO_LOGIN: { email: string; password: string };
export const LOCAL_ANON_KEY: string;
export function appDist(app: AppInfo): string;
export function runtimeConfigFor(options: { appBase: number; apiUrl: string; anonKey?: string; host?: string }): RuntimeConfig;
