/**
 * Reading a receipt (expenses) into suggestions for an expense line: the day, the merchant, the
 * total and the currency, each with the page and the words it came from. It is the bills' reading
 * (payables/reading.ts): the same jobs (queued, reading, done or failed, polled), the same checks of
 * the file and the same text reading (a PDF's text layer, OCR for a photo); the merchant is the
 * receipt's first line of text. Nothing is saved to the line until a person uses a suggestion.
 */
import { z } from 'zod';
import { BILL_READING_STATES, BillReadingUpload, BillSuggestion } from '../payables/reading.ts';

export const ExpenseReadingResult = z.object({
  suggestions: z.object({
    spent_on: BillSuggestion.optional().meta({ description: 'ISO date' }),
    merchant: BillSuggestion.optional().meta({ description: "The receipt's first line of text" }),
    amount: BillSuggestion.optional().meta({ description: 'A decimal string: the total paid' }),
    currency: BillSuggestion.optional().meta({ description: 'ISO 4217 code' }),
  }),
  pages: z.number().int().min(0),
  method: z.enum(['text', 'ocr']),
});
export type ExpenseReadingResult = z.output<typeof ExpenseReadingResult>;

export const ExpenseReading = z.object({
  /** A random number, found only by the organization that started the reading. */
  id: z.number().int().positive(),
  state: z.enum(BILL_READING_STATES),
  /** 0..100 */
  progress: z.number().int().min(0).max(100),
  result: ExpenseReadingResult.optional(),
  /** Why a failed reading failed, in words a person reads. */
  error: z.string().optional(),
});
export type ExpenseReading = z.output<typeof ExpenseReading>;

/** POST /api/expense-readings (multipart): a receipt not saved yet. */
export const ExpenseReadingUpload = BillReadingUpload;
/** POST .../lines/{lineId}/reading: the line's stored receipt; how to read 03/04/2025 when neither part tells. */
export const ExpenseLineReadingStart = z.object({ date_order: z.enum(['dmy', 'mdy']).optional() }).strict();
export type ExpenseLineReadingStart = z.output<typeof ExpenseLineReadingStart>;
