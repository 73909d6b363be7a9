import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './team-detail.ts';
import { expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, pageOf, rowTexts, signInAs } from '../../test-support/table-test-kit.ts';

const TEAM = { id: 3, name: 'Collections', member_count: 1 };
const MEMBER = { user_id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', is_active: true, added_at: '2026-01-01T00:00:00Z' };
const TAG = '<si-team-detail team-id="3" back-href="/bank/teams"></si-team-detail>';
let server: FakeServer;

freshServerPerTest((s) => {
  server = s;
  server.on('GET', '/api/teams/3', { json: TEAM });
  server.on('GET', '/api/teams/3/members', { json: pageOf([MEMBER]) });
  server.on('GET', '/api/users', { json: pageOf([]) });
});

describe('si-team-detail', () => {
  it('shows the team, its members and a link back to the teams; an OA renames it', async () => {
    signInAs('OA');
    server.on('PATCH', '/api/teams/3', (_r, i) => (i === 0 ? { status: 400, json: { name: ['A team with this name already exists.'] } } : { json: { ...TEAM, name: 'Recovery' } }));
    const el = await show(TAG, 'si-team-detail', 'tbody tr');
    await expectAccessible(el);
    expect(textOf(el, '[part="heading"]')).to.equal('Collections');
    expect(el.shadowRoot!.querySelector('[part="back"]')!.getAttribute('href')).to.equal('/bank/teams');
    expect(rowTexts(el)).to.deep.equal(['Ada Lovelace | ada@example.com | Remove']);
    control(el, 'Rename team').click();
    await until(() => el.shadowRoot!.querySelector('[part="form"]'), 'the rename form');
    await until(() => el.shadowRoot!.activeElement === field(el, 'Name'), 'focus on the name');
    field(el, 'Name').shadowRoot!.querySelector('input')!.select();
    await typeInto(field(el, 'Name'), 'Recovery');
    control(el, 'Save').click();
    await until(() => field(el, 'Name').getAttribute('help-text') === 'A team with this name already exists.', 'the server error');
    await expectAccessible(el);
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).to.deep.equal({ name: 'Recovery' });
    control(el, 'Save').click();
    await until(() => textOf(el, '[part="notice"]') === 'Team renamed to Recovery.', 'renamed');
    expect(textOf(el, '[part="heading"]')).to.equal('Recovery');
    await until(() => el.shadowRoot!.activeElement?.textContent === 'Rename team', 'focus back');
  });

  it('fires a cancelable si-navigate for the back link', async () => {
    signInAs('OA');
    const el = await show(TAG, 'si-team-detail', '[part="back"]');
    let seen: string | undefined;
    const stop = (event: Event) => {
      seen = (event as CustomEvent<{ href: string }>).detail.href;
      event.preventDefault();
    };
    document.addEventListener('si-navigate', stop);
    try {
      el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="back"]')!.click();
    } finally {
      document.removeEventListener('si-navigate', stop);
    }
    expect(seen).to.equal('/bank/teams');
  });

  it('shows a viewer (VO) the team without any write control', async () => {
    signInAs('VO');
    const el = await show(TAG, 'si-team-detail', 'tbody tr');
    expect(rowTexts(el)).to.deep.equal(['Ada Lovelace | ada@example.com']);
    const names = [...el.shadowRoot!.querySelectorAll('button, sl-button')].map((b) => b.textContent!.trim());
    expect(names).to.not.include.members(['Rename team', 'Add member', 'Remove']);
    expect(server.requests.some((r) => r.method === 'GET' && r.path === '/api/users')).to.equal(false);
  });

  it('says when the team does not exist, and is right-to-left in Arabic', async () => {
    signInAs('OA');
    server.on('GET', '/api/teams/3', { status: 404, json: { detail: 'Not found.' } });
    const el = await show('<si-team-detail team-id="3" locale="ar"></si-team-detail>', 'si-team-detail', '[role="alert"]');
    expect(textOf(el, '[role="alert"]')).to.contain('Not found.');
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('dir')).to.equal('rtl');
  });
});
