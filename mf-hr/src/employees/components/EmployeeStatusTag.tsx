// An employee's status as a coloured tag, shown by the list and by the employee's own page.
import { Tag } from '@missionbase/ui';
import { STATUS_LABELS } from '../utils/employee-form';

const STATUS_COLORS: Record<string, string> = { active: 'green', on_leave: 'gold', terminated: 'default' };

export function StatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{STATUS_LABELS[status] ?? status}</Tag>;
}
