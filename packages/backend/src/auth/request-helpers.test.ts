// Where verification links may send a browser: the site, local origins in development, nowhere else.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { BackendContext } from '../context.ts';
import { allowedRedirect } from './request-helpers.ts';

function contextWith(production: boolean): Pick<BackendContext, 'config'> {
  return {
    config: loadConfig({}, { siteUrl: 'https://app.missionbase.org', production, jwtSecret: 'a-test-secret-that-is-long-enough-to-use' }),
  };
}

describe('allowedRedirect', () => {
  it('keeps targets on the site origin', () => {
    expect(allowedRedirect(contextWith(true), 'https://app.missionbase.org/reset?x=1')).toBe('https://app.missionbase.org/reset?x=1');
  });

  it('allows local origins outside production only', () => {
    expect(allowedRedirect(contextWith(false), 'http://localhost:3005/settings')).toBe('http://localhost:3005/settings');
    expect(allowedRedirect(contextWith(true), 'http://localhost:3005/settings')).toBe('https://app.missionbase.org');
  });

  it('falls back to the site URL for foreign, odd or missing targets', () => {
    for (const target of ['https://evil.example.com/', 'javascript:alert(1)', 'not a url', '', null, undefined]) {
      expect(allowedRedirect(contextWith(false), target)).toBe('https://app.missionbase.org');
    }
  });
});
