/**
 * Hot queries prepared once per database, on both drivers (see preparedQuery), and what PGlite
 * needs for that: its session statements, and reading dates as text by default.
 */
import { PGlite, types } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Types drizzle reads as their text (it parses them itself): dates, times, intervals, numeric and date arrays. */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

/**
 * Makes the session read TEXT_TYPES as text by default, as drizzle asks for on every query.
 * Every PGlite the server opens calls this once it is ready (its array parsers exist by then).
 * Then a prepared statement (preparedQuery) can leave out drizzle's per-query parsers, which
 * PGlite merges into a copy of its 300-entry parser table on each query (80 us measured here).
 */
export function readTypesAsText(client: PGlite): void {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
}
const readsTypesAsText = (client: PGlite) => TEXT_TYPES.every((type) => client.parsers[type] === asText);

/** `make(db)` once per database (the drizzle instance), remembered. */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/**
 * A hot query, prepared once per database: `build(db, name)` returns drizzle's `.prepare(name)`
 * of it, so drizzle builds its SQL text once instead of per call. On PostgreSQL the pg driver
 * parses a named statement once per pooled connection, and after five runs the server keeps
 * one generic plan for it when that plan costs no more than planning each time. PGlite
 * has no named statements in its client, and planning is most of a short query's time there
 * (0.5 of 0.7 ms for the portal token lookup: the planner asks the file system for each
 * table's size): the statement is PREPAREd in its one session and run by EXECUTE, whose
 * arguments go as literals. Only strings, numbers, booleans and null are accepted as values,
 * so no value can leave its literal. Inside a transaction (a `tx`, no driver of its own) the
 * drizzle statement runs as it is.
 */
export function preparedQuery<P extends object>(name: string, build: (db: Db, name: string) => P): (db: Db) => P {
  return perDatabase((db) => onSession(db, name, build(db, name)));
}

/** Drizzle's prepared `query` (named `name`), made to run as a session statement on PGlite; see preparedQuery. */
export function onSession<P extends object>(db: Db, name: string, query: P): P {
  const driver = (db as { $client?: unknown }).$client;
  if (driver instanceof PGlite && 'client' in query) Object.assign(query, { client: sessionStatement(driver, name) });
  return query;
}

const dialect = new PgDialect();

/** A statement drizzle's builders cannot express, prepared like preparedQuery; its rows come back as objects. */
export function preparedSql(name: string, statement: SQL) {
  return preparedQuery(name, (db) => db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false));
}

const sessionStatements = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // standard_conforming_strings is on (the default, and PGlite's): a doubled quote is the only escape.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`A prepared PGlite statement takes strings, numbers, booleans and null, not ${typeof value}`);
}

/** What drizzle's PGlite statement calls as its client: PREPARE once per session, then EXECUTE. */
function sessionStatement(pglite: PGlite, name: string) {
  const prepared = sessionStatements.get(pglite) ?? new Map<string, Promise<unknown>>();
  sessionStatements.set(pglite, prepared);
  return {
    async query(text: string, params: unknown[], options: Parameters<PGlite['query']>[2]) {
      let ready = prepared.get(name);
      if (!ready) {
        ready = pglite.exec(`PREPARE ${name} AS ${text}`);
        prepared.set(name, ready);
        ready.catch(() => prepared.delete(name));
      }
      await ready;
      const args = params.length ? `(${params.map(sqlLiteral).join(', ')})` : '';
      const plain = options && readsTypesAsText(pglite) ? { ...options, parsers: undefined } : options;
      return pglite.query(`EXECUTE ${name}${args}`, [], plain);
    },
  };
}
