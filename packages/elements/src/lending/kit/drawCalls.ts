/**
 * The borrower portal's draw calls (GET /api/customer/portal/draws, POST
 * /api/customer/portal/draw_requests): the token is the credential and its file-drop grant rides
 * along, as every portal call's does. Failures reject with core's ApiError.
 */
import type { DrawRequestRow, PortalDraws } from '@si/contract';
import { apiRequest } from '@si/core';
import { portalHeaders } from '@si/core/portal';

export const DRAW_PORTAL_PATHS = { draws: '/api/customer/portal/draws', request: '/api/customer/portal/draw_requests' } as const;

export type PortalDrawAsk = { note: string; lines: { draw_line_id: number; amount: string }[] };

/** The loan's budget lines with what remains, and the borrower's draws. */
export const fetchPortalDraws = (token: string, signal?: AbortSignal) =>
  apiRequest<PortalDraws>('GET', DRAW_PORTAL_PATHS.draws, { searchParams: { token }, auth: 'none', headers: portalHeaders(token), signal });

/** Asks a draw; answers it, with the requirement its invoices and lien waivers go to. */
export const createPortalDraw = (token: string, ask: PortalDrawAsk) =>
  apiRequest<DrawRequestRow>('POST', DRAW_PORTAL_PATHS.request, { json: { token, ...ask }, auth: 'none', headers: portalHeaders(token) });
