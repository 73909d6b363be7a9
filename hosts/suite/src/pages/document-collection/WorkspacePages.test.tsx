// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { FakeServer } from '@si/core/testing';
import { ADA } from '../../test-support/signedIn.ts';
import { elementPageTests, pageReply, withQuery, type ElementPageCase } from '../../test-support/elementPages.ts';
import { currentPath } from '../../test-support/renderApp.tsx';
import { waitFor } from '../../test-support/waitFor.ts';

const IC = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'IC' as const }] };
const ACME = {
  id: 11, name: 'Acme Trading', module_kind: 1, workspace_kind: null, lead: null, team: null, office: null, account_hold: false, account_hold_message: '',
  archived: false, progress: { accepted: 0, total: 0 }, overdue_count: 0, contact_count: 0, created_at: '2026-01-01T00:00:00Z',
};

// Both products that list workspaces, each with its own module kind.
const CASES: ElementPageCase[] = [
  { path: '/filestride/workspaces', tag: 'si-workspaces-admin', api: '/api/accounts', ready: '[part="empty"]', check: withQuery({ module_kind: '1' }) },
  { path: '/clm/workspaces', tag: 'si-workspaces-admin', api: '/api/accounts', ready: '[part="empty"]', check: withQuery({ module_kind: '6' }) },
];

function serveChoices(server: FakeServer) {
  for (const path of ['/api/users', '/api/teams', '/api/offices', '/api/custom_fields', '/api/checklists']) server.on('GET', path, pageReply());
}

describe('workspaces pages', () => {
  const { visit, WAIT } = elementPageTests(CASES, {
    user: IC,
    serve: (server, c) => {
      serveChoices(server);
      server.on('GET', '/api/accounts', pageReply(c ? [] : [ACME]));
    },
  });

  it('opens a workspace from the list inside the suite, placing its details with the route\'s ids', async () => {
    await visit('/filestride/workspaces', async (shown) => {
      const list = await waitFor(() => shown.container.querySelector('si-workspaces-admin'), WAIT);
      const link = await waitFor(() => list.shadowRoot?.querySelector<HTMLAnchorElement>('[part="detail-link"]'), WAIT);
      expect(link.getAttribute('href')).to.equal('/filestride/workspaceDetails/1/11');
      link.click();
      const detail = await waitFor(() => shown.container.querySelector('si-workspace-detail'), WAIT);
      expect(currentPath()).to.equal('/filestride/workspaceDetails/1/11');
      expect([detail.getAttribute('account-type'), detail.getAttribute('account-id')]).to.deep.equal(['1', '11']);
      // Its requirements and their review sit below, on the same workspace.
      expect(shown.container.querySelector('si-workspace-requirements')?.getAttribute('account-id')).to.equal('11');
      expect(shown.container.querySelector('[data-testid=not-yet-available]')).to.equal(null);
    });
  });
});
