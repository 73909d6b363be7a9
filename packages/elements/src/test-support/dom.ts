import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { forgetWarmReads } from '@si/core/testing';

// Two test pages run at once on one origin and share localStorage; without this, one
// page's logout reaches the other's session stores through the `storage` event.
window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true);

/** Polls until `probe` returns something truthy (r2wc and React render asynchronously); the default
 * timeout leaves room for a cold module compile on a busy two-core CI machine. */
export async function until<T>(probe: () => T | null | undefined | false, what = 'condition', timeout = 10000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Adds markup to the page and waits until the element's form (or first content) rendered. */
export async function mount<K extends keyof HTMLElementTagNameMap>(html: string, tag: K): Promise<HTMLElementTagNameMap[K]> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = html;
  document.body.append(holder);
  const el = holder.querySelector(tag)!;
  await until(() => el.shadowRoot?.querySelector('[part~="form"]'), `${tag} to render`);
  return el;
}

export function cleanup(): void {
  document.querySelectorAll('.test-holder').forEach((node) => node.remove());
  forgetWarmReads();
}

export function $(el: Element, selector: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No ${selector} in <${el.localName}>`);
  return found;
}

/** The sl-input whose visible label is `label`. */
export function field(el: Element, label: string): HTMLElement & { value: string } {
  const inputs = [...el.shadowRoot!.querySelectorAll<HTMLElement & { value: string; label: string }>('sl-input')];
  const found = inputs.find((input) => input.label === label);
  if (!found) throw new Error(`No field labelled "${label}"; have ${inputs.map((i) => `"${i.label}"`).join(', ')}`);
  return found;
}

/** The sl-button, link, or checkbox/radio label whose text is `name`. */
export function button(el: Element, name: string): HTMLElement {
  const buttons = [...el.shadowRoot!.querySelectorAll<HTMLElement>('sl-button, a, label')];
  const found = buttons.find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"; have ${buttons.map((b) => `"${b.textContent?.trim()}"`).join(', ')}`);
  return found;
}

/** Types like a user: focuses the field's native input and sends real key presses. */
export async function typeInto(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/** Selects a field's text and deletes it with one key press, as a user would. */
export async function clearField(input: HTMLElement): Promise<void> {
  input.focus();
  input.shadowRoot!.querySelector('input')!.select();
  await sendKeys({ press: 'Backspace' });
}

export async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
}

/** Resolves with the next `name` event that reaches `document` (so it bubbled and is composed). */
export function nextEvent<T = unknown>(name: string): Promise<CustomEvent<T>> {
  return new Promise((resolve) => document.addEventListener(name, (event) => resolve(event as CustomEvent<T>), { once: true }));
}

export function alertText(el: Element): string | undefined {
  return el.shadowRoot!.querySelector('[role="alert"]')?.textContent?.trim();
}

/**
 * Accessibility basics of an element's shadow DOM: every field's native input has a
 * non-empty label, every button and link has a name, every image has alt text.
 */
export function expectAccessible(el: Element): void {
  const root = el.shadowRoot!;
  for (const input of root.querySelectorAll<HTMLElement & { label: string }>('sl-input')) {
    const native = input.shadowRoot!.querySelector('input')!;
    const label = native.labels?.[0]?.textContent?.trim() || native.getAttribute('aria-label');
    expect(label, `label of sl-input[name=${input.getAttribute('name')}]`).to.be.a('string').and.not.equal('');
  }
  for (const input of root.querySelectorAll('input')) {
    expect(input.labels?.[0]?.textContent?.trim(), `label of input[name=${input.name}]`).to.be.a('string').and.not.equal('');
  }
  for (const control of root.querySelectorAll('sl-button, a, button')) {
    expect(control.textContent?.trim(), `name of <${control.localName}>`).to.not.equal('');
  }
  for (const img of root.querySelectorAll('img')) {
    expect(img.getAttribute('alt'), 'img alt').to.be.a('string').and.not.equal('');
  }
  for (const group of root.querySelectorAll('fieldset')) {
    expect(group.querySelector('legend')?.textContent?.trim(), 'fieldset legend').to.not.equal('');
  }
}
