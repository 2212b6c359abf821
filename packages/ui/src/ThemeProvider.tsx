// antd ConfigProvider with the Missionbase theme, plus antd's App for message/notification context.
import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { missionbaseTheme } from './theme';

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={missionbaseTheme}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
