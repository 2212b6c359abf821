import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path';

describe('landingPath', () => {
  it('lands on the application page that asked for a sign-in, with its query', () => {
    expect(landingPath({ from: '/app/settings/profile?invitation=abc' })).toBe('/app/settings/profile?invitation=abc');
  });

  it('lands on the dashboard without a page, or for anything outside the application area', () => {
    expect(landingPath(null)).toBe('/app/dashboard');
    expect(landingPath({})).toBe('/app/dashboard');
    expect(landingPath({ from: 'https://evil.example/app/x' })).toBe('/app/dashboard');
    expect(landingPath({ from: '//evil.example/app/' })).toBe('/app/dashboard');
    expect(landingPath({ from: '/app//evil.example' })).toBe('/app/dashboard');
    expect(landingPath({ from: '/pricing' })).toBe('/app/dashboard');
  });
});
