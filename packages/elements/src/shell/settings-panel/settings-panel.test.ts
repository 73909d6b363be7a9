import { testStorage } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { $appearance, resetAppearance, setLocale } from '@si/core';
import './settings-panel.ts';
import { cleanup, expectAccessible, nextEvent, press, until } from '../../test-support/dom.ts';

// Without the slide-in transition a panel is in place at once, even on a test page in a
// background tab, where transitions do not advance.
before(() => emulateMedia({ reducedMotion: 'reduce' }));
// The runner reuses its page for the next file: leave the media features as found.
after(() => emulateMedia({ reducedMotion: 'no-preference' }));

afterEach(() => {
  cleanup();
  setLocale('en');
  resetAppearance();
});

async function openPanel(attributes = 'open') {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = `<si-settings-panel ${attributes}></si-settings-panel>`;
  document.body.append(holder);
  const el = holder.querySelector('si-settings-panel')!;
  await until(() => el.shadowRoot!.querySelector('dialog[open]'), 'the open panel');
  return el;
}

const legends = (el: Element) => [...el.shadowRoot!.querySelectorAll('legend')].map((l) => l.textContent);
/** The radio whose label reads `label` inside the group whose legend reads `legend`. */
function radio(el: Element, legend: string, label: string): HTMLInputElement {
  const group = [...el.shadowRoot!.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')!.textContent === legend);
  if (!group) throw new Error(`No group "${legend}"; have ${legends(el).join(', ')}`);
  const choice = [...group.querySelectorAll('label')].find((l) => l.querySelector('.choice__label')!.textContent === label);
  if (!choice) throw new Error(`No choice "${label}" in "${legend}"`);
  return choice.querySelector('input')!;
}
const checkedIn = (el: Element, legend: string) => {
  const group = [...el.shadowRoot!.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')!.textContent === legend)!;
  return group.querySelector<HTMLInputElement>('input:checked')!.closest('label')!.querySelector('.choice__label')!.textContent;
};

describe('si-settings-panel', () => {
  it('is accessible: a modal panel titled Settings with labelled radio groups and the defaults checked', async () => {
    const el = await openPanel();
    await expectAccessible(el);
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.matches(':modal')).to.equal(true);
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Settings');
    expect(legends(el)).to.deep.equal([
      'Preset colour', 'Skin', 'Theme', 'Navigation menu', 'Main content width', 'Vertical menu type', 'Semi-dark', 'Direction', 'Navbar',
    ]);
    const defaults = ['Success', 'Modern', 'Light', 'Vertical', 'Box', 'Expanded', 'Light', 'LTR', 'Fixed'];
    expect(legends(el).map((legend) => checkedIn(el, legend!))).to.deep.equal(defaults);
  });

  it('lists the six preset colours of the spec with their hex values', async () => {
    const el = await openPanel();
    const swatches = [...el.shadowRoot!.querySelectorAll('[part~="group-preset"] label')];
    expect(swatches.map((s) => s.getAttribute('title'))).to.deep.equal([
      'Success #0D9394', 'Info #078dee', 'Primary #7635dc', 'Blue #2065D1', 'Yellow #fda92d', 'Error #FF3030',
    ]);
    expect(getComputedStyle(swatches[4].querySelector('.swatch')!).backgroundColor).to.equal('rgb(253, 169, 45)');
  });

  it('applies and saves each choice at once under the spec keys', async () => {
    const el = await openPanel();
    radio(el, 'Preset colour', 'Blue').click();
    expect($appearance.get().preset).to.equal('blue');
    expect(testStorage.getItem('app-preset')).to.equal('blue');
    radio(el, 'Skin', 'Bordered').click();
    expect(testStorage.getItem('skin')).to.equal('bordered');
    radio(el, 'Theme', 'Dark').click();
    expect(testStorage.getItem('theme')).to.equal('dark');
    radio(el, 'Vertical menu type', 'Collapsed').click();
    expect(testStorage.getItem('isVerticalMenuMini')).to.equal('true');
    radio(el, 'Semi-dark', 'Semi Dark').click();
    expect(testStorage.getItem('isSemiDark')).to.equal('true');
    radio(el, 'Navbar', 'Absolute').click();
    expect(testStorage.getItem('isNavbarFixed')).to.equal('false');
    radio(el, 'Main content width', 'Full').click();
    expect($appearance.get().isBoxLayout).to.equal(false);
    expect(testStorage.getItem('isBoxLayout')).to.equal(null);
    radio(el, 'Direction', 'RTL').click();
    expect($appearance.get().isRtl).to.equal(true);
    expect(document.documentElement.dir).to.equal('rtl');
    // The panel follows the page's direction: it now opens from the left.
    const panel = el.shadowRoot!.querySelector('dialog')!;
    await until(() => panel.getAttribute('dir') === 'rtl' && Math.abs(panel.getBoundingClientRect().left) < 1, 'the panel at the left');
  });

  it('hides the vertical-only options while the menu is horizontal', async () => {
    const el = await openPanel();
    radio(el, 'Navigation menu', 'Horizontal').click();
    expect(testStorage.getItem('navigationMenu')).to.equal('horizontal');
    await until(() => !legends(el).includes('Vertical menu type'), 'menu type hidden');
    expect(legends(el)).to.not.include('Semi-dark');
    radio(el, 'Navigation menu', 'Vertical').click();
    await until(() => legends(el).includes('Vertical menu type') && legends(el).includes('Semi-dark'), 'shown again');
  });

  it('moves and chooses with the arrow keys inside a group', async () => {
    const el = await openPanel();
    radio(el, 'Theme', 'Light').focus();
    await press('ArrowRight');
    expect($appearance.get().theme).to.equal('dark');
    await press('ArrowLeft');
    await press('ArrowLeft');
    expect($appearance.get().theme).to.equal('system');
    expect(testStorage.getItem('theme')).to.equal('system');
    expect(el.shadowRoot!.activeElement).to.equal(radio(el, 'Theme', 'System'));
  });

  it('is at most 260 px wide at the right in LTR; Escape and the close button close it with si-close', async () => {
    const el = await openPanel();
    const panel = el.shadowRoot!.querySelector('dialog')!;
    await until(() => Math.abs(panel.getBoundingClientRect().right - innerWidth) < 1, 'the panel at the right');
    expect(panel.getBoundingClientRect().width).to.equal(260);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.focus();
    let closed = nextEvent('si-close');
    await press('Escape');
    await closed;
    expect(el.hasAttribute('open')).to.equal(false);
    el.show();
    await until(() => panel.open, 'reopened');
    closed = nextEvent('si-close');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    await closed;
    expect(panel.open).to.equal(false);
  });

  it('opens from the left in Arabic, in Arabic and French words', async () => {
    setLocale('ar');
    const el = await openPanel();
    const panel = el.shadowRoot!.querySelector('dialog')!;
    expect(panel.getAttribute('dir')).to.equal('rtl');
    await until(() => Math.abs(panel.getBoundingClientRect().left) < 1, 'the panel at the left');
    await until(() => legends(el)[0] === 'اللون المحدد مسبقًا', 'Arabic legends');
    expect(el.shadowRoot!.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).to.equal('الإعدادات');
    cleanup();
    setLocale('en');
    const fr = await openPanel('open locale="fr"');
    await until(() => legends(fr)[1] === 'Habillage', 'French legends');
    expect(checkedIn(fr, 'Barre de navigation')).to.equal('Fixe');
  });
});
