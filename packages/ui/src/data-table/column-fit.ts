// The table kit's one layout rule for lists and reports. On a wide screen (the sidebar beside the
// page, 992 px and up) the table fits its box: money columns keep a fixed width and never
// truncate, every other column shares the rest and truncates its text with an ellipsis (the whole
// text in its tooltip), so the amounts are visible without sideways scrolling. On a narrow screen
// the table scrolls sideways inside itself, and the amounts come right after the row's first
// column, so a phone shows the amount first, before anything that needs scrolling.

/** The least width of a money column: -$99,999,999.99 in tabular figures, with the cell's padding. */
export const MONEY_COLUMN_WIDTH = 150;

export interface FitInput {
  key: string;
  money?: boolean;
  width?: number | string;
}

export interface FitDecision<Column extends FitInput> {
  column: Column;
  width: number | string | undefined;
  /** Truncate the cell's text with an ellipsis (wide screens, text columns). */
  ellipsis: boolean;
}

export function fitColumns<Column extends FitInput>(columns: readonly Column[], wide: boolean): Array<FitDecision<Column>> {
  if (wide) {
    const moneyWidth = (width: number | string | undefined) => (typeof width === 'number' ? Math.max(width, MONEY_COLUMN_WIDTH) : (width ?? MONEY_COLUMN_WIDTH));
    return columns.map((column) => ({ column, width: column.money ? moneyWidth(column.width) : column.width, ellipsis: !column.money }));
  }
  const [first, ...rest] = columns;
  const ordered = first === undefined ? [] : first.money ? [...columns] : [first, ...rest.filter((column) => column.money), ...rest.filter((column) => !column.money)];
  return ordered.map((column) => ({ column, width: column.width, ellipsis: false }));
}

/** Whether the table has room to fit its box (992 px and up, antd's lg: the sidebar beside the page). */
export function isWideScreen(screens: Partial<Record<string, boolean>>): boolean {
  return screens.lg === true;
}

/**
 * The same rule for a plain antd Table's columns (a short list that is not a DataTable): a
 * right-aligned column is a money column. Spread `tableProps` onto the Table.
 */
export function fitAntColumns<Column extends { key?: unknown; align?: string; width?: number | string }>(columns: readonly Column[], wide: boolean): {
  columns: Array<Column & { ellipsis?: boolean }>;
  tableProps: { tableLayout?: 'fixed'; scroll?: { x: 'max-content' } };
} {
  const fitted = fitColumns(columns.map((column, index) => ({ key: String(column.key ?? index), money: column.align === 'right', width: column.width, column })), wide);
  return {
    columns: fitted.map(({ column, width, ellipsis }) => ({ ...column.column, width, ellipsis })),
    tableProps: wide ? { tableLayout: 'fixed' } : { scroll: { x: 'max-content' } },
  };
}
