// @vitest-environment happy-dom
// The pickers in a DOM: typing a code or a name filters, Enter picks the highlighted match (the first
// one until the arrows move), and nothing is picked when nothing matches.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { OrganizationProvider } from '../OrganizationProvider';
import { AccountPicker } from './AccountPicker';
import { FundPicker } from './FundPicker';
import { MoneyInput } from './MoneyInput';
import { ProjectPicker } from './ProjectPicker';
import { SearchSelect } from './SearchSelect';

const BUNDLE = {
  accounts: [
    { id: 'rev', code: '4000', name: 'Revenue', parent_id: null, category: 'Revenue', is_placeholder: true },
    { id: 'contrib', code: '4100', name: 'Contributions', parent_id: 'rev', category: 'Revenue' },
    { id: 'grants', code: '4200', name: 'Grant Revenue', parent_id: 'rev', category: 'Revenue' },
    { id: 'program', code: '4300', name: 'Program Service Fees', parent_id: 'rev', category: 'Revenue' },
    { id: 'uncat', code: '4999', name: 'Uncategorized Income', parent_id: 'rev', category: 'Revenue' },
    { id: 'exp', code: '5000', name: 'Expenses', parent_id: null, category: 'Expenses', is_placeholder: true },
    { id: 'rent', code: '5100', name: 'Rent', parent_id: 'exp', category: 'Expenses' },
  ],
  funds: [
    { id: 'general', name: 'General Fund', restriction: 'without_donor_restrictions' },
    { id: 'building', name: 'Building Fund', code: 'BLD', restriction: 'with_donor_restrictions' },
  ],
  projects: [
    { id: 'pantry', name: 'Mobile Pantry', status: 'active' },
    { id: 'meals', name: 'Senior Meals', status: 'active' },
  ],
  organization_settings: null,
};

function Organization({ children }: { children: ReactNode }) {
  return (
    <OrganizationProvider id="org-1" name="Harbor Community Food Bank" data={BUNDLE}>
      {children}
    </OrganizationProvider>
  );
}

const KEYS = { Enter: 13, ArrowDown: 40 } as const;

/** Types into a picker's search box and presses keys as a person would (rc-select reads `which`). */
async function typeThenPress(label: string, text: string, keys: readonly (keyof typeof KEYS)[]) {
  const input = screen.getByRole('combobox', { name: label });
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  });
  // The list highlights its first match after the search renders.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  for (const key of keys) {
    await act(async () => {
      fireEvent.keyDown(input, { key, keyCode: KEYS[key], which: KEYS[key] });
      fireEvent.keyUp(input, { key, keyCode: KEYS[key], which: KEYS[key] });
    });
  }
}

afterEach(() => cleanup());

describe('pickers chosen from the keyboard', () => {
  it('an account picker picks the account whose code was typed when Enter is pressed, even below a placeholder parent', async () => {
    const onChange = vi.fn();
    render(<Organization><AccountPicker aria-label="Revenue account" categories={['Revenue']} onChange={onChange} /></Organization>);
    await typeThenPress('Revenue account', '4200', ['Enter']);
    expect(onChange).toHaveBeenCalledWith('grants');
  });

  it('an account picker picks by a part of the name, and the arrows move the highlight before Enter', async () => {
    const onChange = vi.fn();
    render(<Organization><AccountPicker aria-label="Revenue account" categories={['Revenue']} onChange={onChange} /></Organization>);
    await typeThenPress('Revenue account', 'rev', ['Enter']);
    expect(onChange).toHaveBeenLastCalledWith('grants');
    cleanup();
    const second = vi.fn();
    render(<Organization><AccountPicker aria-label="Revenue account" categories={['Revenue']} onChange={second} /></Organization>);
    await typeThenPress('Revenue account', '4', ['ArrowDown', 'Enter']);
    expect(second).toHaveBeenLastCalledWith('grants');
  });

  it('an expense account picker picks a name typed with a trailing space', async () => {
    const onChange = vi.fn();
    render(<Organization><AccountPicker aria-label="Expense account" categories={['Expenses']} onChange={onChange} /></Organization>);
    await typeThenPress('Expense account', 'Rent ', ['Enter']);
    expect(onChange).toHaveBeenCalledWith('rent');
  });

  it('an account picker picks nothing when nothing matches, and never a placeholder parent', async () => {
    const onChange = vi.fn();
    render(<Organization><AccountPicker aria-label="Revenue account" categories={['Revenue']} onChange={onChange} /></Organization>);
    await typeThenPress('Revenue account', 'zzz', ['Enter']);
    await typeThenPress('Revenue account', '4000', ['Enter']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a fund picker and a project picker pick the typed name on Enter', async () => {
    const fund = vi.fn();
    const project = vi.fn();
    render(
      <Organization>
        <FundPicker aria-label="Fund" onChange={fund} />
        <ProjectPicker aria-label="Project" onChange={project} />
      </Organization>,
    );
    await typeThenPress('Fund', 'bld', ['Enter']);
    await typeThenPress('Project', 'senior', ['Enter']);
    expect(fund).toHaveBeenCalledWith('building');
    expect(project).toHaveBeenCalledWith('meals');
  });

  it('a database-searched picker never picks a row of an earlier search: Enter waits for the answer to what was typed', async () => {
    const onChange = vi.fn();
    const earlier = [{ value: 'acme', label: 'Acme Supplies' }];
    const answer = [{ value: 'lakeside', label: 'Lakeside Senior Center' }];
    const { rerender } = render(<SearchSelect aria-label="Customer" options={earlier} stale searching onSearch={() => undefined} notFoundText="No customer found" onChange={onChange} />);
    await typeThenPress('Customer', 'lake', ['Enter']);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Searching…')).toBeTruthy();
    rerender(<SearchSelect aria-label="Customer" options={answer} stale={false} searching={false} onSearch={() => undefined} notFoundText="No customer found" onChange={onChange} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect((screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe('lake');
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('combobox', { name: 'Customer' }), { key: 'Enter', keyCode: 13, which: 13 });
      fireEvent.keyUp(screen.getByRole('combobox', { name: 'Customer' }), { key: 'Enter', keyCode: 13, which: 13 });
    });
    expect(onChange).toHaveBeenCalledWith('lakeside', expect.anything());
  });
});

describe('the money field', () => {
  it('keeps a typed minus sign for the form to refuse, instead of dropping it', () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Amount" value="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '-50' } });
    expect(onChange).toHaveBeenCalledWith('-50');
  });
});
