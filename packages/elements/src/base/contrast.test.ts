/**
 * Contrast by construction, as Chromium draws it: elements rendered with each preset and with
 * a very light and a very dark page colour, in light and dark, pass axe-core's colour-contrast
 * rule; and the shades the tokens resolve to, read back as pixels, keep their ratios on the
 * theme's surfaces (the unit test in packages/contract/test/colour.test.ts computes the same).
 */
import '@si/core/testing';
import { fakeServer, type FakeServer } from '@si/core/testing';
import axe from 'axe-core';
import { expect } from '@esm-bundle/chai';
import { logout, resetAppearance, setAppearance } from '@si/core';
import { ON_PRIMARY, THEME_SURFACES, type ColourTheme } from '@si/contract/colour';
import { PRESET_COLORS, type PresetName } from '@si/contract/enums';
import '../auth/sign-in/sign-in.ts';
import '../receivables/invoice-portal/invoice-portal.ts';
import '../settings/users-admin/users-admin.ts';
import { shadowRoots } from '../test-support/axe.ts';
import { cleanup, until } from '../test-support/dom.ts';
import { fakeApi, type FakeApi } from '../test-support/fake-api.ts';
import { INSTRUCTION, STATEMENT, TOKEN, context, details, invoice, show } from '../test-support/portal-fixtures.ts';
import { pageOf, signInAs } from '../test-support/table-test-kit.ts';

const THEMES: ColourTheme[] = ['light', 'dark'];
const TENANT_EXTREMES = ['#ffff00', '#111111'];
/** The page behind the element: the lighter dark surface and the darker light one are the hard cases. */
const PAGE: Record<ColourTheme, string> = { light: '#F4F5FA', dark: THEME_SURFACES.dark.surface };

let api: FakeApi | undefined;
let server: FakeServer | undefined;
afterEach(() => {
  api?.restore();
  server?.restore();
  api = server = undefined;
  document.body.style.background = '';
  resetAppearance();
  logout();
  cleanup();
});

type Case = { tag: string; html: string; ready: string; arrange?: () => void };
const CASES: Case[] = [
  { tag: 'si-sign-in', html: '<si-sign-in></si-sign-in>', ready: '[part~="form"]' },
  {
    tag: 'si-invoice-portal',
    html: `<si-invoice-portal token="${TOKEN}"></si-invoice-portal>`,
    ready: '[part="invoice-row"]',
    arrange: () => {
      const ctx = context([invoice(1), invoice(2, { paid: true, status: 'paid', balance: '0.00' })]);
      api = fakeApi({
        'GET /api/portal/details': { json: details(false) },
        'GET /api/filedrop': { json: ctx },
        'GET /api/fetch_sales_files': { json: { files: [] } },
        'GET /api/portal_comments/object_comments': { json: { comments: [] } },
        'GET /api/fetch_latest_statement_files': { json: STATEMENT },
        'GET /api/portal/pay_instructions': { json: { instructions: [INSTRUCTION] } },
      });
    },
  },
  {
    tag: 'si-users-admin',
    html: '<si-users-admin></si-users-admin>',
    ready: 'tbody tr',
    arrange: () => {
      signInAs('OA');
      server = fakeServer();
      const user = { id: 1, identifier: 'U-1', is_active: true, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', home_office_id: 1, phone: '' };
      server.on('GET', '/api/users', { json: pageOf([{ ...user, mfa_active: false, invitation_pending: true, last_login_at: null, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' }] }]) });
    },
  },
];

/** Renders `c` in `theme`, with the preset or with the page's own `--si-color-primary`. */
async function render(c: Case, theme: ColourTheme, colour: { preset: PresetName } | { page: string }): Promise<Element> {
  if ('preset' in colour) setAppearance({ preset: colour.preset });
  c.arrange?.();
  document.body.style.background = PAGE[theme];
  const style = 'page' in colour ? ` style="--si-color-primary: ${colour.page}"` : '';
  const el = await show(c.html.replace(`<${c.tag}`, `<${c.tag} theme="${theme}"${style}`) as never, c.tag as never, c.ready);
  const roots = () => shadowRoots(el).flatMap((root) => [...root.querySelectorAll('.si-root')]);
  await until(() => roots().length > 0 && roots().every((root) => root.classList.contains(`sl-theme-${theme}`)), `${c.tag} in ${theme}`);
  // Shoelace eases colours in; axe must see the settled ones.
  const running = shadowRoots(el).flatMap((root) => root.getAnimations());
  await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 1000))]);
  return el;
}

/**
 * axe-core's colour-contrast rule only (the other rules are every element test's own business).
 * A rendered `<slot>` looks to axe like a box over the text, so slots are unboxed while it runs.
 */
async function expectReadable(el: Element, label: string): Promise<void> {
  const slots = shadowRoots(el).flatMap((root) => [...root.querySelectorAll('slot')]).filter((slot) => getComputedStyle(slot).display !== 'none' && !slot.style.display);
  slots.forEach((slot) => (slot.style.display = 'contents'));
  try {
    const { violations, passes } = await axe.run(el, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations', 'passes'] });
    const found = violations.flatMap((v) => v.nodes.map((n) => `${n.target.flat().join(' >> ')}: ${n.failureSummary ?? ''}`));
    expect(found, `${el.localName} ${label}`).to.deep.equal([]);
    expect(passes.flatMap((p) => p.nodes).length, `${el.localName} ${label}: text checked`).to.be.greaterThan(0);
  } finally {
    slots.forEach((slot) => slot.style.removeProperty('display'));
  }
}

/** The sRGB pixel Chromium paints for a CSS colour. */
function pixel(css: string): [number, number, number] {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  ctx.fillStyle = css;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

/** WCAG 2.1 contrast ratio of two painted colours (the unit test uses culori for the same sum). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = pixel(css).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour a token of the element's Shell root resolves to. */
function resolved(el: Element, token: string): string {
  const root = shadowRoots(el)[0]!.querySelector('.si-root')!;
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  root.append(probe);
  const css = getComputedStyle(probe).color;
  probe.remove();
  return css;
}

describe('contrast of the primary colour in every preset and theme', () => {
  for (const theme of THEMES) {
    for (const preset of Object.keys(PRESET_COLORS) as PresetName[]) {
      it(`${theme}, ${preset} ${PRESET_COLORS[preset]}: sign-in passes colour-contrast`, async () => {
        await expectReadable(await render(CASES[0]!, theme, { preset }), `${theme} ${preset}`);
      });
    }
    for (const preset of ['success', 'yellow', 'info'] as PresetName[]) {
      for (const c of CASES.slice(1)) {
        it(`${theme}, ${preset}: ${c.tag} passes colour-contrast`, async () => {
          await expectReadable(await render(c, theme, { preset }), `${theme} ${preset}`);
        });
      }
    }
    for (const page of TENANT_EXTREMES) {
      for (const c of CASES) {
        it(`${theme}, a page's own ${page}: ${c.tag} passes colour-contrast`, async () => {
          await expectReadable(await render(c, theme, { page }), `${theme} ${page}`);
        });
      }
      it(`${theme}, a page's own ${page}: the text, fill and ring shades Chromium paints keep their ratios`, async () => {
        const el = await render(CASES[0]!, theme, { page });
        const [text, strong, ring] = ['--sl-color-primary-600', '--sl-color-primary-700', '--sl-focus-ring-color'].map((token) => resolved(el, token));
        for (const surface of [THEME_SURFACES[theme].background, THEME_SURFACES[theme].surface, PAGE[theme]]) {
          expect(contrast(text!, surface), `text on ${surface}`).to.be.at.least(4.5);
          expect(contrast(strong!, surface), `strong on ${surface}`).to.be.at.least(4.5);
          expect(contrast(ring!, surface), `ring on ${surface}`).to.be.at.least(3);
        }
        expect(contrast(ON_PRIMARY[theme], text!), 'on-primary on the fill').to.be.at.least(4.5);
      });
    }
  }
});
