import { describe, expect, it } from 'vitest';
import { documentActions, stateFilterOptions, stateLabel } from './document-state';

describe('document states', () => {
  it('words derived states', () => {
    expect(stateLabel('partially_paid')).toBe('Partially paid');
    expect(stateFilterOptions('bill').map((option) => option.value)).toEqual(['open', 'draft', 'approved', 'partially_paid', 'overdue', 'paid', 'void']);
  });

  it('offers payment only on open documents and void only before any payment', () => {
    expect(documentActions('invoice', 'draft')).toEqual({ edit: true, finalize: true, pay: false, void: true });
    expect(documentActions('invoice', 'sent')).toEqual({ edit: false, finalize: false, pay: true, void: true });
    expect(documentActions('bill', 'partially_paid')).toEqual({ edit: false, finalize: false, pay: true, void: false });
    expect(documentActions('bill', 'paid')).toEqual({ edit: false, finalize: false, pay: false, void: false });
    expect(documentActions('invoice', 'void').void).toBe(false);
  });
});
