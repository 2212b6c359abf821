// The antd theme every app renders with, so shell and remotes look like one product.
import type { ThemeConfig } from 'antd';

/**
 * The brand green of the New Transaction button and success states. Tailwind's green-700: white
 * text on it reaches 5.0:1 (WCAG AA); the lighter green-600 gave 3.3:1.
 */
export const BRAND_GREEN = '#15803d';

export const missionbaseTheme: ThemeConfig = {
  token: {
    colorPrimary: '#2563eb',
    colorSuccess: BRAND_GREEN,
    // antd's default error red (#ff4d4f) gives 3.3:1 on white: 'Log out' and error text read at 4.8:1.
    colorError: '#dc2626',
    // Links derive from colorInfo (#1677ff, 4.1:1) unless set: the primary blue reaches 5.2:1.
    colorLink: '#2563eb',
    colorLinkHover: '#1d4ed8',
    colorLinkActive: '#1e40af',
    // Muted text (Typography 'secondary', descriptions, icons) at 0.45 black is 3.3:1 on the app's
    // #f9fafb; 0.62 is 5.5:1. Placeholders likewise rise from 1.7:1 to 4.6:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // antd draws its keyboard focus ring in this colour: the derived light blue (1.8:1 on white) is
    // hard to see; this one is 3.7:1 (WCAG 1.4.11 asks 3:1 for what shows focus).
    colorPrimaryBorder: '#3b82f6',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
