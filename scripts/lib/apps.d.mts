// Types of apps.mjs for the TypeScript callers (end-to-end tests).
export interface AppInfo {
  dir: string;
  federationName: string;
  area: string;
  offset: number;
}

export interface BillingRuntimeConfig {
  provider: 'local' | 'stripe';
  publishableKey?: string;
  prices?: Record<string, string>;
}

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<string, string>;
  /** Absent: the backend's local payment provider. */
  billing?: BillingRuntimeConfig;
}

export const REPO_ROOT: string;
export const APPS: readonly AppInfo[];
export const REMOTES: readonly AppInfo[];
export const START_PORTS: { appBase: number; api: number; pg: number };
export const DEMO_LOGIN: { email: string; password: string };
export const LOCAL_ANON_KEY: string;
export function appDist(app: AppInfo): string;
export function runtimeConfigFor(options: { appBase: number; apiUrl: string; anonKey?: string; host?: string; billing?: BillingRuntimeConfig }): RuntimeConfig;
