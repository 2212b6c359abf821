// The product worker: the product's server-side work, run beside the backend (which knows no
// product) through the backend's generic extension points: the document e-mail outbox and the
// overdue notices as background work once the API listens, and the demo organizations as the seed
// `pnpm start` loads on first start (MB_SEED_DEMO). `pnpm start`, `pnpm dev` and `pnpm bench` mount
// `backendMount` through MB_BACKEND_MOUNTS (scripts/lib/backend.mjs); the end-to-end setup and the
// product's integration tests pass productWorker() to the backend they start.
import type { PoolClient } from 'pg';
import type { BackendContext, BackendMount, BackgroundWork, SeedLogin } from '@missionbase/backend/src/context';
import { startDocumentMailer } from './document-mailer.ts';
import { applyDocumentEmailLimits, documentEmailLimitsFromEnv } from './document-email-limits.ts';
import type { DocumentMailer } from './document-mailer.ts';
import { overdueIntervalFrom, startOverdueNotifier } from './overdue-notifier.ts';
import type { OverdueNotifier } from './overdue-notifier.ts';

export interface ProductWorkerOptions {
  /** Milliseconds between overdue-notification ticks (default MB_OVERDUE_NOTIFY_MS, else five minutes); 0: the start tick only. */
  overdueNotifyMs?: number;
  /** Document mail through SMTP (default MB_SMTP_URL); unset: the development outbox. */
  smtpUrl?: string | null;
  /** The From address (default MB_MAIL_FROM). */
  mailFrom?: string;
  /** How often the outbox is polled (default MB_MAIL_POLL_MS, else 1 s). */
  mailPollMs?: number;
}

export interface ProductWorker extends BackendMount {
  /** The document e-mail outbox's delivery (docs/email.md); `drain()` delivers what is queued now. */
  readonly documentMailer: DocumentMailer;
  /** The overdue-notification job (docs/projects.md); `tick()` runs it now. */
  readonly overdueNotifier: OverdueNotifier;
}

interface Running {
  mailer: DocumentMailer;
  notifier: OverdueNotifier;
}

function positive(value: string | undefined): number | undefined {
  return Number(value) > 0 ? Number(value) : undefined;
}

async function seedDemoOrganizations(client: PoolClient): Promise<SeedLogin | null> {
  // Loaded only when the demo is seeded: the seed's data and generators are large.
  const { seedDemo } = await import('../../../supabase/seed/demo.ts');
  return seedDemo(client);
}

/** A worker to mount on one backend; its jobs start when that backend listens and stop with it. */
export function productWorker(options: ProductWorkerOptions = {}, env: NodeJS.ProcessEnv = process.env): ProductWorker {
  // Read now, so a bad value stops the start before anything runs.
  const emailLimits = documentEmailLimitsFromEnv(env);
  let running: Running | null = null;
  const started = (): Running => {
    if (!running) throw new Error('WORKER_NOT_STARTED: the product worker runs once the backend it is mounted on has started');
    return running;
  };

  const start = (ctx: BackendContext): BackgroundWork => {
    // Document e-mail: SMTP when configured, else the development outbox (auth.dev_outbox).
    const mailer = startDocumentMailer({
      adminPool: ctx.adminPool,
      storageDir: ctx.config.storageDir,
      log: ctx.log,
      smtpUrl: options.smtpUrl !== undefined ? options.smtpUrl : (env.MB_SMTP_URL ?? null),
      from: options.mailFrom ?? env.MB_MAIL_FROM,
      pollMs: options.mailPollMs ?? positive(env.MB_MAIL_POLL_MS),
    });
    // Overdue task and document notifications for every organization: once now, then on an interval.
    const notifier = startOverdueNotifier({
      adminPool: ctx.adminPool,
      log: ctx.log,
      intervalMs: options.overdueNotifyMs ?? overdueIntervalFrom(env.MB_OVERDUE_NOTIFY_MS),
    });
    running = { mailer, notifier };
    return {
      async stop() {
        await notifier.stop().catch((error: unknown) => ctx.log({ level: 'warn', msg: 'overdue notifier stop failed', error: String(error) }));
        await mailer.stop().catch((error: unknown) => ctx.log({ level: 'warn', msg: 'document mailer stop failed', error: String(error) }));
      },
    };
  };

  return {
    name: 'product worker',
    routes: [],
    seed: seedDemoOrganizations,
    // The document e-mail quotas of MB_DOCUMENT_EMAIL_* (docs/security.md), before the API listens.
    install: (ctx) => applyDocumentEmailLimits(ctx.adminPool, emailLimits),
    start,
    documentMailer: {
      drain: () => started().mailer.drain(),
      stop: () => started().mailer.stop(),
    },
    overdueNotifier: {
      tick: () => started().notifier.tick(),
      stop: () => started().notifier.stop(),
    },
  };
}

/** The worker `src/main.ts` mounts from MB_BACKEND_MOUNTS, configured from the environment. */
export const backendMount: ProductWorker = productWorker();
