/** Django-REST-style error answers: `{detail}` or `{field: [messages]}`, always with the right status. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: { detail: string; code?: string; mfa_required?: true; retry_after?: number } | FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const badRequest = (fields: FieldErrors) => new ApiError(400, fields);
export const detailError = (status: ContentfulStatusCode, detail: string, headers?: Record<string, string>) =>
  new ApiError(status, { detail }, headers);
export const notFound = () => detailError(404, 'Not found.');
export const forbidden = () => detailError(403, 'You do not have permission to perform this action.');

/**
 * An empty `{field: [messages]}` that inherits nothing: field names come from the client, and a
 * key such as `__proto__` or `constructor` must be a plain entry, never Object.prototype's.
 */
export const newFieldErrors = (): FieldErrors => Object.create(null) as FieldErrors;

/** Turns zod issues into `{field: [messages]}`; issues about the whole body go under non_field_errors. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out = newFieldErrors();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) (out[k] ??= []).push('This field may not be changed.');
      continue;
    }
    if (issue.code === 'invalid_type' && issue.path.length === 0) message = 'Expected a JSON object.';
    (out[key] ??= []).push(message);
  }
  return out;
}
