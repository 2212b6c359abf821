// Loads the dashboard data (organizations, subscriptions, notifications) and the active
// organization's bundle through the two RPCs, switches organization, and handles the errors of
// SPEC section 8, including the forced sign-out on 'Access denied'.
import { chooseActiveOrganizationId } from '@missionbase/domain/active-organization';
import { getSupabase } from '../client';
import { sessionAtom, sessionStore } from '../atoms';
import {
  activeOrganizationIdAtom,
  dashboardDataAtom,
  dashboardLoadingAtom,
  organizationDataAtom,
  organizationDataLoadingAtom,
  organizationsAtom,
} from './organization-atoms';
import type { FunctionReturns } from '../database/database.types';
import type { DashboardData, OrganizationData, OrganizationSummary } from './organization-types';
import { ACCESS_DENIED, ORGANIZATION_DATA_ERROR, USER_DATA_ERROR, switchedOrganizationToast } from './organization-messages';
import { readStoredActiveOrganizationId, storeActiveOrganizationId } from './active-organization-storage';
import { sessionHost } from '../session-host';
import { queryClient } from '../query/query-client';
import { ledgerKey } from '../query/keys';

// Each load takes a ticket; a reply whose ticket is no longer the newest is dropped, so a slow
// answer for the previous organization never overwrites the current one.
let dashboardTicket = 0;
let organizationTicket = 0;

/**
 * get_user_dashboard_data's declared answer as the shell keeps it: an organization without its id,
 * name, role or creation time (which the database always sends) could be neither shown nor opened,
 * so it is left out; no list is an empty one.
 */
export function dashboardDataFrom(answer: FunctionReturns<'get_user_dashboard_data'>): DashboardData {
  const organizations = (answer.organizations ?? []).flatMap((organization): OrganizationSummary[] => {
    const { id, name, logo_url, role, created_at } = organization;
    return id !== null && name !== null && role !== null && created_at !== null ? [{ id, name, logo_url, role, created_at }] : [];
  });
  return { organizations, subscriptions: answer.subscriptions ?? [], notifications: answer.notifications ?? [] };
}

/** The bundle's shape is the SQL function's; checking that its lists are lists catches a wrong answer. */
function isOrganizationData(value: unknown): value is OrganizationData {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return ['accounts', 'funds', 'transactions'].every((key) => Array.isArray((value as Record<string, unknown>)[key]));
}

/** Clears everything the organization state holds in memory (not the stored choice). */
export function clearOrganizationState(): void {
  // Another user may sign in next on this page: nothing cached for this one may show.
  queryClient.clear();
  dashboardTicket += 1;
  organizationTicket += 1;
  sessionStore.set(organizationsAtom, []);
  sessionStore.set(activeOrganizationIdAtom, null);
  sessionStore.set(dashboardDataAtom, null);
  sessionStore.set(organizationDataAtom, null);
  sessionStore.set(organizationDataLoadingAtom, false);
  sessionStore.set(dashboardLoadingAtom, true);
}

/** 'Access denied': sign out, clear state, go to /login. */
async function forceSignOut(): Promise<void> {
  clearOrganizationState();
  storeActiveOrganizationId(null);
  try {
    await getSupabase().auth.signOut();
  } finally {
    sessionStore.set(sessionAtom, null);
    sessionHost().navigate('/login');
  }
}

export async function loadOrganizationData(organizationId: string): Promise<void> {
  const ticket = ++organizationTicket;
  sessionStore.set(organizationDataLoadingAtom, true);
  const { data, error } = await getSupabase().rpc('get_organization_data', { p_organization_id: organizationId });
  if (ticket !== organizationTicket) return;
  sessionStore.set(organizationDataLoadingAtom, false);
  if (error || !isOrganizationData(data)) {
    if (error?.message.includes(ACCESS_DENIED)) {
      await forceSignOut();
      return;
    }
    sessionHost().toast({ ...ORGANIZATION_DATA_ERROR, variant: 'destructive' });
    return;
  }
  sessionStore.set(organizationDataAtom, data);
}

/**
 * Loads organizations, subscriptions and notifications. On the first load (or when the active
 * organization is no longer a membership) it picks the active organization and loads its data.
 */
export async function loadDashboardData(): Promise<void> {
  const ticket = ++dashboardTicket;
  const { data: answer, error } = await getSupabase().rpc('get_user_dashboard_data');
  if (ticket !== dashboardTicket) return;
  if (error) {
    sessionStore.set(dashboardLoadingAtom, false);
    if (error.message.includes(ACCESS_DENIED)) {
      await forceSignOut();
      return;
    }
    sessionHost().toast({ ...USER_DATA_ERROR, variant: 'destructive' });
    return;
  }
  const data = dashboardDataFrom(answer);
  sessionStore.set(dashboardDataAtom, data);
  sessionStore.set(organizationsAtom, data.organizations);
  const current = sessionStore.get(activeOrganizationIdAtom);
  const next = chooseActiveOrganizationId(data.organizations, current ?? readStoredActiveOrganizationId());
  if (next !== current) {
    sessionStore.set(activeOrganizationIdAtom, next);
    storeActiveOrganizationId(next);
    if (next) void loadOrganizationData(next);
    else sessionStore.set(organizationDataAtom, null);
  }
  sessionStore.set(dashboardLoadingAtom, false);
}

/** Switching saves the choice, loads that organization's data and toasts (SPEC section 4). */
export async function switchOrganization(organizationId: string): Promise<void> {
  const organization = sessionStore.get(organizationsAtom).find((candidate) => candidate.id === organizationId);
  if (!organization) return;
  sessionStore.set(activeOrganizationIdAtom, organizationId);
  storeActiveOrganizationId(organizationId);
  sessionStore.set(organizationDataAtom, null);
  sessionHost().toast({ ...switchedOrganizationToast(organization.name), variant: 'success' });
  await loadOrganizationData(organizationId);
}

/**
 * After a save: reloads the active organization's bundle and refetches its ledger-derived figures
 * (the dashboard summary among them) at once, without waiting for the realtime echo.
 */
export function reloadActiveOrganizationData(): Promise<void> {
  const id = sessionStore.get(activeOrganizationIdAtom);
  if (!id) return Promise.resolve();
  void queryClient.invalidateQueries({ queryKey: ledgerKey(id) });
  return loadOrganizationData(id);
}
