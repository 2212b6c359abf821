// The overdue-notification job: calls the procedure private.notify_overdue_each() (overdue tasks to
// their assignees; overdue invoices, bills due or overdue to the organization), which runs every
// organization in its own transaction, committed before the next one starts, once when the worker
// starts beside the backend and then on an interval (MB_OVERDUE_NOTIFY_MS, default five minutes).
// The database remembers what it announced and holds an advisory lock per organization while it
// runs it, so ticks from several backend instances, or a tick racing pg_cron on hosted Supabase,
// announce each event once. Screens never write notifications on page load.
import type { Pool } from 'pg';

export interface OverdueRun {
  /** False when another run held the lock (the service-role RPC only; a tick always runs). */
  ran: boolean;
  organizations?: number;
  tasks?: number;
  documents?: number;
  /** Organizations whose run failed (retried on the next tick). */
  failed?: number;
  /** Organizations another runner was working on at that moment (it announces their events). */
  skipped?: number;
}

export interface OverdueNotifierOptions {
  adminPool: Pool;
  log(entry: Record<string, unknown>): void;
  /** Milliseconds between ticks; 0 or less: only the start tick and explicit `tick()` calls. */
  intervalMs?: number;
}

export interface OverdueNotifier {
  /** One run now (a tick already under way is joined, not doubled). Tests drive the job through it. */
  tick(): Promise<OverdueRun | null>;
  stop(): Promise<void>;
}

export const DEFAULT_OVERDUE_NOTIFY_MS = 5 * 60_000;

/** MB_OVERDUE_NOTIFY_MS: a whole number of milliseconds; anything else leaves the default. */
export function overdueIntervalFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_OVERDUE_NOTIFY_MS;
  const parsed = Number(value);
  return Number.isInteger(parsed) ? parsed : DEFAULT_OVERDUE_NOTIFY_MS;
}

export function startOverdueNotifier(options: OverdueNotifierOptions): OverdueNotifier {
  const intervalMs = options.intervalMs ?? DEFAULT_OVERDUE_NOTIFY_MS;
  let running: Promise<OverdueRun | null> | null = null;
  let stopped = false;
  let lastFailure = '';

  const tick = (): Promise<OverdueRun | null> => {
    if (stopped) return Promise.resolve(null);
    running ??= (async () => {
      try {
        // A CALL outside a transaction block, without parameters (the simple protocol): the
        // procedure commits after each organization.
        const { rows } = await options.adminPool.query<{ result: OverdueRun }>('call private.notify_overdue_each()');
        const result = rows[0]?.result ?? null;
        lastFailure = '';
        if (result?.ran && ((result.tasks ?? 0) > 0 || (result.documents ?? 0) > 0 || (result.failed ?? 0) > 0)) {
          options.log({ level: result.failed ? 'warn' : 'info', msg: 'overdue notifications sent', ...result });
        }
        return result;
      } catch (error) {
        // Postgres restarting, or the function not migrated yet: log once per distinct failure and try on the next tick.
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastFailure) options.log({ level: 'warn', msg: 'overdue notifications paused', error: message });
        lastFailure = message;
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = intervalMs > 0 ? setInterval(() => void tick(), intervalMs) : null;
  timer?.unref();
  void tick();
  options.log({ level: 'info', msg: 'overdue notifier started', intervalMs });
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
