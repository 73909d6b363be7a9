// The accessibility check itself: it must see inside shadow roots and scan the dark theme too,
// or every element test's first assertion would pass on nothing.
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { css } from '@lit/reactive-element/css-tag.js';
import { define } from '../base/define.ts';
import { elementClass } from '../base/element.tsx';
import { axeReport } from './axe.ts';
import { cleanup, expectAccessible, until } from './dom.ts';

function Broken() {
  return (
    <div part="form">
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
      <button type="button" />
    </div>
  );
}

function Clean() {
  return (
    <div part="form">
      <button type="button">Send</button>
    </div>
  );
}

function DimInDark() {
  return (
    <div part="form">
      <p className="dim">Readable in light only</p>
    </div>
  );
}

function PaleButton() {
  return (
    <div part="form">
      <sl-button variant="primary">Send</sl-button>
    </div>
  );
}

// Raw colours on purpose: the fixture must fail contrast in dark and nowhere else.
const dimStyles = css`
  .sl-theme-dark {
    background: #1a1a1e;
  }
  .sl-theme-dark .dim {
    color: #3a3a40;
  }
`;
const paleStyles = css`
  sl-button {
    --sl-color-primary-600: #9fd8d8;
  }
`;

define('si-axe-broken', elementClass(Broken));
define('si-axe-clean', elementClass(Clean));
define('si-axe-dim', elementClass(DimInDark, { styles: [dimStyles] }));
define('si-axe-pale', elementClass(PaleButton, { styles: [paleStyles] }));

async function render(tag: string, theme?: string): Promise<Element> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<${tag}${theme ? ` theme="${theme}"` : ''}></${tag}>`;
  document.body.append(holder);
  const el = holder.firstElementChild!;
  await until(() => el.shadowRoot?.querySelector('[part="form"]'), tag);
  return el;
}

async function failure(el: Element): Promise<string> {
  try {
    await expectAccessible(el);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expectAccessible passed');
}

describe('expectAccessible', () => {
  const report = axeReport.scanned;
  before(() => (axeReport.scanned = async () => undefined));
  after(() => (axeReport.scanned = report));
  afterEach(cleanup);

  it('passes a clean element in both themes and leaves no theme attribute behind', async () => {
    const el = await render('si-axe-clean');
    await expectAccessible(el);
    expect(el.hasAttribute('theme')).to.equal(false);
    expect(document.body.style.background).to.equal('');
  });

  it('finds violations inside the shadow root', async () => {
    const message = await failure(await render('si-axe-broken'));
    expect(message).to.contain('image-alt (critical)');
    expect(message).to.contain('button-name (critical)');
    expect(message).to.contain('(light)');
  });

  it('scans the dark theme as well, then puts the theme attribute back', async function () {
    if ((import.meta.env.VITE_AXE_SKIP ?? '').includes('color-contrast')) this.skip();
    const el = await render('si-axe-dim', 'light');
    const message = await failure(el);
    expect(message).to.contain('(dark)');
    expect(message).to.contain('color-contrast (serious)');
    expect(el.getAttribute('theme')).to.equal('light');
  });

  it("checks the contrast of a Shoelace button's slotted label", async function () {
    if ((import.meta.env.VITE_AXE_SKIP ?? '').includes('color-contrast')) this.skip();
    const message = await failure(await render('si-axe-pale'));
    expect(message).to.match(/color-contrast \(serious\)[^\n]*\n\s+si-axe-pale >> sl-button >> button: /);
  });
});
