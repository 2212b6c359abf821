// The Gantt's styles name no other origin: the library's full stylesheet, as the build's loader
// passes it on (build/local-fonts-only.cjs), keeps no @font-face from the vendor's CDN, and the
// chart turns its theme's font and icon links off.
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a CommonJS build loader without type declarations
import localFontsOnly from '../../build/local-fonts-only.cjs';

const foreign = /(?:url\(\s*["']?|href\s*[:=]\s*["'])(?:https?:)?\/\//;

describe('the Gantt stylesheet', () => {
  it('loads nothing from another origin once built', () => {
    const stylesheet = readFileSync(join(realpathSync(join(import.meta.dirname, '../../node_modules/@svar-ui/react-gantt')), 'dist-full/index.css'), 'utf8');
    expect(stylesheet).toMatch(foreign);
    const built = (localFontsOnly as (css: string) => string)(stylesheet);
    expect(built).not.toMatch(foreign);
    expect(built).not.toContain('cdn.svar.dev');
    expect(built.length).toBeGreaterThan(stylesheet.length - 3000);
  });

  it("turns the theme's CDN links off", () => {
    const chart = readFileSync(join(import.meta.dirname, 'GanttChart.tsx'), 'utf8');
    expect(chart).toMatch(/<Willow fonts=\{false\}>/);
    expect(chart).not.toMatch(/https?:\/\//);
  });
});
