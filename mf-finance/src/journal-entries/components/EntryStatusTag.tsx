// An entry's state in one tag: Draft, Posted, or Reversed (posted, with a reversal posted against it).
import { Tag } from '@missionbase/ui';

/** No status (a row without one) reads as posted, as any entry that is not a draft. */
export function EntryStatusTag({ status, reversed }: { status: string | null; reversed: boolean }) {
  if (status === 'draft') return <Tag color="orange">Draft</Tag>;
  if (reversed) return <Tag color="default">Reversed</Tag>;
  return <Tag color="green">Posted</Tag>;
}
