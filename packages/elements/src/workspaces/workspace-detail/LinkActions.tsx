import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { CheckField } from '../../admin/fields.tsx';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { DateField } from './CustomFieldInputs.tsx';
import { IssuedLink } from './IssuedLink.tsx';
import { contactName } from './labels.ts';
import { checkExpiry, defaultExpiryDay, expiryOf, firstExpiryDay, lastExpiryDay } from './linkExpiry.ts';
import { setPortalLinkExpiry, issuePortalLink, revokePortalLink, type AccountContactRow, type PortalLinkIssued } from '@si/core/admin';

type Props = { accountId: number; contact: AccountContactRow; onChanged(row: AccountContactRow): void };
type Asking = 'rotate' | 'revoke' | undefined;

/** A contact's portal link: issue (or rotate) it with an expiry and optionally by e-mail, change its expiry, revoke it. */
export function LinkActions({ accountId, contact, onChanged }: Props) {
  const { t, i18n } = useLingui();
  const [day, setDay] = useState(defaultExpiryDay);
  const [noExpiry, setNoExpiry] = useState(false);
  const [send, setSend] = useState(false);
  const [asking, setAsking] = useState<Asking>();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ alert?: string; fields: Record<string, string> }>({ fields: {} });
  const [issued, setIssued] = useState<PortalLinkIssued>();
  const [notice, setNotice] = useState<string>();
  const issueButton = useRef<HTMLButtonElement>(null);
  const active = contact.link.state === 'active';
  const name = contactName(contact);
  const expiresAt = noExpiry ? null : expiryOf(day);

  /** Runs one write: the expiry checked first when it is sent, the server's refusal shown at the date. */
  async function run(write: () => Promise<void>, withExpiry: boolean) {
    setAsking(undefined);
    setNotice(undefined);
    const wrong = withExpiry ? checkExpiry(day, noExpiry, i18n) : undefined;
    setErrors({ fields: wrong ? { expires_at: wrong } : {} });
    if (wrong || busy) return;
    setBusy(true);
    try {
      await write();
    } catch (error) {
      setErrors(formErrors(error, ['expires_at'], i18n));
    } finally {
      setBusy(false);
    }
  }

  const issue = () =>
    run(async () => {
      setIssued(undefined);
      const answer = await issuePortalLink(accountId, contact.id, { expires_at: expiresAt, send });
      setIssued(answer);
      onChanged(answer.contact);
    }, true);
  const changeExpiry = () =>
    run(async () => {
      onChanged(await setPortalLinkExpiry(accountId, contact.id, expiresAt));
      setNotice(t`Expiry changed.`);
    }, true);
  const revoke = () =>
    run(async () => {
      await revokePortalLink(accountId, contact.id);
      setIssued(undefined);
      onChanged({ ...contact, link: { ...contact.link, state: 'revoked' } });
      setNotice(t`Link revoked: it no longer opens the portal.`);
      setTimeout(() => issueButton.current?.focus(), 0);
    }, false);
  const cancel = () => {
    setAsking(undefined);
    setTimeout(() => issueButton.current?.focus(), 0);
  };

  return (
    <section className="group" aria-labelledby="link-heading" aria-busy={busy} part="link-actions">
      <h3 id="link-heading">{t`Portal link`}</h3>
      <ErrorAlert message={errors.alert} />
      {notice && (
        <Notice variant="success" part="notice">
          {notice}
        </Notice>
      )}
      <DateField name="expires_at" label={t`Expires on`} value={noExpiry ? '' : day} min={firstExpiryDay()} max={lastExpiryDay()} error={errors.fields.expires_at} onChange={setDay} />
      <CheckField name="no_expiry" label={t`No expiry`} checked={noExpiry} onChange={setNoExpiry} />
      <CheckField name="send" label={t`Send the link by e-mail`} checked={send} onChange={setSend} />
      {asking === 'rotate' && (
        <ConfirmBar label={t`Rotate link`} confirmText={t`Rotate link`} onConfirm={() => void issue()} onCancel={cancel}>
          {t`Give ${name} a new link? The old link stops working at once.`}
        </ConfirmBar>
      )}
      {asking === 'revoke' && (
        <ConfirmBar label={t`Revoke link`} confirmText={t`Revoke link`} onConfirm={() => void revoke()} onCancel={cancel}>
          {t`Revoke the link of ${name}? It stops working at once.`}
        </ConfirmBar>
      )}
      {!asking && (
        <div className="row">
          <button ref={issueButton} type="button" className="primary" disabled={busy} onClick={() => (active ? setAsking('rotate') : void issue())}>
            {active ? t`Rotate link` : t`Issue link`}
          </button>
          {active && (
            <button type="button" disabled={busy} onClick={() => void changeExpiry()}>
              {t`Change expiry`}
            </button>
          )}
          {active && (
            <button type="button" className="danger" disabled={busy} onClick={() => setAsking('revoke')}>
              {t`Revoke link`}
            </button>
          )}
        </div>
      )}
      {issued && <IssuedLink issued={issued} />}
    </section>
  );
}
