// The organization's today for React (a hook) and for code outside it (a handler that runs later).
import { isoDateInZone } from '@missionbase/domain/organization-today';
import { sessionStore } from '../atoms';
import { useSessionValue } from '../use-session-value';
import { organizationTimeZoneAtom, organizationTodayAtom } from './organization-atoms';

/** Today in the active organization's time zone (yyyy-mm-dd); re-renders when the date turns. */
export function useOrganizationToday(): string {
  return useSessionValue(organizationTodayAtom);
}

/** Today in the active organization's time zone at this instant, outside React. */
export function organizationToday(now: Date = new Date()): string {
  return isoDateInZone(now, sessionStore.get(organizationTimeZoneAtom));
}
