import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import type { FileUploadedDetail, SiErrorEvent } from '../../base/events.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { HoldBanner } from '../../portal-kit/HoldBanner.tsx';
import { PortalCodeGate } from '../../portal-kit/PortalCodeGate.tsx';
import { RequirementCard } from '../../portal-kit/RequirementCard.tsx';
import { PortalCredit } from '../../portal-kit/PortalBar.tsx';
import { usePortalContext } from '../../portal-kit/usePortalContext.ts';
import { usePortalUploads } from '../../portal-kit/usePortalUploads.ts';

export type UploadRequirementsProps = {
  token?: string;
  module?: string;
  onFileUploaded?: (detail: FileUploadedDetail) => void;
  onError?: (detail: SiErrorEvent['detail']) => void;
};

const REQUIREMENT_KINDS: readonly PortalItem['kind'][] = ['REQUEST_ITEM', 'METRIC', 'QUESTION', 'STATEMENT'];

/**
 * The document-collection, lender and sales-CRM portals: what the organization asks
 * the contact for, and where the contact sends it.
 */
export function UploadRequirements({ token = '', module, onFileUploaded, onError }: UploadRequirementsProps) {
  const { t } = useLingui();
  const { state, reload } = usePortalContext(token, onError);
  const context = state.status === 'ready' ? state.context : undefined;
  const uploads = usePortalUploads({ token, context, reload: () => reload(), onFileUploaded });

  if (state.status === 'mfa') return <PortalCodeGate token={token} onVerified={() => void reload()} />;
  if (state.status === 'loading') {
    return (
      <section part="portal" aria-busy="true" className="portal">
        <p role="status" className="loading">
          <sl-spinner /> {t`Loading…`}
        </p>
      </section>
    );
  }
  if (state.status === 'error') {
    return (
      <section part="portal" className="portal">
        <ErrorAlert message={state.message} />
      </section>
    );
  }

  const { workspace, organization } = state.context;
  const items = state.context.items.filter((item) => REQUIREMENT_KINDS.includes(item.kind));
  const blocked = workspace.account_hold ? workspace.account_hold_message || t`Your account is on hold !` : undefined;
  const orgName = organization.name;
  return (
    <section part="portal" className="portal" data-module={module ?? state.context.module}>
      <header className="portal-head">
        <h2 part="heading">{t`Requirements`}</h2>
        <p>{t`${orgName} asks you for the documents below.`}</p>
      </header>
      {workspace.account_hold && <HoldBanner message={workspace.account_hold_message} />}
      {items.length === 0 ? (
        <p part="empty">{t`Nothing is requested from you right now.`}</p>
      ) : (
        items.map((item) => <RequirementCard key={item.id} token={token} item={item} uploads={uploads} blocked={blocked} onChanged={() => void reload()} />)
      )}
      <PortalCredit token={token} />
    </section>
  );
}
