import { sendKeys } from '@web/test-runner-commands';
import { $appearance, setAppearance } from '@si/core';
import { forgetWarmReads } from '@si/core/testing';
import { PRESET_COLORS, type PresetName } from '@si/contract/enums';
import { expectNoAxeViolations, shadowRoots } from './axe.ts';

// Two test pages run at once on one origin and share localStorage; without this, one
// page's logout reaches the other's session stores through the `storage` event.
window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true);

/** Polls until `probe` returns something truthy (r2wc and React render asynchronously); the default
 * timeout leaves room for a cold module compile on a busy two-core CI machine. */
export async function until<T>(probe: () => T | null | undefined | false, what = 'condition', timeout = 30000): Promise<T> {
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

/** The Shell roots in `el`, nested elements' included (a portal shows `si-comments` inside its own). */
const shellRoots = (el: Element) => shadowRoots(el).flatMap((root) => [...root.querySelectorAll('.si-root')]);

/** Shows `el` in `theme` and waits for the class on every Shell root, then for colour transitions to end. */
async function showTheme(el: Element, theme: 'light' | 'dark'): Promise<void> {
  el.setAttribute('theme', theme);
  await until(() => shellRoots(el).every((root) => root.classList.contains(`sl-theme-${theme}`)), `<${el.localName}> in ${theme}`);
  // An element's surface is transparent: a page that shows it in dark is dark behind it.
  const surface = getComputedStyle(shellRoots(el)[0] ?? el).getPropertyValue('--sl-color-neutral-0');
  document.body.style.background = theme === 'dark' ? surface : '';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // document.getAnimations() leaves out shadow trees, where Shoelace's transitions run.
  const running = shadowRoots(el).flatMap((root) => root.getAnimations()).filter((a) => a instanceof CSSTransition);
  await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 1000))]);
}

// A local aid: `VITE_AXE_PRESETS=all` scans in every preset colour too (six times the scans);
// by default the scans use the appearance the test set up.
const PRESETS = import.meta.env.VITE_AXE_PRESETS === 'all' ? (Object.keys(PRESET_COLORS) as PresetName[]) : [undefined];

/** Switches the appearance preset and waits until every Shell root in `el` paints with it. */
async function showPreset(el: Element, preset: PresetName): Promise<void> {
  setAppearance({ preset });
  const wanted = PRESET_COLORS[preset].toLowerCase();
  await until(() => shellRoots(el).every((root) => (root as HTMLElement).style.getPropertyValue('--si-preset-primary').toLowerCase() === wanted), `preset ${preset}`);
}

/**
 * axe-core's WCAG 2.1 A and AA rules over the element and its shadow roots, in the light and the
 * dark theme (test-support/axe.ts). The element's own `theme` attribute is put back afterwards.
 */
export async function expectAccessible(el: Element): Promise<void> {
  const before = { theme: el.getAttribute('theme'), preset: $appearance.get().preset };
  try {
    for (const preset of PRESETS) {
      if (preset) await showPreset(el, preset);
      for (const theme of ['light', 'dark'] as const) {
        await showTheme(el, theme);
        await expectNoAxeViolations(el, preset ? `${theme}, preset ${preset}` : theme);
      }
    }
  } finally {
    document.body.style.background = '';
    if (before.theme === null) el.removeAttribute('theme');
    else el.setAttribute('theme', before.theme);
    if (PRESETS[0]) setAppearance({ preset: before.preset });
  }
}
