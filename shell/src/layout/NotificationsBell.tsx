// The top bar's notifications: a bell with the active organization's unread badge opening the
// panel of SPEC section 2 (NotificationsPanel.tsx). The bell and its count are on every page; the
// panel's code (antd Tabs, from @missionbase/ui/display) is fetched when the pointer or focus reaches
// the bell, at the latest on its first open, so it is not in the frame every signed-in page loads.
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Popover } from '@missionbase/ui';
import { unreadNotificationCountAtom, useSessionValue } from '@missionbase/session';
import { BellIcon } from './icons';

const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationsPanel })));

/** Same width as the panel, so the popover does not move when the panel replaces it. */
function PanelLoading() {
  return (
    <div role="status" className="mb-popover-panel" style={{ width: 384, maxWidth: '100%', minHeight: 120 }}>
      Loading notifications…
    </div>
  );
}

export function NotificationsBell() {
  const unread = useSessionValue(unreadNotificationCountAtom);
  const [open, setOpen] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The panel renders at the end of <body>: focus moves into it once shown, or Tab would never
  // reach it from the bell. The panel may have taken focus already when it mounted (first open, its
  // code arriving during the animation), and Tab may have moved on inside it: leave that focus alone.
  function handleAfterOpenChange(visible: boolean) {
    const panel = panelRef.current;
    if (visible && panel && !panel.contains(document.activeElement)) panel.focus();
  }

  // antd's Popover has no Escape key: close on it and give focus back to the bell (WCAG 2.1.2).
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    bellRef.current?.focus();
  }

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      // At phone widths the panel is pinned to the viewport's edges (shell-layout.css), so every
      // control stays on screen whatever the bell's position.
      rootClassName="mb-notifications-popover"
      afterOpenChange={handleAfterOpenChange}
      content={
        <div onKeyDown={handleKeyDown}>
          <Suspense fallback={<PanelLoading />}>
            <NotificationsPanel onClose={() => setOpen(false)} panelRef={panelRef} />
          </Suspense>
        </div>
      }
    >
      <Badge count={unread} size="small" data-testid="notifications-badge">
        <Button ref={bellRef} onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()} aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'} aria-expanded={open} aria-haspopup="dialog" icon={<BellIcon />} />
      </Badge>
    </Popover>
  );
}
