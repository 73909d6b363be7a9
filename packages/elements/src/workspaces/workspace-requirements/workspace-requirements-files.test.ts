import '@si/core/testing';
import type { FakeServer } from '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import './workspace-requirements.ts';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { control, show, textOf } from '../../test-support/portal-fixtures.ts';
import { freshServerPerTest, pageOf, signInAs } from '../../test-support/table-test-kit.ts';
import { ACCOUNT_ID, ACCOUNTS, listOf, MINUTES } from './requirements.fixtures.ts';

const FILES = {
  ...ACCOUNTS,
  files: [...ACCOUNTS.files, { id: 71, name: 'ledger.xlsx', size: 512, version: 1, uploaded_by: 'Ivan User', uploaded_at: '2025-03-01T11:00:00Z' }],
};
let server: FakeServer;
freshServerPerTest((s) => {
  server = s;
  server.on('GET', `/api/accounts/${ACCOUNT_ID}/items`, { json: listOf([MINUTES, FILES]) });
  server.on('GET', '/api/contact_roles', { json: pageOf([]) });
  server.on('GET', `/api/accounts/${ACCOUNT_ID}/contacts`, { json: { count: 0, results: [] } });
});
const shown = () => show(`<si-workspace-requirements account-id="${ACCOUNT_ID}"></si-workspace-requirements>`, 'si-workspace-requirements', '[part="file-link"]');
const PDF = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

/** Records what the element saves (a link with `download`) and the tabs it opens, instead of doing either. */
function watchBrowser() {
  const saved: { name: string; href: string }[] = [];
  const tabs: { location: { href: string }; closed: boolean; opener: unknown; close(): void }[] = [];
  const click = HTMLAnchorElement.prototype.click;
  const open = window.open;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, href: this.href });
    else click.call(this);
  };
  window.open = (() => {
    const tab = { location: { href: '' }, closed: false, opener: window as unknown, close: () => (tab.closed = true) };
    tabs.push(tab);
    return tab as unknown as Window;
  }) as typeof window.open;
  return {
    saved,
    tabs,
    restore() {
      HTMLAnchorElement.prototype.click = click;
      window.open = open;
    },
  };
}

describe('si-workspace-requirements: the files of a requirement', () => {
  it('is accessible; each name downloads its file under the server\'s name, with the staff\'s token', async () => {
    signInAs('VO');
    server.on('GET', '/api/files/70/download', { blob: PDF, headers: { 'Content-Disposition': `attachment; filename="accounts-2024.pdf"; filename*=UTF-8''accounts-2024%20%C3%A9t%C3%A9.pdf` } });
    const el = await shown();
    await expectAccessible(el);
    const browser = watchBrowser();
    try {
      control(el, 'Download accounts-2024.pdf').click();
      await until(() => browser.saved.length === 1, 'the file to be saved');
      expect(browser.saved[0].name).to.equal('accounts-2024 été.pdf');
      expect(browser.saved[0].href).to.match(/^blob:/);
      const call = server.requests.find((r) => r.path === '/api/files/70/download')!;
      expect(call.authorization).to.equal('JWT ACCESS');
      expect(browser.tabs).to.have.length(0);
    } finally {
      browser.restore();
    }
  });

  it('previews a PDF in a new tab through an object URL; a spreadsheet has no Preview', async () => {
    signInAs('IC');
    server.on('GET', '/api/files/70/preview', { blob: PDF, headers: { 'Content-Disposition': 'inline; filename="accounts-2024.pdf"' } });
    const el = await shown();
    expect([...el.shadowRoot!.querySelectorAll('[part="preview"]')].map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Preview accounts-2024.pdf']);
    const browser = watchBrowser();
    try {
      control(el, 'Preview accounts-2024.pdf').click();
      expect(browser.tabs).to.have.length(1);
      expect(browser.tabs[0].opener).to.equal(null);
      await until(() => browser.tabs[0].location.href.startsWith('blob:'), 'the tab to show the file');
      expect(server.requests.filter((r) => r.path.startsWith('/api/files/')).map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /api/files/70/preview']);
      expect(browser.saved).to.have.length(0);
    } finally {
      browser.restore();
    }
  });

  it('a failed download or preview says why, and the blank tab is closed', async () => {
    signInAs('IC');
    server.on('GET', '/api/files/70/preview', { status: 404, json: { detail: 'This file is no longer available.' } });
    server.on('GET', '/api/files/71/download', { status: 404, json: { detail: 'Not found.' } });
    const el = await shown();
    const browser = watchBrowser();
    try {
      control(el, 'Preview accounts-2024.pdf').click();
      await until(() => el.shadowRoot!.querySelector('[part="files"] [part="error"]'), 'the error');
      expect(textOf(el, '[part="files"] [part="error"]')).to.equal('This file is no longer available.');
      expect(browser.tabs[0].closed).to.equal(true);
      control(el, 'Download ledger.xlsx').click();
      await until(() => textOf(el, '[part="files"] [part="error"]') === 'Not found.', 'the second error');
      expect(browser.saved).to.have.length(0);
    } finally {
      browser.restore();
    }
  });
});
