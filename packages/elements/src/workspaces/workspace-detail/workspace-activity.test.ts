import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { FakeServer } from '@si/core/testing';
import { alertText, clearField, expectAccessible, field, typeInto, until } from '../../test-support/dom.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { openContact, openContacts, serveWorkspace, showWorkspace, tableRows } from './workspace-test-kit.ts';
import type { AccountReminderScheduleRow, AccountTimelineRow } from '@si/core/admin';

let server: FakeServer;
freshServerPerTest((s) => (server = s));

const writes = () => server.requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]);
const EVENTS: AccountTimelineRow[] = [
  { id: 9, at: '2026-02-03T10:00:00Z', action: 'reminder_sent', details: {}, actor: { kind: 'system', id: null, name: 'System' }, concerns: { kind: 'contact', id: 21, name: 'Carla Borrower' } },
  { id: 8, at: '2026-02-02T10:00:00Z', action: 'uploaded', details: {}, actor: { kind: 'contact', id: 21, name: 'Carla Borrower' }, concerns: { kind: 'file', id: 3, name: 'balance-sheet.pdf' } },
  { id: 7, at: '2026-02-01T10:00:00Z', action: 'item_created', details: {}, actor: { kind: 'user', id: 7, name: 'Ada Lovelace' }, concerns: { kind: 'item', id: 5, name: 'Bank statements' } },
  { id: 6, at: '2026-01-05T09:00:00Z', action: 'some_new_code', details: {}, actor: { kind: 'user', id: 7, name: 'Ada Lovelace' }, concerns: null },
  {
    id: 5,
    at: '2026-01-04T09:00:00Z',
    action: 'notification_skipped',
    details: { reason_code: 'customer_notifications_off', to: ['carla@acme.test'] },
    actor: { kind: 'user', id: 7, name: 'Ada Lovelace' },
    concerns: { kind: 'item', id: 5, name: 'Bank statements' },
  },
];
const INHERITED: AccountReminderScheduleRow = { enabled: true, days_before: 3, on_due_date: true, every_days_after: 7, stop_after_days: 30, inherited: true, updated_at: null, customer_notifications: true };
const OWN: AccountReminderScheduleRow = { ...INHERITED, days_before: 5, stop_after_days: null, inherited: false, updated_at: '2026-02-01T10:00:00Z' };

function serveMore(schedule = INHERITED) {
  server.on('GET', '/api/accounts/12/timeline', { json: { count: 14, next: '/api/accounts/12/timeline?page=2', previous: null, results: EVENTS } });
  server.on('GET', '/api/accounts/12/reminder_schedule', { json: schedule });
}

async function openTab(el: Element, name: string, ready: string) {
  control(el, name).click();
  return until(() => el.shadowRoot!.querySelector(ready), name);
}

describe('si-workspace-detail: activity, reminder schedule and remind now', () => {
  it('lists the timeline newest first with who and what, asking the server for the first page', async () => {
    signInAs('VO');
    serveWorkspace(server);
    serveMore();
    const el = await showWorkspace();
    await openTab(el, 'Activity', '[part="activity"] tbody tr:not(.spacer)');
    const rows = tableRows(el.shadowRoot!, '[part="activity"] tbody tr:not(.spacer)');
    expect(rows).to.have.length(5);
    expect(rows[0]).to.match(/2026.* \| System \| Reminder sent \| Carla Borrower$/);
    expect(rows[1]).to.match(/\| Carla Borrower \(contact\) \| File uploaded \| balance-sheet\.pdf$/);
    expect(rows[2]).to.match(/\| Ada Lovelace \| Item added \| Bank statements$/);
    expect(rows[3]).to.match(/\| Ada Lovelace \| Other event: some new code \| $/);
    expect(rows[4]).to.match(/\| Ada Lovelace \| Notification not sent: customer notifications are turned off \| Bank statements$/);
    const query = server.requests.find((r) => r.path === '/api/accounts/12/timeline')!;
    expect(Object.fromEntries(new URLSearchParams(query.search))).to.deep.equal({ page: '1', page_size: '10', ordering: '-at' });
    expect(textOf(el, '[part="activity"]')).to.contain('14');
    await expectAccessible(el);
  });

  it('saves the schedule, showing the server field error first, then inherits the default', async () => {
    signInAs('IC');
    serveWorkspace(server);
    serveMore();
    server.on('PUT', '/api/accounts/12/reminder_schedule', (req, index) => {
      if (index === 0) return { status: 400, json: { days_before: ['Enter a whole number of days from 1 to 60, or null.'] } };
      return { json: (req.body as { inherit?: boolean }).inherit ? INHERITED : OWN };
    });
    const el = await showWorkspace();
    await openTab(el, 'Reminders', '[part="schedule-form"]');
    expect(textOf(el, '[part="schedule-source"]')).to.equal("This workspace follows the organization's default schedule.");
    expect(field(el, 'Days before the due date').value).to.equal('3');
    expect(el.shadowRoot!.querySelector('[part="inherit"]')).to.equal(null);
    await clearField(field(el, 'Days before the due date'));
    await typeInto(field(el, 'Days before the due date'), '5');
    await clearField(field(el, 'Stop after N days'));
    control(el, 'Save schedule').click();
    await until(() => field(el, 'Days before the due date').getAttribute('help-text') === 'Enter a whole number of days from 1 to 60, or null.', 'the server field error');
    control(el, 'Save schedule').click();
    await until(() => textOf(el, '[part="notice"]') === 'Reminder schedule saved.', 'saved');
    expect(textOf(el, '[part="schedule-source"]')).to.equal('This workspace has its own schedule.');
    await expectAccessible(el);
    control(el, "Use the organization's default").click();
    await until(() => textOf(el, '[part="notice"]') === "The workspace follows the organization's default again.", 'inherited');
    await until(() => el.shadowRoot!.activeElement?.textContent?.includes('default again'), 'the focus on default again');
    const body = { enabled: true, days_before: 5, on_due_date: true, every_days_after: 7, stop_after_days: null };
    expect(writes()).to.deep.equal([
      ['PUT', '/api/accounts/12/reminder_schedule', body],
      ['PUT', '/api/accounts/12/reminder_schedule', body],
      ['PUT', '/api/accounts/12/reminder_schedule', { inherit: true }],
    ]);
  });

  it('warns that no reminder is e-mailed while customer notifications are off', async () => {
    signInAs('IC');
    serveWorkspace(server);
    serveMore(INHERITED);
    let el = await showWorkspace();
    await openTab(el, 'Reminders', '[part="schedule-form"]');
    expect(el.shadowRoot!.querySelector('[part="notifications-off"]')).to.equal(null);
    el.remove();
    serveMore({ ...OWN, customer_notifications: false });
    el = await showWorkspace();
    await openTab(el, 'Reminders', '[part="schedule-form"]');
    expect(textOf(el, '[part="notifications-off"]')).to.equal('Customer notifications are turned off in the organization settings: no reminder is e-mailed, whatever this schedule says.');
    await expectAccessible(el);
  });

  it('checks the day counts before sending', async () => {
    signInAs('OA');
    serveWorkspace(server);
    serveMore(OWN);
    const el = await showWorkspace();
    await openTab(el, 'Reminders', '[part="schedule-form"]');
    await clearField(field(el, 'Every N days after the due date'));
    await typeInto(field(el, 'Every N days after the due date'), '61');
    control(el, 'Save schedule').click();
    await until(() => field(el, 'Every N days after the due date').getAttribute('help-text') === 'Enter a whole number of days from 1 to 60, or leave it empty.', 'the local check');
    expect(writes()).to.deep.equal([]);
  });

  it('reminds a contact now, and shows the refusal of a second reminder too soon', async () => {
    signInAs('LRA');
    serveWorkspace(server);
    server.on('POST', '/api/accounts/12/contacts/21/remind', (_req, index) =>
      index === 0
        ? { json: { sent_to: 'carla@acme.test', items: [{ id: 5, title: 'Bank statements', due_date: '2026-03-10' }, { id: 6, title: 'Tax return', due_date: null }] } }
        : { status: 429, json: { detail: 'This contact was reminded less than 10 minutes ago; try again later.' } },
    );
    const el = await showWorkspace();
    await openContacts(el);
    const panel = await openContact(el, 'Carla Borrower');
    control(el, 'Remind now').click();
    await until(() => panel.querySelector('[part="remind-now"] [part="notice"]'), 'the reminder sent');
    const sent = (panel.querySelector<HTMLElement>('[part="remind-now"] [part="notice"]')!.innerText).replace(/\s+/g, ' ');
    expect(sent).to.match(/Reminder sent to carla@acme\.test about: Bank statements \(due .*2026\) Tax return/);
    control(el, 'Remind now').click();
    await until(() => panel.querySelector('[part="remind-now"] [part="error"]'), 'the refusal');
    expect(alertText(el)).to.contain('reminded less than 10 minutes ago');
    expect(panel.querySelector('[part="remind-now"] [part="notice"]')).to.equal(null);
    expect(writes().map((w) => w.slice(0, 2))).to.deep.equal([
      ['POST', '/api/accounts/12/contacts/21/remind'],
      ['POST', '/api/accounts/12/contacts/21/remind'],
    ]);
    await expectAccessible(el);
  });

  it('a View Only user sees the schedule and the timeline, with no write controls', async () => {
    signInAs('VO');
    serveWorkspace(server);
    serveMore(OWN);
    const el = await showWorkspace();
    await openTab(el, 'Reminders', '[part="schedule"]');
    const facts = textOf(el, '[part="schedule"]');
    expect(facts).to.contain('Days before the due date 5 days');
    expect(facts).to.contain('Stop after N days No end');
    expect(el.shadowRoot!.querySelector('[part="schedule-form"], [part="inherit"]')).to.equal(null);
    await openContacts(el);
    await openContact(el, 'Carla Borrower');
    expect(el.shadowRoot!.querySelector('[part="remind-now"]')).to.equal(null);
    expect(writes()).to.deep.equal([]);
  });

  it('runs right to left in Arabic on the new tabs', async () => {
    signInAs('IC');
    serveWorkspace(server);
    serveMore(OWN);
    const el = await show('<si-workspace-detail account-id="12" account-type="2" locale="ar"></si-workspace-detail>', 'si-workspace-detail', '[part="heading"]');
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('dir')).to.equal('rtl');
    // The tabs by their Arabic names: the catalog is loaded.
    await openTab(el, 'التذكيرات', '[part="schedule-form"]');
    await expectAccessible(el);
    await openTab(el, 'النشاط', '[part="activity"] tbody tr:not(.spacer)');
    await expectAccessible(el);
  });
});
