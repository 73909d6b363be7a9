// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { currentPath } from '../../test-support/renderApp.tsx';
import { ADA } from '../../test-support/signedIn.ts';
import { waitFor } from '../../test-support/waitFor.ts';
import type { FakeServer } from '@si/core/testing';
import { elementPageTests, pageReply, withQuery, type ElementPageCase } from '../../test-support/elementPages.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };
const CHECKLIST = { id: 4, name: 'Annual review', description: '', module_kind: 2, item_count: 1 };
const ITEM = { id: 11, position: 0, kind: 'REQUEST_ITEM', title: 'Balance sheet', description: '', due_offset_days: 30, assignment_kind: 1, contact_role_id: null, threshold_kind: 0, threshold_value: null };
const FILE = { id: 1, name: 'Terms', description: '', file_name: 'terms.pdf', content_type: 'application/pdf', size: 10, checksum_sha256: '', created_at: '2026-01-01T00:00:00Z' };
const SHARE = {
  id: 3, contact_id: 9, contact_email: 'carla@example.com', file_name: 'offer.pdf', content_type: 'application/pdf', size: 10, message: '',
  expires_at: '2099-01-01T00:00:00Z', revoked: false, download_count: 0, last_downloaded_at: null, created_at: '2026-01-01T00:00:00Z',
};

// Each route on its prefixes: the element, the call it makes (and the module kind it sends), what shows once it answered.
const CASES: ElementPageCase[] = [
  { path: '/bank/checklists', tag: 'si-checklists-admin', api: '/api/checklists', ready: 'tbody tr', check: withQuery({ module_kind: '2' }) },
  { path: '/filestride/checklists', tag: 'si-checklists-admin', api: '/api/checklists', ready: 'tbody tr', check: withQuery({ module_kind: '1' }) },
  { path: '/spm/checklists', tag: 'si-checklists-admin', api: '/api/checklists', ready: 'tbody tr', check: withQuery({ module_kind: '7' }) },
  { path: '/bank/checklists/4', tag: 'si-checklist-editor', api: '/api/checklists/4', ready: '[part="items"]' },
  { path: '/spm/checklists/4', tag: 'si-checklist-editor', api: '/api/checklists/4', ready: '[part="items"]' },
  { path: '/bank/standardFiles', tag: 'si-standard-files', api: '/api/standard_files', ready: 'tbody tr' },
  { path: '/filestride/standardFiles', tag: 'si-standard-files', api: '/api/standard_files', ready: 'tbody tr' },
  { path: '/spm/standardFiles', tag: 'si-standard-files', api: '/api/standard_files', ready: 'tbody tr' },
  { path: '/bank/secureFileShare', tag: 'si-secure-file-share', api: '/api/secure_file_share', ready: 'tbody tr' },
  { path: '/filestride/secureFileShare', tag: 'si-secure-file-share', api: '/api/secure_file_share', ready: 'tbody tr' },
  { path: '/clm/teams/3', tag: 'si-team-detail', api: '/api/teams/3/members', ready: 'tbody tr' },
  { path: '/payable/teams/3', tag: 'si-team-detail', api: '/api/teams/3/members', ready: 'tbody tr' },
  { path: '/secureinvoice/teams/3', tag: 'si-team-detail', api: '/api/teams/3/members', ready: 'tbody tr' },
];

function serveFiles(server: FakeServer) {
  server.on('GET', '/api/checklists', pageReply([CHECKLIST]));
  server.on('GET', '/api/checklists/4', { json: { ...CHECKLIST, items: [ITEM] } });
  server.on('GET', '/api/contact_roles', pageReply([]));
  server.on('GET', '/api/standard_files', pageReply([FILE]));
  server.on('GET', '/api/secure_file_share', pageReply([SHARE]));
  server.on('GET', '/api/teams', pageReply([{ id: 3, name: 'Collections', member_count: 1 }]));
  server.on('GET', '/api/teams/3', { json: { id: 3, name: 'Collections', member_count: 1 } });
  server.on('GET', '/api/teams/3/members', pageReply([{ user_id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', is_active: true, added_at: '2026-01-01T00:00:00Z' }]));
  server.on('GET', '/api/users', pageReply([]));
}

describe('checklists, files and team pages', () => {
  const { visit, WAIT } = elementPageTests(CASES, { user: OA, serve: serveFiles });

  it('follows a checklist link and the way back inside the suite', async () => {
    await visit('/bank/checklists', async (app) => {
      const list = await waitFor(() => app.container.querySelector('si-checklists-admin'), WAIT);
      const link = await waitFor(() => list.shadowRoot?.querySelector<HTMLAnchorElement>('tbody a'), WAIT);
      expect(link.getAttribute('href')).to.equal('/bank/checklists/4');
      link.click();
      const editor = await waitFor(() => app.container.querySelector('si-checklist-editor'));
      expect(currentPath()).to.equal('/bank/checklists/4');
      const back = await waitFor(() => editor.shadowRoot?.querySelector<HTMLAnchorElement>('[part="back"]'));
      back.click();
      await waitFor(() => app.container.querySelector('si-checklists-admin'));
      expect(currentPath()).to.equal('/bank/checklists');
    });
  });

  it('goes back from a team to the teams inside the suite', async () => {
    await visit('/spm/teams/3', async (app) => {
      const detail = await waitFor(() => app.container.querySelector('si-team-detail'), WAIT);
      const back = await waitFor(() => detail.shadowRoot?.querySelector<HTMLAnchorElement>('[part="back"]'), WAIT);
      expect(back.getAttribute('href')).to.equal('/spm/teams');
      back.click();
      await waitFor(() => app.container.querySelector('si-teams-admin'));
      expect(currentPath()).to.equal('/spm/teams');
    });
  });
});
