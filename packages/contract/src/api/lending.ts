/**
 * Lending (the lender product, module kind 2): loans and their sections, covenants and their
 * tests, monitoring and the compliance report, the loan pipeline and its decisions, and the draws
 * of construction loans. Every staff role of an organization with the lender product reads; the
 * write roles (IC, OA, LRA) change a loan; ratings, decisions, waivers and policy exceptions are a
 * reviewer's (LRA) or an Office Administrator's. Another organization's loan is a 404.
 */
import type { ApiRoute } from './types.ts';
import { LOAN_ROUTES } from './lending-loans.ts';
import { COVENANT_ROUTES } from './lending-covenants.ts';
import { MONITORING_ROUTES } from './lending-monitoring.ts';
import { LOAN_PIPELINE_ROUTES } from './lending-pipeline.ts';
import { DRAW_ROUTES } from './lending-draws.ts';

export const LENDING_ROUTES: ApiRoute[] = [...LOAN_ROUTES, ...COVENANT_ROUTES, ...MONITORING_ROUTES, ...LOAN_PIPELINE_ROUTES, ...DRAW_ROUTES];
