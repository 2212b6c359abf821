// Several statements in ONE database round trip: each is parsed, bound and executed (extended
// protocol, every value a bound parameter) and a single Sync ends the batch, so Postgres answers
// them all in one flush. The Data API runs a request's role and claims and its statement this way
// (request-transaction.ts). After an error Postgres skips the rest up to the Sync: the batch
// rejects with that first error, exactly what the statements sent one by one would raise.
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

/**
 * Named statements each connection has parsed (prepared statements outlive transactions and
 * errors), least recently used first: beyond PREPARED_PER_CONNECTION the oldest is closed. False:
 * maybe parsed (its batch failed), so parsed again before use and still closed when pushed out.
 */
const prepared = new WeakMap<Connection, Map<string, boolean>>();
/**
 * Prepared statements a connection keeps: each holds its parse tree and maybe a plan in the
 * connection's backend (24 KiB for the bench's 100-row list; more with row-security policies), so
 * 20 connections hold at most ~1,000 of them.
 */
const PREPARED_PER_CONNECTION = 50;

/** Statement texts that have a name, least recently used first (texts come from the SQL builders, not from clients). */
const namesByText = new Map<string, string>();
/** Distinct statement texts remembered; an evicted text gets a new name when it comes back. */
const NAMED_TEXTS = 500;
let nextName = 0;

/**
 * The name under which `text` is prepared on every connection, so Postgres parses (and plans, or
 * reuses a generic plan) a statement the gateway sends again and again once per connection. The
 * names are the gateway's own (`mb_q_<n>`), never derived from the text.
 */
export function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    nextName += 1;
    name = `mb_q_${nextName}`;
    if (namesByText.size >= NAMED_TEXTS) {
      const oldest = namesByText.keys().next();
      if (oldest.done !== true) namesByText.delete(oldest.value);
    }
  } else {
    namesByText.delete(text);
  }
  namesByText.set(text, name);
  return name;
}

/** Errors after which Postgres reported the connection idle (the failed statements' implicit transaction is over). */
const idleAfter = new WeakSet<object>();

/** True when `error` failed a batch and the connection is idle again: nothing to roll back. */
export function leftConnectionIdle(error: unknown): boolean {
  return typeof error === 'object' && error !== null && idleAfter.has(error);
}

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
  /** Names this batch prepares: marked maybe-parsed if the batch fails, so the next one prepares them anew. */
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
    let names = prepared.get(connection);
    if (names === undefined) {
      names = new Map<string, boolean>();
      prepared.set(connection, names);
    }
    const socket = connection.stream;
    // One socket write for the whole batch (a write is a system call, as costly as the work on a busy machine).
    socket.cork();
    try {
      // Names this batch uses become the most recently used; statements pushed out of the
      // connection's cache are closed first, before anything in the batch can fail.
      const toParse = new Set<string>();
      let unknown = 0;
      for (const step of this.steps) {
        if (step.name === undefined) continue;
        const parsed = names.get(step.name);
        if (parsed === undefined) unknown += toParse.has(step.name) ? 0 : 1;
        else names.delete(step.name);
        if (parsed !== true) toParse.add(step.name);
        names.set(step.name, parsed === true);
      }
      while (unknown > 0 && names.size > PREPARED_PER_CONNECTION) {
        const oldest = names.keys().next();
        if (oldest.done === true || toParse.has(oldest.value)) break;
        names.delete(oldest.value);
        connection.close({ type: 'S', name: oldest.value }, false);
      }
      for (const step of this.steps) {
        const name = step.name ?? '';
        if (name === '') {
          connection.parse({ name, text: step.text, types: [] }, false);
        } else if (toParse.delete(name)) {
          // Parsed where it runs (after the role and claims of the batch are set). Closing a statement
          // that does not exist is no error: after a failed batch the name may or may not have been
          // prepared (Postgres skips everything after an error up to the Sync).
          connection.close({ type: 'S', name }, false);
          connection.parse({ name, text: step.text, types: [] }, false);
          names.set(name, true);
          this.added.push(name);
        }
        const values = step.values === undefined || step.values.length === 0 ? [] : step.values.map((value) => pgUtils.prepareValue(value));
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
    // `SELECT 1`, `INSERT 0 3`, `BEGIN`: the command is the first word, the row count the last number.
    const text = message.text;
    const space = text.indexOf(' ');
    const last = text.slice(text.lastIndexOf(' ') + 1);
    const rowCount = space > 0 && /^\d+$/.test(last) ? Number(last) : null;
    this.results.push({ command: space < 0 ? text : text.slice(0, space), rowCount, rows: this.rows });
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
    const connection = this.connection;
    const names = connection ? prepared.get(connection) : undefined;
    for (const name of this.added) {
      if (names?.has(name) === true) names.set(name, false);
    }
    // An error Postgres answered (not a lost connection) is followed by a ReadyForQuery once the
    // Sync is reached: settle then, knowing whether a transaction is still open (node-postgres
    // has already let go of the batch, so the connection is watched directly).
    if (connection !== undefined && (error as { severity?: unknown }).severity === 'ERROR') {
      const onReady = (message: { status?: unknown }): void => {
        connection.off('end', onEnd);
        if (message.status === 'I') idleAfter.add(error);
        this.reject(error);
      };
      const onEnd = (): void => {
        connection.off('readyForQuery', onReady);
        this.reject(error);
      };
      connection.once('readyForQuery', onReady);
      connection.once('end', onEnd);
      return;
    }
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve(this.results);
  }
}
