// Several statements in ONE database round trip: each is parsed, bound and executed (extended
// protocol, every value a bound parameter) and a single Sync ends the batch, so Postgres answers
// them all in one flush. The Data API runs a request's `begin`, role and claims, statement and
// `commit` this way (request-transaction.ts). After an error Postgres skips the rest up to the Sync:
// the batch rejects with that first error, exactly what the statements sent one by one would raise.
import pg from 'pg';
import type { Connection, FieldDef, Submittable } from 'pg';
import { createRequire } from 'node:module';

/** node-postgres' own serialiser of bound values (untyped internals, so its one function is typed here). */
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): string | Buffer | null };

export interface BatchStep {
  text: string;
  values?: unknown[] | undefined;
  /** Prepared once per connection under this name (the text must never change for a name). */
  name?: string | undefined;
}

export interface StepResult {
  command: string;
  rowCount: number | null;
  rows: Array<Record<string, unknown>>;
}

/** Named statements each connection has parsed (prepared statements outlive transactions and errors). */
const prepared = new WeakMap<Connection, Set<string>>();

type Parser = (value: string) => unknown;

/** Runs `steps` on a client in one round trip: `await runBatch(client, steps)` answers one result per step. */
export function runBatch(client: pg.ClientBase, steps: readonly BatchStep[]): Promise<StepResult[]> {
  const batch = new StatementBatch(steps);
  client.query(batch);
  return batch.done;
}

class StatementBatch implements Submittable {
  readonly done: Promise<StepResult[]>;
  private resolve!: (results: StepResult[]) => void;
  private reject!: (error: Error) => void;
  private readonly results: StepResult[] = [];
  private columns: Array<{ name: string; parse: Parser }> = [];
  private rows: Array<Record<string, unknown>> = [];
  /** Names this batch prepares: forgotten again if the batch fails, so the next one prepares them anew. */
  private readonly added: string[] = [];
  private connection: Connection | undefined;

  constructor(private readonly steps: readonly BatchStep[]) {
    this.done = new Promise<StepResult[]>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // The caller awaits `done`; a rejection is never left unhandled in between.
    this.done.catch(() => undefined);
  }

  submit(connection: Connection): void {
    this.connection = connection;
    const names = prepared.get(connection) ?? new Set<string>();
    prepared.set(connection, names);
    const socket = connection.stream;
    // One socket write for the whole batch (a write is a system call, as costly as the work on a busy machine).
    socket.cork();
    try {
      for (const step of this.steps) {
        const name = step.name ?? '';
        if (name === '') {
          connection.parse({ name, text: step.text, types: [] }, false);
        } else if (!names.has(name)) {
          // Closing a statement that does not exist is no error: after a failed batch the name may or
          // may not have been prepared (Postgres skips everything after an error up to the Sync).
          connection.close({ type: 'S', name }, false);
          connection.parse({ name, text: step.text, types: [] }, false);
          names.add(name);
          this.added.push(name);
        }
        const values = (step.values ?? []).map((value) => pgUtils.prepareValue(value));
        connection.bind({ portal: '', statement: name, values }, false);
        connection.describe({ type: 'P', name: '' }, false);
        connection.execute({ portal: '' }, false);
      }
      connection.sync();
    } finally {
      socket.uncork();
    }
  }

  handleRowDescription(message: { fields: FieldDef[] }): void {
    this.columns = message.fields.map((field) => ({ name: field.name, parse: pg.types.getTypeParser(field.dataTypeID, 'text') as Parser }));
    this.rows = [];
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    const row: Record<string, unknown> = {};
    this.columns.forEach((column, index) => {
      const value = message.fields[index];
      row[column.name] = value === null || value === undefined ? null : column.parse(value);
    });
    this.rows.push(row);
  }

  handleCommandComplete(message: { text: string }): void {
    const count = /\s(\d+)$/.exec(message.text);
    this.results.push({ command: message.text.split(' ')[0] ?? '', rowCount: count ? Number(count[1]) : null, rows: this.rows });
    this.columns = [];
    this.rows = [];
  }

  handleEmptyQuery(): void {
    this.results.push({ command: '', rowCount: null, rows: [] });
  }

  handlePortalSuspended(): void {
    // Never sent: every step executes its portal to completion.
  }

  handleCopyInResponse(connection: Connection & { sendCopyFail(message: string): void }): void {
    connection.sendCopyFail('COPY is not supported in a statement batch');
  }

  handleCopyData(): void {
    // No COPY in a batch.
  }

  handleError(error: Error): void {
    const names = this.connection ? prepared.get(this.connection) : undefined;
    for (const name of this.added) names?.delete(name);
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve(this.results);
  }
}
