// The list's URL state (the kit's useTableUrlState) as search_transactions' parameters, and the
// other way round for the export's period line. Pure, so the mapping is unit-tested.
import type { TransactionListParams, TransactionListSort, TransactionType } from '../data/transaction-list-query';
import { TRANSACTION_LIST_SORTS } from '../data/transaction-list-query';

export const FILTER_KEYS = ['from', 'to', 'type', 'account', 'fund', 'project', 'q'] as const;
export type TransactionFilterKey = (typeof FILTER_KEYS)[number];
export type TransactionFilters = Partial<Record<TransactionFilterKey, string>>;

export const TRANSACTION_TYPES: readonly TransactionType[] = ['Income', 'Expense', 'Asset', 'Liability'];
export const PAGE_SIZE = 50;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isSort(value: string | undefined): value is TransactionListSort {
  return (TRANSACTION_LIST_SORTS as readonly string[]).includes(value ?? '');
}

/**
 * What the database is asked for. A hand-edited URL with a bad value drops that filter instead of
 * failing the page (an id that is not a uuid, a date that is not ISO, an unknown type or sort).
 */
export function listParamsFrom(
  filters: TransactionFilters,
  sort: { key: string; direction: 'asc' | 'desc' } | null,
  page: number,
  pageSize: number,
): TransactionListParams {
  const date = (value: string | undefined) => (value && ISO_DATE.test(value) ? value : undefined);
  const id = (value: string | undefined) => (value && UUID.test(value) ? value : undefined);
  const type = TRANSACTION_TYPES.find((candidate) => candidate === filters.type);
  const search = filters.q?.trim() || undefined;
  return {
    ...(date(filters.from) ? { from: date(filters.from) } : {}),
    ...(date(filters.to) ? { to: date(filters.to) } : {}),
    ...(type ? { type } : {}),
    ...(id(filters.account) ? { accountId: id(filters.account) } : {}),
    ...(id(filters.fund) ? { fundId: id(filters.fund) } : {}),
    ...(id(filters.project) ? { projectId: id(filters.project) } : {}),
    ...(search ? { search } : {}),
    sort: isSort(sort?.key) ? sort.key : 'date',
    direction: sort?.direction ?? 'desc',
    limit: pageSize,
    offset: Math.max(0, (page - 1) * pageSize),
  };
}

/** The period line of an export: "2026-01-01 to 2026-03-31", "From 2026-01-01", "All dates". */
export function periodLabel(filters: TransactionFilters): string {
  const from = filters.from && ISO_DATE.test(filters.from) ? filters.from : null;
  const to = filters.to && ISO_DATE.test(filters.to) ? filters.to : null;
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Through ${to}`;
  return 'All dates';
}

/** Money in (Income, Liability) is positive, money out (Expense, Asset) negative, as text. */
export function signedAmount(type: TransactionType | string | null, amount: string | null): string {
  // No amount is no figure.
  if (amount === null) return '';
  if (type === 'Income' || type === 'Liability') return amount;
  return amount.startsWith('-') ? amount.slice(1) : /^0+(\.0+)?$/.test(amount) ? amount : `-${amount}`;
}
