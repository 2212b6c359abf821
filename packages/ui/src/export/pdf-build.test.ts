import { describe, expect, it } from 'vitest';
import { buildPdf } from './pdf';
import { exportFixture } from './export-fixture';

describe('PDF export file', () => {
  it('pdfmake makes a PDF document from the definition', async () => {
    const blob = await buildPdf(exportFixture);
    const head = new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
    expect(blob.size).toBeGreaterThan(1000);
  }, 30_000);
});
