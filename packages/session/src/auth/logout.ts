// Logout (SPEC section 4): sign out, then clear organizations, active organization, data, dashboard
// data and the stored active organization, then go to /. A failed sign-out toasts and keeps state.
import { signOut } from './auth-actions';
import { sessionStore } from '../atoms';
import { logoutPendingAtom } from '../organization/organization-atoms';
import { clearOrganizationState } from '../organization/organization-loaders';
import { storeActiveOrganizationId } from '../organization/active-organization-storage';
import { sessionHost } from '../session-host';

export async function logout(): Promise<void> {
  // While set, the signed-in routes wait instead of redirecting to /login: logout goes to /.
  // The host clears it once the router shows the new path (router updates may be transitions
  // that render after this function returns, so clearing it here would be too early).
  sessionStore.set(logoutPendingAtom, true);
  const { error } = await signOut();
  if (error) {
    sessionStore.set(logoutPendingAtom, false);
    return;
  }
  clearOrganizationState();
  storeActiveOrganizationId(null);
  await sessionHost().navigate('/');
}
