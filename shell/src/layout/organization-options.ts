// The organization picker's list logic (OrganizationPicker.tsx): which organizations match what is
// typed, and where the arrow keys move the active option. Pure, so the keyboard rules are unit-tested.
import type { OrganizationSummary } from '@missionbase/session';

/** The organizations whose name contains the typed text, in any case (antd Select's rule before). */
export function matchingOrganizations(organizations: readonly OrganizationSummary[], query: string): OrganizationSummary[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...organizations];
  return organizations.filter((organization) => organization.name.toLowerCase().includes(needle));
}

/** The option an arrow key makes active: one step, wrapping at either end; -1 when there is none. */
export function steppedIndex(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** The option active when the list opens: the current organization when it is listed, else the first. */
export function openingIndex(options: readonly OrganizationSummary[], activeId: string | null): number {
  if (options.length === 0) return -1;
  const current = options.findIndex((organization) => organization.id === activeId);
  return current === -1 ? 0 : current;
}
