/** Where the sign-in flow goes next: the MFA challenge screen, MFA setup, or in. */
export type SignedInDetail = { next: 'challenge' | 'setup' | 'done' };
export type SiSignedInEvent = CustomEvent<SignedInDetail>;
export type SiCancelEvent = CustomEvent<Record<string, never>>;
export type SiMfaEnabledEvent = CustomEvent<{ challengeMethod: 'VIRTUAL' | 'EMAIL' | 'ALL' }>;
export type SiPasswordChangedEvent = CustomEvent<{ mode: 'reset' | 'activation' }>;

/** Every public event of the elements, by name. */
export interface SiEventMap {
  'si-signed-in': SiSignedInEvent;
  'si-cancel': SiCancelEvent;
  'si-mfa-enabled': SiMfaEnabledEvent;
  'si-password-changed': SiPasswordChangedEvent;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends SiEventMap {}
}
