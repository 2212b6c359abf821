// A financial statement as a semantic table: headings, indented account lines, bold totals and
// right-aligned money. Scrolls sideways inside its own box at 375 px rather than widening the page.
// A money cell with a drill-down link opens the ledger lines behind it (the General Ledger page).
import { Link } from '@missionbase/router';
import { formatCell } from './statement-rows';
import type { StatementColumn, StatementRow } from './statement-rows';

const cell: React.CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #f0f0f0' };
const moneyCell: React.CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };

function rowStyle(row: StatementRow): React.CSSProperties {
  if (row.kind === 'heading') return { fontWeight: 700, background: '#fafafa' };
  if (row.kind === 'total') return { fontWeight: 700, borderTop: '2px solid #595959' };
  if (row.kind === 'subtotal') return { fontWeight: 600 };
  return {};
}

export function StatementTable({ caption, columns, rows }: { caption: string; columns: readonly StatementColumn[]; rows: readonly StatementRow[] }) {
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table className="mb-statement" style={{ width: '100%', borderCollapse: 'collapse', minWidth: columns.length > 2 ? 520 : 300 }}>
        <caption style={{ textAlign: 'left', position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Line</span>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ ...moneyCell, fontWeight: 600 }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row-kind={row.kind} data-row-key={row.key} style={rowStyle(row)}>
              <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'inherit', paddingLeft: 8 + row.indent * 20 }}>
                {row.label}
              </th>
              {columns.map((column) => {
                const value = row.values[column.key];
                const text = formatCell(value, row.format ?? column.format ?? 'money');
                const link = text === '' ? undefined : row.links?.[column.key];
                return (
                  <td key={column.key} style={moneyCell} data-column={column.key}>
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
