/**
 * All elements at once (`elements.js`). Each import defines its tag; single elements
 * load from their own entry (`sign-in.js`, ...) and share the runtime chunk.
 */
export { SiSignIn } from './sign-in/sign-in.ts';
export { SiMfaChallenge } from './mfa-challenge/mfa-challenge.ts';
export { SiMfaSetup } from './mfa-setup/mfa-setup.ts';
export { SiPasswordReset } from './password-reset/password-reset.ts';
export { define } from './shared/define.ts';
export { emit } from './shared/emit.ts';
export type * from './shared/events.ts';
