import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SecureFileShareRow } from '@si/contract';
import { deleteSecureShare, listSecureShares, type SecureShareCreated } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { OutcomeNotice, useOutcome } from '../../admin/outcome.tsx';
import { focusBack } from '../kit/labels.ts';
import { ShareForm } from './ShareForm.tsx';

/** Files shared with contacts through expiring links; an Office Administrator shares files and revokes links. */
export function SecureFileShare() {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const [sharing, setSharing] = useState(false);
  const [created, setCreated] = useState<SecureShareCreated>();
  const [confirming, setConfirming] = useState<SecureFileShareRow>();
  const { notice, setNotice, version, reload, changed, failed } = useOutcome();
  const opener = useRef<HTMLElement | null>(null);
  const section = useRef<HTMLElement>(null);

  const close = () => {
    setSharing(false);
    focusBack(section.current, opener.current);
  };

  async function revoke(share: SecureFileShareRow) {
    setConfirming(undefined);
    const fileName = share.file_name;
    const email = share.contact_email;
    try {
      await deleteSecureShare(share.id);
      changed(t`The link to ${fileName} for ${email} no longer works.`);
    } catch (error) {
      failed(error);
    }
  }

  const dateText = (iso: string) => new Date(iso).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const expiresText = (s: SecureFileShareRow) => {
    const when = dateText(s.expires_at);
    return new Date(s.expires_at).getTime() <= Date.now() ? t`Expired ${when}` : when;
  };
  const columns: Column<SecureFileShareRow>[] = [
    { key: 'file', header: t`File`, sort: 'file_name', cell: (s) => s.file_name },
    { key: 'contact', header: t`Contact`, sort: 'contact_email', cell: (s) => s.contact_email },
    { key: 'expires', header: t`Expires`, sort: 'expires_at', cell: expiresText },
    { key: 'downloads', header: t`Downloads`, sort: 'download_count', numeric: true, cell: (s) => s.download_count },
    { key: 'created', header: t`Shared`, sort: 'created_at', cell: (s) => dateText(s.created_at) },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (s) => {
        const fileName = s.file_name;
        const email = s.contact_email;
        return (
          <button type="button" aria-label={t`Revoke the link to ${fileName} for ${email}`} onClick={() => setConfirming(s)}>
            {t`Revoke`}
          </button>
        );
      },
    });
  }

  const confirmFile = confirming?.file_name ?? '';
  const confirmEmail = confirming?.contact_email ?? '';
  const createdFile = created?.file_name ?? '';
  const createdEmail = created?.contact_email ?? '';
  return (
    <section ref={section} className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading">{t`Secure file share`}</h2>
        {canWrite && !sharing && (
          <button
            type="button"
            className="primary"
            part="create"
            onClick={(e) => {
              opener.current = e.currentTarget;
              setCreated(undefined);
              setSharing(true);
            }}
          >
            {t`Share a file`}
          </button>
        )}
      </div>
      <OutcomeNotice notice={notice} />
      {created && (
        <div className="panel" part="created">
          <Notice variant="success" part="created-notice">
            {t`${createdFile} shared with ${createdEmail}; the link was sent by e-mail.`}
          </Notice>
          <label className="field">
            <span>{t`Link (shown only once)`}</span>
            <input className="link-box" readOnly value={created.link} onFocus={(e) => e.target.select()} />
          </label>
        </div>
      )}
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Revoke link`} confirmText={t`Revoke`} onConfirm={() => revoke(confirming)} onCancel={() => setConfirming(undefined)}>
          {t`Revoke the link to ${confirmFile} for ${confirmEmail}? It stops working at once.`}
        </ConfirmBar>
      )}
      {sharing && (
        <ShareForm
          onSaved={(share) => {
            setCreated(share);
            setNotice(undefined);
            close();
            reload();
          }}
          onCancel={close}
        />
      )}
      <DataTable
        label={t`Shared files`}
        columns={columns}
        rowKey={(s) => s.id}
        fetchPage={listSecureShares}
        version={version}
        defaultOrdering="-created_at"
        emptyText={t`No files shared yet.`}
      />
    </section>
  );
}
