// The one letterhead document PDF of the product (receipts, giving statements, invoices, purchase
// orders, pay stubs): the organization's logo, name, address and EIN, the title, number and date,
// the parties, a meta list, one table, totals, paragraphs and a footer. pdfmake loads only when a
// document is made (the export kit's loader); the document definition is a plain object, tested as such.
import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

export interface DocumentOrganization {
  name: string;
  /** A URL the browser may fetch (the organization's logo); PNG, JPEG or SVG are drawn, others are left out. */
  logoUrl?: string | null;
  /** Postal address, one line per entry (a single string may hold line breaks). */
  address?: string | readonly string[] | null;
  ein?: string | null;
}

export interface DocumentParty {
  label: string;
  lines: string[];
}

export interface DocumentTableColumn {
  title: string;
  align?: 'left' | 'right' | 'center';
}

export interface DocumentPdfInput {
  organization: DocumentOrganization;
  title: string;
  number?: string | null;
  date?: string | null;
  parties?: DocumentParty[];
  meta?: Array<[string, string]>;
  table?: { columns: DocumentTableColumn[]; rows: string[][] };
  totals?: Array<[string, string]>;
  paragraphs?: string[];
  footer?: string;
}

/** A logo as pdfmake draws it: a data URL image or an SVG document. */
export type DocumentLogo = { image: string } | { svg: string };

export function addressLines(address: DocumentOrganization['address']): string[] {
  if (!address) return [];
  const lines = typeof address === 'string' ? address.split('\n') : [...address];
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

function logoContent(logo: DocumentLogo | null): Content[] {
  if (!logo) return [];
  return 'image' in logo ? [{ image: logo.image, fit: [64, 64], width: 64 }] : [{ svg: logo.svg, fit: [64, 64], width: 64 }];
}

export function documentPdfDefinition(input: DocumentPdfInput, logo: DocumentLogo | null = null): TDocumentDefinitions {
  const organization = input.organization;
  const letterhead: Content[] = [
    { text: organization.name, style: 'organization' },
    ...addressLines(organization.address).map((line): Content => ({ text: line, style: 'small' })),
    ...(organization.ein ? [{ text: `EIN ${organization.ein}`, style: 'small' } satisfies Content] : []),
  ];
  const heading: Content[] = [
    { text: input.title, style: 'title', alignment: 'right' },
    ...(input.number ? [{ text: `No. ${input.number}`, alignment: 'right', bold: true } satisfies Content] : []),
    ...(input.date ? [{ text: `Date: ${input.date}`, alignment: 'right' } satisfies Content] : []),
  ];
  const content: Content[] = [
    {
      columns: [...logoContent(logo), { width: '*', stack: letterhead, margin: logo ? [12, 0, 0, 0] : [0, 0, 0, 0] }, { width: 'auto', stack: heading }],
      columnGap: 12,
    },
    { canvas: [{ type: 'line', x1: 0, y1: 8, x2: 540, y2: 8, lineWidth: 0.5, lineColor: '#9ca3af' }], margin: [0, 0, 0, 12] },
  ];
  if (input.parties && input.parties.length > 0) {
    content.push({
      columns: input.parties.map((party): Column => ({ width: '*', stack: [{ text: party.label, style: 'label' }, ...party.lines.map((line): Content => ({ text: line }))] })),
      columnGap: 24,
      margin: [0, 0, 0, 12],
    });
  }
  if (input.meta && input.meta.length > 0) {
    content.push({
      table: { widths: ['auto', '*'], body: input.meta.map(([label, value]): TableCell[] => [{ text: label, style: 'label' }, { text: value }]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    });
  }
  if (input.table) {
    const columns = input.table.columns;
    const body: TableCell[][] = [
      columns.map((column): TableCell => ({ text: column.title, style: 'columnTitle', alignment: column.align ?? 'left' })),
      ...input.table.rows.map((row) => row.map((cell, index): TableCell => ({ text: cell, alignment: columns[index]?.align ?? 'left' }))),
    ];
    content.push({
      table: { headerRows: 1, widths: columns.map((column) => (column.align === 'right' ? 'auto' : '*')), body },
      layout: {
        hLineWidth: (index: number, node: { table: { body: unknown[] } }) => (index === 1 ? 1 : index === 0 || index === node.table.body.length ? 0 : 0.25),
        vLineWidth: () => 0,
        hLineColor: () => '#9ca3af',
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
      margin: [0, 0, 0, 8],
    });
  }
  if (input.totals && input.totals.length > 0) {
    content.push({
      columns: [
        { width: '*', text: '' },
        {
          width: 'auto',
          table: {
            body: input.totals.map(([label, value], index): TableCell[] => {
              const last = index === (input.totals?.length ?? 0) - 1;
              return [
                { text: label, bold: last, alignment: 'right' },
                { text: value, bold: last, alignment: 'right' },
              ];
            }),
          },
          layout: 'noBorders',
        },
      ],
      margin: [0, 0, 0, 12],
    });
  }
  for (const paragraph of input.paragraphs ?? []) content.push({ text: paragraph, margin: [0, 0, 0, 8] });

  const footerText = input.footer;
  return {
    pageSize: 'LETTER',
    pageMargins: [36, 36, 36, 56],
    info: { title: [input.title, input.number].filter(Boolean).join(' ') + ` – ${organization.name}`, author: organization.name, creator: 'Missionbase' },
    content,
    footer: (currentPage: number, pageCount: number): Content => ({
      stack: [
        ...(footerText ? [{ text: footerText, alignment: 'center', fontSize: 8, color: '#374151' } satisfies Content] : []),
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'center', fontSize: 8, color: '#4b5563' },
      ],
      margin: [36, 12, 36, 0],
    }),
    defaultStyle: { fontSize: 10 },
    styles: {
      organization: { fontSize: 14, bold: true },
      title: { fontSize: 16, bold: true },
      small: { fontSize: 9, color: '#374151' },
      label: { bold: true, fontSize: 9, color: '#374151' },
      columnTitle: { bold: true },
    },
  };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** Fetches the logo for pdfmake; a missing or unreadable logo leaves the letterhead without one rather than failing the document. */
export async function loadDocumentLogo(logoUrl: string | null | undefined): Promise<DocumentLogo | null> {
  if (!logoUrl) return null;
  try {
    const response = await fetch(logoUrl);
    if (!response.ok) return null;
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type === 'image/svg+xml' || logoUrl.toLowerCase().endsWith('.svg')) return { svg: await response.text() };
    if (type !== 'image/png' && type !== 'image/jpeg') return null;
    return { image: `data:${type};base64,${base64(new Uint8Array(await response.arrayBuffer()))}` };
  } catch {
    return null;
  }
}

export async function buildDocumentPdf(input: DocumentPdfInput): Promise<Blob> {
  const [{ loadPdfMake }, logo] = await Promise.all([import('../export/pdf'), loadDocumentLogo(input.organization.logoUrl)]);
  const pdfMake = await loadPdfMake();
  return pdfMake.createPdf(documentPdfDefinition(input, logo)).getBlob();
}
