import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import type { FileUploadedDetail, SiErrorEvent } from '../../base/events.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { PortalBar, PortalCredit } from '../../portal-kit/PortalBar.tsx';
import { PortalCodeGate } from '../../portal-kit/PortalCodeGate.tsx';
import { RequirementCard } from '../../portal-kit/RequirementCard.tsx';
import { formatDate, statusLabel } from '../../portal-kit/itemLabels.ts';
import { usePortalContext } from '../../portal-kit/usePortalContext.ts';
import { usePortalUploads } from '../../portal-kit/usePortalUploads.ts';

export type ContractPortalProps = {
  token?: string;
  /** Opens this contract (the suite's /public/c/contract-edit/:token/:id). */
  contractId?: string;
  /** A link for each contract instead of opening it in place; `{id}` is replaced. */
  editHref?: string;
  onFileUploaded?: (detail: FileUploadedDetail) => void;
  onError?: (detail: SiErrorEvent['detail']) => void;
};

/**
 * The contract-lifecycle portal: the contact's contracts, and one contract to read,
 * revise (a new version of its document) and discuss, under the organization's branding
 * and above its credit. The body itself is read-only: the organization's staff edit it.
 */
export function ContractPortal({ token = '', contractId, editHref, onFileUploaded, onError }: ContractPortalProps) {
  const { t } = useLingui();
  const { dir, lang } = useShell();
  const [opened, setOpened] = useState<number | null>();
  const { state, reload } = usePortalContext(token, onError);
  const context = state.status === 'ready' ? state.context : undefined;
  const uploads = usePortalUploads({ token, context, reload: () => reload(), onFileUploaded });
  // null: the list; NaN (a malformed contract-id) matches no contract and says so.
  const attribute = contractId?.trim() ? (/^\d+$/.test(contractId.trim()) ? Number(contractId) : NaN) : null;
  const requested = opened === undefined ? attribute : opened;

  let content;
  if (state.status === 'mfa') content = <PortalCodeGate token={token} onVerified={() => void reload()} />;
  else if (state.status === 'error') content = <ErrorAlert message={state.message} />;
  else if (!context) {
    content = (
      <p role="status" className="loading">
        <sl-spinner /> {t`Loading…`}
      </p>
    );
  } else {
    const contracts = context.items.filter((item) => item.kind === 'CONTRACT');
    const { workspace } = context;
    const blocked = workspace.account_hold ? workspace.account_hold_message || t`Your account is on hold !` : undefined;
    const shown = requested === null ? undefined : contracts.find((c) => c.id === requested);
    const back = (
      <sl-button className="back" variant="text" size="small" lang={lang} dir={dir} part="back" onClick={() => setOpened(null)}>
        {t`Back to contracts`}
      </sl-button>
    );
    if (requested !== null && !shown) {
      content = (
        <>
          {back}
          <ErrorAlert message={t`This contract was not found.`} />
        </>
      );
    } else if (shown) {
      content = (
        <>
          {back}
          <RequirementCard token={token} item={shown} uploads={uploads} blocked={blocked} commentsOpen>
            <section className="contract-body" aria-label={t`Contract text`}>
              <p className="note">{t`To propose a change, upload a revised version of the document and explain it in a comment.`}</p>
              {shown.body ? (
                <div className="body" part="body">
                  {shown.body}
                </div>
              ) : (
                <p>{t`This contract has no text; its document is below.`}</p>
              )}
            </section>
          </RequirementCard>
        </>
      );
    } else {
      content = (
        <>
          <h2 part="heading">{t`Contracts`}</h2>
          {contracts.length === 0 ? (
            <p part="empty">{t`There are no contracts for you yet.`}</p>
          ) : (
            <ul className="contracts" part="contracts">
              {contracts.map((contract) => (
                <ContractRow key={contract.id} contract={contract} editHref={editHref} onOpen={() => setOpened(contract.id)} />
              ))}
            </ul>
          )}
        </>
      );
    }
  }

  return (
    <section part="portal" className="portal">
      {/* After the data: the bar's own call would fail (and alert) behind the code gate. */}
      {context && <PortalBar token={token} module="clm" onError={onError} />}
      {content}
      {context && <PortalCredit token={token} />}
    </section>
  );
}

type ContractRowProps = { contract: PortalItem; editHref?: string; onOpen: () => void };

function ContractRow({ contract, editHref, onOpen }: ContractRowProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const title = contract.title;
  const versions = contract.files.reduce((most, file) => Math.max(most, file.version), 0);
  const due = contract.due_date ? formatDate(contract.due_date, i18n.locale) : '';
  const href = editHref?.includes('{id}') ? editHref.replace('{id}', String(contract.id)) : undefined;
  return (
    <li className="contract" part="contract" data-item-id={contract.id}>
      <span className="name">{title}</span>
      <span className="meta">
        {statusLabel(contract.status, i18n)}
        {due ? ` · ${t`Due ${due}`}` : ''}
        {versions ? ` · ${t`version ${versions}`}` : ''}
      </span>
      {href ? (
        <a href={href} aria-label={t`View ${title}`}>
          {t`View`}
        </a>
      ) : (
        <sl-button size="small" lang={lang} dir={dir} aria-label={t`View ${title}`} onClick={onOpen}>
          {t`View`}
        </sl-button>
      )}
    </li>
  );
}
