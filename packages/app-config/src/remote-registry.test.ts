// Unit tests for runtime-config validation.
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, RuntimeConfigError, parseRuntimeConfig } from './remote-registry';

const remotes = Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, `http://localhost:${3001 + i}/mf-manifest.json`]));
const valid = { supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon', remotes };

function problemsOf(input: unknown, required?: Parameters<typeof parseRuntimeConfig>[1]): readonly string[] {
  try {
    parseRuntimeConfig(input, required);
  } catch (error) {
    if (error instanceof RuntimeConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseRuntimeConfig', () => {
  it('accepts the contract shape and keeps every remote URL', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.remotes.mf_hr).toBe('http://localhost:3003/mf-manifest.json');
    expect(config.supabaseUrl).toBe('http://localhost:54321');
  });

  it('names each broken field', () => {
    const problems = problemsOf({ supabaseUrl: 'ftp://x', supabaseAnonKey: '', remotes: { ...remotes, mf_hr: 'nope', mf_bogus: 'http://x' } });
    expect(problems).toEqual([
      'supabaseUrl must be an http(s) URL',
      'supabaseAnonKey must be a non-empty string',
      'remotes.mf_hr must be an http(s) URL',
      'remotes.mf_bogus is not a known remote (mf_finance, mf_projects, mf_hr, mf_supply_chain, mf_settings, mf_marketing)',
    ]);
  });

  it('requires every remote for the shell but none for a standalone remote', () => {
    const { mf_settings: _dropped, ...fewer } = remotes;
    expect(problemsOf({ ...valid, remotes: fewer })).toEqual(['remotes.mf_settings is missing']);
    expect(problemsOf({ supabaseUrl: valid.supabaseUrl, supabaseAnonKey: 'anon' }, [])).toEqual([]);
  });

  it('means the local payment provider when the billing block is absent', () => {
    expect(parseRuntimeConfig({ supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' }, []).billing.provider).toBe('local');
  });

  it('rejects something that is not an object with a code for developers', () => {
    expect(() => parseRuntimeConfig('[]')).toThrowError(/Invalid runtime-config.json/);
    expect(new RuntimeConfigError(['x']).code).toBe('RUNTIME_CONFIG_INVALID');
  });
});
