/**
 * An expense's receipt: a photo (JPEG, PNG) or a PDF of at most 10 MB. The file is checked before
 * anything decodes it, in this order: its size (the body's limit, then the part's: 413), its type by
 * its first bytes (never its name or the client's content type: 400 on `file`), and a photo's pixel
 * count read from its header (a decompression bomb, tens of thousands of pixels a side in a few
 * kilobytes, is refused here: 400 on `file`). Only then is a photo decoded, with sharp: turned
 * upright from its EXIF orientation, resized to fit 2000 px, re-encoded as JPEG, and its metadata
 * (EXIF with the GPS location, the camera, the time; XMP; IPTC) left behind: sharp writes none
 * unless asked (`withMetadata`, never called here). A PDF is stored as sent.
 *
 * The bytes are stored first under a fresh key (platform/storage.ts through `putBytes`); the line
 * names them in a transaction that checks again that the claim may change; a replaced receipt's
 * bytes are removed after the commit, and the new ones if the transaction failed.
 */
import { eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { EXPENSE_LIMITS, ExpenseMessage } from '@si/contract';
import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError, badRequest } from '../../platform/http/errors.ts';
import type { Form } from '../../platform/http/validate.ts';
import type { Storage } from '../../platform/storage.ts';
import { sanitizeFilename } from '../../shared/files/file-types.ts';
import { putBytes } from '../../shared/files/store.ts';
import { documentKind } from '../payables/bills/upload.ts';
import { imageSize, imageWithinLimits } from '../payables/reading/document.ts';
import { auditClaim, forgetReceipts, lockLine, type ActingStaff } from './actions.ts';
import { expenseLine } from './schema.ts';

/** The calls that carry a receipt, and so take the larger limit below instead of the API's 1 MB. */
const UPLOAD_PATHS = [/^\/api\/expense-claims\/\d+\/lines\/\d+\/receipt\/?$/, /^\/api\/expense-readings\/?$/];
export const isExpenseUpload = (method: string, path: string): boolean => method === 'POST' && UPLOAD_PATHS.some((p) => p.test(path));

// Room for the multipart wrapping and the text fields around the file.
export const receiptUploadLimit = bodyLimit({
  maxSize: EXPENSE_LIMITS.receiptBytes + 64 * 1024,
  onError: (c) => c.json({ file: [ExpenseMessage.RECEIPT_TOO_LARGE] }, 413),
});

export interface ReceiptFile {
  name: string;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  bytes: Buffer;
}

/**
 * The form's `file`, checked without decoding anything: present, one file, not empty, at most
 * 10 MB (413), a JPEG, PNG or PDF by its first bytes, and a photo's header readable with at most
 * 40 million pixels (400 on `file`).
 */
export async function receiptFile(form: Form): Promise<ReceiptFile> {
  const value = form.file;
  if (value === undefined || value === '') throw badRequest({ file: ['Field is required'] });
  if (Array.isArray(value) || typeof value === 'string') throw badRequest({ file: ['Send one file.'] });
  if (value.size > EXPENSE_LIMITS.receiptBytes) throw new ApiError(413, { file: [ExpenseMessage.RECEIPT_TOO_LARGE] });
  if (value.size === 0) throw badRequest({ file: ['The file is empty.'] });
  const kind = documentKind(new Uint8Array(await value.slice(0, 16).arrayBuffer()));
  if (!kind) throw badRequest({ file: [ExpenseMessage.RECEIPT_TYPE] });
  const bytes = Buffer.from(await value.arrayBuffer());
  if (kind.type !== 'application/pdf') {
    if (!imageSize(bytes)) throw badRequest({ file: [ExpenseMessage.RECEIPT_UNREADABLE] });
    if (!imageWithinLimits(bytes)) throw badRequest({ file: [ExpenseMessage.RECEIPT_TOO_MANY_PIXELS] });
  }
  return { name: sanitizeFilename(value.name) || 'receipt', contentType: kind.type, bytes };
}

type Sharp = (typeof import('sharp'))['default'];
let sharpModule: Promise<Sharp> | undefined;
/** sharp, loaded on the first photo; its cache off (each photo is read once) and one thread per photo. */
const loadSharp = () =>
  (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));

export interface StoredReceipt {
  name: string;
  contentType: 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/** The name with another extension ("IMG_0042.PNG" -> "IMG_0042.jpg"). */
const withExtension = (name: string, ext: string) => `${name.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 240) || 'receipt'}${ext}`;

/**
 * What is kept of a checked receipt: a photo upright, within 2000 px, as JPEG without metadata; a
 * PDF as sent. A photo sharp cannot decode is a 400 on `file`.
 */
export async function processReceipt(file: ReceiptFile): Promise<StoredReceipt> {
  if (file.contentType === 'application/pdf') return { name: withExtension(file.name, '.pdf'), contentType: 'application/pdf', bytes: file.bytes, width: null, height: null };
  const sharp = await loadSharp();
  const side = EXPENSE_LIMITS.receiptMaxSide;
  try {
    const { data, info } = await sharp(file.bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { name: withExtension(file.name, '.jpg'), contentType: 'image/jpeg', bytes: data, width: info.width, height: info.height };
  } catch {
    throw badRequest({ file: [ExpenseMessage.RECEIPT_UNREADABLE] });
  }
}

/** Keeps `receipt` as the line's receipt (replacing any earlier one), for the claimant of an editable claim. */
export async function attachReceipt(db: Db, storage: Storage, by: ActingStaff, id: number, lineId: number, receipt: StoredReceipt): Promise<void> {
  const stored = await putBytes(storage, by.orgId, receipt.contentType, { bytes: receipt.bytes });
  let old: string | null;
  try {
    old = await inTransaction(db, async (tx) => {
      const { claim, line } = await lockLine(tx, by, id, lineId);
      await tx
        .update(expenseLine)
        .set({
          receiptKey: stored.storageKey,
          receiptName: receipt.name,
          receiptType: receipt.contentType,
          receiptBytes: stored.size,
          receiptWidth: receipt.width,
          receiptHeight: receipt.height,
          receiptUploadedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(expenseLine.id, lineId));
      await auditClaim(tx, by, claim, 'expense_receipt_attached', { line_id: lineId, name: receipt.name, content_type: receipt.contentType, size: stored.size, sha256: stored.sha256 });
      return line.receiptKey;
    });
  } catch (err) {
    await forgetReceipts(storage, [stored.storageKey]);
    throw err;
  }
  if (old) await forgetReceipts(storage, [old]);
}

/** Removes the line's receipt (the claimant, an editable claim). */
export async function removeReceipt(db: Db, storage: Storage, by: ActingStaff, id: number, lineId: number): Promise<void> {
  const old = await inTransaction(db, async (tx) => {
    const { claim, line } = await lockLine(tx, by, id, lineId);
    if (!line.receiptKey) return null;
    await tx
      .update(expenseLine)
      .set({ receiptKey: null, receiptName: null, receiptType: null, receiptBytes: null, receiptWidth: null, receiptHeight: null, receiptUploadedAt: null, updatedAt: new Date() })
      .where(eq(expenseLine.id, lineId));
    await auditClaim(tx, by, claim, 'expense_receipt_removed', { line_id: lineId, name: line.receiptName });
    return line.receiptKey;
  });
  if (old) await forgetReceipts(storage, [old]);
}
