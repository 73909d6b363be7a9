import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { setLocale } from '@si/core';
import './back-to-top.ts';
import { cleanup, expectAccessible, until } from '../../test-support/dom.ts';

// Smooth scrolling is the behaviour under test: make sure no reduced-motion emulation is active.
before(() => emulateMedia({ reducedMotion: 'no-preference' }));

afterEach(() => {
  window.scrollTo({ top: 0, behavior: 'instant' });
  setLocale('en');
  cleanup();
});

/** A page taller than the window with the element at its end, as a layout places it. */
async function page(inner: string) {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = inner;
  document.body.append(holder);
  const el = holder.querySelector('si-back-to-top')!;
  await until(() => el.shadowRoot!.querySelector('.back-to-top'), 'the element to render');
  return el;
}
/**
 * Scrolls at once and announces it: a test page in a background tab runs no rendering
 * steps, so the browser's own scroll event (and any smooth scrolling) would never come.
 */
function scrollPage(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
  window.dispatchEvent(new Event('scroll'));
}
function scrollBox(box: HTMLElement, top: number) {
  box.scrollTo({ top, behavior: 'instant' });
  box.dispatchEvent(new Event('scroll'));
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
/** Records the scroll the button asks for, then performs it at once. */
function recordScrolls(target: { scrollTo(options: ScrollToOptions): void }, announce: () => void) {
  const calls: ScrollToOptions[] = [];
  const own = Object.getOwnPropertyDescriptor(target, 'scrollTo');
  const original = target.scrollTo;
  target.scrollTo = ((options: ScrollToOptions) => {
    calls.push(options);
    original.call(target, { ...options, behavior: 'instant' });
    announce();
  }) as typeof target.scrollTo;
  // window's methods are its own properties; an element's come from its prototype.
  const restore = () => (own ? Object.defineProperty(target, 'scrollTo', own) : delete (target as Partial<typeof target>).scrollTo);
  return { calls, restore };
}
const button = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]');

describe('si-back-to-top', () => {
  it('is accessible: a button named Back to top once shown', async () => {
    const el = await page('<div style="height: 3000px"></div><si-back-to-top></si-back-to-top>');
    scrollPage(500);
    const shown = await until(() => button(el), 'the button');
    await expectAccessible(el);
    expect(shown.textContent).to.equal('Back to top');
    expect(shown.title).to.equal('Back to top');
  });

  it('appears only past 200 px of page scroll and disappears back at the top', async () => {
    const el = await page('<div style="height: 3000px"></div><si-back-to-top></si-back-to-top>');
    expect(button(el)).to.equal(null);
    scrollPage(200);
    await settle();
    expect(button(el), 'at exactly 200 px').to.equal(null);
    scrollPage(201);
    await until(() => button(el), 'the button past 200 px');
    scrollPage(0);
    await until(() => !button(el), 'the button gone at the top');
  });

  it('scrolls smoothly to the top when clicked', async () => {
    const el = await page('<div style="height: 5000px"></div><si-back-to-top></si-back-to-top>');
    scrollPage(2000);
    await until(() => button(el), 'the button');
    const shown = button(el)!;
    expect(getComputedStyle(shown).position).to.equal('fixed');
    const scrolls = recordScrolls(window, () => window.dispatchEvent(new Event('scroll')));
    try {
      shown.click();
      expect(scrolls.calls).to.deep.equal([{ top: 0, behavior: 'smooth' }]);
      expect(window.scrollY).to.equal(0);
      await until(() => !button(el), 'the button gone');
    } finally {
      scrolls.restore();
    }
  });

  it('watches a target scroll container instead of the page', async () => {
    const el = await page(`
      <div id="main" style="height: 300px; overflow: auto"><div style="height: 2000px"></div></div>
      <si-back-to-top target="#main"></si-back-to-top>`);
    const main = document.getElementById('main')!;
    scrollPage(0);
    scrollBox(main, 400);
    await until(() => button(el), 'the button');
    const scrolls = recordScrolls(main, () => main.dispatchEvent(new Event('scroll')));
    button(el)!.click();
    scrolls.restore();
    expect(scrolls.calls).to.deep.equal([{ top: 0, behavior: 'smooth' }]);
    expect(main.scrollTop).to.equal(0);
    await until(() => !button(el), 'the button gone');
  });

  it('falls back to the page when the target is not a valid selector', async () => {
    const el = await page('<div style="height: 3000px"></div><si-back-to-top target="#"></si-back-to-top>');
    scrollPage(600);
    await until(() => button(el), 'the button for the page');
  });

  it('sits at the bottom right in LTR and bottom left in Arabic, with an Arabic name', async () => {
    const el = await page('<div style="height: 3000px"></div><si-back-to-top></si-back-to-top>');
    scrollPage(500);
    const ltr = await until(() => button(el), 'the button');
    expect(ltr.getBoundingClientRect().right).to.be.above(innerWidth / 2);
    cleanup();
    setLocale('ar');
    const ar = await page('<div style="height: 3000px"></div><si-back-to-top></si-back-to-top>');
    scrollPage(500);
    const rtl = await until(() => button(ar), 'the Arabic button');
    expect(rtl.getBoundingClientRect().left).to.be.below(innerWidth / 2);
    await until(() => rtl.textContent === 'العودة إلى الأعلى', 'the Arabic name');
    const fr = await page('<si-back-to-top locale="fr"></si-back-to-top>');
    await until(() => button(fr)?.textContent === 'Retour en haut', 'the French name');
  });
});
