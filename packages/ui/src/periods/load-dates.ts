// The calendar fields the period pickers show for a custom range or day: the `/dates` share key,
// through the package's own name so the page holds one instance of it whichever entry reached it first.
export const loadDates = () => import('@missionbase/ui/dates');

/** Starts downloading the calendar (pointer or focus on the presets), so a custom choice shows it at once. */
export function preloadDates(): void {
  loadDates().catch(() => undefined); // the lazy field's own import retries and reports
}
