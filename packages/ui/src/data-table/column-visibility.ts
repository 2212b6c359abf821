// Which columns of a table the user chose to see, remembered per table id in localStorage (the
// column chooser). Only the user's choices are stored, so a column added later shows its default.

export interface ColumnVisibilityColumn {
  key: string;
  hiddenByDefault?: boolean;
  alwaysVisible?: boolean;
}

/** key -> shown, for the columns the user changed. */
export type ColumnChoices = Record<string, boolean>;

const STORAGE_PREFIX = 'missionbase.table-columns.';

export function columnStorageKey(tableId: string): string {
  return `${STORAGE_PREFIX}${tableId}`;
}

export function isColumnVisible(column: ColumnVisibilityColumn, choices: ColumnChoices): boolean {
  if (column.alwaysVisible) return true;
  return choices[column.key] ?? !column.hiddenByDefault;
}

export function visibleColumns<Column extends ColumnVisibilityColumn>(columns: readonly Column[], choices: ColumnChoices): Column[] {
  return columns.filter((column) => isColumnVisible(column, choices));
}

/** The stored choices, or none when storage is missing, blocked or holds something else. */
export function readColumnChoices(tableId: string, storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): ColumnChoices {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(columnStorageKey(tableId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

export function writeColumnChoices(tableId: string, choices: ColumnChoices, storage: Pick<Storage, 'setItem'> | null = safeLocalStorage()): void {
  try {
    storage?.setItem(columnStorageKey(tableId), JSON.stringify(choices));
  } catch {
    // A full or blocked storage only loses the preference, never the table.
  }
}

/** The choices after the user toggles one column; a choice equal to the default is forgotten. */
export function toggleColumnChoice(column: ColumnVisibilityColumn, shown: boolean, choices: ColumnChoices): ColumnChoices {
  const next = { ...choices };
  if (shown === !column.hiddenByDefault) delete next[column.key];
  else next[column.key] = shown;
  return next;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
