// Reads the files an export downloads, the way a bookkeeper's tools would: CSV with papaparse,
// XLSX with exceljs, the PDF's text with pdfjs-dist (shared by the finance specs).
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** The CSV's rows as arrays of cells (header lines, blank line, titles, rows, totals). */
export async function csvRows(download: Download): Promise<string[][]> {
  const text = (await bytesOf(download)).toString('utf8').replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
}

/** The first worksheet's rows as arrays of plain values (numbers stay numbers). */
export async function xlsxRows(download: Download): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await bytesOf(download);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value !== null && typeof value === 'object' && 'result' in value ? value.result : value)));
  });
  return rows;
}

/** Every text item of every page of the PDF, joined by spaces. */
export async function pdfText(download: Download): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = new Uint8Array(await bytesOf(download));
  const document = await pdfjs.getDocument({ data: bytes, useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ');
}

/** Downloads the page's (first) table export in a format, the way a user does: Export, then the format. */
export async function exportAs(page: Page, format: 'CSV' | 'Excel (XLSX)' | 'PDF'): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).first().click();
  await page.getByRole('menuitem', { name: format }).click();
  return download;
}
