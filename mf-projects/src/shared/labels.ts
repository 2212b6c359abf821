// Words for the projects area's codes (statuses, priorities, expense functions), one place.
export const PROJECT_STATUS_WORDS: Record<string, string> = {
  planned: 'Planned',
  active: 'Active',
  on_hold: 'On hold',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
export const PROJECT_STATUS_COLORS: Record<string, string> = {
  planned: 'blue',
  active: 'green',
  on_hold: 'orange',
  completed: 'default',
  cancelled: 'default',
};
export const PROJECT_STATUSES = ['planned', 'active', 'on_hold', 'completed', 'cancelled'] as const;

export const FUNCTION_WORDS: Record<string, string> = {
  program: 'Program services',
  management_general: 'Management and general',
  fundraising: 'Fundraising',
};
export const FUNCTIONS = ['program', 'management_general', 'fundraising'] as const;

export const TASK_STATUS_WORDS: Record<string, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  blocked: 'Blocked',
  done: 'Done',
};
export const PRIORITY_WORDS: Record<string, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const PRIORITY_COLORS: Record<string, string> = { low: 'default', medium: 'blue', high: 'red' };

export function wordFor(words: Record<string, string>, code: string | null | undefined): string {
  if (!code) return '';
  return words[code] ?? code;
}

/** The tag colour of a code, none for a missing or unknown one. */
export function colorFor(colors: Record<string, string>, code: string | null | undefined): string | undefined {
  return code ? colors[code] : undefined;
}

/** 'Mar 3, 2026' from 'yyyy-mm-dd' (read as a calendar day, not a moment). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}
