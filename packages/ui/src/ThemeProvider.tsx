// antd ConfigProvider with the Missionbase theme, plus antd's App for message/notification context.
// A user whose system asks for reduced motion gets none of antd's: drawers, modals, menus and
// messages appear and go without sliding, fading or zooming, and a clicked button sends out no wave.
import { useMemo, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { missionbaseTheme } from './theme';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => (reducedMotion ? { ...missionbaseTheme, token: { ...missionbaseTheme.token, motion: false } } : missionbaseTheme), [reducedMotion]);
  return (
    <ConfigProvider theme={theme} wave={{ disabled: reducedMotion }}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
