/**
 * The public lead form on a small in-memory API, for the lead form's stories, by form key:
 *   story-lead-form     Northwind's form with three questions of its own (a required choice);
 *   story-lead-plain    a form with no question of its own;
 *   story-lead-off      a form turned off (404), as is any other key.
 * Sending checks what the server checks: a name and an e-mail address (one at @invalid.example is
 * refused at its field), a phone number with its country code, the required choice, a number for
 * the fleet size. A visitor named "Busy" gets the 429 of too many answers; a filled honeypot is
 * thanked and dropped, as the server does.
 */
import type { LeadFormDefinition } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';

export const LEAD_FORM_KEYS = ['story-lead-form', 'story-lead-plain', 'story-lead-off'] as const;

const FORMS: Record<string, LeadFormDefinition['fields']> = {
  'story-lead-form': [
    { id: 12, name: 'Industry', field_type: 'select', options: ['Retail', 'Logistics', 'Healthcare', 'النقل والخدمات اللوجستية'], required: true },
    { id: 13, name: 'Fleet size', field_type: 'number', options: [], required: false },
    { id: 14, name: 'Preferred start date', field_type: 'date', options: [], required: false },
  ],
  'story-lead-plain': [],
};

type Post = { name?: string; email?: string; phone?: string; website?: string; fields?: Record<string, string> };

function refusal(body: Post, fields: LeadFormDefinition['fields']): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!body.name?.trim()) errors.name = ['Field is required'];
  if (!body.email?.trim()) errors.email = ['Field is required'];
  else if (body.email.endsWith('@invalid.example')) errors.email = ['This address does not receive mail.'];
  if (body.phone && !body.phone.startsWith('+')) errors.phone = ['Enter a phone number with its country code, such as +33 1 23 45 67 89.'];
  for (const field of fields) {
    const value = body.fields?.[String(field.id)] ?? '';
    if (field.required && !value) errors[`fields.${field.id}`] = ['Field is required'];
    if (field.field_type === 'number' && value && !/^-?\d+(\.\d+)?$/.test(value)) errors[`fields.${field.id}`] = ['Enter a number.'];
  }
  return errors;
}

/** Starts the form's API; the returned function stops it. */
export function serveLeadForm(): () => void {
  return interceptFetch(async (request, url) => {
    const match = /^\/api\/public\/lead-form\/([\w-]+)$/.exec(url.pathname);
    if (url.origin !== location.origin || !match) return undefined;
    const fields = FORMS[match[1]!];
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (!fields) return json({ detail: 'This form is not taking answers.' }, 404);
    if (request.method === 'GET') return json({ organization: 'Northwind Lending & Trade', stamp: `${Math.floor(Date.now() / 1000)}.story`, fields });
    const body = (await request.json()) as Post;
    if (body.website) return json({ message: 'Thank you: we will be in touch soon.' }, 201);
    if (body.name?.trim().toLowerCase() === 'busy') return json({ detail: 'Too many forms were sent from your address: try again in an hour.' }, 429, { 'retry-after': '3600' });
    const errors = refusal(body, fields);
    if (Object.keys(errors).length) return json(errors, 400);
    return json({ message: 'Thank you: we will be in touch soon.' }, 201);
  });
}
