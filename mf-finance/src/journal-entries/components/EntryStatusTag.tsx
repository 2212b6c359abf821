// An entry's state in one tag: Draft, Posted, or Reversed (posted, with a reversal posted against it).
import { Tag } from '@missionbase/ui';

export function EntryStatusTag({ status, reversed }: { status: string; reversed: boolean }) {
  if (status === 'draft') return <Tag color="orange">Draft</Tag>;
  if (reversed) return <Tag color="default">Reversed</Tag>;
  return <Tag color="green">Posted</Tag>;
}
