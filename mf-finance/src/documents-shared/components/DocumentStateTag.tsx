// An invoice's or bill's state as a coloured tag (with the days overdue when it is).
import { Tag } from '@missionbase/ui';
import { stateColor, stateLabel } from '../utils/document-state';

export function DocumentStateTag({ state, daysOverdue }: { state: string | null; daysOverdue?: number | null }) {
  const suffix = state === 'overdue' && daysOverdue ? ` ${daysOverdue} d` : '';
  return <Tag color={stateColor(state)} data-testid="document-state">{stateLabel(state)}{suffix}</Tag>;
}
