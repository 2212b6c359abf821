// A financial statement as a semantic table: headings, indented account lines, bold totals and
// right-aligned money; a long line name truncates so the money stays in view. Scrolls sideways
// inside its own box at 375 px rather than widening the page.
// A money cell with a drill-down link opens the ledger lines behind it (the General Ledger page).
import { Link } from '@missionbase/router';
import { formatCell } from './statement-rows';
import type { StatementColumn, StatementRow } from './statement-rows';

const cell: React.CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #f0f0f0' };
// A long line name truncates (its whole text in the tooltip) so the money columns stay in view.
const labelText: React.CSSProperties = { display: 'block', maxWidth: '14rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const moneyCell: React.CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
// A column's heading wraps ("Releases from / restriction"): the figures, not the words, set its width.
const moneyHeading: React.CSSProperties = { ...moneyCell, fontWeight: 600, whiteSpace: 'normal', verticalAlign: 'bottom' };

function rowStyle(row: StatementRow): React.CSSProperties {
  if (row.kind === 'heading') return { fontWeight: 700, background: '#fafafa' };
  if (row.kind === 'total') return { fontWeight: 700, borderTop: '2px solid #595959' };
  if (row.kind === 'subtotal') return { fontWeight: 600 };
  return {};
}

/** More money columns than this (a program per column) set the statement in its dense type. */
const DENSE_AFTER = 6;

export function StatementTable({ caption, columns, rows }: { caption: string; columns: readonly StatementColumn[]; rows: readonly StatementRow[] }) {
  const dense = columns.length > DENSE_AFTER;
  const pad = dense ? { paddingLeft: 5, paddingRight: 5 } : {};
  const label = dense ? { ...labelText, maxWidth: '9rem' } : labelText;
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table className="mb-statement" style={{ width: '100%', borderCollapse: 'collapse', minWidth: columns.length > 2 ? 520 : 300, fontSize: dense ? 12.5 : undefined }}>
        <caption style={{ textAlign: 'left', position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Line</span>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="mb-money" style={{ ...moneyHeading, ...pad }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row-kind={row.kind} data-row-key={row.key} style={rowStyle(row)}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'inherit', paddingLeft: 8 + row.indent * 20 }}>
                <span style={label} title={row.label}>{row.label}</span>
              </th>
              {columns.map((column) => {
                const value = row.values[column.key];
                const text = formatCell(value, row.format ?? column.format ?? 'money');
                const link = text === '' ? undefined : row.links?.[column.key];
                return (
                  <td key={column.key} className="mb-money" style={{ ...moneyCell, ...pad }} data-column={column.key}>
                    {link ? (
                      <Link to={link} className="mb-drill" aria-label={`${text}: ledger lines of ${row.label}, ${column.title}`}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
