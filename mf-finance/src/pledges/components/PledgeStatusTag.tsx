// A pledge's status as a coloured tag, with a red Overdue tag beside it when an instalment is late:
// the list's Status column and the drawer's details show the same.
import { Tag } from '@missionbase/ui';
import { pledgeStatusLabel } from '../data/pledge-list-query';

const STATUS_COLORS: Readonly<Record<string, string>> = { open: 'blue', partially_paid: 'gold', fulfilled: 'green', cancelled: 'default' };

/** No status (a pledge read without one) shows an empty tag; no overdue flag, none. */
export function PledgeStatusTag({ status, overdue }: { status: string | null; overdue?: boolean | null }) {
  return (
    <>
      <Tag color={(status !== null ? STATUS_COLORS[status] : undefined) ?? 'default'}>{pledgeStatusLabel(status)}</Tag>
      {overdue ? <Tag color="red">Overdue</Tag> : null}
    </>
  );
}
