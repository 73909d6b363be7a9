/**
 * Reading a bill's document (PDF, PNG or JPEG) into suggestions for the bill's fields: the number,
 * dates, total, currency and vendor's name, each with the page and the words it came from. A PDF
 * with a text layer is read from its text; a photo (PNG, JPEG) or a scanned PDF (its first pages
 * drawn as images) with OCR (English). A reading is a short-lived job (queued, reading, done or
 * failed, with its progress) that the screen polls; nothing is saved to the bill until a person
 * uses a suggestion and saves the form.
 */
import { z } from 'zod';
import { portalToken } from '../portal.ts';

export const BILL_READING_FIELDS = ['number', 'bill_date', 'due_date', 'total', 'currency', 'vendor_name'] as const;
export type BillReadingField = (typeof BILL_READING_FIELDS)[number];

export const BILL_READING_STATES = ['queued', 'reading', 'done', 'failed'] as const;
export type BillReadingState = (typeof BILL_READING_STATES)[number];

export const BILL_READING_LIMITS = {
  /** An image larger than this many pixels (read from its header) is refused before it is decoded. */
  maxPixels: 40_000_000,
  /** Pages read from a PDF (the first ones). */
  maxPages: 20,
  /** Minutes a reading is kept after it was asked for. */
  keepMinutes: 15,
} as const;

export const BillReadingMessage = {
  TOO_MANY_PIXELS: 'This image is too large to read (more than 40 million pixels).',
  UNREADABLE: 'This document could not be read. Type the values from it.',
  NO_TEXT: 'No text could be read from this PDF, not even from its pages as images. Type the values from it.',
  BUSY: 'Too many documents are being read. Try again in a minute.',
} as const;

/** One suggested value: where it was found (1-based page, the words) and how sure the reading is (0..1). */
export const BillSuggestion = z.object({
  value: z.string(),
  page: z.number().int().min(1),
  text: z.string(),
  confidence: z.number().min(0).max(1),
});
export type BillSuggestion = z.output<typeof BillSuggestion>;

export const BillReadingResult = z.object({
  suggestions: z.object({
    number: BillSuggestion.optional(),
    bill_date: BillSuggestion.optional().meta({ description: 'ISO date' }),
    due_date: BillSuggestion.optional().meta({ description: 'ISO date' }),
    total: BillSuggestion.optional().meta({ description: 'A decimal string, tax included' }),
    currency: BillSuggestion.optional().meta({ description: 'ISO 4217 code' }),
    vendor_name: BillSuggestion.optional(),
  }),
  pages: z.number().int().min(0),
  method: z.enum(['text', 'ocr']),
});
export type BillReadingResult = z.output<typeof BillReadingResult>;

export const BillReading = z.object({
  /** A random number, found only by whoever started the reading. */
  id: z.number().int().positive(),
  state: z.enum(BILL_READING_STATES),
  /** 0..100 */
  progress: z.number().int().min(0).max(100),
  result: BillReadingResult.optional(),
  /** Why a failed reading failed, in words a person reads. */
  error: z.string().optional(),
});
export type BillReading = z.output<typeof BillReading>;

const binary = z.string().meta({ format: 'binary', description: 'A PDF, PNG or JPEG of at most 10 MB (checked by its content).' });

/** POST /api/bill_readings (multipart). */
export const BillReadingUpload = z.object({
  file: binary,
  /** How to read 03/04/2025 when neither part tells: day first (default) or month first (en-US). */
  date_order: z.enum(['dmy', 'mdy']).optional(),
});
/** POST /api/portal/bill_readings (multipart, the portal token in the form). */
export const PortalBillReadingUpload = BillReadingUpload.extend({ token: portalToken });
/** GET /api/portal/bill_readings/{id}?token= */
export const PortalBillReadingQuery = z.object({ token: portalToken });
