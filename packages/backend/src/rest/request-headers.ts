// Reads the headers PostgREST gives meaning to: Prefer, Range, Accept and the schema profiles.
import type { IncomingMessage } from 'node:http';
import { RestError } from './errors.ts';
import type { TxEnd } from '../config.ts';

export type CountPreference = 'exact' | 'planned' | 'estimated';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: CountPreference | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  /** `missing=default`: keys a bulk insert leaves out take the column default, not NULL. */
  missingDefault: boolean;
  handling: 'strict' | 'lenient' | undefined;
  /** `max-affected=n`, honoured only with `handling=strict` (PATCH, DELETE and rpc). */
  maxAffected: number | undefined;
  /** Whether the request's transaction ends in a rollback (db-tx-end, or `tx=rollback` where it may be overridden). */
  rollback: boolean;
  /** Preference tokens that were understood, echoed in `Preference-Applied`. */
  applied: string[];
}

function headerText(value: string | string[] | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * PostgREST's Prefer header: unknown or unfulfillable tokens are ignored, unless `handling=strict`
 * asks for PGRST122 naming them. `tx=commit|rollback` is fulfillable only where db-tx-end allows an
 * override (`commit-allow-override`, `rollback-allow-override`); the default, `commit`, does not.
 */
export function parsePrefer(req: IncomingMessage, txEnd: TxEnd = 'commit'): Preferences {
  const prefs: Preferences = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missingDefault: false,
    handling: undefined,
    maxAffected: undefined,
    rollback: txEnd.startsWith('rollback'),
    applied: [],
  };
  const invalid: string[] = [];
  let maxAffected: number | undefined;
  for (const raw of headerText(req.headers.prefer).split(',')) {
    const token = raw.trim();
    if (token === '') continue;
    const [name, value] = token.split('=', 2).map((part) => part.trim());
    if (name === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
      prefs.applied.push(`return=${value}`);
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
      prefs.applied.push(`count=${value}`);
    } else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
      prefs.applied.push(`resolution=${value}`);
    } else if (name === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missingDefault = value === 'default';
      prefs.applied.push(`missing=${value}`);
    } else if (name === 'handling' && (value === 'strict' || value === 'lenient')) {
      prefs.handling = value;
      prefs.applied.push(`handling=${value}`);
    } else if (name === 'tx' && (value === 'commit' || value === 'rollback') && txEnd.endsWith('-allow-override')) {
      prefs.rollback = value === 'rollback';
      prefs.applied.push(`tx=${value}`);
    } else if (name === 'max-affected' && value !== undefined && /^\d{1,10}$/.test(value)) {
      maxAffected = Number(value);
    } else {
      invalid.push(token.slice(0, 100));
    }
  }
  if (prefs.handling === 'strict') {
    if (invalid.length > 0) throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
    if (maxAffected !== undefined) {
      prefs.maxAffected = maxAffected;
      prefs.applied.push(`max-affected=${maxAffected}`);
    }
  }
  return prefs;
}

/** `Range: 0-9` (items). Returns undefined when absent; PGRST103 when malformed. */
export function parseRangeHeader(req: IncomingMessage): { offset: number; limit: number | undefined } | undefined {
  const raw = headerText(req.headers.range).trim();
  if (raw === '') return undefined;
  const match = /^(?:items=)?(\d{1,10})-(\d{0,10})$/.exec(raw);
  if (match === null) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `Invalid Range header: ${raw.slice(0, 40)}`);
  const from = Number(match[1]);
  const to = match[2] === '' || match[2] === undefined ? undefined : Number(match[2]);
  if (to !== undefined && to < from) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', 'The lower boundary must be lower than or equal to the upper boundary');
  return { offset: from, limit: to === undefined ? undefined : to - from + 1 };
}

export const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;
export type PlanOption = (typeof PLAN_OPTIONS)[number];

/** `Accept: application/vnd.pgrst.plan+text; for="application/json"; options=analyze|verbose`. */
export interface PlanRequest {
  format: 'text' | 'json';
  options: PlanOption[];
  /** The media type whose query is explained, echoed in the answer's Content-Type. */
  for: string;
}

export type ResponseFormat = { kind: 'json' | 'object' | 'csv' | 'geojson'; stripNulls: boolean } | { kind: 'plan'; stripNulls: false; plan: PlanRequest };

function planRequest(type: string, params: string[]): PlanRequest {
  const param = (name: string): string | undefined => {
    const found = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith(`${name}=`));
    return found?.slice(name.length + 1).replace(/^"|"$/g, '');
  };
  const options = (param('options') ?? '').split('|').map((option) => option.trim().toLowerCase());
  return {
    format: type.endsWith('+json') ? 'json' : 'text',
    options: PLAN_OPTIONS.filter((option) => options.includes(option)),
    for: param('for') ?? 'application/json',
  };
}

/**
 * Picks the response format from `Accept`; PGRST107 (406) for a type the gateway does not produce
 * (execution plans only where db-plan-enabled is on).
 */
export function parseAccept(req: IncomingMessage, planEnabled = false): ResponseFormat {
  const raw = headerText(req.headers.accept).trim();
  if (raw === '') return { kind: 'json', stripNulls: false };
  for (const part of raw.split(',')) {
    const [typeRaw, ...paramsRaw] = part.split(';');
    const type = (typeRaw ?? '').trim().toLowerCase();
    if (planEnabled && (type === 'application/vnd.pgrst.plan' || type === 'application/vnd.pgrst.plan+text' || type === 'application/vnd.pgrst.plan+json')) {
      return { kind: 'plan', stripNulls: false, plan: planRequest(type, paramsRaw) };
    }
    const stripNulls = paramsRaw.some((p) => p.trim().toLowerCase() === 'nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return { kind: 'object', stripNulls };
    if (type === 'application/json' || type === 'application/vnd.pgrst.array+json' || type === '*/*' || type === 'application/*') {
      return { kind: 'json', stripNulls };
    }
    if (type === 'text/csv' || type === 'text/*') return { kind: 'csv', stripNulls: false };
    // Built with PostGIS' ST_AsGeoJSON, as PostgREST builds it: without PostGIS, Postgres' 42883.
    if (type === 'application/geo+json') return { kind: 'geojson', stripNulls: false };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${raw.slice(0, 200)}`);
}

/**
 * The schema named by Accept-Profile (reads) or Content-Profile (writes), one of the exposed
 * `schemas`; the first of them when the request names none.
 */
export function checkProfile(req: IncomingMessage, write: boolean, schemas: readonly string[]): string {
  const header = headerText(write ? req.headers['content-profile'] : req.headers['accept-profile']).trim();
  const schema = header === '' ? (schemas[0] ?? 'public') : header;
  if (!schemas.includes(schema)) {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${schema.slice(0, 63)}`, null, `Only the following schemas are exposed: ${schemas.join(', ')}`);
  }
  return schema;
}
