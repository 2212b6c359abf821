// What an audit row changed, in one line a person reads: the fields an update changed (old -> new),
// or the main fields of an inserted or deleted row. Bookkeeping columns are left out.
import type { Json } from '@missionbase/session';

const SKIPPED = new Set(['id', 'organization_id', 'created_at', 'updated_at', 'created_by', 'updated_by', 'token']);
const MAX_FIELDS = 6;

function show(value: Json | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value).slice(0, 60);
}

export function describeChange(
  action: string | null,
  oldData: Record<string, Json | undefined> | null,
  newData: Record<string, Json | undefined> | null,
): string {
  if (action === 'UPDATE' && oldData && newData) {
    const changed = Object.keys(newData).filter((key) => !SKIPPED.has(key) && JSON.stringify(newData[key]) !== JSON.stringify(oldData[key]));
    if (changed.length === 0) return 'No visible change';
    const parts = changed.slice(0, MAX_FIELDS).map((key) => `${key}: ${show(oldData[key])} → ${show(newData[key])}`);
    return changed.length > MAX_FIELDS ? `${parts.join('; ')}; and ${changed.length - MAX_FIELDS} more` : parts.join('; ');
  }
  const data = action === 'DELETE' ? oldData : newData;
  if (!data) return '';
  const keys = Object.keys(data).filter((key) => !SKIPPED.has(key) && data[key] !== null && data[key] !== undefined);
  return keys.slice(0, MAX_FIELDS).map((key) => `${key}: ${show(data[key])}`).join('; ');
}
