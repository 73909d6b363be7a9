/**
 * The code a tenant copies onto its website to show the lead form: the element's script from the
 * suite's origin, the element with its key and the API's origin, and a link to the plain HTML
 * form for visitors without JavaScript. Values are escaped once, as HTML wants them; the key
 * (letters, digits, `_` and `-`) and an origin never need it, a translated link text may.
 */

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The suite's origin as the element sees it: the API base's when one is set, else the page's. */
export function suiteOrigin(apiBase: string, page: string): string {
  return new URL(apiBase || '/', page).origin;
}

/** The plain HTML form's address, for visitors without JavaScript (`GET /lead-form/{key}`). */
export function noScriptAddress(origin: string, key: string): string {
  return `${origin}/lead-form/${encodeURIComponent(key)}`;
}

/** The lines to paste where the form should show. */
export function embedSnippet(origin: string, key: string, linkText: string): string {
  return [
    `<script type="module" src="${attribute(origin)}/elements/lead-form.js"></script>`,
    `<si-lead-form form-key="${attribute(key)}" api-base="${attribute(origin)}"></si-lead-form>`,
    `<noscript><a href="${attribute(noScriptAddress(origin, key))}">${text(linkText)}</a></noscript>`,
  ].join('\n');
}
