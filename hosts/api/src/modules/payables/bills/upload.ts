/**
 * A bill's document as it arrives in a multipart form (the vendor's portal, or staff attaching it):
 * a PDF, PNG or JPEG of at most 10 MB. The size is bounded before the body is read (`billUploadLimit`,
 * mounted on exactly the paths `isBillUpload` names, which app.ts lets past the API's 1 MB limit),
 * and the type is told by the bytes themselves, never by the name or the client's content type:
 * anything else is refused before the rest of the form is looked at. Nothing is decoded (no image
 * is opened), so a decompression bomb costs nothing here.
 */
import { bodyLimit } from 'hono/body-limit';
import { BILL_LIMITS, BillMessage } from '@si/contract';
import { ApiError, badRequest } from '../../../platform/http/errors.ts';
import type { Form } from '../../../platform/http/validate.ts';
import { sanitizeFilename } from '../../../shared/files/file-types.ts';
import { SIGNATURES, startsWith } from '../../../shared/files/file-types.ts';

/** The calls that carry a bill's document, and so take the larger limit below instead of the API's 1 MB. */
const UPLOAD_PATHS = [/^\/api\/bills\/\d+\/file\/?$/, /^\/api\/portal\/bills\/?$/, /^\/api\/portal\/bills\/\d+\/correction\/?$/, /^\/api\/(?:portal\/)?bill_readings\/?$/];
export const isBillUpload = (method: string, path: string): boolean => method === 'POST' && UPLOAD_PATHS.some((p) => p.test(path));

// Room for the multipart wrapping and the text fields around the file.
export const billUploadLimit = bodyLimit({
  maxSize: BILL_LIMITS.fileBytes + 64 * 1024,
  onError: (c) => c.json({ file: [BillMessage.FILE_TOO_LARGE] }, 413),
});

const KINDS = [
  { type: 'application/pdf', ext: '.pdf', magic: SIGNATURES.pdf },
  { type: 'image/png', ext: '.png', magic: SIGNATURES.png },
  { type: 'image/jpeg', ext: '.jpg', magic: SIGNATURES.jpeg },
] as const;

/** The document's type told by its first bytes: a PDF, PNG or JPEG; undefined for anything else. */
export function documentKind(head: Uint8Array): (typeof KINDS)[number] | undefined {
  return KINDS.find((k) => startsWith(head, k.magic));
}

export interface BillDocument {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * The form's `file`, checked: present, one file, not empty, at most 10 MB (413), and a PDF, PNG or
 * JPEG by its bytes (400 on `file`). Its name keeps only its last segment, and takes the extension
 * of its real type when it has another one.
 */
export async function billDocument(form: Form, fallbackName: string): Promise<BillDocument> {
  const value = form.file;
  if (value === undefined || value === '') throw badRequest({ file: ['Field is required'] });
  if (Array.isArray(value) || typeof value === 'string') throw badRequest({ file: ['Send one file.'] });
  if (value.size > BILL_LIMITS.fileBytes) throw new ApiError(413, { file: [BillMessage.FILE_TOO_LARGE] });
  if (value.size === 0) throw badRequest({ file: ['The file is empty.'] });
  const kind = documentKind(new Uint8Array(await value.slice(0, 16).arrayBuffer()));
  if (!kind) throw badRequest({ file: [BillMessage.FILE_TYPE] });
  const bytes = Buffer.from(await value.arrayBuffer());
  let name = sanitizeFilename(value.name) || fallbackName;
  const lower = name.toLowerCase();
  const fits = kind.ext === '.jpg' ? lower.endsWith('.jpg') || lower.endsWith('.jpeg') : lower.endsWith(kind.ext);
  if (!fits) name = `${name.slice(0, 250)}${kind.ext}`;
  return { name, contentType: kind.type, bytes };
}
