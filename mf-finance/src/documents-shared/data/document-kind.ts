// What differs between an invoice and a bill for their one implementation (the list, the record
// page, the save, status and payment mutations, the aging tab): the tables and RPCs, the party and
// the words. Each kind describes itself in its folder (invoices/invoice-kind.ts,
// bills/bill-kind.ts), as plain data and its typed RPC calls, so a page's cold load carries nothing
// of the other kind.
import type { RpcRequest } from '@missionbase/session';
import type { DocumentList } from './document-list-query';
import type { TableSort } from '@missionbase/ui/table';
import type { DocumentFilterKey } from '../components/DocumentFilters';
import type { DocumentLinePayload, DocumentFormOutput } from '../utils/document-form';
import type { DocumentPageParams } from '../utils/document-list-params';
import type { DocumentListRow, DocumentRecord } from './document-record';

/** The shapes of one kind: a row of its search RPC, its record (get_*), the search's parameters and the party's URL key. */
export interface DocumentTypes {
  row: DocumentListRow;
  record: DocumentRecord;
  params: DocumentPageParams<string>;
  party: string;
}

/** What the editor saves (save_invoice / save_bill, as a draft). */
export interface DocumentSave<T extends DocumentTypes> {
  /** Null for a new document. */
  id: string | null;
  values: DocumentFormOutput;
  /** The draft's lines; undefined for a final document (issued or approved: its lines are final). */
  lines: Array<Pick<DocumentLinePayload, keyof DocumentLinePayload>> | undefined;
  /** The document being edited, null for a new one. */
  record: T['record'] | null;
}

export interface DocumentKindDescription<T extends DocumentTypes> {
  kind: 'invoice' | 'bill';
  noun: 'Invoice' | 'Bill';
  /** Its table, its query keys' first part and its screen's path segment (/app/finance/<plural>). */
  plural: 'invoices' | 'bills';
  /** The party's table: its balances move with every save and payment. */
  partyTable: 'customers' | 'vendors';
  /** The party's key in the list's URL (?customer= / ?vendor=). */
  partyKey: T['party'];
  /** The status that makes a draft final and posts it, and the words for doing it. */
  finalStatus: 'sent' | 'approved';
  finalizeVerb: 'issue' | 'approve';
  finalizedWord: 'issued' | 'approved';
  /** What it posts to: Accounts Receivable or Accounts Payable. */
  entry: 'receivable' | 'payable';
  /** The record page's payment button. */
  payLabel: string;
  /** The list's sort keys (the date first: the default). */
  sorts: readonly [string, ...string[]];
  /** The URL's filters, sort and page as the search RPC's parameters. */
  listParams(filters: Partial<Record<DocumentFilterKey<T['party']>, string>>, sort: TableSort | null, page: number, pageSize: number): T['params'];
  number(record: T['record']): string;
  partyName(record: T['record']): string;
  /** One page of the kind's search RPC, read with its declared type. */
  search(organizationId: string, params: T['params'], signal?: AbortSignal): Promise<DocumentList<T['row']>>;
  /** The record (get_*): its one row, or null for none by that id in an organization of the caller. */
  get(id: string): Promise<T['record'] | null>;
  save(organizationId: string, save: DocumentSave<T>): RpcRequest;
  setStatus(id: string, status: 'sent' | 'approved' | 'void'): RpcRequest;
}

/** 'receivable' -> 'Receivable'. */
export function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
