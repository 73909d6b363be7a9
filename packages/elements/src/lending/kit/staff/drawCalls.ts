/**
 * The staff draw calls of the route catalogue (packages/contract/src/api/lending-draws.ts), for the
 * loan's draws screen: read, save the budget, ask a draw, inspect, approve, reject, disburse, and
 * the schedule as a file. Plain `apiRequest` calls on the catalogue's paths until the generated
 * operations list has them (then each is `api('<operationId>')`).
 */
import type { DrawApproval, DrawBudgetWrite, DrawInspection, DrawRequestRow, LoanDraws } from '@si/contract';
import { apiRequest } from '@si/core';
import { useStore } from '@nanostores/react';
import { $user } from '@si/core';

type In<T> = { [K in keyof T]?: T[K] };

export const getLoanDraws = (loanId: number, signal?: AbortSignal) => apiRequest<LoanDraws>('GET', `/api/lending/loans/${loanId}/draws`, { signal });
export const saveDrawBudget = (loanId: number, json: { lines: In<DrawBudgetWrite['lines'][number]>[] }) => apiRequest<LoanDraws>('PUT', `/api/lending/loans/${loanId}/draw-budget`, { json });
export const createDraw = (loanId: number, json: { note: string; lines: { draw_line_id: number; amount: string }[] }) => apiRequest<DrawRequestRow>('POST', `/api/lending/loans/${loanId}/draws`, { json });
export const inspectDraw = (drawId: number, json: DrawInspection) => apiRequest<DrawRequestRow>('POST', `/api/lending/draws/${drawId}/inspection`, { json });
export const approveDraw = (drawId: number, json: DrawApproval) => apiRequest<DrawRequestRow>('POST', `/api/lending/draws/${drawId}/approve`, { json });
export const rejectDraw = (drawId: number, json: { version: number; reason: string }) => apiRequest<DrawRequestRow>('POST', `/api/lending/draws/${drawId}/reject`, { json });
export const disburseDraw = (drawId: number, json: { version: number }) => apiRequest<DrawRequestRow>('POST', `/api/lending/draws/${drawId}/disburse`, { json });
export const drawScheduleFile = (loanId: number) => apiRequest<Blob>('GET', `/api/lending/loans/${loanId}/draws/schedule`, { responseType: 'blob' });

/** Whether the signed-in user is a reviewer (LRA) in some office: above the organization's amount only they approve a draw. */
export function useIsReviewer(): boolean {
  const user = useStore($user);
  return !!user?.offices.some((entry) => entry.role === 'LRA');
}
