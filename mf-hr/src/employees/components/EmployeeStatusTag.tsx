// An employee's status as a coloured tag, shown by the list and by the employee's own page.
import { Tag } from '@missionbase/ui';
import { STATUS_LABELS, labelOf } from '../utils/employee-form';

const STATUS_COLORS: Record<string, string> = { active: 'green', on_leave: 'gold', terminated: 'default' };

/** No status (a list row without one) shows an empty tag. */
export function StatusTag({ status }: { status: string | null }) {
  return <Tag color={(status !== null ? STATUS_COLORS[status] : undefined) ?? 'default'}>{labelOf(STATUS_LABELS, status)}</Tag>;
}
