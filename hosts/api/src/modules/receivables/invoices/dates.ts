/** An invoice's issue and due dates: the due date follows the payment terms unless set by hand. */
import { addDays } from '@si/contract/money';
import { badRequest } from '../../../platform/http/errors.ts';

const DUE_BEFORE_ISSUE = 'The due date cannot be before the issue date.';

/** The due date an invoice shows: issue date plus terms, or the date set by hand. */
export function dueOf(issueDate: string | null, terms: number | null, fixed: string | null): string | null {
  if (terms !== null) return issueDate ? addDays(issueDate, terms) : null;
  return fixed;
}

/** 400 on `due_date` when it falls before the issue date. */
export function checkDates(issueDate: string | null, dueDate: string | null): void {
  if (issueDate && dueDate && dueDate < issueDate) throw badRequest({ due_date: [DUE_BEFORE_ISSUE] });
}
