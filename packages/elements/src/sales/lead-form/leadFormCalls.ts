/**
 * The lead form's two public calls (`getLeadForm` and `postLeadForm` of the route catalogue). The
 * form key is the only credential: no Authorization header goes out, even on a page where staff
 * are signed in. Written on core's client rather than the catalogue's `api()`, which would bring
 * the whole staff catalogue onto a tenant's page for two paths.
 */
import { apiRequest } from '@si/core';
import type { LeadFormDefinition } from '@si/contract';
import type { Operations } from '@si/contract/operations';

/** What a visitor sends: the fields people see, the honeypot, the stamp and the custom fields by id. */
export type LeadFormBody = Operations['postLeadForm']['body'];

const formPath = (key: string) => `/api/public/lead-form/${encodeURIComponent(key)}`;

/** The form's fields and its fill-time stamp; 404 when the key is unknown or the form is off. */
export function getLeadForm(key: string, signal?: AbortSignal): Promise<LeadFormDefinition> {
  return apiRequest('GET', formPath(key), { auth: 'none', signal });
}

/** Sends an answer; 400 with field messages, 404 when the form is off, 429 after too many posts. */
export function postLeadForm(key: string, body: LeadFormBody): Promise<{ message: string }> {
  return apiRequest('POST', formPath(key), { auth: 'none', json: body });
}
