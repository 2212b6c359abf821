// Aplos's list of funds (Fund Accounting > Funds, exported): a fund's number and name, with its
// description and balance. Each fund becomes a dimension of kind 'fund', keyed by its number when
// it has one, as the transactions export names it ("10 - General Fund").
import type { SourceFormat } from '../../read/source-format';
import { cellValue, column, findHeader, isFooterLabel, isTotalLabel } from '../../read/report-table';
import { titleScore } from '../../read/report-header';
import { APLOS, fundKey } from './aplos-names';

export const aplosFunds: SourceFormat = {
  id: 'aplos-funds',
  source: APLOS,
  title: 'Funds',
  detect(sample) {
    const headerIndex = findHeader(
      sample,
      (headings) =>
        (headings.includes('fund name') || (headings.includes('fund') && ['fund number', 'fund #', 'number', 'description', 'balance'].some((name) => headings.includes(name)))) &&
        !headings.includes('account') &&
        !headings.includes('date') &&
        !headings.includes('debit'),
    );
    if (headerIndex < 0) return null;
    return { score: 4 + titleScore(sample, headerIndex, /funds?\b/i), headerIndex };
  },
  open({ sink, header }) {
    const name = column(header, 'fund name', 'fund', 'name');
    const number = column(header, 'fund number', 'fund #', 'number', 'fund no.');
    return {
      row(cells) {
        const fundName = cellValue(cells, name);
        if (fundName === '' || isTotalLabel(fundName) || isFooterLabel(fundName)) return;
        const fundNumber = cellValue(cells, number);
        const fund = fundKey(fundNumber ? `${fundNumber} - ${fundName}` : fundName);
        sink.dimension({ source_key: fund.key, kind: 'fund', name: fund.name, parent_key: null });
      },
      end() {},
    };
  },
};
