// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { currentPath } from '../../test-support/renderApp.tsx';
import { ADA } from '../../test-support/signedIn.ts';
import { waitFor } from '../../test-support/waitFor.ts';
import type { FakeServer } from '@si/core/testing';
import { elementPageTests, pageReply, withQuery, type ElementPageCase } from '../../test-support/elementPages.ts';

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
// Each route on its prefixes: the element, the call it makes (and the module kind it sends), what shows once it answered.
const CASES: ElementPageCase[] = [
  { path: '/filestride/workflows', tag: 'si-workflows-admin', api: '/api/workflows', ready: 'tbody tr', check: withQuery({ module_kind: '1' }) },
  { path: '/bank/workflows', tag: 'si-workflows-admin', api: '/api/workflows', ready: 'tbody tr', check: withQuery({ module_kind: '2' }) },
  { path: '/clm/workflows', tag: 'si-workflows-admin', api: '/api/workflows', ready: 'tbody tr', check: withQuery({ module_kind: '6' }) },
  { path: '/clm/workflows/5', tag: 'si-workflow-editor', api: '/api/workflows/5', ready: 'li.step' },
  { path: '/spm/workflows/5', tag: 'si-workflow-editor', api: '/api/workflows/5', ready: 'li.step' },
  { path: '/payable/workflow/transitions/21', tag: 'si-transition-editor', api: '/api/workflow_transitions/21', ready: '[part="form"]' },
  { path: '/secureinvoice/workflow/transitions/21', tag: 'si-transition-editor', api: '/api/workflow_transitions/21', ready: '[part="form"]' },
];

function serveWorkflows(server: FakeServer) {
  server.on('GET', '/api/workflows', pageReply([SUMMARY]));
  server.on('GET', '/api/workflows/5', { json: WORKFLOW });
  server.on('GET', '/api/workflow_transitions/21', { json: TRANSITION });
  server.on('GET', '/api/teams', pageReply([]));
  server.on('GET', '/api/users', pageReply([]));
}

describe('workflow pages', () => {
  const { visit } = elementPageTests(CASES, { user: OA, serve: serveWorkflows });

  it('follows a workflow link, then a transition link, inside the suite', async () => {
    await visit('/filestride/workflows', async (app) => {
      const list = await waitFor(() => app.container.querySelector('si-workflows-admin'));
      const link = await waitFor(() => list.shadowRoot?.querySelector<HTMLAnchorElement>('tbody a'));
      expect(link.getAttribute('href')).to.equal('/filestride/workflows/5');
      link.click();
      const editor = await waitFor(() => app.container.querySelector('si-workflow-editor'));
      expect(currentPath()).to.equal('/filestride/workflows/5');
      const transition = await waitFor(() => editor.shadowRoot?.querySelector<HTMLAnchorElement>('[part="transitions"] tbody a'));
      expect(transition.getAttribute('href')).to.equal('/filestride/workflow/transitions/21');
      transition.click();
      await waitFor(() => app.container.querySelector('si-transition-editor')?.shadowRoot?.querySelector('[part="form"]'));
      expect(currentPath()).to.equal('/filestride/workflow/transitions/21');
    });
  });
});
