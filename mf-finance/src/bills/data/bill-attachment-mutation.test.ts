import { describe, expect, it } from 'vitest';
import { attachmentFileName, attachmentPath, attachmentProblem } from './bill-attachment-mutation';

describe('bill attachments', () => {
  it('stores the file in the bill folder of its organization under a safe name', () => {
    expect(attachmentPath('org1', 'bill1', 'Invoice #4471 (May).PDF')).toBe('org1/bills/bill1/Invoice-4471-May.pdf');
    expect(attachmentFileName('scan.jpeg')).toBe('scan.jpeg');
  });

  it('takes PDFs and images up to 10 MB only', () => {
    expect(attachmentProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(attachmentProblem({ type: 'text/html', size: 10 })).toMatch(/PDF or an image/);
    expect(attachmentProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toMatch(/10 MB/);
  });
});
