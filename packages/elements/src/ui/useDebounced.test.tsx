// A search box's text reaches the server once typing pauses, and at once when asked to.
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { define } from '../base/define.ts';
import { elementClass } from '../base/element.tsx';
import { cleanup, until } from '../test-support/dom.ts';
import { useDebounced } from './useDebounced.ts';

let seen: string[] = [];

function Box({ value = '', delay = '200' }: { value?: string; delay?: string }) {
  const settled = useDebounced(value, Number(delay));
  if (seen.at(-1) !== settled) seen.push(settled);
  return <output part="settled">{settled}</output>;
}

define('si-test-debounced', elementClass(Box, { attributes: ['value', 'delay'] }));

const settledOf = (el: Element) => el.shadowRoot?.querySelector('[part="settled"]')?.textContent;

async function render(): Promise<Element> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = '<si-test-debounced value="" delay="200"></si-test-debounced>';
  document.body.append(holder);
  const el = holder.firstElementChild!;
  await until(() => el.shadowRoot?.querySelector('[part="settled"]'), 'the element to render');
  return el;
}

describe('useDebounced', () => {
  beforeEach(() => (seen = []));
  afterEach(cleanup);

  it('gives the last of several quick changes once they pause, and none of those before', async () => {
    const el = await render();
    // Typed in one task: no pause between the keystrokes, however loaded the machine.
    for (const value of ['a', 'ac', 'acm', 'acme']) el.setAttribute('value', value);
    await until(() => settledOf(el) === 'acme', 'the settled value');
    expect(seen).to.deep.equal(['', 'acme']);
  });

  it('gives a value at once when the delay is 0, and debounces from it afterwards', async () => {
    const el = await render();
    el.setAttribute('delay', '0');
    el.setAttribute('value', 'now');
    await until(() => settledOf(el) === 'now', 'the value at once');
    el.setAttribute('delay', '200');
    el.setAttribute('value', 'later');
    expect(settledOf(el)).to.equal('now');
    await until(() => settledOf(el) === 'later', 'the debounced value');
  });
});
