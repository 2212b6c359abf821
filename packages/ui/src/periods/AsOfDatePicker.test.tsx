// The as-of picker rendered to HTML (no DOM): presets from the fiscal year's start month (January
// without an organization bundle), and the calendar field only for a day that is no preset.
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AsOfDatePicker, asOfPresets } from './AsOfDatePicker';

/** The HTML once the lazy date field has loaded. */
async function renderLoaded(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const ignore = () => undefined;

describe('AsOfDatePicker', () => {
  it('the presets end last month, the last fiscal quarter and the last fiscal year', () => {
    expect(asOfPresets('2026-11-24', 7).map((preset) => preset.day)).toEqual(['2026-11-24', '2026-10-31', '2026-09-30', '2026-06-30']);
    expect(asOfPresets('2026-11-24', 1).map((preset) => preset.day)).toEqual(['2026-11-24', '2026-10-31', '2026-09-30', '2025-12-31']);
  });

  it('a preset day shows no calendar field', async () => {
    const html = await renderLoaded(<AsOfDatePicker aria-label="As of" value="2026-11-24" today="2026-11-24" onChange={ignore} />);
    expect(html).toContain('Today (Nov 24, 2026)');
    expect(html).not.toContain('aria-label="As of: date"');
  });

  it('a day that is no preset shows the custom date in the calendar field', async () => {
    const html = await renderLoaded(<AsOfDatePicker aria-label="As of" value="2025-03-15" today="2026-11-24" onChange={ignore} />);
    expect(html).toContain('Custom date');
    expect(html).toContain('aria-label="As of: date"');
    expect(html).toContain('Mar 15, 2025');
  });
});
