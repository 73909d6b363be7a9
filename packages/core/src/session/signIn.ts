/**
 * The sign-in state machine of spec 4: jwt create either asks for MFA (challenge or
 * setup, with an MFA token) or hands out the tokens; MFA confirm calls hand out
 * access_token/refresh_token. Tokens are stored first, then the user is loaded.
 */
import type { JwtCreateResponse, MfaChallengeResponse, MfaTokensResponse, EnableMfaResponse, UserMfaResponse } from '@si/contract';
import type { MfaChallengeMethod } from '@si/contract/enums';
import { apiRequest } from '../http/api.ts';
import { $auth, $loggedIn, $mfa, $user, logout } from './stores.ts';
import { loadCurrentUser } from './account.ts';

export type SignInResult = 'challenge' | 'setup' | 'done';

class SessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionError';
  }
}

async function storeTokens(access: unknown, refresh: unknown): Promise<void> {
  if (typeof access !== 'string' || !access || typeof refresh !== 'string' || !refresh) {
    throw new SessionError('The server did not return the session tokens.');
  }
  $mfa.set(undefined);
  $auth.set({ access, refresh });
  await loadCurrentUser();
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const body = await apiRequest<JwtCreateResponse>('POST', '/auth/jwt/create/', { json: { email, password }, auth: 'none' });
  if (body?.token && body.mfa) {
    $auth.set(undefined);
    $user.set(undefined);
    const marker = body.mfa === 'challenge' ? 'challenge' : 'setup';
    $mfa.set({ token: body.token, userId: body.user_id, challengeMethod: body.challenge_method, marker });
    return marker;
  }
  await storeTokens(body?.access, body?.refresh);
  return 'done';
}

function mfaUserId(): number {
  const mfa = $mfa.get();
  if (!mfa) throw new SessionError('No multi-factor sign-in is in progress. Sign in again.');
  if (typeof mfa.userId !== 'number') throw new SessionError('The multi-factor sign-in is missing its user. Sign in again.');
  return mfa.userId;
}

/** Asks the server to start a challenge (for EMAIL/ALL it sends the code by e-mail). */
export async function requestMfaChallenge(): Promise<MfaChallengeResponse> {
  return apiRequest<MfaChallengeResponse>('GET', `/api/users/mfa/${mfaUserId()}/challenge`, { auth: 'mfa' });
}

export async function confirmMfaChallenge(code: string): Promise<void> {
  const body = await apiRequest<MfaTokensResponse>('POST', `/api/users/mfa/${mfaUserId()}/confirm`, {
    json: { qrCode: code.trim() },
    auth: 'mfa',
  });
  await storeTokens(body?.access_token, body?.refresh_token);
}

/** During sign-in setup (MFA token) the `/api/users/mfa/{id}` path; otherwise the signed-in user's. */
function setupTarget(): { path: string; auth: 'mfa' | 'session'; signingIn: boolean } {
  const mfa = $mfa.get();
  if (mfa && !$loggedIn.get()) return { path: `/api/users/mfa/${mfaUserId()}`, auth: 'mfa', signingIn: true };
  const user = $user.get();
  if ($loggedIn.get() && user) return { path: `/api/users/${user.id}`, auth: 'session', signingIn: false };
  throw new SessionError('Sign in before setting up multi-factor authentication.');
}

export async function startMfaSetup(challengeMethod: MfaChallengeMethod): Promise<EnableMfaResponse> {
  const target = setupTarget();
  return apiRequest<EnableMfaResponse>('POST', `${target.path}/enable_mfa`, { json: { challengeMethod }, auth: target.auth });
}

export async function confirmMfaSetup(code1: string, code2: string, challengeMethod: MfaChallengeMethod): Promise<void> {
  const target = setupTarget();
  const body = await apiRequest<Partial<MfaTokensResponse> | undefined>('POST', `${target.path}/confirm_mfa_setup`, {
    json: { qrCode1: code1.trim(), qrCode2: code2.trim(), challengeMethod },
    auth: target.auth,
  });
  if (target.signingIn) await storeTokens(body?.access_token, body?.refresh_token);
  else await loadCurrentUser();
}

export async function getUserMfa(userId: number): Promise<UserMfaResponse> {
  return apiRequest<UserMfaResponse>('GET', `/api/users/${userId}/user_mfa`);
}

/**
 * Signs out: the stored session is cleared here at once (every tab), then the server is asked
 * to end it too (`POST /auth/jwt/logout`), so a copied refresh or access token stops working.
 * That call is best effort: offline, or when the server refuses it, the local sign-out stands
 * and the tokens lapse on their own. Resolves whether the server confirmed.
 */
export async function signOut(): Promise<boolean> {
  const refresh = $auth.get()?.refresh;
  logout();
  if (!refresh) return false;
  try {
    await apiRequest('POST', '/auth/jwt/logout', { json: { refresh }, auth: 'none', responseType: 'none' });
    return true;
  } catch (error) {
    console.warn('The server could not end the session; it was signed out here only.', error);
    return false;
  }
}
