// The si-* tags for React users (the suite host writes `<si-sign-in ...>` in TSX).
// React 19 sets attributes by their kebab names and listens to `on<event>` props,
// so `onsi-signed-in={(e) => ...}` works as well as addEventListener.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { SiCancelEvent, SiMfaEnabledEvent, SiPasswordChangedEvent, SiSignedInEvent } from './base/events.ts';
import type { SiCommentAddedEvent, SiErrorEvent, SiPaidEvent } from './base/events.ts';
import type { SiFileUploadedEvent } from './base/events.ts';
import type { SiCloseEvent, SiImportedEvent, SiNavigateEvent, SiProfileSavedEvent } from './base/events.ts';

type Shared = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  /** `en`, `fr` or `ar`; defaults to the page's language. */
  locale?: 'en' | 'fr' | 'ar';
  /** `light`, `dark` or `system`; defaults to the suite's appearance. */
  theme?: 'light' | 'dark' | 'system';
  /** Where the API lives; defaults to the page's origin. */
  'api-base'?: string;
};

/** The token portals' common attribute: the link's token is the credential. */
type Portal = Shared & { token?: string; 'onsi-error'?: (event: SiErrorEvent) => void };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Panels of the staff shell: `open` is a boolean attribute (present = open). */
      'si-app-switcher': Shared & {
        open?: boolean;
        'onsi-navigate'?: (event: SiNavigateEvent) => void;
        'onsi-close'?: (event: SiCloseEvent) => void;
      };
      'si-profile-drawer': Shared & {
        open?: boolean;
        'onsi-profile-saved'?: (event: SiProfileSavedEvent) => void;
        'onsi-close'?: (event: SiCloseEvent) => void;
      };
      'si-settings-panel': Shared & { open?: boolean; 'onsi-close'?: (event: SiCloseEvent) => void };
      'si-back-to-top': Shared & { target?: string };
      /** Administration screens: lists and forms on the signed-in session. */
      'si-workflows-admin': Shared & { 'module-kind'?: string | number; 'detail-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-workflow-editor': Shared & { 'workflow-id'?: string; 'transition-href'?: string; 'list-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-transition-editor': Shared & { 'transition-id'?: string; 'workflow-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-offices-admin': Shared;
      'si-my-tasks': Shared;
      'si-audit-log': Shared;
      'si-users-admin': Shared;
      'si-teams-admin': Shared;
      'si-checklists-admin': Shared & { 'module-kind'?: string | number; 'detail-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-checklist-editor': Shared & { 'checklist-id'?: string | number; 'back-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-standard-files': Shared;
      'si-secure-file-share': Shared;
      'si-team-detail': Shared & { 'team-id'?: string | number; 'back-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-workspace-import': Shared & { 'module-kind'?: string | number; 'onsi-imported'?: (event: SiImportedEvent) => void };
      'si-workspaces-admin': Shared & { 'module-kind'?: string | number; 'detail-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-workspace-detail': Shared & { 'account-id'?: string | number; 'account-type'?: string | number; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-workspace-requirements': Shared & { 'account-id'?: string | number };
      /** Receivables staff screens: draft invoices, the invoice editor and an invoice's free-form document. */
      'si-invoice-drafts': Shared & { 'editor-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-invoice-editor': Shared & {
        'invoice-id'?: string | number;
        'account-id'?: string | number;
        'invoice-href'?: string;
        'document-href'?: string;
        'list-href'?: string;
        'onsi-navigate'?: (event: SiNavigateEvent) => void;
      };
      'si-invoice-document': Shared & { 'invoice-id'?: string | number; 'account-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-contact-roles-admin': Shared;
      'si-document-types-admin': Shared;
      'si-categories-admin': Shared;
      'si-products-admin': Shared;
      'si-custom-fields-admin': Shared & { 'module-kind'?: string | number };
      'si-pipelines-admin': Shared;
      'si-organization-settings': Shared;
      'si-accounting-sync': Shared;
      'si-ar-aging': Shared;
      'si-accounts-report': Shared;
      'si-receivables-settings': Shared;
      'si-pay-instructions-admin': Shared;
      /** Reports: `module-kind` 1-7 narrows to one module; links follow a cancelable si-navigate. */
      'si-exception-report': Shared & { 'module-kind'?: string | number };
      'si-summary-report': Shared & { 'module-kind'?: string | number; 'details-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-details-report': Shared & { 'account-id'?: string | number; 'module-kind'?: string | number; 'details-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-user-report': Shared & { 'user-id'?: string | number; 'module-kind'?: string | number };
      'si-task-report': Shared & { 'module-kind'?: string | number };
      'si-portal-bar': Portal & { module?: 'secureinvoice' | 'payable' | 'filestride' | 'bank' | 'spm' | 'clm' };
      'si-comments': Portal & {
        'target-type'?: 'item' | 'file' | 'workspace';
        'target-id'?: string | number;
        'onsi-comment-added'?: (event: SiCommentAddedEvent) => void;
      };
      'si-pay-button': Portal & { 'item-id'?: string | number; 'onsi-paid'?: (event: SiPaidEvent) => void };
      'si-pay-instructions': Portal;
      'si-statement': Portal;
      'si-invoice-view': Portal & {
        'item-id'?: string | number;
        'onsi-paid'?: (event: SiPaidEvent) => void;
        'onsi-comment-added'?: (event: SiCommentAddedEvent) => void;
      };
      /** Secure invoice's staff screens: links follow a cancelable si-navigate. */
      'si-receivable-accounts': Shared & { 'detail-href'?: string; 'new-invoice-href'?: string; 'onsi-navigate'?: (event: SiNavigateEvent) => void };
      'si-account-receivables': Shared & {
        'account-id'?: string | number;
        'invoice-href'?: string;
        'new-invoice-href'?: string;
        'onsi-navigate'?: (event: SiNavigateEvent) => void;
      };
      'si-invoice-portal': Portal & {
        view?: 'invoices' | 'statements' | 'pay-instructions';
        'invoice-id'?: string | number;
        'onsi-paid'?: (event: SiPaidEvent) => void;
        'onsi-comment-added'?: (event: SiCommentAddedEvent) => void;
      };
      'si-upload-requirements': Portal & {
        module?: 'filestride' | 'bank' | 'spm';
        'onsi-file-uploaded'?: (event: SiFileUploadedEvent) => void;
      };
      'si-payable-portal': Portal & {
        view?: 'invoice' | 'purchase-orders' | 'pay-instructions';
        'onsi-file-uploaded'?: (event: SiFileUploadedEvent) => void;
      };
      'si-contract-portal': Portal & {
        'contract-id'?: string | number;
        'edit-href'?: string;
        'onsi-file-uploaded'?: (event: SiFileUploadedEvent) => void;
      };
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
