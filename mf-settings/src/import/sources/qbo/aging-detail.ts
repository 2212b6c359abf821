// QuickBooks Online's A/R Aging Detail and A/P Aging Detail: the documents open on the report's
// date, in sections by age ("Current", "1 - 30 days past due", … each with its "Total for" row),
// with Date, Transaction Type, Num, the customer or vendor, Due Date, Amount and Open Balance
// (A/P adds Past Due). Invoices and bills become open documents; a credit memo, unapplied payment
// or vendor credit is listed as a problem to be entered after the import.
import type { OpenDocumentKind } from '../../model/import-model';
import type { SourceFormat } from '../../read/source-format';
import { centsInWords, formatCents, isBlankAmount, parseCents } from '../../read/amounts';
import { cellValue, column, filledCells, findHeader, isBlankRow, isFooterLabel, isTotalLabel } from '../../read/report-table';
import { QBO } from './qbo-report';
import { readReportHeader, titleScore } from '../../read/report-header';

function agingDetail(id: 'qbo-ar-aging-detail' | 'qbo-ap-aging-detail', title: string, kind: OpenDocumentKind, party: readonly string[], titlePattern: RegExp): SourceFormat {
  const documentType = kind === 'invoice' ? /^invoice$/i : /^bill$/i;
  const documentWord = kind === 'invoice' ? 'invoices' : 'bills';
  return {
    id,
    source: QBO,
    title,
    detect(sample) {
      const headerIndex = findHeader(sample, (headings) => ['date', 'transaction type', 'due date', 'open balance'].every((name) => headings.includes(name)) && party.some((name) => name !== 'name' && headings.includes(name)));
      if (headerIndex < 0) return null;
      return { score: 6 + titleScore(sample, headerIndex, titlePattern), headerIndex };
    },
    open({ sink, header, preamble }) {
      readReportHeader(preamble, sink);
      const date = column(header, 'date');
      const type = column(header, 'transaction type');
      const num = column(header, 'num', 'no.', 'number');
      const name = column(header, ...party);
      const due = column(header, 'due date');
      const amount = column(header, 'amount', 'orig. amount', 'original amount');
      const open = column(header, 'open balance');
      return {
        row(cells, line) {
          const first = cellValue(cells, 0);
          // Blank rows, age sections ("Current"), their totals and the footer.
          if (isBlankRow(cells) || isTotalLabel(first) || isFooterLabel(first) || filledCells(cells) === 1) return;
          const rowType = cellValue(cells, type);
          const rowNum = cellValue(cells, num);
          const contact = cellValue(cells, name);
          const openText = cellValue(cells, open);
          const amountText = cellValue(cells, amount);
          const openCents = parseCents(openText);
          const amountCents = amount >= 0 ? parseCents(amountText) : openCents;
          if (openCents === null || amountCents === null) {
            const bad = openCents === null ? openText : amountText;
            sink.problem(line, isBlankAmount(bad) ? `The ${rowType || 'row'} ${rowNum} has no amount, so it was not taken.` : `The amount “${bad}” of the ${rowType || 'row'} ${rowNum} is not a number, so it was not taken.`);
            return;
          }
          if (!documentType.test(rowType)) {
            sink.problem(line, `Only ${documentWord} are brought in as open documents: the ${rowType || 'row'}${rowNum ? ` ${rowNum}` : ''} of ${contact || 'no name'} (open balance ${centsInWords(openCents)}) was left out; enter it after the import.`);
            return;
          }
          if (contact === '') {
            sink.problem(line, `The ${rowType} ${rowNum} names no ${kind === 'invoice' ? 'customer' : 'vendor'}, so it was not taken.`);
            return;
          }
          sink.openDocument({ kind, contact_key: contact, number: rowNum || null, date: cellValue(cells, date), due_date: cellValue(cells, due) || null, amount: formatCents(amountCents), open_balance: formatCents(openCents), source_line: line });
        },
        end() {},
      };
    },
  };
}

export const qboArAgingDetail = agingDetail('qbo-ar-aging-detail', 'A/R Aging Detail', 'invoice', ['customer', 'customer full name', 'donor', 'name'], /^a\/r aging detail/i);
export const qboApAgingDetail = agingDetail('qbo-ap-aging-detail', 'A/P Aging Detail', 'bill', ['vendor', 'vendor full name', 'supplier', 'name'], /^a\/p aging detail/i);
