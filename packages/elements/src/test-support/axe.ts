/**
 * axe-core over an element and every open shadow root inside it: the WCAG 2.1 A and AA rules
 * (contrast included), as the page shows it now. Serious and critical violations fail; the
 * failure also lists the moderate and minor ones, so one run shows everything to fix.
 */
import axe from 'axe-core';
import { expect } from '@esm-bundle/chai';
import { executeServerCommand } from '@web/test-runner-commands';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Rules switched off for every element, each with its reason. Keep this short. */
const RULES_OFF: Record<string, string> = {};

// A local aid, never set in CI: `VITE_AXE_SKIP=color-contrast` leaves contrast out while the
// other rules are worked on.
const SKIPPED = String(import.meta.env.VITE_AXE_SKIP ?? '').split(',').filter(Boolean);

const FAILING = new Set(['serious', 'critical']);

export type AxeScan = { failing: number; other: number };

/** Where each scan's counts go: the runner prints one total at the end (web-test-runner.config.mjs).
 * The check's own test swaps it out, so its deliberate failures stay out of the total. */
export const axeReport = {
  scanned: (scan: AxeScan): Promise<unknown> => executeServerCommand('axe-scanned', scan).catch(() => undefined),
};

/** Every open shadow root inside `el` (its own first), at any depth. */
export function shadowRoots(el: Element): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  const visit = (root: ShadowRoot) => {
    found.push(root);
    root.querySelectorAll('*').forEach((child) => child.shadowRoot && visit(child.shadowRoot));
  };
  if (el.shadowRoot) visit(el.shadowRoot);
  return found;
}

/**
 * axe takes a rendered `<slot>` (Shoelace's button label is one) for a box lying over the text,
 * so the contrast of every sl-button would come back undecided, never failing. While axe runs,
 * such slots are made `display: contents`: the same colours, no box of their own.
 */
function unboxSlots(el: Element): () => void {
  const changed: HTMLSlotElement[] = [];
  for (const root of shadowRoots(el)) {
    for (const slot of root.querySelectorAll('slot')) {
      if (['none', 'contents'].includes(getComputedStyle(slot).display) || slot.style.display) continue;
      slot.style.display = 'contents';
      changed.push(slot);
    }
  }
  return () => changed.forEach((slot) => slot.style.removeProperty('display'));
}

/** Runs axe once over `el` in the theme it shows; fails with the list of violations if one is serious or critical. */
export async function expectNoAxeViolations(el: Element, label = ''): Promise<AxeScan> {
  const off = Object.fromEntries([...Object.keys(RULES_OFF), ...SKIPPED].map((id) => [id, { enabled: false }]));
  const restoreSlots = unboxSlots(el);
  let results: axe.AxeResults;
  try {
    results = await axe.run(el, { runOnly: { type: 'tag', values: TAGS }, rules: off, resultTypes: ['violations'] });
  } finally {
    restoreSlots();
  }
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? ''));
  const scan = { failing: failing.length, other: results.violations.length - failing.length };
  await axeReport.scanned(scan);
  if (failing.length > 0) {
    const found = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.flat().join(' >> ')}: ${n.failureSummary ?? ''}`).join('\n    ')}`,
    );
    expect.fail(`axe-core on <${el.localName}>${label ? ` (${label})` : ''}:\n  ${found.join('\n  ')}`);
  }
  return scan;
}
