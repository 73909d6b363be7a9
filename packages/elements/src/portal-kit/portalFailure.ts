import { ApiError } from '@si/core';
import type { SiErrorEvent } from '../base/events.ts';

/** What a portal element reports of a failed read (its `si-error` detail): the HTTP status, 0 when no answer came, and the words the person sees. */
export type PortalFailure = SiErrorEvent['detail'];

/** The report of a failed portal read, with the words the element shows for it. */
export function portalFailure(error: unknown, message: string): PortalFailure {
  return { status: error instanceof ApiError ? error.status : 0, message };
}
