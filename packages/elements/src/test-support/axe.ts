/**
 * axe-core over an element and its shadow tree: the WCAG 2.1 A and AA rules (contrast included),
 * as the page shows it now. A failure lists each rule with the elements it found.
 */
import axe from 'axe-core';
import { expect } from '@esm-bundle/chai';

export async function expectNoAxeViolations(el: Element): Promise<void> {
  const results = await axe.run(el, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' >> ')}: ${n.failureSummary ?? ''}`).join('\n    ')}`);
  expect(found, found.join('\n')).to.deep.equal([]);
}
