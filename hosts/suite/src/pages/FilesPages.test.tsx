// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout } from '@si/core';
import { currentPath, renderApp, type RenderedApp } from '../test-support/renderApp.tsx';
import { shellServer } from '../test-support/shellServer.ts';
import { ADA, signInAs } from '../test-support/signedIn.ts';
import { waitFor } from '../test-support/waitFor.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };
const page = (results: unknown[]) => ({ json: { count: results.length, next: null, previous: null, results } });
const CHECKLIST = { id: 4, name: 'Annual review', description: '', module_kind: 2, item_count: 1 };
const ITEM = { id: 11, position: 0, kind: 'REQUEST_ITEM', title: 'Balance sheet', description: '', due_offset_days: 30, assignment_kind: 1, contact_role_id: null, threshold_kind: 0, threshold_value: null };
const FILE = { id: 1, name: 'Terms', description: '', file_name: 'terms.pdf', content_type: 'application/pdf', size: 10, checksum_sha256: '', created_at: '2026-01-01T00:00:00Z' };
const SHARE = {
  id: 3, contact_id: 9, contact_email: 'carla@example.com', file_name: 'offer.pdf', content_type: 'application/pdf', size: 10, message: '',
  expires_at: '2099-01-01T00:00:00Z', revoked: false, download_count: 0, last_downloaded_at: null, created_at: '2026-01-01T00:00:00Z',
};

// [path, element, the call it makes, the query it sends (lists), what shows once it answered]
const CASES: [path: string, tag: string, api: string, query: Record<string, string> | null, ready: string][] = [
  ['/bank/checklists', 'si-checklists-admin', '/api/checklists', { module_kind: '2' }, 'tbody tr'],
  ['/filestride/checklists', 'si-checklists-admin', '/api/checklists', { module_kind: '1' }, 'tbody tr'],
  ['/spm/checklists', 'si-checklists-admin', '/api/checklists', { module_kind: '7' }, 'tbody tr'],
  ['/bank/checklists/4', 'si-checklist-editor', '/api/checklists/4', null, '[part="items"]'],
  ['/spm/checklists/4', 'si-checklist-editor', '/api/checklists/4', null, '[part="items"]'],
  ['/bank/standardFiles', 'si-standard-files', '/api/standard_files', null, 'tbody tr'],
  ['/filestride/standardFiles', 'si-standard-files', '/api/standard_files', null, 'tbody tr'],
  ['/spm/standardFiles', 'si-standard-files', '/api/standard_files', null, 'tbody tr'],
  ['/bank/secureFileShare', 'si-secure-file-share', '/api/secure_file_share', null, 'tbody tr'],
  ['/filestride/secureFileShare', 'si-secure-file-share', '/api/secure_file_share', null, 'tbody tr'],
  ['/clm/teams/3', 'si-team-detail', '/api/teams/3/members', null, 'tbody tr'],
  ['/payable/teams/3', 'si-team-detail', '/api/teams/3/members', null, 'tbody tr'],
  ['/secureinvoice/teams/3', 'si-team-detail', '/api/teams/3/members', null, 'tbody tr'],
];

function serveFiles() {
  const server = shellServer();
  server.on('GET', '/api/checklists', page([CHECKLIST]));
  server.on('GET', '/api/checklists/4', { json: { ...CHECKLIST, items: [ITEM] } });
  server.on('GET', '/api/contact_roles', page([]));
  server.on('GET', '/api/standard_files', page([FILE]));
  server.on('GET', '/api/secure_file_share', page([SHARE]));
  server.on('GET', '/api/teams', page([{ id: 3, name: 'Collections', member_count: 1 }]));
  server.on('GET', '/api/teams/3', { json: { id: 3, name: 'Collections', member_count: 1 } });
  server.on('GET', '/api/teams/3/members', page([{ user_id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', is_active: true, added_at: '2026-01-01T00:00:00Z' }]));
  server.on('GET', '/api/users', page([]));
  return server;
}

describe('checklists, files and team pages (issue 5)', () => {
  let app: RenderedApp | undefined;

  // The elements' chunk compiles on first use; on a busy machine that alone can outlast a test.
  before(async function () {
    this.timeout(120000);
    await import('@si/elements');
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
  });

  for (const [path, tag, api, query, ready] of CASES) {
    it(`${path} shows <${tag}>, which reads ${api}`, async () => {
      signInAs(OA);
      const server = serveFiles();
      try {
        app = renderApp(path);
        const element = await waitFor(() => app!.container.querySelector(tag), 20000);
        await waitFor(() => element.shadowRoot?.querySelector(ready), 20000);
        const request = server.requests.find((r) => r.path === api);
        expect(request, api).to.not.equal(undefined);
        if (query) expect(Object.fromEntries(new URLSearchParams(request!.search))).to.include(query);
        expect(currentPath()).to.equal(path);
        expect(app.container.querySelector('[data-testid=not-yet-available]')).to.equal(null);
      } finally {
        server.restore();
      }
    });
  }

  it('follows a checklist link and the way back inside the suite', async () => {
    signInAs(OA);
    const server = serveFiles();
    try {
      app = renderApp('/bank/checklists');
      const list = await waitFor(() => app!.container.querySelector('si-checklists-admin'), 20000);
      const link = await waitFor(() => list.shadowRoot?.querySelector<HTMLAnchorElement>('tbody a'), 20000);
      expect(link.getAttribute('href')).to.equal('/bank/checklists/4');
      link.click();
      const editor = await waitFor(() => app!.container.querySelector('si-checklist-editor'));
      expect(currentPath()).to.equal('/bank/checklists/4');
      const back = await waitFor(() => editor.shadowRoot?.querySelector<HTMLAnchorElement>('[part="back"]'));
      back.click();
      await waitFor(() => app!.container.querySelector('si-checklists-admin'));
      expect(currentPath()).to.equal('/bank/checklists');
    } finally {
      server.restore();
    }
  });

  it('goes back from a team to the teams inside the suite', async () => {
    signInAs(OA);
    const server = serveFiles();
    try {
      app = renderApp('/spm/teams/3');
      const detail = await waitFor(() => app!.container.querySelector('si-team-detail'), 20000);
      const back = await waitFor(() => detail.shadowRoot?.querySelector<HTMLAnchorElement>('[part="back"]'), 20000);
      expect(back.getAttribute('href')).to.equal('/spm/teams');
      back.click();
      await waitFor(() => app!.container.querySelector('si-teams-admin'));
      expect(currentPath()).to.equal('/spm/teams');
    } finally {
      server.restore();
    }
  });
});
