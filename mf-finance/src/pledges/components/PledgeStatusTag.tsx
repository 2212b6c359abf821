// A pledge's status as a coloured tag, with a red Overdue tag beside it when an instalment is late:
// the list's Status column and the drawer's details show the same.
import { Tag } from '@missionbase/ui';
import { PLEDGE_STATUS_LABELS } from '../data/pledge-list-query';
import type { PledgeStatus } from '../data/pledge-list-query';

const STATUS_COLORS: Record<PledgeStatus, string> = { open: 'blue', partially_paid: 'gold', fulfilled: 'green', cancelled: 'default' };

export function PledgeStatusTag({ status, overdue }: { status: PledgeStatus; overdue?: boolean }) {
  return (
    <>
      <Tag color={STATUS_COLORS[status]}>{PLEDGE_STATUS_LABELS[status]}</Tag>
      {overdue ? <Tag color="red">Overdue</Tag> : null}
    </>
  );
}
