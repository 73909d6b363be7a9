/**
 * Lending: covenants, their tests and results, waivers and the recompute job. Every staff role of
 * an organization with the lender product reads; the write roles (IC, OA, LRA) add, change and
 * archive covenants and enter figures; a waiver is a reviewer's (LRA) or an Office
 * Administrator's (403 for an IC, saying so). Another organization's loan, covenant, test or job is a 404.
 * A formula that cannot be saved is a 400 on `formula` saying why (too long, too deep, a figure
 * not asked for, unreadable, a divisor that is always zero).
 */
import { WRITE_ROLES } from '../enums.ts';
import { REVIEW_ROLES } from '../lending/constants.ts';
import {
  CovenantCreate,
  CovenantFiguresEntry,
  CovenantList,
  CovenantListQuery,
  CovenantPatch,
  CovenantRow,
  CovenantTestDetail,
  LendingJobAnswer,
  PortalCovenantFigures,
  RecomputeRequest,
  WaiverCreate,
} from '../lending/covenants.ts';
import { PortalItem } from '../portal.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Lending', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
/**
 * Waivers pass the write guard (a Viewer Only's 403 is the common one), then only a reviewer
 * (LRA) or an Office Administrator goes on: an IC's 403 says who approves a waiver.
 */
const approve = { ...read, roles: REVIEW_ROLES } as const;
const APPROVERS = `Only a reviewer (${REVIEW_ROLES.join(' or ')}) approves or revokes a waiver; another role is a 403.`;

export const COVENANT_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/lending/loans/{id}/covenants',
    operationId: 'listLoanCovenants',
    summary: "A loan's covenants, each with its tests (date, due date, status, current result and headroom) and waivers",
    description: 'Archived covenants with `archived=true`. The statements sent do not grow with the number of covenants or tests.',
    query: CovenantListQuery,
    response: CovenantList,
  },
  {
    ...write,
    method: 'post',
    path: '/api/lending/loans/{id}/covenants',
    operationId: 'createLoanCovenant',
    summary: 'Add a financial or affirmative covenant: its tests are generated until the maturity (3 years without one), and the requirements of those within 30 days opened',
    body: CovenantCreate,
    response: CovenantRow,
    status: 201,
  },
  {
    ...write,
    method: 'patch',
    path: '/api/lending/covenants/{id}',
    operationId: 'updateCovenant',
    summary: 'Change a covenant (any subset); a new formula, operator or threshold recomputes its current results as new ones',
    body: CovenantPatch,
    response: CovenantRow,
  },
  { ...write, method: 'post', path: '/api/lending/covenants/{id}/archive', operationId: 'archiveCovenant', summary: 'Archive a covenant: no more requirements are opened for it; its results stay', response: CovenantRow },
  {
    ...read,
    method: 'get',
    path: '/api/lending/covenant-tests/{id}',
    operationId: 'getCovenantTest',
    summary: 'One test with every result it had, newest first (superseded ones too)',
    response: CovenantTestDetail,
  },
  {
    ...write,
    method: 'post',
    path: '/api/lending/covenant-tests/{id}/figures',
    operationId: 'enterCovenantFigures',
    summary: "Enter a financial test's figures for the borrower (cause `entered`); a test with a result gets a new one superseding it",
    description: 'Exactly the covenant\'s figure names, each a number with at most 14 digits before the point and 4 after it (400 on `figures.<name>`). An accepted requirement is a 400.',
    body: CovenantFiguresEntry,
    response: CovenantTestDetail,
  },
  {
    ...approve,
    method: 'post',
    path: '/api/lending/covenants/{id}/waivers',
    operationId: 'createCovenantWaiver',
    summary: 'Waive or defer a covenant (or one of its tests) until a future date, with the reason: a breach under it reads `waived`',
    description: APPROVERS,
    body: WaiverCreate,
    response: CovenantRow,
    status: 201,
  },
  { ...approve, method: 'post', path: '/api/lending/covenant-waivers/{id}/revoke', operationId: 'revokeCovenantWaiver', summary: 'Revoke a waiver before it expires', description: APPROVERS, response: CovenantRow },
  {
    ...write,
    method: 'post',
    path: '/api/lending/jobs/recompute',
    operationId: 'startCovenantRecompute',
    summary: 'Recompute every current result of the covenants named (all without names) as new results, in the background; answers the job',
    body: RecomputeRequest,
    response: LendingJobAnswer,
    status: 202,
  },
  { ...read, method: 'get', path: '/api/lending/jobs/{id}', operationId: 'getLendingJob', summary: "A lending job's state and progress", response: LendingJobAnswer },
  {
    tag: 'Portals',
    auth: 'portal',
    token: 'body',
    method: 'post',
    path: '/api/filedrop/covenant_figures',
    operationId: 'reportCovenantFigures',
    summary: "Lender portal: report a financial covenant test's figures (its METRIC requirement)",
    description:
      "Only an item of the token's workspace (404 otherwise) that is a covenant test's; exactly the covenant's figure names, each a number with at most 14 digits before the point and 4 after it (400 on `figures.<name>`); not once accepted. A second report corrects the first (a new result supersedes it).",
    body: PortalCovenantFigures,
    response: PortalItem,
  },
];
