// A payroll run's status in words.
import { Tag } from '@missionbase/ui';

export const RUN_STATUS_LABELS: Record<string, string> = { draft: 'Draft', approved: 'Approved', paid: 'Paid', void: 'Void' };
const COLORS: Record<string, string> = { draft: 'default', approved: 'blue', paid: 'green', void: 'red' };

/** No status (a register without one) shows an empty tag. */
export function RunStatusTag({ status }: { status: string | null }) {
  if (status === null) return <Tag color="default" />;
  return <Tag color={COLORS[status] ?? 'default'}>{RUN_STATUS_LABELS[status] ?? status}</Tag>;
}
