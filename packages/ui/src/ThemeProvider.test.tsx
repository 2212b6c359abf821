// @vitest-environment happy-dom
// The theme follows the system's reduced-motion setting: antd's motion and its click wave are off
// while the user asks for reduced motion, on otherwise, and changes when the setting changes with the app open.
import { act, useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { ThemeProvider } from './ThemeProvider';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A matchMedia whose `(prefers-reduced-motion: reduce)` answer the test sets. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return media === '(prefers-reduced-motion: reduce)' && setting.reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    change(next: boolean) {
      setting.reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

function Motion() {
  const { token } = theme.useToken();
  const { wave } = useContext(ConfigProvider.ConfigContext);
  return <output>{`${token.motion ? 'motion on' : 'motion off'}, ${wave?.disabled ? 'no wave' : 'wave'}`}</output>;
}

describe('ThemeProvider', () => {
  it('turns antd motion and the click wave off while the system asks for reduced motion', () => {
    systemSetting(true);
    render(<ThemeProvider><Motion /></ThemeProvider>);
    expect(screen.getByRole('status').textContent).toBe('motion off, no wave');
  });

  it('keeps them on without that setting, and follows a change made with the app open', () => {
    const setting = systemSetting(false);
    render(<ThemeProvider><Motion /></ThemeProvider>);
    expect(screen.getByRole('status').textContent).toBe('motion on, wave');
    act(() => setting.change(true));
    expect(screen.getByRole('status').textContent).toBe('motion off, no wave');
  });
});
