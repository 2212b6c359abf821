// What a test waits for before it changes data "from another session": the page's realtime channel
// of the organization is listening (the server has said "Subscribed to PostgreSQL" for it). A change
// committed before that moment is no event the page can receive; acting earlier is the test's race.
import type { Page, WebSocket } from '@playwright/test';

/**
 * Starts watching the page's websockets; resolves once the organization's channel listens. Call it
 * BEFORE the navigation that opens the socket (sign-in, goto), await it before the change.
 */
export function organizationChannelListening(page: Page, organizationId: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('websocket', watch);
      reject(new Error(`the realtime channel of organization ${organizationId} did not subscribe within ${timeoutMs} ms`));
    }, timeoutMs);
    function watch(socket: WebSocket): void {
      socket.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        if (text.includes('Subscribed to PostgreSQL') && text.includes(`organization-changes-${organizationId}`)) {
          clearTimeout(timer);
          page.off('websocket', watch);
          resolve();
        }
      });
    }
    page.on('websocket', watch);
  });
}
