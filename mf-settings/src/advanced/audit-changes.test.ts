// An audit row reads as the fields that changed, without bookkeeping columns.
import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-changes';

describe('describeChange', () => {
  it('lists the changed fields of an update, old to new', () => {
    expect(describeChange('UPDATE', { id: '1', city: 'Dayton', ein: null, updated_at: 'a' }, { id: '1', city: 'Akron', ein: '12-3456789', updated_at: 'b' })).toBe(
      'city: Dayton → Akron; ein: — → 12-3456789',
    );
  });
  it('lists the filled fields of an insert', () => {
    expect(describeChange('INSERT', null, { id: '1', name: 'Rent', amount: 1200, memo: null })).toBe('name: Rent; amount: 1200');
  });
  it('says when an update changed nothing visible', () => {
    expect(describeChange('UPDATE', { updated_at: 'a' }, { updated_at: 'b' })).toBe('No visible change');
  });
});
