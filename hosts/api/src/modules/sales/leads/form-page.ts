/**
 * The lead form as a plain HTML page, for visitors without JavaScript: the form, the thank-you
 * page, and the form again with its messages and the visitor's answers when a post is refused.
 *
 * Every value on it is HTML-escaped. It runs no script; its one style block carries a fresh nonce
 * that its own Content-Security-Policy names (the suite's policy allows no inline style), and it
 * never runs in a frame. The honeypot is out of sight and out of the accessibility tree (and of
 * the tab order); the stamp travels in a hidden input.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { SalesMessage } from '@si/contract';
import type { FieldErrors } from '../../../platform/http/errors.ts';
import type { FormField, OpenForm } from './form.ts';
import { escapeHtml } from '../../../platform/html.ts';

// The receivables sandbox page has the same one-liner; a shared HTML helper would hold both.

/** What the visitor typed, by the form's field names (`field_<id>` for a custom field). */
export type PageAnswers = Record<string, string>;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f5f7}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.card{background:#fff;border:1px solid #d0d7de;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
.note{margin:0 0 1.25rem;color:#424a53}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.req{color:#a40e26;margin-inline-start:.25rem}
input,select,textarea{display:block;width:100%;font:inherit;color:inherit;background:#fff;border:1px solid #6e7781;border-radius:.375rem;padding:.5rem .625rem}
textarea{min-height:7rem;resize:vertical}
input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
[aria-invalid=true]{border-color:#a40e26;border-width:2px}
.error{color:#a40e26;margin:.25rem 0 0;font-size:.9375rem}
.summary{border:2px solid #a40e26;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.25rem}
.summary h2{font-size:1.0625rem;margin:0 0 .25rem}
.summary ul{margin:0;padding-inline-start:1.25rem}
.summary a{color:#a40e26}
button{font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:.375rem;padding:.625rem 1.5rem;cursor:pointer}
button:hover{background:#094a8c}
.hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
`;

const pagePolicy = (nonce: string) => `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** A complete page with the given status; its style block's nonce is the one its policy names. */
function page(c: Context, status: 200 | 201 | 400 | 404 | 429, title: string, content: string, headers: Record<string, string> = {}) {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main><div class="card">
${content}
</div></main></body></html>`;
  return c.html(html, status, {
    'Content-Security-Policy': pagePolicy(nonce),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    ...headers,
  });
}

const STANDARD = [
  { name: 'name', label: 'Name', required: true, type: 'text', autocomplete: 'name', max: 300 },
  { name: 'company', label: 'Company', required: false, type: 'text', autocomplete: 'organization', max: 200 },
  { name: 'email', label: 'E-mail', required: true, type: 'email', autocomplete: 'email', max: 254 },
  { name: 'phone', label: 'Phone', required: false, type: 'tel', autocomplete: 'tel', max: 32 },
] as const;

const customName = (f: FormField) => `field_${f.id}`;
const inputId = (name: string) => `lf-${name.replace(/_/g, '-')}`;

/** The error key the server answers for a field of the page. */
const errorKey = (name: string) => (name.startsWith('field_') ? `fields.${name.slice('field_'.length)}` : name);

function fieldParts(name: string, errors: FieldErrors) {
  const id = inputId(name);
  const messages = errors[errorKey(name)];
  const errorId = `${id}-error`;
  return {
    id,
    invalid: messages ? ` aria-invalid="true" aria-describedby="${errorId}"` : '',
    message: messages ? `<p class="error" id="${errorId}">${escapeHtml(messages.join(' '))}</p>` : '',
  };
}

const labelOf = (id: string, text: string, required: boolean) => `<label for="${id}">${escapeHtml(text)}${required ? '<span class="req" aria-hidden="true">*</span>' : ''}</label>`;

function standardField(f: (typeof STANDARD)[number], answers: PageAnswers, errors: FieldErrors): string {
  const p = fieldParts(f.name, errors);
  return `<div class="field">${labelOf(p.id, f.label, f.required)}<input id="${p.id}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" maxlength="${f.max}" value="${escapeHtml(answers[f.name] ?? '')}"${f.required ? ' required' : ''}${p.invalid}>${p.message}</div>`;
}

function customFieldHtml(f: FormField, answers: PageAnswers, errors: FieldErrors): string {
  const name = customName(f);
  const p = fieldParts(name, errors);
  const value = answers[name] ?? '';
  const required = f.required ? ' required' : '';
  let control: string;
  if (f.fieldType === 'select') {
    const options = [`<option value="">Choose…</option>`, ...f.options.map((o) => `<option value="${escapeHtml(o)}"${o === value ? ' selected' : ''}>${escapeHtml(o)}</option>`)];
    control = `<select id="${p.id}" name="${name}"${required}${p.invalid}>${options.join('')}</select>`;
  } else {
    const type = f.fieldType === 'date' ? 'date' : 'text';
    const numeric = f.fieldType === 'number' ? ' inputmode="decimal"' : '';
    control = `<input id="${p.id}" name="${name}" type="${type}"${numeric} maxlength="1000" value="${escapeHtml(value)}"${required}${p.invalid}>`;
  }
  return `<div class="field">${labelOf(p.id, f.name, f.required)}${control}${p.message}</div>`;
}

/** The messages at the top of a refused form, each linking to its field; the stamp's and the body's have no field. */
function summary(form: OpenForm, errors: FieldErrors): string {
  const labels = new Map<string, string>([...STANDARD.map((f) => [f.name, f.label] as const), ['message', 'Message'], ...form.fields.map((f) => [customName(f), f.name] as const)]);
  const items: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const name = key.startsWith('fields.') ? `field_${key.slice('fields.'.length)}` : key;
    const label = labels.get(name);
    const text = escapeHtml(messages.join(' '));
    items.push(label ? `<li><a href="#${inputId(name)}">${escapeHtml(label)}: ${text}</a></li>` : `<li>${text}</li>`);
  }
  if (!items.length) return '';
  const heading = items.length === 1 ? 'There is a problem' : `There are ${items.length} problems`;
  return `<div class="summary" role="alert" aria-labelledby="lf-problems"><h2 id="lf-problems">${heading}</h2><ul>${items.join('')}</ul></div>`;
}

/** The form (200), or again with its messages and the visitor's answers (400). */
export function formPage(c: Context, form: OpenForm, stamp: string, answers: PageAnswers = {}, errors: FieldErrors = {}, status: 200 | 400 = 200) {
  const title = `Contact ${form.organization}`;
  const messageField = fieldParts('message', errors);
  const content = `<h1>${escapeHtml(title)}</h1>
<p class="note">Fields marked * are required.</p>
${summary(form, errors)}
<form method="post" action="/api/public/lead-form/${encodeURIComponent(form.key)}">
${STANDARD.map((f) => standardField(f, answers, errors)).join('\n')}
<div class="field">${labelOf(messageField.id, 'Message', false)}<textarea id="${messageField.id}" name="message" maxlength="5000"${messageField.invalid}>${escapeHtml(answers.message ?? '')}</textarea>${messageField.message}</div>
${form.fields.map((f) => customFieldHtml(f, answers, errors)).join('\n')}
<div class="hp" aria-hidden="true"><label for="lf-website">Leave this field empty</label><input id="lf-website" name="website" type="text" tabindex="-1" autocomplete="off" value=""></div>
<input type="hidden" name="stamp" value="${escapeHtml(stamp)}">
<button type="submit">Send</button>
</form>`;
  return page(c, status, title, content);
}

export const thanksPage = (c: Context, form: OpenForm) => page(c, 201, `Thank you - ${form.organization}`, `<h1>Thank you</h1><p role="status">${escapeHtml(SalesMessage.FORM_THANKS)}</p>`);

export const closedPage = (c: Context) => page(c, 404, 'Form not available', `<h1>Form not available</h1><p>${escapeHtml(SalesMessage.FORM_CLOSED)}</p>`);

export const tooManyPage = (c: Context, retryAfter: number) =>
  page(c, 429, 'Please try again later', `<h1>Please try again later</h1><p>${escapeHtml(SalesMessage.FORM_TOO_MANY)}</p>`, { 'Retry-After': String(retryAfter) });
