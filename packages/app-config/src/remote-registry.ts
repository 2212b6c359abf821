// The runtime configuration every app fetches from /runtime-config.json at start-up, validated
// with errors that name the broken field, plus the names and labels of the six remotes.
import { readBillingConfig, type BillingConfig } from '@missionbase/domain/billing-config';

export const REMOTE_NAMES = [
  'mf_finance',
  'mf_projects',
  'mf_hr',
  'mf_supply_chain',
  'mf_settings',
  'mf_marketing',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The user-facing name of each remote's area, used in `<Area> is unavailable`. */
export const REMOTE_AREAS: Readonly<Record<RemoteName, string>> = {
  mf_finance: 'Finance',
  mf_projects: 'Projects',
  mf_hr: 'Human Resources',
  mf_supply_chain: 'Supply Chain',
  mf_settings: 'Settings',
  mf_marketing: 'Marketing',
};

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Remote name -> URL of its mf-manifest.json (a standalone remote may list none). */
  remotes: Partial<Record<RemoteName, string>>;
  /** Payments: the local provider unless the optional `billing` block says otherwise. */
  billing: BillingConfig;
}

export class RuntimeConfigError extends Error {
  readonly code = 'RUNTIME_CONFIG_INVALID';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid runtime-config.json: ${problems.join('; ')}`);
    this.name = 'RuntimeConfigError';
  }
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: unknown): value is string {
  // A pattern rather than URL: this package runs without DOM or Node typings.
  return typeof value === 'string' && /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/.test(value);
}

/**
 * Checks parsed JSON against the runtime-config contract. `requiredRemotes` lets a standalone
 * remote accept a file without the other remotes; the shell requires all six.
 */
export function parseRuntimeConfig(
  input: unknown,
  requiredRemotes: readonly RemoteName[] = REMOTE_NAMES,
): RuntimeConfig {
  const problems: string[] = [];
  if (!isRecord(input)) throw new RuntimeConfigError(['the file must contain a JSON object']);
  if (!isHttpUrl(input.supabaseUrl)) problems.push('supabaseUrl must be an http(s) URL');
  if (typeof input.supabaseAnonKey !== 'string' || input.supabaseAnonKey.length === 0) {
    problems.push('supabaseAnonKey must be a non-empty string');
  }
  const remotes: Partial<Record<RemoteName, string>> = {};
  const rawRemotes = input.remotes ?? {};
  if (!isRecord(rawRemotes)) {
    problems.push('remotes must be an object of remote name -> mf-manifest.json URL');
  } else {
    for (const [name, url] of Object.entries(rawRemotes)) {
      if (!isRemoteName(name)) problems.push(`remotes.${name} is not a known remote (${REMOTE_NAMES.join(', ')})`);
      else if (!isHttpUrl(url)) problems.push(`remotes.${name} must be an http(s) URL`);
      else remotes[name] = url;
    }
    for (const name of requiredRemotes) {
      if (!(name in rawRemotes)) problems.push(`remotes.${name} is missing`);
    }
  }
  const billing = readBillingConfig(input.billing, problems);
  if (problems.length > 0) throw new RuntimeConfigError(problems);
  return {
    supabaseUrl: String(input.supabaseUrl),
    supabaseAnonKey: String(input.supabaseAnonKey),
    remotes,
    billing,
  };
}
