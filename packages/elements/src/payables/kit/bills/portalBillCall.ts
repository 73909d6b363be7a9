/**
 * The vendor portal's two multipart calls: send a bill (POST /api/portal/bills) and answer a
 * rejection with a corrected bill (POST /api/portal/bills/{id}/correction). The token is the
 * credential (in the form, and the file-drop grant as a header); never an Authorization header.
 * Sent with fetch: a bill is at most 10 MB, and fetch goes through the same network as every
 * other call (the tests' and stories' fakes answer it).
 */
import type { PortalItem } from '@si/contract';
import { OPERATIONS } from '@si/contract/operations';
import { ApiError, getApiBase } from '@si/core';
import { portalHeaders } from '@si/core/portal';

export type PortalBillFields = { number: string; bill_date: string; due_date: string; currency: string; total: string };

const pathOf = (correcting?: number) =>
  correcting === undefined ? OPERATIONS.submitPortalBill.path : OPERATIONS.correctPortalBill.path.replace('{id}', encodeURIComponent(String(correcting)));

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends the bill; resolves with it as the portal lists it, rejects with ApiError (400 names the field). */
export async function sendPortalBill(token: string, fields: PortalBillFields, file: File, correcting?: number): Promise<PortalItem> {
  const form = new FormData();
  form.append('token', token);
  for (const [key, value] of Object.entries(fields)) form.append(key, value.trim());
  form.append('file', file, file.name);
  const base = getApiBase() || location.origin;
  let response: Response;
  try {
    response = await fetch(`${base}${pathOf(correcting)}`, { method: 'POST', body: form, headers: { Accept: 'application/json', ...portalHeaders(token) } });
  } catch (cause) {
    throw new ApiError({ status: 0, statusText: cause instanceof Error ? cause.message : String(cause), cause });
  }
  const data = await readBody(response);
  if (!response.ok) throw new ApiError({ data, status: response.status, statusText: response.statusText });
  return data as PortalItem;
}
