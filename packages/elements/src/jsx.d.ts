// The si-* tags for React users (the suite host writes `<si-sign-in ...>` in TSX).
// React 19 sets attributes by their kebab names and listens to `on<event>` props,
// so `onsi-signed-in={(e) => ...}` works as well as addEventListener.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SiCancelEvent, SiMfaEnabledEvent, SiPasswordChangedEvent, SiSignedInEvent } from './shared/events.ts';

type Shared = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  /** `en`, `fr` or `ar`; defaults to the page's language. */
  locale?: 'en' | 'fr' | 'ar';
  /** `light`, `dark` or `system`; defaults to the suite's appearance. */
  theme?: 'light' | 'dark' | 'system';
  /** Where the API lives; defaults to the page's origin. */
  'api-base'?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'si-sign-in': Shared & {
        'forgot-href'?: string;
        'sign-up-href'?: string;
        heading?: string;
        'onsi-signed-in'?: (event: SiSignedInEvent) => void;
      };
      'si-mfa-challenge': Shared & {
        method?: 'VIRTUAL' | 'EMAIL' | 'ALL';
        heading?: string;
        'onsi-signed-in'?: (event: SiSignedInEvent) => void;
      };
      'si-mfa-setup': Shared & {
        heading?: string;
        'onsi-cancel'?: (event: SiCancelEvent) => void;
        'onsi-mfa-enabled'?: (event: SiMfaEnabledEvent) => void;
      };
      'si-password-reset': Shared & {
        uid?: string;
        token?: string;
        'activation-token'?: string;
        'login-href'?: string;
        'onsi-password-changed'?: (event: SiPasswordChangedEvent) => void;
      };
    }
  }
}
