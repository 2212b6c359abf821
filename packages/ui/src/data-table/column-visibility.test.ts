import { describe, expect, it } from 'vitest';
import { readColumnChoices, toggleColumnChoice, visibleColumns, writeColumnChoices } from './column-visibility';

const columns = [
  { key: 'date', alwaysVisible: true },
  { key: 'description' },
  { key: 'notes', hiddenByDefault: true },
];

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('column chooser', () => {
  it('shows the default columns until the user chooses', () => {
    expect(visibleColumns(columns, {}).map((column) => column.key)).toEqual(['date', 'description']);
  });

  it('a hidden column stays hidden, an added one shows, an always-visible one cannot hide', () => {
    const choices = toggleColumnChoice(columns[2]!, true, toggleColumnChoice(columns[1]!, false, {}));
    expect(choices).toEqual({ description: false, notes: true });
    expect(visibleColumns(columns, { ...choices, date: false }).map((column) => column.key)).toEqual(['date', 'notes']);
    expect(toggleColumnChoice(columns[1]!, true, choices)).toEqual({ notes: true });
  });

  it('choices persist per table id and survive junk in storage', () => {
    const storage = memoryStorage();
    writeColumnChoices('transactions', { notes: true }, storage);
    expect(readColumnChoices('transactions', storage)).toEqual({ notes: true });
    expect(readColumnChoices('funds', storage)).toEqual({});
    storage.setItem('missionbase.table-columns.bad', '{not json');
    expect(readColumnChoices('bad', storage)).toEqual({});
    storage.setItem('missionbase.table-columns.odd', '{"a":"yes","b":false}');
    expect(readColumnChoices('odd', storage)).toEqual({ b: false });
  });
});
