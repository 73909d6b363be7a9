/**
 * The network behind the stories: window.fetch answers the calls of spec 7.1/7.2 the
 * elements make, so designers can walk every state without an API server.
 *   sign-in: oa@example.com / demo1234 -> in; mfa@example.com -> MFA challenge;
 *            setup@example.com -> MFA setup; anything else -> 401; slow@example.com waits 2 s.
 *   codes:   123456 is right (setup: 123456 then 654321); anything else is rejected.
 *   reset:   token "expired" is refused; any other token works.
 */
import { DEMO_QR_BASE64, DEMO_SECRET } from './demo-qr.ts';
import { UPLOAD_PORTAL_ROUTES, installFakeTusServer } from './uploadPortals.ts';
import { INVOICE_PORTAL_ROUTES } from './invoicePortals.ts';
import { interceptFetch, json } from '@si/core/testing/network';

type Answer = { status?: number; body?: unknown; delay?: number };
// A route answering undefined passes the request on to the next matching route.
type Route = (body: Record<string, string>, match: RegExpExecArray) => Answer | undefined;

const USER = { id: 1, identifier: 'OA-1', is_active: true, email: 'oa@example.com', first_name: 'Olivia', last_name: 'Admin', home_office_id: 1, phone: '', offices: [], mfa_active: false };
const TOKENS = { access: 'story-access', refresh: 'story-refresh' };
const MFA_TOKENS = { access_token: 'story-access', refresh_token: 'story-refresh' };
const WRONG_CODE = { status: 400, body: { qrCode: ['Invalid code. Check the time on your device and try again.'] } };

const ROUTES: [string, RegExp, Route][] = [
  ['POST', /^\/auth\/jwt\/create\/?$/, ({ email, password }) => {
    if (email === 'mfa@example.com') return { body: { token: 'story-mfa', mfa: 'challenge', user_id: 2, challenge_method: 'ALL' } };
    if (email === 'setup@example.com') return { body: { token: 'story-mfa', mfa: 'setup', user_id: 3 } };
    if (email === 'slow@example.com') return { status: 401, body: { detail: 'No active account found with the given credentials' }, delay: 2000 };
    if (email === 'oa@example.com' && password === 'demo1234') return { body: TOKENS };
    return { status: 401, body: { detail: 'No active account found with the given credentials' } };
  }],
  ['GET', /^\/auth\/users\/me\/?$/, () => ({ body: USER })],
  ['GET', /^\/api\/users\/mfa\/\d+\/challenge$/, () => ({ body: { challengeMethod: 'EMAIL', email_sent: true }, delay: 400 })],
  ['POST', /^\/api\/users\/mfa\/\d+\/confirm$/, ({ qrCode }) => (qrCode === '123456' ? { body: MFA_TOKENS } : WRONG_CODE)],
  ['POST', /^\/api\/users\/(mfa\/)?\d+\/enable_mfa$/, () => ({ body: { base64QRCode: DEMO_QR_BASE64, secret: DEMO_SECRET }, delay: 300 })],
  ['POST', /^\/api\/users\/(mfa\/)?\d+\/confirm_mfa_setup$/, ({ qrCode1, qrCode2 }) =>
    qrCode1 === '123456' && qrCode2 === '654321' ? { body: MFA_TOKENS } : { status: 400, body: { qrCode2: ['The two codes must be consecutive codes of the app.'] } }],
  ['POST', /^\/auth\/users\/reset_password\/?$/, () => ({ status: 204, delay: 300 })],
  ['POST', /^\/auth\/users\/reset_password_confirm\/?$/, ({ token, new_password }) => {
    if (token === 'expired') return { status: 400, body: { token: ['Invalid token for given user.'] } };
    if ((new_password ?? '').length < 8) return { status: 400, body: { new_password: ['This password is too short. It must contain at least 8 characters.'] } };
    return { status: 204 };
  }],
  ['POST', /^\/api\/set-password$/, ({ token }) =>
    token === 'expired' ? { status: 400, body: { token: ['This activation link has expired.'] } } : { status: 204 }],
  // The upload portals pass on tokens they do not know, so they go first.
  ...UPLOAD_PORTAL_ROUTES,
  ...INVOICE_PORTAL_ROUTES,
];

async function answer(request: Request, url: URL): Promise<Response> {
  const text = request.method === 'GET' ? '' : await request.text();
  // Portal calls carry their token in the query string: GET routes see it as the body.
  const body = text ? (JSON.parse(text) as Record<string, string>) : Object.fromEntries(url.searchParams);
  for (const [method, pattern, route] of ROUTES) {
    const match = pattern.exec(url.pathname);
    if (method !== request.method || !match) continue;
    const answered = route(body, match);
    if (!answered) continue;
    const { status = 200, body: payload, delay = 150 } = answered;
    await new Promise((resolve) => setTimeout(resolve, delay));
    return json(payload, status);
  }
  return json({ detail: 'Not found.' }, 404);
}

/** Installs the fake API once; calls to other origins or schemes (icons) pass through. */
export function installFakeServer(): void {
  installFakeTusServer();
  interceptFetch((request, url) => {
    const api = url.origin === location.origin && /^\/(auth|api)\//.test(url.pathname);
    return api ? answer(request, url) : undefined;
  });
}
