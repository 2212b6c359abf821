// Budget against actual as a semantic table (the Budgeting screen's tab and the Budget vs. Actuals
// report): per account budget, actual, variance in money and percent, and whether it is favourable
// by account kind, in words and with an arrow as well as colour. The actual links to the ledger
// lines behind it. Scrolls sideways inside its own box at 375 px.
import { Link } from '@missionbase/router';
import { formatMoney } from '@missionbase/ui';
import type { VarianceCell } from '../data/budget-types';
import { VARIANCE_WORDS, formatPercent, varianceTone } from '../utils/variance';
import type { VarianceTone } from '../utils/variance';

export interface VarianceRow {
  key: string;
  kind: 'heading' | 'account' | 'total';
  label: string;
  /** 'Revenue', 'Expenses' or 'Net': decides which way is favourable. */
  category: string;
  cell: VarianceCell | null;
  /** The General Ledger slice behind the actual. */
  actualLink?: string;
}

// Colours with at least 4.5:1 contrast on white; the arrow and the words carry the meaning too.
const TONE_COLOURS: Readonly<Record<VarianceTone, string>> = { favourable: '#1b6e30', unfavourable: '#a8071a', 'on-budget': '#434343' };
const TONE_ARROWS: Readonly<Record<VarianceTone, string>> = { favourable: '▲', unfavourable: '▼', 'on-budget': '•' };

const cellStyle: React.CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #f0f0f0' };
const moneyStyle: React.CSSProperties = { ...cellStyle, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };

function rowStyle(row: VarianceRow): React.CSSProperties {
  if (row.kind === 'heading') return { fontWeight: 700, background: '#fafafa' };
  if (row.kind === 'total') return { fontWeight: 700, borderTop: '2px solid #595959' };
  return {};
}

/** The plain words of a row's status, for the screen and the exports. */
export function varianceStatus(row: Pick<VarianceRow, 'category' | 'cell'>): string {
  if (!row.cell) return '';
  return VARIANCE_WORDS[varianceTone(row.category, row.cell.variance)];
}

export function VarianceTable({ caption, rows }: { caption: string; rows: readonly VarianceRow[] }) {
  return (
    // Focusable so the keyboard can scroll it sideways at 375 px.
    <div style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="variance-table" tabIndex={0} role="region" aria-label={caption}>
      <table style={{ width: '100%', borderCollapse: 'collapse', minWidth: 640 }}>
        <caption className="mb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cellStyle, textAlign: 'left' }}>Account</th>
            <th scope="col" style={moneyStyle}>Budget</th>
            <th scope="col" style={moneyStyle}>Actual</th>
            <th scope="col" style={moneyStyle}>Variance</th>
            <th scope="col" style={moneyStyle}>Variance %</th>
            <th scope="col" style={{ ...cellStyle, textAlign: 'left' }}>Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const cell = row.cell;
            const tone = cell ? varianceTone(row.category, cell.variance) : 'on-budget';
            const colour = TONE_COLOURS[tone];
            return (
              <tr key={row.key} data-row-key={row.key} data-row-kind={row.kind} style={rowStyle(row)}>
                <th scope="row" colSpan={cell ? 1 : 6} style={{ ...cellStyle, textAlign: 'left', fontWeight: 'inherit', paddingLeft: row.kind === 'account' ? 28 : 8 }}>
                  {row.label}
                </th>
                {cell ? (
                  <>
                    <td style={moneyStyle} data-column="budget">{formatMoney(cell.budget)}</td>
                    <td style={moneyStyle} data-column="actual">
                      {row.actualLink ? (
                        <Link to={row.actualLink} className="mb-drill" aria-label={`${formatMoney(cell.actual)}: ledger lines of ${row.label}`}>
                          {formatMoney(cell.actual)}
                        </Link>
                      ) : (
                        formatMoney(cell.actual)
                      )}
                    </td>
                    <td style={{ ...moneyStyle, color: colour }} data-column="variance" data-tone={tone}>
                      <span aria-hidden="true">{TONE_ARROWS[tone]} </span>
                      {formatMoney(cell.variance)}
                    </td>
                    <td style={{ ...moneyStyle, color: colour }} data-column="variance_percent">{formatPercent(cell.variance_percent)}</td>
                    <td style={{ ...cellStyle, color: colour, whiteSpace: 'nowrap' }} data-column="status">{VARIANCE_WORDS[tone]}</td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
