/**
 * The expenses calls that send a file (multipart, through core's `postForm`, which carries the
 * staff's Authorization header) and the reading of a receipt into suggestions: a receipt chosen
 * for a new expense, or the stored receipt of an expense. Every other call is `api(operationId)`.
 */
import type { ExpenseClaimDetail, ExpenseReading } from '@si/contract';
import { OPERATIONS } from '@si/contract/operations';
import { api, operationPath, postForm } from '@si/core/admin';

/** Attaches (or replaces) an expense's receipt; answers the whole claim. */
export function uploadReceipt(claimId: number, lineId: number, file: File): Promise<ExpenseClaimDetail> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<ExpenseClaimDetail>(operationPath(OPERATIONS.uploadExpenseReceipt.path, { id: claimId, lineId }), form);
}

/** Starts reading a receipt not saved yet. */
export function readChosenReceipt(file: File, order: 'dmy' | 'mdy'): Promise<ExpenseReading> {
  const form = new FormData();
  form.append('date_order', order);
  form.append('file', file, file.name);
  return postForm<ExpenseReading>(operationPath(OPERATIONS.readExpenseDocument.path), form);
}

/** Starts reading an expense's stored receipt. */
export const readStoredReceipt = (claimId: number, lineId: number, order: 'dmy' | 'mdy'): Promise<ExpenseReading> =>
  api('readExpenseReceipt', { params: { id: claimId, lineId }, json: { date_order: order } });

/** How a reading goes. */
export const getReading = (id: number): Promise<ExpenseReading> => api('getExpenseReading', { params: { id } });
