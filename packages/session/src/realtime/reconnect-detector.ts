// Tells a realtime channel's re-join (after an error, a timeout or a close: a network blip, a
// server restart) from its first join, so the app refetches what it shows only when events may
// have been missed. Fed with the statuses supabase-js passes to subscribe().
export type ChannelStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

export function createReconnectDetector(onReconnect: () => void): (status: `${ChannelStatus}`) => void {
  let joinedBefore = false;
  return (status) => {
    if (status !== 'SUBSCRIBED') return;
    // realtime-js answers SUBSCRIBED again on each re-join of the same channel: every join after
    // the first follows an interruption, during which changes were not delivered.
    if (joinedBefore) onReconnect();
    joinedBefore = true;
  };
}
