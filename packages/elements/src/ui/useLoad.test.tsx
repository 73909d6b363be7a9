// The elements' one loader: what a reader sees while data loads, fails, loads again and changes.
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { define } from '../base/define.ts';
import { elementClass } from '../base/element.tsx';
import { cleanup, expectAccessible, until } from '../test-support/dom.ts';
import { LoadState, useLoad } from './useLoad.tsx';

type Ask = { topic: string; signal: AbortSignal; answer(data: string): void; fail(error: unknown): void };
let asks: Ask[] = [];

function ask(topic: string, signal: AbortSignal): Promise<string> {
  return new Promise((answer, fail) => asks.push({ topic, signal, answer, fail }));
}

function Topic({ topic = 'first' }: { topic?: string }) {
  const { loaded, retry, reload, setData } = useLoad<string>((signal) => ask(topic, signal), topic);
  return (
    <section part="form">
      <LoadState loaded={loaded} retry={retry} />
      {loaded.data !== undefined && <p part="data">{loaded.data}</p>}
      <button type="button" onClick={reload}>
        Reload
      </button>
      <button type="button" onClick={() => setData((data) => `${data}!`)}>
        Shout
      </button>
    </section>
  );
}

define('si-test-load', elementClass(Topic, { attributes: ['topic'] }));

// What the options change: an answer already at hand, a failure told once, a reload awaited.
let early: string | undefined;
let failures: unknown[] = [];
let reloaded: (string | undefined)[] = [];

function Early({ topic = 'first' }: { topic?: string }) {
  const { loaded, reload } = useLoad<string>((signal) => ask(topic, signal), topic, {
    initial: () => early,
    onError: (error) => failures.push(error),
  });
  return (
    <section part="form">
      <LoadState loaded={loaded} retry={() => void reload()} />
      {loaded.data !== undefined && <p part="data">{loaded.data}</p>}
      <p part="key">{loaded.dataKey}</p>
      <button type="button" onClick={() => void reload().then((data) => reloaded.push(data))}>
        Reload
      </button>
    </section>
  );
}

define('si-test-load-early', elementClass(Early, { attributes: ['topic'] }));

const root = (el: Element) => el.shadowRoot!;
const text = (el: Element, selector: string) => root(el).querySelector(selector)?.textContent?.trim();
const button = (el: Element, name: string) => [...root(el).querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;
const lastAsk = (topic: string) => until(() => asks.filter((a) => a.topic === topic).at(-1), `a load of ${topic}`);

async function render(tag = 'si-test-load'): Promise<Element> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<${tag} topic="first"></${tag}>`;
  document.body.append(holder);
  const el = holder.firstElementChild!;
  await until(() => root(el).querySelector('[part="form"]'), 'the element to render');
  return el;
}

describe('useLoad', () => {
  beforeEach(() => (asks = []));
  afterEach(cleanup);

  it('says it is loading, then shows the answer', async () => {
    const el = await render();
    expect(text(el, '[role="status"]')).to.equal('Loading…');
    await expectAccessible(el);
    (await lastAsk('first')).answer('First data');
    await until(() => text(el, '[part="data"]') === 'First data', 'the data');
    expect(root(el).querySelector('[role="status"]')).to.equal(null);
  });

  it('aborts the stale load when the key changes and never shows its answer', async () => {
    const el = await render();
    const first = await lastAsk('first');
    el.setAttribute('topic', 'second');
    const second = await lastAsk('second');
    expect(first.signal.aborted).to.equal(true);
    expect(second.signal.aborted).to.equal(false);
    second.answer('Second data');
    first.answer('First data');
    await until(() => text(el, '[part="data"]') === 'Second data', 'the second data');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(text(el, '[part="data"]')).to.equal('Second data');
  });

  it('shows a failure with Try again, which loads again and shows the answer', async () => {
    const el = await render();
    (await lastAsk('first')).fail(new Error('down'));
    const alert = await until(() => root(el).querySelector('[role="alert"]'), 'the failure');
    expect(alert.textContent).to.contain('Try again');
    await expectAccessible(el);
    button(el, 'Try again').click();
    await until(() => asks.length === 2, 'a second load');
    await until(() => text(el, '[role="status"]') === 'Loading…', 'loading again');
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    asks[1]!.answer('Back');
    await until(() => text(el, '[part="data"]') === 'Back', 'the data');
  });

  it('keeps the data shown while it reloads, then shows the new answer', async () => {
    const el = await render();
    (await lastAsk('first')).answer('Before');
    await until(() => text(el, '[part="data"]') === 'Before', 'the data');
    button(el, 'Reload').click();
    await until(() => asks.length === 2, 'a reload');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(text(el, '[part="data"]')).to.equal('Before');
    expect(root(el).querySelector('[role="status"]'), 'no loading line over data').to.equal(null);
    asks[1]!.answer('After');
    await until(() => text(el, '[part="data"]') === 'After', 'the new data');
  });

  it('keeps the data beside the failure of a reload', async () => {
    const el = await render();
    (await lastAsk('first')).answer('Kept');
    await until(() => text(el, '[part="data"]') === 'Kept', 'the data');
    button(el, 'Reload').click();
    await until(() => asks.length === 2, 'a reload');
    asks[1]!.fail(new Error('down'));
    await until(() => root(el).querySelector('[role="alert"]'), 'the failure');
    expect(text(el, '[part="data"]')).to.equal('Kept');
  });

  it('changes the data shown without a request', async () => {
    const el = await render();
    (await lastAsk('first')).answer('Hello');
    await until(() => text(el, '[part="data"]') === 'Hello', 'the data');
    button(el, 'Shout').click();
    await until(() => text(el, '[part="data"]') === 'Hello!', 'the changed data');
    expect(asks.length).to.equal(1);
  });

  describe('with options', () => {
    beforeEach(() => {
      early = undefined;
      failures = [];
      reloaded = [];
    });

    it('shows an answer already at hand at once, asks nothing for it, and asks on a reload', async () => {
      early = 'Warm data';
      const el = await render('si-test-load-early');
      expect(text(el, '[part="data"]')).to.equal('Warm data');
      expect(root(el).querySelector('[role="status"]'), 'no loading line').to.equal(null);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asks.length).to.equal(0);
      button(el, 'Reload').click();
      (await lastAsk('first')).answer('Fresh data');
      await until(() => text(el, '[part="data"]') === 'Fresh data', 'the reloaded data');
    });

    it('asks for another key even when the first came at hand, and says which key the data is of', async () => {
      early = 'Warm data';
      const el = await render('si-test-load-early');
      el.setAttribute('topic', 'second');
      const second = await lastAsk('second');
      expect(text(el, '[part="key"]'), 'the data shown meanwhile is still the first key’s').to.equal('first');
      second.answer('Second data');
      await until(() => text(el, '[part="key"]') === 'second', 'the second key’s data');
      expect(text(el, '[part="data"]')).to.equal('Second data');
    });

    it('tells a failure once, not an aborted load', async () => {
      const el = await render('si-test-load-early');
      const first = await lastAsk('first');
      el.setAttribute('topic', 'second');
      const second = await lastAsk('second');
      first.fail(new Error('stale'));
      second.fail(new Error('down'));
      await until(() => root(el).querySelector('[role="alert"]'), 'the failure');
      expect(failures.map((e) => (e as Error).message)).to.deep.equal(['down']);
    });

    it('resolves a reload with its answer, and with nothing when it failed', async () => {
      const el = await render('si-test-load-early');
      (await lastAsk('first')).answer('One');
      await until(() => text(el, '[part="data"]') === 'One', 'the data');
      button(el, 'Reload').click();
      await until(() => asks.length === 2, 'a reload');
      asks[1]!.answer('Two');
      await until(() => reloaded.length === 1, 'the reload to resolve');
      button(el, 'Reload').click();
      await until(() => asks.length === 3, 'another reload');
      asks[2]!.fail(new Error('down'));
      await until(() => reloaded.length === 2, 'the failed reload to resolve');
      expect(reloaded).to.deep.equal(['Two', undefined]);
      expect(text(el, '[part="data"]'), 'the data stays beside the failure').to.equal('Two');
    });
  });
});
