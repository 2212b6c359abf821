// The notifications panel of SPEC section 2 (Unread/Read tabs, 400 px list, newest first, View and
// Mark as read), downloaded when the bell first opens (its tabs are not in the frame every signed-in
// page loads). NotificationsBell.tsx keeps the bell, its unread count and the keys.
import { useEffect, type RefObject } from 'react';
import { Button } from '@missionbase/ui';
import { Tabs } from '@missionbase/ui/tabs';
import { useNavigate } from '@missionbase/router';
import { relativeTime } from '@missionbase/domain/relative-time';
import {
  activeNotificationsAtom,
  markAllNotificationsRead,
  markNotificationRead,
  useSessionValue,
  type NotificationRecord,
} from '@missionbase/session';

/** SPEC: the popover is 96 units wide (24 rem) and its list scrolls at 400 px. */
const PANEL_WIDTH = 384;
const LIST_HEIGHT = 400;

interface ItemProps {
  notification: NotificationRecord;
  now: Date;
  onView: (link: string) => void;
  /** The pressed button is about to disappear: focus goes back to the panel, not to <body>. */
  onMarked: () => void;
}

function NotificationItem({ notification, now, onView, onMarked }: ItemProps) {
  return (
    <li data-testid="notification-item" style={{ listStyle: 'none', padding: '10px 4px', borderBottom: '1px solid #f3f4f6' }}>
      <div style={{ fontWeight: 600 }}>{notification.title}</div>
      {notification.message ? <div style={{ color: '#4b5563' }}>{notification.message}</div> : null}
      <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8, marginTop: 4 }}>
        <span style={{ color: '#6b7280', fontSize: 12 }}>{relativeTime(notification.created_at, now)}</span>
        <span style={{ flex: 1 }} />
        {notification.link ? (
          <Button size="small" type="link" onClick={() => onView(notification.link ?? '/')}>
            View
          </Button>
        ) : null}
        {notification.is_read ? null : (
          <Button
            size="small"
            onClick={() => {
              onMarked();
              void markNotificationRead(notification.id);
            }}
          >
            Mark as read
          </Button>
        )}
      </div>
    </li>
  );
}

interface ListProps {
  items: NotificationRecord[];
  empty: string;
  now: Date;
  onView: (link: string) => void;
  onMarked: () => void;
}

function NotificationList({ items, empty, now, onView, onMarked }: ListProps) {
  return (
    <div data-testid="notification-list" style={{ height: LIST_HEIGHT, overflowY: 'auto' }}>
      {items.length === 0 ? (
        <p style={{ textAlign: 'center', color: '#6b7280', marginTop: 32 }}>{empty}</p>
      ) : (
        <ul style={{ margin: 0, padding: 0 }}>
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={now} onView={onView} onMarked={onMarked} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function NotificationsPanel({ onClose, panelRef }: { onClose: () => void; panelRef: RefObject<HTMLDivElement | null> }) {
  const notifications = useSessionValue(activeNotificationsAtom);
  const navigate = useNavigate();
  const unread = notifications.filter((notification) => !notification.is_read);
  const read = notifications.filter((notification) => notification.is_read);
  const now = new Date();

  // The first open mounts the panel once its code has arrived, possibly after the popover's
  // afterOpenChange found no panel to focus: focus moves into it here then (later opens: the bell's
  // afterOpenChange, the panel stays mounted).
  useEffect(() => {
    panelRef.current?.focus({ preventScroll: true });
  }, [panelRef]);

  function handleView(link: string) {
    onClose();
    void navigate(link);
  }

  function handleMarked() {
    panelRef.current?.focus();
  }

  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      role="dialog"
      aria-labelledby="notifications-panel-title"
      data-testid="notifications-panel"
      className="mb-popover-panel"
      style={{ width: PANEL_WIDTH, maxWidth: '100%' }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id="notifications-panel-title" style={{ fontSize: 16, margin: 0 }}>
          Notifications
        </h2>
        {unread.length > 0 ? (
          <Button size="small" type="link" onClick={() => {
              handleMarked();
              void markAllNotificationsRead(unread.map((notification) => notification.id));
            }}
          >
            Mark all as read
          </Button>
        ) : null}
      </div>
      <Tabs
        items={[
          {
            key: 'unread',
            label: `Unread (${unread.length})`,
            children: <NotificationList items={unread} empty="You're all caught up!" now={now} onView={handleView} onMarked={handleMarked} />,
          },
          { key: 'read', label: 'Read', children: <NotificationList items={read} empty="No read notifications yet." now={now} onView={handleView} onMarked={handleMarked} /> },
        ]}
      />
    </div>
  );
}
