// The product's list table for large server-side lists: antd's Table in remote mode (the database
// pages, sorts and filters; this component never does), with the totals row the database computed,
// a column chooser remembered per table, loading / empty / error-with-Retry states, keyboard row
// navigation (arrows move, Enter opens). Its columns follow the kit's one layout rule
// (column-fit.ts): on a wide screen it fits its box, money never truncated and text cut with an
// ellipsis; on a phone it scrolls sideways inside itself with the amount right after the first column.
import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type TableHTMLAttributes } from 'react';
import { Alert, Button, Checkbox, Grid, Popover, Table } from 'antd';
import type { TableProps } from 'antd';
import { formatMoney } from '@missionbase/domain/money';
import { serverErrorMessage } from '../forms/server-errors';
import { ExportMenu, type ExportMenuProps } from '../export/ExportMenu';
import { PrintButton, PrintHeader } from '../export/PrintButton';
import { KitStyles } from '../kit-styles';
import { fitColumns, isWideScreen } from './column-fit';
import { readColumnChoices, toggleColumnChoice, visibleColumns, writeColumnChoices, type ColumnChoices } from './column-visibility';
import { isInteractiveTarget, nextRowIndex } from './row-navigation';
import type { TableSort } from './table-url-state';
import type { TableUrlState } from './use-table-url-state';

export interface DataTableColumn<Row> {
  /** Unique per table; also the sort key sent to the database and the key of `totals`. */
  key: string;
  title: string;
  /** The cell's content; defaults to the formatted `value(row)` or `row[key]`. */
  render?: (row: Row, index: number) => ReactNode;
  /** The plain value (exports, default cell); defaults to `row[key]`. */
  value?: (row: Row) => string | number | boolean | null | undefined;
  /** The database sorts by this column when its header is activated. */
  sortable?: boolean;
  /** A money amount: right-aligned, tabular figures, '$1,234.50'; a number in XLSX. */
  money?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Off until the user turns it on in the column chooser. */
  hiddenByDefault?: boolean;
  /** Cannot be hidden (the record's name or date). */
  alwaysVisible?: boolean;
  width?: number | string;
  /** false: left out of exports (a column of buttons). */
  exportable?: boolean;
}

/** What the Export menu needs beyond the table's own columns and totals. */
export interface DataTableExportOptions<Row> extends Omit<ExportMenuProps<Row>, 'columns' | 'totals' | 'totalsLabel'> {
  /** Overrides the table's totals in the files. */
  totals?: ExportMenuProps<Row>['totals'];
  /** Also show a Print button (prints the page as shown, with a header on paper). */
  print?: boolean;
}

/** The table's part of useTableUrlState (any filter keys). */
export type DataTableState = Pick<TableUrlState, 'page' | 'pageSize' | 'sort' | 'pageSizeOptions' | 'setPage' | 'setSort'>;

export interface DataTableProps<Row> {
  /** Names the column chooser's stored preference; unique per table in the product. */
  id: string;
  /** The table's accessible name. */
  caption: string;
  rowKey: (keyof Row & string) | ((row: Row) => string);
  columns: readonly DataTableColumn<Row>[];
  /** The current page's rows (undefined before the first load). */
  rows: readonly Row[] | undefined;
  /** The number of rows matching the filters, for the pager. */
  total: number | undefined;
  /** Totals by column key, computed by the database (never summed here). */
  totals?: Partial<Record<string, string | number | null>> | null;
  totalsLabel?: string;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  table: DataTableState;
  /** Opens the record: a click on the row or Enter on the focused row. */
  onRowClick?: (row: Row) => void;
  /** Accessible name of a row for screen readers' row action, e.g. `Open transaction Rent`. */
  rowLabel?: (row: Row) => string;
  emptyText?: ReactNode;
  /** Filters and actions above the table (left); the column chooser and export sit on the right. */
  toolbar?: ReactNode;
  /** Extra controls on the right of the toolbar, before the column chooser (e.g. an export menu). */
  toolbarEnd?: ReactNode;
  /** Hides the pager (a short list that is complete on one page, e.g. a report). */
  hidePagination?: boolean;
  /** Shows the Export menu (CSV / Excel / PDF of the visible columns, every filtered row, the totals). */
  exportOptions?: DataTableExportOptions<Row>;
}

function readField(row: unknown, key: string): unknown {
  return typeof row === 'object' && row !== null ? Reflect.get(row, key) : undefined;
}

/** The plain value of a cell: `value(row)` or `row[key]`. */
export function cellValue<Row>(row: Row, column: Pick<DataTableColumn<Row>, 'key' | 'value'>): unknown {
  return column.value ? column.value(row) : readField(row, column.key);
}

function displayValue(value: unknown, money: boolean | undefined): ReactNode {
  if (value === null || value === undefined) return '';
  if (money && (typeof value === 'string' || typeof value === 'number')) return formatMoney(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' || typeof value === 'number' ? value : String(value);
}

function rowKeyOf<Row>(row: Row, rowKey: DataTableProps<Row>['rowKey']): string {
  return typeof rowKey === 'function' ? rowKey(row) : String(readField(row, rowKey));
}

function sortOrderOf(sort: TableSort | null, key: string): 'ascend' | 'descend' | null {
  if (!sort || sort.key !== key) return null;
  return sort.direction === 'asc' ? 'ascend' : 'descend';
}

function ColumnChooser<Row>({
  columns,
  choices,
  onChange,
}: {
  columns: readonly DataTableColumn<Row>[];
  choices: ColumnChoices;
  onChange: (choices: ColumnChoices) => void;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const visible = new Set(visibleColumns(columns, choices).map((column) => column.key));

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      afterOpenChange={(isOpen) => {
        if (isOpen) listRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
      }}
      content={
        <div ref={listRef} className="mb-column-chooser" role="group" aria-label="Columns shown" onKeyDown={handleKeyDown}>
          {columns.map((column) => (
            <Checkbox
              key={column.key}
              checked={visible.has(column.key)}
              disabled={column.alwaysVisible}
              onChange={(event) => onChange(toggleColumnChoice(column, event.target.checked, choices))}
            >
              {column.title}
            </Checkbox>
          ))}
        </div>
      }
    >
      <Button ref={buttonRef} aria-expanded={open}>
        Columns
      </Button>
    </Popover>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { id, caption, rowKey, columns, rows, total, totals, totalsLabel = 'Total', loading = false, error, onRetry, table, onRowClick, rowLabel, emptyText, toolbar, toolbarEnd, hidePagination, exportOptions } = props;
  const [choices, setChoices] = useState<ColumnChoices>(() => readColumnChoices(id));
  const [focusIndex, setFocusIndex] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  // 992 px and up (antd's lg): the sidebar sits beside the page and the table fits its box.
  const wide = isWideScreen(Grid.useBreakpoint());
  const visible = useMemo(() => visibleColumns(columns, choices), [columns, choices]);
  const fitted = useMemo(() => fitColumns(visible, wide), [visible, wide]);
  const shown = useMemo(() => fitted.map((fit) => fit.column), [fitted]);
  const rowCount = rows?.length ?? 0;

  // A new page starts the keyboard at its first row (state adjusted while rendering, not in an effect).
  const [rowsSeen, setRowsSeen] = useState(rows);
  if (rowsSeen !== rows) {
    setRowsSeen(rows);
    setFocusIndex(0);
  }

  function handleChoicesChange(next: ColumnChoices) {
    setChoices(next);
    writeColumnChoices(id, next);
  }

  function focusRow(index: number) {
    setFocusIndex(index);
    containerRef.current?.querySelectorAll<HTMLTableRowElement>('.ant-table-tbody > tr.ant-table-row')[index]?.focus();
  }

  const antColumns = useMemo(
    (): NonNullable<TableProps<Row>['columns']> =>
      fitted.map(({ column, width, ellipsis }) => ({
        key: column.key,
        title: column.title,
        width,
        ellipsis,
        align: column.money ? 'right' : column.align,
        className: column.money ? 'mb-money' : undefined,
        sorter: column.sortable ? true : undefined,
        sortOrder: column.sortable ? sortOrderOf(table.sort, column.key) : undefined,
        // Two states only: the database always has an order, so a third click does not 'unsort'.
        sortDirections: column.sortable ? ['ascend', 'descend'] : undefined,
        showSorterTooltip: false,
        render: (_: unknown, row: Row, index: number) => (column.render ? column.render(row, index) : displayValue(cellValue(row, column), column.money)),
      })),
    [fitted, table.sort],
  );

  const handleChange: NonNullable<TableProps<Row>['onChange']> = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = single?.columnKey;
      if (typeof key === 'string' && single?.order) table.setSort({ key, direction: single.order === 'ascend' ? 'asc' : 'desc' });
      return;
    }
    if (extra.action === 'paginate') table.setPage(pagination.current ?? 1, pagination.pageSize ?? table.pageSize);
  };

  const tableComponents = useMemo(
    (): TableProps<Row>['components'] => ({
      table: (tableProps: TableHTMLAttributes<HTMLTableElement>) => <table {...tableProps} aria-label={caption} />,
    }),
    [caption],
  );

  const hasTotals = totals != null && Object.values(totals).some((value) => value !== null && value !== undefined) && rowCount > 0;

  return (
    <div className="mb-data-table" data-testid={`data-table-${id}`}>
      <KitStyles />
      {exportOptions ? <PrintHeader title={exportOptions.title} period={exportOptions.period} organizationName={exportOptions.organizationName} /> : null}
      <div className="mb-data-table-toolbar">
        <div className="mb-data-table-toolbar-start">{toolbar}</div>
        <div className="mb-data-table-toolbar-end">
          {toolbarEnd}
          {exportOptions ? (
            <ExportMenu<Row>
              {...exportOptions}
              // What the user sees: the visible columns, in the list's own order, and the database's totals.
              columns={visible.filter((column) => column.exportable !== false).map((column) => ({ key: column.key, title: column.title, money: column.money, value: (row: Row) => {
                const value = cellValue(row, column);
                return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined ? value : String(value);
              } }))}
              totals={exportOptions.totals ?? totals}
              totalsLabel={totalsLabel}
              disabled={exportOptions.disabled || Boolean(error)}
            />
          ) : null}
          {exportOptions?.print ? <PrintButton /> : null}
          <ColumnChooser columns={columns} choices={choices} onChange={handleChoicesChange} />
        </div>
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={`${caption} could not be loaded`}
          description={
            <>
              <p style={{ margin: '4px 0 12px' }}>{serverErrorMessage(error)}</p>
              {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
            </>
          }
        />
      ) : (
        <div ref={containerRef}>
          <Table<Row>
            rowKey={(row) => rowKeyOf(row, rowKey)}
            columns={antColumns}
            dataSource={rows ? [...rows] : []}
            loading={loading}
            components={tableComponents}
            // Wide: the table fits its box (text truncates). Narrow: it scrolls sideways inside
            // itself; the page never does.
            tableLayout={wide ? 'fixed' : undefined}
            scroll={wide ? undefined : { x: 'max-content' }}
            size="middle"
            // antd writes its empty text in a light grey that fails contrast (WCAG 1.4.3): the kit's class reads at 5.5:1.
            locale={{ emptyText: <span className="mb-table-empty">{loading && !rows ? 'Loading…' : (emptyText ?? 'No records found.')}</span> }}
            onChange={handleChange}
            pagination={
              hidePagination
                ? false
                : {
                    current: table.page,
                    pageSize: table.pageSize,
                    total: total ?? 0,
                    showSizeChanger: true,
                    pageSizeOptions: table.pageSizeOptions,
                    showTotal: (count, [from, to]) => (count === 0 ? '' : `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`),
                    responsive: true,
                  }
            }
            onRow={(row, index = 0) => ({
              tabIndex: index === Math.min(focusIndex, rowCount - 1) ? 0 : -1,
              className: onRowClick ? 'mb-row-clickable' : undefined,
              'aria-label': rowLabel ? rowLabel(row) : undefined,
              onFocus: () => setFocusIndex(index),
              onClick: (event: MouseEvent<HTMLElement>) => {
                if (!onRowClick || isInteractiveTarget(event.target, event.currentTarget)) return;
                onRowClick(row);
              },
              onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
                if (event.target !== event.currentTarget) return;
                if (event.key === 'Enter' && onRowClick) {
                  event.preventDefault();
                  onRowClick(row);
                  return;
                }
                const next = nextRowIndex(event.key, index, rowCount);
                if (next !== null) {
                  event.preventDefault();
                  focusRow(next);
                }
              },
            })}
            summary={
              hasTotals
                ? () => (
                    <Table.Summary>
                      <Table.Summary.Row>
                        {shown.map((column, index) => {
                          const value = totals?.[column.key];
                          const content = value !== null && value !== undefined ? displayValue(value, column.money) : index === 0 ? totalsLabel : '';
                          return (
                            <Table.Summary.Cell key={column.key} index={index} align={column.money ? 'right' : column.align} className={column.money ? 'mb-money mb-totals-cell' : 'mb-totals-cell'}>
                              {content}
                            </Table.Summary.Cell>
                          );
                        })}
                      </Table.Summary.Row>
                    </Table.Summary>
                  )
                : undefined
            }
          />
        </div>
      )}
    </div>
  );
}
