// The antd theme every app renders with, so shell and remotes look like one product.
import type { ThemeConfig } from 'antd';

/**
 * The brand green of the New Transaction button and success states. Tailwind's green-700: white
 * text on it reaches 5.0:1 (WCAG AA); the lighter green-600 gave 3.3:1.
 */
export const BRAND_GREEN = '#15803d';

type PresetColor = 'green' | 'gold' | 'orange' | 'volcano' | 'cyan' | 'lime' | 'yellow';
type Shade7Tokens = { [K in `${PresetColor}7` | `${PresetColor}-7`]?: string };

function darkerShade7(colors: Record<PresetColor, string>): Shade7Tokens {
  const tokens: Shade7Tokens = {};
  for (const [name, value] of Object.entries(colors) as [PresetColor, string][]) {
    tokens[`${name}7`] = value;
    tokens[`${name}-7`] = value;
  }
  return tokens;
}

export const missionbaseTheme: ThemeConfig = {
  token: {
    colorPrimary: '#2563eb',
    // Hovered and pressed primary buttons go darker, not lighter: antd's derived hover blue
    // (#4f8af7) leaves white text at 3.3:1 under a resting pointer.
    colorPrimaryHover: '#1d4ed8',
    colorPrimaryActive: '#1e40af',
    colorSuccess: BRAND_GREEN,
    // antd's default error red (#ff4d4f) gives 3.3:1 on white: 'Log out' and error text read at 4.8:1.
    colorError: '#dc2626',
    colorErrorHover: '#b91c1c',
    colorErrorActive: '#991b1b',
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
    // Inputs and selects show focus as a 2 px halo in this colour; antd's default 10 % tint is all
    // but invisible, half-strength blue reads as a ring.
    controlOutline: 'rgba(59, 130, 246, 0.5)',
    controlOutlineWidth: 2,
    // Preset-coloured tags write their text in shade 7 of the colour on shade 1: for these colours
    // that is 2.0-4.4:1, so their text takes a darker shade of the same colour (4.5:1 and more).
    // antd keeps each shade twice (green7 for code, 'green-7' for its CSS variables): set both.
    ...darkerShade7({ green: '#237804', gold: '#874d00', orange: '#ad4e00', volcano: '#ad2102', cyan: '#006d75', lime: '#3f6600', yellow: '#876800' }),
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
