// The antd theme every app renders with, so shell and remotes look like one product.
import type { ThemeConfig } from 'antd';

export const BRAND_GREEN = '#16a34a';

export const missionbaseTheme: ThemeConfig = {
  token: {
    colorPrimary: '#2563eb',
    colorSuccess: BRAND_GREEN,
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
