/**
 * @si/core/account: sign-in, MFA and the account's own calls (profile, password). A subpath of
 * its own so the portal elements, which import '@si/core', do not carry them.
 */
export {
  signIn,
  requestMfaChallenge,
  confirmMfaChallenge,
  startMfaSetup,
  confirmMfaSetup,
  getUserMfa,
  signOut,
  type SignInResult,
} from './signIn.ts';
export { loadCurrentUser, updateProfile, requestPasswordReset, confirmPasswordReset, setPassword } from './account.ts';
export { getUser } from './userProfile.ts';
