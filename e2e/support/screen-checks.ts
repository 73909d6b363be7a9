/**
 * Two standing checks run on every screen the accessibility files visit (e2e/support/axe.ts):
 *
 * - layout: the document never scrolls sideways (`scrollWidth <= clientWidth` of the root), and
 *   no open drawer or dialog reaches past the viewport or is wider than itself (content cut or
 *   scrolling sideways inside it). Measured at the page's own width, then at the widths asked for
 *   by resizing the same page (no reload), then back.
 * - words: no visible text, shadow roots included, is an API error code or a raw enum value of
 *   the contract. The list is built from the contract itself: every `z.enum` reachable from its
 *   exports and its route catalogue, and the error codes the API answers with, so a new enum or
 *   code is checked without editing this file.
 */
import type { Page } from 'playwright-core';
import * as contract from '@si/contract';
import { API_ROUTES } from '@si/contract/api';

export type ScreenProblem = { check: 'layout' | 'words'; detail: string };

/** The widths besides the scan's own 1440 px: a common laptop and a small phone. */
export const LAYOUT_WIDTHS = [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
] as const;

/** Every string value of a `z.enum` reachable from `value` (zod 4 keeps them in `_zod.def.entries`). */
function enumValues(value: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return found;
  seen.add(value);
  const def = (value as { _zod?: { def: Record<string, unknown> } })._zod?.def;
  if (def) {
    if (def.type === 'enum') for (const entry of Object.values(def.entries as object)) if (typeof entry === 'string') found.add(entry);
    for (const [key, part] of Object.entries(def)) enumValues(key === 'getter' ? (part as () => unknown)() : part, found, seen);
  } else if (Array.isArray(value)) {
    for (const part of value) enumValues(part, found, seen);
  } else if (Object.getPrototypeOf(value) === Object.prototype) {
    for (const part of Object.values(value)) enumValues(part, found, seen);
  }
  return found;
}

/**
 * Values that are not a raw enum on screen even when shown as they are, each with its reason.
 * Everything else in the contract's enums is checked.
 */
const NOT_RAW: Record<string, string> = {
  '.csv': 'a file type is shown as its extension, as a file picker shows it',
  '.docx': 'a file type is shown as its extension',
  '.jpeg': 'a file type is shown as its extension',
  '.jpg': 'a file type is shown as its extension',
  '.pdf': 'a file type is shown as its extension',
  '.png': 'a file type is shown as its extension',
  '.xlsx': 'a file type is shown as its extension',
};

const values = [...enumValues(Object.values(contract)), ...enumValues(API_ROUTES), ...contract.API_ERROR_CODE_NAMES].filter((v) => !Object.hasOwn(NOT_RAW, v));
/** The raw values a screen must never show: whole words with `_` anywhere in a text (in any case), the rest as a whole text. */
export const RAW_WORDS = [...new Set(values)].sort();

/**
 * tsx compiles this file keeping function names (`__name(fn, "visit")`), and the functions
 * below run in the page, which has no such helper: give it one (a string, so it is not compiled).
 */
async function allowNamedFunctions(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (fn) => fn');
}

/** Words check: visible texts, shadow roots included, equal to (or, for snake_case, containing) a raw value. */
export async function checkWords(page: Page): Promise<ScreenProblem[]> {
  await allowNamedFunctions(page);
  const hits = await page.evaluate((words) => {
    const exact = new Set(words);
    const snake = words.filter((w) => w.includes('_'));
    const snakeRe = snake.length ? new RegExp(`(?<![A-Za-z0-9_])(${snake.join('|')})(?![A-Za-z0-9_])`, 'i') : null;
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(el.tagName)) continue;
        let own = '';
        for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent;
        own = own.replace(/\s+/g, ' ').trim();
        if (!own || !el.checkVisibility({ checkVisibilityCSS: true })) continue;
        const shown = (el as HTMLElement).innerText?.replace(/\s+/g, ' ').trim() || own;
        const match = exact.has(own) ? own : snakeRe?.exec(own)?.[1];
        if (match) found.push(`"${match}" in <${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${shown.slice(0, 80)}"`);
      }
    };
    visit(document);
    return found;
  }, RAW_WORDS);
  return [...new Set(hits)].map((detail) => ({ check: 'words', detail: `raw value on screen: ${detail}` }));
}

/** What is wrong with the layout at the page's current width. */
async function measure(page: Page): Promise<string[]> {
  await allowNamedFunctions(page);
  return page.evaluate(async () => {
    // Let resize observers, media queries and the renders they cause settle.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
      const host = (el.getRootNode() as ShadowRoot).host;
      return `${host ? `${host.tagName.toLowerCase()} >>> ` : ''}${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}`;
    };
    const all: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        all.push(el);
        if (el.shadowRoot) collect(el.shadowRoot);
      }
    };
    collect(document);
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // Name the outermost elements past the edge, so the report points at the culprit.
      // An element inside a container that clips or scrolls does not widen the page.
      const clipped = (el: Element) => {
        for (let up = el.parentElement ?? (el.getRootNode() as ShadowRoot).host; up && up !== document.body; up = up.parentElement ?? (up.getRootNode() as ShadowRoot).host) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      const past = all.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 1 || r.left < -1) && el.checkVisibility() && !clipped(el);
      });
      const outermost = past.filter((el) => !past.some((other) => other !== el && other.contains(el))).slice(0, 4);
      problems.push(`the page scrolls sideways at ${width} px (${scrollWidth} px wide): ${outermost.map((el) => `${name(el)} [${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}]`).join(', ')}`);
    }
    for (const el of all) {
      const open = el.matches('dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]');
      if (!open || !el.checkVisibility({ checkVisibilityCSS: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.left < -1 || r.right > width + 1) problems.push(`open ${name(el)} reaches past the viewport at ${width} px [${Math.round(r.left)}..${Math.round(r.right)}]`);
      else if (el.scrollWidth > el.clientWidth + 1) problems.push(`open ${name(el)} is wider inside than itself at ${width} px (${el.scrollWidth} in ${el.clientWidth} px)`);
      else {
        // Its body may scroll, but not sideways: only a table may scroll inside its own container.
        const inside = all.filter((child) => child !== el && el.contains(child) && !/^(INPUT|TEXTAREA|SELECT)$/.test(child.tagName));
        for (const child of inside) {
          // (A visually hidden label is a 1 px box that clips on purpose.)
          if (child.clientWidth <= 1 || child.scrollWidth <= child.clientWidth + 1 || child.firstElementChild?.tagName === 'TABLE') continue;
          if (getComputedStyle(child).overflowX === 'visible' || !child.checkVisibility()) continue;
          problems.push(`open ${name(el)} has ${name(child)} cut or scrolling sideways at ${width} px (${child.scrollWidth} in ${child.clientWidth} px)`);
        }
      }
    }
    return problems;
  });
}

/** Layout check at the page's width, then at each of `widths` (resizing the same page), then back. */
export async function checkLayout(page: Page, widths: readonly { width: number; height: number }[]): Promise<ScreenProblem[]> {
  const problems = await measure(page);
  const own = page.viewportSize();
  if (own && widths.length) {
    for (const size of widths) {
      await page.setViewportSize(size);
      problems.push(...(await measure(page)));
    }
    await page.setViewportSize(own);
  }
  return problems.map((detail) => ({ check: 'layout', detail }));
}
