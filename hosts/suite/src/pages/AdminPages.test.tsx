// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout } from '@si/core';
import { currentPath, renderApp, type RenderedApp } from '../test-support/renderApp.tsx';
import { shellServer } from '../test-support/shellServer.ts';
import { ADA, signInAs } from '../test-support/signedIn.ts';
import { waitFor } from '../test-support/waitFor.ts';

const empty = { json: { count: 0, next: null, previous: null, results: [] } };
const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };

// Every module prefix's spelling of each administration route, with the element it shows and the list it reads.
const CASES: [path: string, tag: string, api: string][] = [
  ['/bank/offices', 'si-offices-admin', '/api/offices'],
  ['/payable/offices', 'si-offices-admin', '/api/offices'],
  ['/clm/users', 'si-users-admin', '/api/users'],
  ['/spm/teams', 'si-teams-admin', '/api/teams'],
  ['/filestride/myTask', 'si-my-tasks', '/api/tasks'],
  ['/spm/myTasks', 'si-my-tasks', '/api/tasks'],
  ['/secureinvoice/mytask', 'si-my-tasks', '/api/tasks'],
  ['/bank/auditlog', 'si-audit-log', '/api/audit_log'],
  ['/payable/report/auditlog', 'si-audit-log', '/api/audit_log'],
];

describe('administration pages (issue 5)', () => {
  let app: RenderedApp | undefined;

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
  });

  for (const [path, tag, api] of CASES) {
    it(`${path} shows <${tag}>, which reads ${api}`, async () => {
      signInAs(OA);
      const server = shellServer();
      server.on('GET', api, empty);
      try {
        app = renderApp(path);
        const element = await waitFor(() => app!.container.querySelector(tag));
        await waitFor(() => element.shadowRoot?.querySelector('[part="empty"]'));
        expect(server.requests.some((r) => r.path === api)).to.equal(true);
        expect(currentPath()).to.equal(path);
        expect(app.container.querySelector('[data-testid=not-yet-available]')).to.equal(null);
      } finally {
        server.restore();
      }
    });
  }
});
