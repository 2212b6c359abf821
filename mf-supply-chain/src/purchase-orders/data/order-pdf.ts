// The purchase order PDF's content for the kit's letterhead document (buildDocumentPdf):
// vendor, order and expected dates, the lines with quantities, unit prices and amounts, the total
// and the notes. Amounts are the database's (line amounts, order total), formatted only.
import { formatMoney } from '@missionbase/ui';
import type { DocumentOrganization, DocumentPdfInput } from '@missionbase/ui/export';
import { formatQuantity } from '../../shared/format';
import type { OrderDetail } from './order-detail-query';

export function orderPdfInput(organization: DocumentOrganization, order: OrderDetail): DocumentPdfInput {
  const vendorLines = [order.vendor_name, ...(order.vendor?.address ? order.vendor.address.split('\n') : []), ...(order.vendor?.email ? [order.vendor.email] : [])];
  const meta: Array<[string, string]> = [['Order date', order.order_date]];
  if (order.expected_date) meta.push(['Expected by', order.expected_date]);
  if (order.request) meta.push(['Request', order.request.request_number]);
  return {
    organization,
    title: 'Purchase order',
    number: order.po_number,
    date: order.order_date,
    parties: [{ label: 'Vendor', lines: vendorLines }, { label: 'Deliver to', lines: [organization.name] }],
    meta,
    table: {
      columns: [{ title: 'Item' }, { title: 'Quantity', align: 'right' }, { title: 'Unit price', align: 'right' }, { title: 'Amount', align: 'right' }],
      rows: order.lines.map((line) => [
        line.inventory?.sku ? `${line.description} (${line.inventory.sku})` : line.description,
        `${formatQuantity(line.quantity)}${line.inventory ? ` ${line.inventory.unit}` : ''}`,
        formatMoney(String(line.unit_cost)),
        formatMoney(String(line.amount ?? 0)),
      ]),
    },
    totals: [['Total', formatMoney(String(order.total))]],
    paragraphs: [order.notes ?? '', 'Please quote the purchase order number on your delivery note and invoice.'].filter((text) => text !== ''),
    footer: `Purchase order ${order.po_number}`,
  };
}

export function orderFileName(order: OrderDetail): string {
  return `Purchase order ${order.po_number}.pdf`;
}
