import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { LeadForm } from './LeadForm.tsx';
import { leadFormStyles } from './lead-form.styles.ts';

/**
 * @summary The sales pipeline's lead form for a tenant's own website, answered without signing in: name, company, e-mail, phone, message and the organization's own questions (text, number, date or a choice; required ones marked), checked before sending; a refusal keeps every answer, shows each message at its field and moves the focus to a summary whose entries lead to their fields; too many answers from one connection are said in words (try again later); an accepted answer is replaced by the thanks. A hidden honeypot field catches robots. Strict Content-Security-Policy safe: no inline styles, no eval.
 * @customElement si-lead-form
 *
 * @attr {string} form-key - The organization's lead form key (Sales settings, "Lead form"). Required: without it the element says the form is not set up and calls nothing.
 * @attr {string} heading - Replaces the heading ("Contact {organization}").
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system` (follows the operating system). Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @event {CustomEvent<{ formKey: string }>} si-lead-sent - The answer was accepted (the thanks now shows). Nothing the visitor typed is in the detail.
 * @event {CustomEvent<{ status: number; message: string }>} si-error - The form could not be loaded (404: unknown key or the form is off; 0: network).
 *
 * @csspart base - The themed wrapper.
 * @csspart lead-form - The section around the heading and the form.
 * @csspart heading - The heading.
 * @csspart form - The form.
 * @csspart required-note - "Fields marked with * are required."
 * @csspart error-summary - What to fix after a refused send (focused then), each entry leading to its field.
 * @csspart field - One question: its label, control, and message.
 * @csspart label - A question's label.
 * @csspart input - A question's control (input, select or textarea).
 * @csspart field-error - A question's message.
 * @csspart submit - The Send button.
 * @csspart thanks - The thanks shown once the answer is accepted.
 * @csspart closed - Said when the form takes no answers (unknown key, form turned off, key missing).
 * @csspart error - The form could not be loaded, with Try again.
 *
 * @cssprop --si-color-primary - Primary colour (the Send button, focus rings); defaults to the appearance preset (#0D9394).
 * @cssprop --si-form-width - The form's greatest width (default 44rem).
 */
export class SiLeadForm extends elementClass(LeadForm, {
  attributes: ['formKey', 'heading'],
  events: { onSent: 'si-lead-sent', onError: 'si-error' },
  styles: [leadFormStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
  declare formKey?: string;
  declare heading?: string;
}

define('si-lead-form', SiLeadForm);

declare global {
  interface HTMLElementTagNameMap {
    'si-lead-form': SiLeadForm;
  }
}
