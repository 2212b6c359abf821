// Jotai atoms of the organization state: memberships, the active organization and its data.
import { atom } from 'jotai';
import { isoDateInZone } from '@missionbase/domain/organization-today';
import type { DashboardData, NotificationRecord, OrganizationData, OrganizationSummary, SubscriptionRecord } from './organization-types';

export const organizationsAtom = atom<OrganizationSummary[]>([]);
export const activeOrganizationIdAtom = atom<string | null>(null);
export const dashboardDataAtom = atom<DashboardData | null>(null);
export const organizationDataAtom = atom<OrganizationData | null>(null);
/** True while get_user_dashboard_data runs; starts true so guards wait for the first load. */
export const dashboardLoadingAtom = atom<boolean>(true);
/** True while get_organization_data runs for the active organization. */
export const organizationDataLoadingAtom = atom<boolean>(false);

export const activeOrganizationAtom = atom<OrganizationSummary | null>((get) => {
  const id = get(activeOrganizationIdAtom);
  return get(organizationsAtom).find((organization) => organization.id === id) ?? null;
});

/** The active organization's time zone (its settings; UTC until the bundle has loaded). */
export const organizationTimeZoneAtom = atom<string>((get) => get(organizationDataAtom)?.organization_settings?.time_zone || 'UTC');

/** The clock the organization's today reads: set on mount and every minute while anything shows it. */
const clockAtom = atom<Date>(new Date());
clockAtom.onMount = (set) => {
  set(new Date());
  const timer = setInterval(() => set(new Date()), 60_000);
  return () => clearInterval(timer);
};

/**
 * "Today" (yyyy-mm-dd) for every screen, report default, form default and overdue rule: the date in
 * the organization's time zone, whatever the browser's zone (the database's
 * private.today_for_organization answers the same date).
 */
export const organizationTodayAtom = atom<string>((get) => isoDateInZone(get(clockAtom), get(organizationTimeZoneAtom)));

export const activeSubscriptionAtom = atom<SubscriptionRecord | null>((get) => {
  const id = get(activeOrganizationIdAtom);
  return get(dashboardDataAtom)?.subscriptions.find((subscription) => subscription.organization_id === id) ?? null;
});

/** The active organization's notifications, newest first. */
export const activeNotificationsAtom = atom<NotificationRecord[]>((get) => {
  const id = get(activeOrganizationIdAtom);
  const all = get(dashboardDataAtom)?.notifications ?? [];
  return all
    .filter((notification) => notification.organization_id === id)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
});

export const unreadNotificationCountAtom = atom<number>((get) => get(activeNotificationsAtom).filter((n) => !n.is_read).length);

/** Whether the command palette is open (the top bar's Search... button and Cmd/Ctrl+K toggle it). */
export const paletteOpenAtom = atom<boolean>(false);

/** The transaction dialog: closed, adding, or editing a transaction (remotes open it through this atom). */
export type TransactionDialogState = { open: false } | { open: true; mode: 'add' } | { open: true; mode: 'edit'; transactionId: string };
export const transactionDialogAtom = atom<TransactionDialogState>({ open: false });

/** True while logout runs, so guards do not send the user to /login on the way to /. */
export const logoutPendingAtom = atom<boolean>(false);
