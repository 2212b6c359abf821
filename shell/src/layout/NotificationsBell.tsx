// The top bar's notifications button with the unread badge of the active organization.
import { Badge, Button } from 'antd';
import { unreadNotificationCountAtom, useSessionValue } from '@missionbase/session';
import { BellIcon } from './icons';

export function NotificationsBell() {
  const unread = useSessionValue(unreadNotificationCountAtom);
  return (
    <Badge count={unread} size="small" data-testid="notifications-badge">
      <Button aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'} icon={<BellIcon />} />
    </Badge>
  );
}
