/**
 * The covenant screens' calls (staff only): a loan's covenants, a new or changed covenant, its
 * archive, a test with its results, staff figures, waivers and their revocation. Failures reject
 * with core's ApiError (a formula's problem: 400 on `formula`; a figure's: on `figures.<name>`).
 */
import type { CovenantCreateInput, CovenantList, CovenantRow, CovenantTestDetail, WaiverKind } from '@si/contract';
import { apiRequest } from '@si/core';

const loanCovenants = (loanId: number) => `/api/lending/loans/${loanId}/covenants`;
const covenantPath = (id: number) => `/api/lending/covenants/${id}`;
const testPath = (id: number) => `/api/lending/covenant-tests/${id}`;

/** What the change form sends: any subset of a covenant's changeable fields. */
export type CovenantChange = Partial<{
  name: string;
  description: string;
  formula: string;
  figures: { name: string; label: string }[];
  operator: string;
  threshold: string;
  warning_margin: string | null;
  due_days: number;
}>;

export type WaiverInput = { kind: WaiverKind; reason: string; expires_on: string; test_id: number | null };

export const loadCovenants = (loanId: number, signal?: AbortSignal) => apiRequest<CovenantList>('GET', loanCovenants(loanId), { signal });
export const addCovenant = (loanId: number, input: CovenantCreateInput) => apiRequest<CovenantRow>('POST', loanCovenants(loanId), { json: input });
export const changeCovenant = (id: number, change: CovenantChange) => apiRequest<CovenantRow>('PATCH', covenantPath(id), { json: change });
export const archiveCovenant = (id: number) => apiRequest<CovenantRow>('POST', `${covenantPath(id)}/archive`, { json: {} });
export const loadTest = (id: number, signal?: AbortSignal) => apiRequest<CovenantTestDetail>('GET', testPath(id), { signal });
export const enterFigures = (testId: number, figures: Record<string, string>) => apiRequest<CovenantTestDetail>('POST', `${testPath(testId)}/figures`, { json: { figures } });
export const waiveCovenant = (id: number, input: WaiverInput) => apiRequest<CovenantRow>('POST', `${covenantPath(id)}/waivers`, { json: input });
export const revokeWaiver = (waiverId: number) => apiRequest<CovenantRow>('POST', `/api/lending/covenant-waivers/${waiverId}/revoke`, { json: {} });
