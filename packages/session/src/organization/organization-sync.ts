// Keeps the organization state in step with the session: a signed-in user's data loads, a
// signed-out page holds none, and the active organization's realtime channel follows the choice.
import { sessionStore, userAtom } from '../atoms';
import { activeOrganizationIdAtom } from './organization-atoms';
import { clearOrganizationState, loadDashboardData } from './organization-loaders';
import { subscribeToOrganizationChanges } from '../realtime/organization-realtime';

let started = false;

/** Idempotent: the shell starts it once; a remote's standalone harness may too. */
export function startOrganizationSync(): void {
  if (started) return;
  started = true;

  let userId: string | null = null;
  const followUser = () => {
    const next = sessionStore.get(userAtom)?.id ?? null;
    if (next === userId) return;
    userId = next;
    clearOrganizationState();
    if (next) void loadDashboardData();
  };
  sessionStore.sub(userAtom, followUser);
  followUser();

  let unsubscribe: (() => void) | null = null;
  let subscribedTo: string | null = null;
  sessionStore.sub(activeOrganizationIdAtom, () => {
    const id = sessionStore.get(activeOrganizationIdAtom);
    if (id === subscribedTo) return;
    unsubscribe?.();
    unsubscribe = null;
    subscribedTo = id;
    if (id) unsubscribe = subscribeToOrganizationChanges(id);
  });
}
