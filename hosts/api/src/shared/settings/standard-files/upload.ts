/**
 * Reading one uploaded file from a multipart form for the admin file resources (standard files,
 * secure file shares): the same accepted types as the portals, checked by extension and by the
 * bytes, with the content type taken from our table and never from the client.
 */
import { bodyLimit } from 'hono/body-limit';
import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STANDARD_FILE_MAX_BYTES } from '@si/contract';
import { badRequest } from '../../../platform/http/errors.ts';
import { readForm, type Form } from '../../../platform/http/validate.ts';
import type { Storage } from '../../../platform/storage.ts';
import { putBytes } from '../../files/store.ts';
import { FILE_TYPES, SUPPORTED_EXTENSIONS, contentMatches, extensionOf, isSupported, sanitizeFilename } from '../../files/file-types.ts';

/** POST paths that carry a file and so take the larger limit below instead of the API's 1 MB. */
const ADMIN_UPLOAD_PATHS = ['/api/standard_files', '/api/secure_file_share'];
export const isAdminUpload = (method: string, path: string) => method === 'POST' && ADMIN_UPLOAD_PATHS.includes(path.replace(/\/$/, ''));

// Room for the multipart wrapping and the text fields around the file.
export const uploadLimit = bodyLimit({
  maxSize: STANDARD_FILE_MAX_BYTES + 64 * 1024,
  onError: (c) => c.json({ detail: `The file is larger than ${STANDARD_FILE_MAX_BYTES / 1024 / 1024} MB.` }, 413),
});

export interface Upload {
  name: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

/** The form, parsed and past the input rules (platform/http/validate.ts). */
export { readForm };

/** The form's `file` part, checked; field errors go under `file`. */
export async function fileOf(form: Form): Promise<Upload> {
  const value = form.file;
  if (value === undefined || value === '') throw badRequest({ file: ['Field is required'] });
  if (Array.isArray(value) || typeof value === 'string') throw badRequest({ file: ['Send one file.'] });
  const name = sanitizeFilename(value.name);
  const ext = extensionOf(name);
  if (!name || !isSupported(ext)) throw badRequest({ file: [`This file type is not accepted. Accepted: ${SUPPORTED_EXTENSIONS.join(', ')}.`] });
  const bytes = Buffer.from(await value.arrayBuffer());
  if (bytes.length === 0) throw badRequest({ file: ['The file is empty.'] });
  // contentMatches reads from disk (it serves the tus uploads too); a short-lived temp copy is the simplest bridge.
  const probe = join(tmpdir(), `si-admin-${randomUUID()}`);
  await writeFile(probe, bytes);
  try {
    if (!(await contentMatches(probe, ext, bytes.length))) throw badRequest({ file: [`The file's content is not a valid ${ext} file.`] });
  } finally {
    await rm(probe, { force: true });
  }
  return { name, contentType: FILE_TYPES[ext], bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Stores the bytes under a fresh opaque key of the organization. */
export async function store(storage: Storage, orgId: number, upload: Pick<Upload, 'bytes' | 'contentType'>): Promise<string> {
  return (await putBytes(storage, orgId, upload.contentType, { bytes: upload.bytes })).storageKey;
}

/** A text field of a multipart form (undefined when absent; a file there is an error). */
export function textField(form: Form, name: string): string | undefined {
  const value = form[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest({ [name]: ['Must be a string'] });
  return value;
}
