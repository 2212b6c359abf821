// The PDF file of an export (pdfmake, loaded on use): a header with the organization name, title,
// period and generation time, the table with its column titles repeated on every page, the totals
// row in bold, and page numbers. The document definition is a plain object (tested as such).
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { cellAsDisplayText, exportContent, type ExportTableInput } from './export-content';
import { moduleDefault } from './load-library';

export function pdfDocumentDefinition<Row>(input: ExportTableInput<Row>): TDocumentDefinitions {
  const content = exportContent(input);
  const line = (label: string) => content.headerLines.find((entry) => entry.label === label)?.value ?? '';
  const alignment = (money: boolean) => (money ? 'right' : 'left');
  const body: TableCell[][] = [
    content.columns.map((column): TableCell => ({ text: column.title, style: 'columnTitle', alignment: alignment(column.money) })),
    ...content.rows.map((cells) => cells.map((cell, index): TableCell => ({ text: cellAsDisplayText(cell), alignment: alignment(content.columns[index]?.money ?? false) }))),
    ...(content.totals
      ? [content.totals.map((cell, index): TableCell => ({ text: cellAsDisplayText(cell), bold: true, alignment: alignment(content.columns[index]?.money ?? false) }))]
      : []),
  ];
  const filters: Content[] = content.headerLines.filter((entry) => entry.label === 'Filter').map((entry) => ({ text: entry.value, style: 'meta' }));
  return {
    pageSize: 'LETTER',
    pageOrientation: content.columns.length > 5 ? 'landscape' : 'portrait',
    pageMargins: [36, 36, 36, 48],
    info: { title: `${input.title} – ${input.organizationName}`, author: input.organizationName, creator: 'Missionbase' },
    content: [
      { text: line('Organization'), style: 'organization' },
      { text: line('Report'), style: 'title' },
      { text: `Period: ${line('Period')}`, style: 'meta' },
      { text: `Generated: ${line('Generated')}`, style: 'meta' },
      ...filters,
      {
        margin: [0, 12, 0, 0],
        table: { headerRows: 1, widths: content.columns.map((column) => (column.money ? 'auto' : '*')), body },
        layout: {
          hLineWidth: (index: number, node: { table: { body: unknown[] } }) =>
            index === 1 || (content.totals !== null && index === node.table.body.length - 1) ? 1 : index === 0 || index === node.table.body.length ? 0 : 0.25,
          vLineWidth: () => 0,
          hLineColor: () => '#9ca3af',
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
    ],
    footer: (currentPage: number, pageCount: number): Content => ({
      text: `${input.organizationName} · ${input.title} · Page ${currentPage} of ${pageCount}`,
      alignment: 'center',
      fontSize: 8,
      color: '#4b5563',
      margin: [0, 16, 0, 0],
    }),
    defaultStyle: { fontSize: 9 },
    styles: {
      organization: { fontSize: 14, bold: true },
      title: { fontSize: 12, bold: true, margin: [0, 2, 0, 4] },
      meta: { fontSize: 9, color: '#374151' },
      columnTitle: { bold: true },
    },
  };
}

/** pdfmake with its Roboto fonts, loaded on first use; the one loader for exports and documents (src/documents). */
export async function loadPdfMake() {
  const [pdfMakeModule, fontsModule] = await Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]);
  const pdfMake = moduleDefault(pdfMakeModule);
  pdfMake.addVirtualFileSystem(fontsModule.default);
  return pdfMake;
}

export async function buildPdf<Row>(input: ExportTableInput<Row>): Promise<Blob> {
  const pdfMake = await loadPdfMake();
  return pdfMake.createPdf(pdfDocumentDefinition(input)).getBlob();
}
