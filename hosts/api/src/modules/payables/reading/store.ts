/**
 * Readings in progress and done, kept in the API process's memory for 15 minutes (they hold only
 * suggestions, never the document once read). Each belongs to an owner (`org:<id>` for staff,
 * `account:<id>` for a portal token) and is found only by it, so another organization's or
 * another token's reading is a 404. Readings run one at a time after the request has answered
 * (a queue of at most 20 waiting: more is a 429), reporting their progress as they go. A restart
 * forgets them: the screen then shows that the reading failed and the person types the values.
 */
import { randomInt } from 'node:crypto';
import { BILL_READING_LIMITS, BillReadingMessage, type BillReading } from '@si/contract';
import { detailError } from '../../../platform/http/errors.ts';
import type { DateOrder } from './parse.ts';
import { readBillDocument, ReadingFailure } from './read.ts';

interface Held {
  owner: string;
  reading: BillReading;
  expires: number;
}

const MAX_WAITING = 20;
const held = new Map<number, Held>();
const waiting: (() => Promise<void>)[] = [];
let running = false;

function sweep(now: number) {
  for (const [id, h] of held) if (h.expires <= now) held.delete(id);
}

async function drain() {
  if (running) return;
  running = true;
  try {
    for (let job = waiting.shift(); job; job = waiting.shift()) await job();
  } finally {
    running = false;
  }
}

/** Queues the document's reading for `owner` and answers at once with the queued reading. */
export function startReading(owner: string, bytes: Uint8Array, contentType: string, order: DateOrder): BillReading {
  const now = Date.now();
  sweep(now);
  if (waiting.length >= MAX_WAITING) throw detailError(429, BillReadingMessage.BUSY, { 'Retry-After': '60' });
  let id = randomInt(1, 2 ** 31 - 1);
  while (held.has(id)) id = randomInt(1, 2 ** 31 - 1);
  const reading: BillReading = { id, state: 'queued', progress: 0 };
  const entry: Held = { owner, reading, expires: now + BILL_READING_LIMITS.keepMinutes * 60_000 };
  held.set(reading.id, entry);
  waiting.push(async () => {
    entry.reading = { ...entry.reading, state: 'reading', progress: 5 };
    try {
      const result = await readBillDocument(bytes, contentType, {
        order,
        onProgress: (p) => (entry.reading = { ...entry.reading, progress: Math.max(entry.reading.progress, Math.min(99, p)) }),
      });
      entry.reading = { id: reading.id, state: 'done', progress: 100, result };
    } catch (error) {
      entry.reading = { id: reading.id, state: 'failed', progress: 100, error: error instanceof ReadingFailure ? error.message : BillReadingMessage.UNREADABLE };
    }
  });
  setImmediate(() => void drain());
  return { ...reading };
}

/** The owner's reading, or a 404 (unknown, expired, or someone else's). */
export function findReading(owner: string, id: number): BillReading {
  sweep(Date.now());
  const h = held.get(id);
  if (!h || h.owner !== owner) throw detailError(404, 'Not found.');
  return { ...h.reading };
}

/** Resolves once nothing is queued or reading (tests). */
export async function readingsSettled(): Promise<void> {
  while (running || waiting.length) await new Promise((r) => setTimeout(r, 10));
}
