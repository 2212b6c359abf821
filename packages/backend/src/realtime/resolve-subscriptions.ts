// Validates the `postgres_changes` list of a channel join against the catalog: known table,
// supported event, parseable filter on existing columns. Errors become the join's error reply.
import type { Catalog } from './catalog.ts';
import { JoinError } from './connection.ts';
import { FilterSyntaxError, parseFilter } from './filter.ts';
import type { PostgresSubscription } from './subscription.ts';
import { isSubscriptionEvent, subscriptionId } from './subscription.ts';

const MAX_SUBSCRIPTIONS = 100;

function optionalText(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new JoinError(`postgres_changes ${field} must be a string`);
  return value;
}

export async function resolveSubscriptions(
  catalog: Catalog,
  requested: unknown,
  installCaptureTrigger: (relid: number) => Promise<void>,
): Promise<PostgresSubscription[]> {
  if (!Array.isArray(requested)) throw new JoinError('postgres_changes must be a list');
  if (requested.length > MAX_SUBSCRIPTIONS) throw new JoinError(`At most ${MAX_SUBSCRIPTIONS} postgres_changes per channel`);
  const subscriptions: PostgresSubscription[] = [];
  for (const item of requested as unknown[]) {
    if (typeof item !== 'object' || item === null) throw new JoinError('Each postgres_changes entry must be an object');
    const entry = item as Record<string, unknown>;
    const event = entry.event;
    if (!isSubscriptionEvent(event)) throw new JoinError('postgres_changes event must be one of *, INSERT, UPDATE, DELETE');
    const schema = optionalText(entry.schema, 'schema') ?? 'public';
    const tableName = optionalText(entry.table, 'table');
    const filter = optionalText(entry.filter, 'filter');
    let conditions;
    try {
      conditions = parseFilter(filter);
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw new JoinError(`Invalid filter "${filter ?? ''}": ${error.message}`);
      throw error;
    }
    let relid: number | undefined;
    if (tableName !== undefined && tableName !== '*') {
      const table = await catalog.findTable(schema, tableName);
      if (!table) throw new JoinError(`Unable to subscribe to changes of ${schema}.${tableName}: no such table`);
      if (table.primaryKey.length === 0) throw new JoinError(`Unable to subscribe to changes of ${schema}.${tableName}: the table has no primary key`);
      const names = new Set(table.columns.map((column) => column.name));
      for (const condition of conditions) {
        if (!names.has(condition.column)) throw new JoinError(`Invalid filter "${filter ?? ''}": ${schema}.${tableName} has no column ${condition.column}`);
      }
      if (!table.captured) await installCaptureTrigger(table.relid);
      relid = table.relid;
    }
    const echo: PostgresSubscription['echo'] = { event };
    if (typeof entry.schema === 'string') echo.schema = entry.schema;
    if (tableName !== undefined) echo.table = tableName;
    if (filter !== undefined) echo.filter = filter;
    subscriptions.push({ id: subscriptionId(event, schema, tableName, filter), event, schema, table: tableName, filter, conditions, relid, echo });
  }
  return subscriptions;
}
