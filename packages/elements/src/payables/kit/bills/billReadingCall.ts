/**
 * Reading a bill's document into suggestions: start a reading (multipart) and ask how it goes,
 * for staff (the signed-in user's calls) and for the vendor's portal (the token, never an
 * Authorization header). Both answer a BillReading.
 */
import type { BillReading } from '@si/contract';
import { OPERATIONS } from '@si/contract/operations';
import { ApiError, getApiBase } from '@si/core';
import { api, operationPath, postForm } from '@si/core/admin';
import { portalHeaders } from '@si/core/portal';

export type DateOrder = 'dmy' | 'mdy';

/** The two calls a reading needs. */
export type BillReadingCalls = {
  start(file: File, order: DateOrder): Promise<BillReading>;
  get(id: number): Promise<BillReading>;
};

/** How the reader's locale writes 03/04/2025: month first (en-US and a few others) or day first. */
export function dateOrderOf(locale: string): DateOrder {
  try {
    const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(Date.UTC(2025, 2, 4)));
    const month = parts.findIndex((p) => p.type === 'month');
    const day = parts.findIndex((p) => p.type === 'day');
    return month >= 0 && day >= 0 && month < day ? 'mdy' : 'dmy';
  } catch {
    return 'dmy';
  }
}

const form = (file: File, order: DateOrder, token?: string) => {
  const f = new FormData();
  if (token) f.append('token', token);
  f.append('date_order', order);
  f.append('file', file, file.name);
  return f;
};

export const staffReadingCalls: BillReadingCalls = {
  start: (file, order) => postForm<BillReading>(operationPath(OPERATIONS.readBillDocument.path), form(file, order)),
  get: (id) => api('getBillReading', { params: { id } }),
};

async function portalFetch(url: string, init: RequestInit): Promise<BillReading> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    throw new ApiError({ status: 0, statusText: cause instanceof Error ? cause.message : String(cause), cause });
  }
  const text = await response.text().catch(() => '');
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!response.ok) throw new ApiError({ data, status: response.status, statusText: response.statusText });
  return data as BillReading;
}

export function portalReadingCalls(token: string): BillReadingCalls {
  const base = () => getApiBase() || location.origin;
  const headers = { Accept: 'application/json', ...portalHeaders(token) };
  return {
    start: (file, order) => portalFetch(`${base()}${OPERATIONS.readPortalBillDocument.path}`, { method: 'POST', body: form(file, order, token), headers }),
    get: (id) =>
      portalFetch(`${base()}${OPERATIONS.getPortalBillReading.path.replace('{id}', encodeURIComponent(String(id)))}?token=${encodeURIComponent(token)}`, { headers }),
  };
}
