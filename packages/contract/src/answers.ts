/**
 * The building blocks of the answer schemas: what the server sends, not what it accepts. Every
 * response the route catalogue names is a zod schema built from these, so the API's tests parse
 * each answer with it and the OpenAPI document describes it; the types are derived from them.
 */
import { z } from 'zod';

/** An instant as the server writes it (`Date.toISOString()`: "2026-03-01T09:30:00.000Z"). */
export const instant = z.iso.datetime({ offset: true });
/** A calendar day, "2026-03-01". */
export const day = z.iso.date();
/** Money and other exact decimals travel as decimal strings ("1250.50", "-12.5"), never numbers. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Must be a decimal string.');
/** A whole number (a count, an id, a position). */
export const whole = z.number().int();

/** `{id, name}`: a user, team, office, contact role or category named in an answer. */
export const NamedRef = z.object({ id: whole, name: z.string() });
export type NamedRef = z.output<typeof NamedRef>;

/** A page of a list: the type of what `Page(row)` parses. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
/** A list answer, `{count, next, previous, results}` (platform/http/paging.ts): `next` and `previous` are paths or null. */
export const Page = <Row extends z.ZodType>(row: Row) =>
  z.object({ count: whole, next: z.string().nullable(), previous: z.string().nullable(), results: z.array(row) });
/** A list answered whole, without paging links: `{count, results}`. */
export const Counted = <Row extends z.ZodType>(row: Row) => z.object({ count: whole, results: z.array(row) });
