import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { setLocale } from '@si/core';
import './sales-settings.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, pageOf, signInAs } from '../../test-support/table-test-kit.ts';
import { LEAD_FORM_KEY, SALES_CATEGORIES, SALES_TEAMS, salesSettingsNew, salesSettingsSaved } from '../../test-support/sales-fixtures.ts';

const TAG = '<si-sales-settings></si-sales-settings>';
const PATH = '/api/sales/settings';
/** The fake server's origin (core's client is pointed at it): the suite's origin for the embed code. */
const ORIGIN = 'https://api.test';

let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', PATH, { json: salesSettingsSaved() });
  server.on('GET', '/api/teams', { json: pageOf(SALES_TEAMS) });
  server.on('GET', '/api/categories', { json: pageOf(SALES_CATEGORIES) });
});

const shown = (html = TAG) => show(html, 'si-sales-settings', '[part="settings-form"]');
const root = (el: Element) => el.shadowRoot!;
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => root(el).querySelector<E>(selector);
const named = <E extends HTMLElement = HTMLSelectElement>(el: Element, name: string) => $<E>(el, `[part="settings-form"] [name="${name}"]`)!;
const questionBox = (el: Element, id: number) => $<HTMLInputElement>(el, `input[name="lead_form_field_ids"][value="${id}"]`)!;
/** The questions asked, in order (the ticked ones), as their names. */
const asked = (el: Element) => [...root(el).querySelectorAll('ol.question-list > li')].map((li) => li.querySelector('label')!.textContent!.trim());
/** A question's Move up or Move down button (named "Move up Start date"). */
const moveButton = (el: Element, id: number, way: 'up' | 'down') => $<HTMLButtonElement>(el, `button[data-focus="${id}-${way}"]`)!;
const puts = () => server.requests.filter((r) => r.method === 'PUT' && r.path === PATH);

function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const SNIPPET = [
  `<script type="module" src="${ORIGIN}/elements/lead-form.js"></script>`,
  `<si-lead-form form-key="${LEAD_FORM_KEY}" api-base="${ORIGIN}"></si-lead-form>`,
  `<noscript><a href="${ORIGIN}/lead-form/${LEAD_FORM_KEY}">Contact us</a></noscript>`,
].join('\n');

describe('si-sales-settings', () => {
  it('is accessible, and shows the saved settings with the code to put the form on a website', async () => {
    signInAs('OA');
    const el = await shown();
    await until(() => named(el, 'assign_team_id').querySelector('option[value="6"]') && named(el, 'loan_category_id').querySelector('option[value="22"]'), 'the pickers');
    await expectAccessible(el);
    expect(named<HTMLInputElement>(el, 'lead_form_enabled').checked).to.equal(true);
    expect($<HTMLInputElement>(el, '[part="form-key"]')!.value).to.equal(LEAD_FORM_KEY);
    expect($<HTMLTextAreaElement>(el, '[part="snippet"]')!.value).to.equal(SNIPPET);
    expect($<HTMLInputElement>(el, '[part="no-script-address"]')!.value).to.equal(`${ORIGIN}/lead-form/${LEAD_FORM_KEY}`);
    expect(asked(el)).to.deep.equal(['Fleet size', 'Industry']);
    expect(questionBox(el, 14).checked).to.equal(false);
    expect(named(el, 'assign_team_id').value).to.equal('5');
    expect([...named(el, 'assign_team_id').options].map((o) => o.textContent)).to.deep.equal(['Nobody: new leads wait for someone to take them', 'Sales team', 'Inside sales']);
    expect(named(el, 'loan_category_id').value).to.equal('21');
  });

  it('is accessible in Arabic, right to left', async () => {
    signInAs('OA');
    setLocale('ar');
    const el = await shown('<si-sales-settings locale="ar"></si-sales-settings>');
    expect($(el, '[part="base"]')!.getAttribute('dir')).to.equal('rtl');
    // Code and addresses read left to right whatever the language.
    expect($(el, '[part="snippet"]')!.getAttribute('dir')).to.equal('ltr');
    await expectAccessible(el);
  });

  it('explains that the key comes with the first save, then saves the body and shows the code', async () => {
    signInAs('OA');
    server.on('GET', PATH, { json: salesSettingsNew() });
    server.on('PUT', PATH, ({ body }) => {
      const sent = body as { lead_form_enabled: boolean; lead_form_field_ids: number[] };
      return { json: salesSettingsSaved({ lead_form_enabled: sent.lead_form_enabled, lead_form_field_ids: sent.lead_form_field_ids, assign_team: SALES_TEAMS[1]!, loan_category: SALES_CATEGORIES[1]! }) };
    });
    const el = await shown();
    expect(textOf(el, '[part="no-key"]')).to.equal("The form's key is made when these settings are saved for the first time; the code to put the form on your website shows here then.");
    expect($(el, '[part="snippet"]')).to.equal(null);
    await until(() => named(el, 'assign_team_id').querySelector('option[value="6"]') && named(el, 'loan_category_id').querySelector('option[value="22"]'), 'the pickers');

    named<HTMLInputElement>(el, 'lead_form_enabled').click();
    questionBox(el, 12).click();
    questionBox(el, 14).click();
    expect(asked(el)).to.deep.equal(['Industry', 'Start date']);
    moveButton(el, 14, 'up').click();
    await until(() => asked(el)[0] === 'Start date', 'Start date moved up');
    expect(asked(el)).to.deep.equal(['Start date', 'Industry']);
    // The buttons moved with their question and keep the focus (Move up is now disabled: Move down has it).
    await until(() => root(el).activeElement === moveButton(el, 14, 'down'), 'the focus kept');
    pick(named(el, 'assign_team_id'), '6');
    pick(named(el, 'loan_category_id'), '22');
    $<HTMLFormElement>(el, '[part="settings-form"]')!.requestSubmit();

    await until(() => $(el, '[part="settings-saved"]'), 'the saved notice');
    expect(textOf(el, '[part="settings-saved"]')).to.equal("The sales settings are saved, and the form's key is made: the code for your website is below.");
    expect(puts()).to.have.length(1);
    expect(puts()[0]!.body).to.deep.equal({ lead_form_enabled: true, lead_form_field_ids: [14, 12], assign_team_id: 6, loan_category_id: 22 });
    expect($<HTMLTextAreaElement>(el, '[part="snippet"]')!.value).to.contain(`form-key="${LEAD_FORM_KEY}"`);
  });

  it("shows the server's messages at their fields and keeps every choice", async () => {
    signInAs('OA');
    server.on('PUT', PATH, { status: 400, json: { assign_team_id: ['Must be the id of a team of this organization.'], 'lead_form_field_ids.0': ['Must be a sales custom field of this organization.'] } });
    const el = await shown();
    await until(() => named(el, 'assign_team_id').querySelector('option[value="6"]'), 'the teams');
    pick(named(el, 'assign_team_id'), '6');
    $<HTMLFormElement>(el, '[part="settings-form"]')!.requestSubmit();
    await until(() => named(el, 'assign_team_id').getAttribute('aria-invalid') === 'true', 'the team marked');
    expect(textOf(el, '[data-field="assign_team_id"]')).to.contain('Must be the id of a team of this organization.');
    expect($(el, '[part="questions"]')!.hasAttribute('data-invalid')).to.equal(true);
    expect(textOf(el, '[part="questions"]')).to.contain('Must be a sales custom field of this organization.');
    expect(named(el, 'assign_team_id').value).to.equal('6');
    expect(asked(el)).to.deep.equal(['Fleet size', 'Industry']);
    expect(root(el).activeElement, 'the first marked field takes the focus').to.equal(questionBox(el, 13));
  });

  it('fits a 375 px phone in Arabic, the code wrapping inside its field', async () => {
    signInAs('OA');
    setLocale('ar');
    await setViewport({ width: 375, height: 740 });
    try {
      const el = await shown('<si-sales-settings locale="ar"></si-sales-settings>');
      const box = el.getBoundingClientRect();
      const past = [...root(el).querySelectorAll<HTMLElement>('*')]
        .filter((n) => n.getBoundingClientRect().width > 0 && !n.matches('.sr-only, .sr-only *'))
        .filter((n) => n.getBoundingClientRect().left < box.left - 1 || n.getBoundingClientRect().right > box.right + 1)
        .map((n) => `${n.localName}.${n.className}`);
      expect(past, 'nothing past the element').to.deep.equal([]);
      expect(document.documentElement.scrollWidth).to.be.at.most(375);
      const snippet = $<HTMLTextAreaElement>(el, '[part="snippet"]')!;
      expect(snippet.scrollWidth).to.be.at.most(snippet.clientWidth);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows the settings read-only to anyone but an Office Administrator', async () => {
    signInAs('IC');
    const el = await shown();
    expect(textOf(el, '[part="read-only"]')).to.equal('Only an Office Administrator can change these settings; you see them read-only.');
    expect(named<HTMLInputElement>(el, 'lead_form_enabled').disabled).to.equal(true);
    expect(questionBox(el, 12).disabled && questionBox(el, 14).disabled).to.equal(true);
    expect(named(el, 'assign_team_id').disabled && named(el, 'loan_category_id').disabled).to.equal(true);
    expect(root(el).querySelector('button[data-focus]')).to.equal(null);
    expect($(el, '[part="settings-form"] sl-button[type="submit"]')).to.equal(null);
    // The code can still be read and copied.
    expect($<HTMLTextAreaElement>(el, '[part="snippet"]')!.value).to.equal(SNIPPET);
    await expectAccessible(el);
  });

  it('copies the code exactly as shown, and selects it when the browser refuses the clipboard', async () => {
    signInAs('OA');
    const clipboard = navigator.clipboard;
    const writeText = clipboard.writeText;
    let copied: string | undefined;
    try {
      clipboard.writeText = (text: string) => {
        copied = text;
        return Promise.resolve();
      };
      const el = await shown();
      const copy = [...root(el).querySelectorAll<HTMLButtonElement>('[part="embed"] button')].find((b) => b.textContent === 'Copy the code')!;
      copy.click();
      await until(() => textOf(el, '[part="copy-status"]') === 'The code is copied.', 'copied');
      expect(copied).to.equal(SNIPPET);
      expect(copied).to.not.match(/&(lt|gt|quot|amp);/);

      clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      copy.click();
      const snippet = $<HTMLTextAreaElement>(el, '[part="snippet"]')!;
      await until(() => root(el).activeElement === snippet, 'the code selected');
      expect(snippet.value.slice(snippet.selectionStart, snippet.selectionEnd)).to.equal(SNIPPET);
    } finally {
      clipboard.writeText = writeText;
    }
  });
});
