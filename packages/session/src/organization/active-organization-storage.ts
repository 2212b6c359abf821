// The active organization's id in localStorage (SPEC section 9: stored locally).
import { ACTIVE_ORGANIZATION_STORAGE_KEY } from '@missionbase/domain/active-organization';

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function readStoredActiveOrganizationId(): string | null {
  return storage()?.getItem(ACTIVE_ORGANIZATION_STORAGE_KEY) ?? null;
}

export function storeActiveOrganizationId(id: string | null): void {
  const store = storage();
  if (!store) return;
  if (id) store.setItem(ACTIVE_ORGANIZATION_STORAGE_KEY, id);
  else store.removeItem(ACTIVE_ORGANIZATION_STORAGE_KEY);
}
