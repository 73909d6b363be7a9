// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout } from '@si/core';
import { currentPath, renderApp, type RenderedApp } from '../test-support/renderApp.tsx';
import { shellServer } from '../test-support/shellServer.ts';
import { ADA, signInAs } from '../test-support/signedIn.ts';
import { waitFor } from '../test-support/waitFor.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };
const at = '2026-01-05T10:00:00Z';
const TRANSITION = {
  id: 21, workflow_id: 5, name: 'Receive', from_step_id: 11, to_step_id: 12, automatic: true, combiner: 1, trigger: 1,
  trigger_team_id: null, trigger_user_id: null, trigger_contact_id: null, conditions: [], actions: [{ action: 1 }, { action: 4 }],
};
const WORKFLOW = {
  id: 5, name: 'Intake', module_kind: 1, description: '', is_active: true, created_at: at, updated_at: at,
  steps: [{ id: 11, name: 'Requested', order: 0, is_initial: true, is_final: false }, { id: 12, name: 'Received', order: 1, is_initial: false, is_final: true }],
  transitions: [TRANSITION],
};
const SUMMARY = { id: 5, name: 'Intake', module_kind: 1, description: '', is_active: true, step_count: 2, transition_count: 1, created_at: at, updated_at: at };
const page = (results: unknown[]) => ({ json: { count: results.length, next: null, previous: null, results } });

// [path, element, the call it makes, the query it sends (lists), what shows once it answered]
const CASES: [path: string, tag: string, api: string, query: Record<string, string> | null, ready: string][] = [
  ['/filestride/workflows', 'si-workflows-admin', '/api/workflows', { module_kind: '1' }, 'tbody tr'],
  ['/bank/workflows', 'si-workflows-admin', '/api/workflows', { module_kind: '2' }, 'tbody tr'],
  ['/clm/workflows', 'si-workflows-admin', '/api/workflows', { module_kind: '6' }, 'tbody tr'],
  ['/clm/workflows/5', 'si-workflow-editor', '/api/workflows/5', null, 'li.step'],
  ['/spm/workflows/5', 'si-workflow-editor', '/api/workflows/5', null, 'li.step'],
  ['/payable/workflow/transitions/21', 'si-transition-editor', '/api/workflow_transitions/21', null, '[part="form"]'],
  ['/secureinvoice/workflow/transitions/21', 'si-transition-editor', '/api/workflow_transitions/21', null, '[part="form"]'],
];

function serveWorkflows() {
  const server = shellServer();
  server.on('GET', '/api/workflows', page([SUMMARY]));
  server.on('GET', '/api/workflows/5', { json: WORKFLOW });
  server.on('GET', '/api/workflow_transitions/21', { json: TRANSITION });
  server.on('GET', '/api/teams', page([]));
  server.on('GET', '/api/users', page([]));
  return server;
}

describe('workflow pages (issue 5)', () => {
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
      const server = serveWorkflows();
      try {
        app = renderApp(path);
        const element = await waitFor(() => app!.container.querySelector(tag), 20000);
        // The elements' chunk may still be compiling on a cold dev server.
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

  it('follows a workflow link, then a transition link, inside the suite', async () => {
    signInAs(OA);
    const server = serveWorkflows();
    try {
      app = renderApp('/filestride/workflows');
      const list = await waitFor(() => app!.container.querySelector('si-workflows-admin'));
      const link = await waitFor(() => list.shadowRoot?.querySelector<HTMLAnchorElement>('tbody a'));
      expect(link.getAttribute('href')).to.equal('/filestride/workflows/5');
      link.click();
      const editor = await waitFor(() => app!.container.querySelector('si-workflow-editor'));
      expect(currentPath()).to.equal('/filestride/workflows/5');
      const transition = await waitFor(() => editor.shadowRoot?.querySelector<HTMLAnchorElement>('[part="transitions"] tbody a'));
      expect(transition.getAttribute('href')).to.equal('/filestride/workflow/transitions/21');
      transition.click();
      await waitFor(() => app!.container.querySelector('si-transition-editor')?.shadowRoot?.querySelector('[part="form"]'));
      expect(currentPath()).to.equal('/filestride/workflow/transitions/21');
    } finally {
      server.restore();
    }
  });
});
