// A loop that empties an outbox-like table in the background: every poll (and on `drain()`), it
// handles one item after another until none is waiting, never two passes at once. A failure (Postgres
// restarting, a table not migrated yet) pauses the pass, is logged once per distinct message, and the
// next poll tries again. The auth mail relay uses it, and so may a mount's work (the product worker's
// document mailer).
export interface OutboxLoopOptions {
  /** Handles one waiting item; false when there is none. */
  handleOne(): Promise<boolean>;
  pollMs: number;
  /** The log line's words when a pass fails ("document mailer: delivery paused"). */
  pausedMessage: string;
  log(entry: Record<string, unknown>): void;
}

export interface OutboxLoop {
  /** Handles every item waiting now (joining a pass under way); resolves with how many. */
  drain(): Promise<number>;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
}

export function startOutboxLoop(options: OutboxLoopOptions): OutboxLoop {
  let running: Promise<number> | null = null;
  let stopped = false;
  let lastFailure = '';

  const drain = (): Promise<number> => {
    running ??= (async () => {
      let handled = 0;
      try {
        while (!stopped && (await options.handleOne())) handled += 1;
        lastFailure = '';
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastFailure) options.log({ level: 'warn', msg: options.pausedMessage, error: message });
        lastFailure = message;
      } finally {
        running = null;
      }
      return handled;
    })();
    return running;
  };

  const timer = setInterval(() => void drain(), options.pollMs);
  timer.unref();
  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
