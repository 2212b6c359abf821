// What a record's own page (a nested route whose code loads on first visit) shows while its code
// arrives: the same frame and skeleton as while its record loads, so the two waits look like one.
import { PageFrame, Skeleton } from '@missionbase/ui';

export function RecordPageLoading({ title, rows = 6 }: { title: string; rows?: number }) {
  return (
    <PageFrame title={title}>
      <Skeleton active paragraph={{ rows }} />
    </PageFrame>
  );
}
