// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { ADA } from '../../test-support/signedIn.ts';
import { elementPageTests, pageReply, type ElementPageCase } from '../../test-support/elementPages.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };
const list = (path: string, tag: string, api: string): ElementPageCase => ({ path, tag, api, ready: '[part="empty"]' });

// Every module prefix's spelling of each administration route, with the element it shows and the list it reads.
const CASES = [
  list('/bank/offices', 'si-offices-admin', '/api/offices'),
  list('/payable/offices', 'si-offices-admin', '/api/offices'),
  list('/clm/users', 'si-users-admin', '/api/users'),
  list('/spm/teams', 'si-teams-admin', '/api/teams'),
  list('/filestride/myTask', 'si-my-tasks', '/api/tasks'),
  list('/spm/myTasks', 'si-my-tasks', '/api/tasks'),
  list('/secureinvoice/mytask', 'si-my-tasks', '/api/tasks'),
  list('/bank/auditlog', 'si-audit-log', '/api/audit_log'),
  list('/payable/report/auditlog', 'si-audit-log', '/api/audit_log'),
];

describe('administration pages', () => {
  elementPageTests(CASES, { user: OA, serve: (server, c) => c && server.on('GET', c.api, pageReply()) });
});
