// A postgres_changes subscription as a channel's join asked for it, validated against the catalog,
// with the numeric id realtime-js matches incoming changes by.
import type { ChangeOp } from './change-feed.ts';
import type { FilterCondition } from './filter.ts';

export type SubscriptionEvent = '*' | ChangeOp;

export interface PostgresSubscription {
  id: number;
  event: SubscriptionEvent;
  schema: string;
  /** `undefined` subscribes to every table of the schema. */
  table: string | undefined;
  filter: string | undefined;
  conditions: FilterCondition[];
  /** The table's oid, or `undefined` for a whole-schema subscription. */
  relid: number | undefined;
  /** The entry exactly as the client sent it: the join reply echoes it for realtime-js to match. */
  echo: { event: string; schema?: string; table?: string; filter?: string };
}

export function isSubscriptionEvent(value: unknown): value is SubscriptionEvent {
  return value === '*' || value === 'INSERT' || value === 'UPDATE' || value === 'DELETE';
}

/** A stable 32-bit id for a subscription's parameters (the server's reply carries it; changes name it). */
export function subscriptionId(event: string, schema: string, table: string | undefined, filter: string | undefined): number {
  const text = JSON.stringify([event, schema, table ?? null, filter ?? null]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Keep ids positive and below 2^31 so every client stores them exactly.
  return hash & 0x7fffffff;
}

export function eventMatches(event: SubscriptionEvent, op: ChangeOp): boolean {
  return event === '*' || event === op;
}
