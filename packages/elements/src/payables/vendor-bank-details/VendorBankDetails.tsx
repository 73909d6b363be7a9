import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { StaffBankDetailsRow, VendorBankDetails as Answer } from '@si/contract';
import { $user } from '@si/core';
import { api } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { useCanWrite } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { useLoad } from '../../ui/useLoad.tsx';
import { BankDetailsFacts, useBankDetailsStateText } from '../kit/BankDetailsFacts.tsx';
import { BankDetailsForm } from '../kit/BankDetailsForm.tsx';
import { RejectBankDetailsForm } from '../kit/RejectBankDetailsForm.tsx';

export type VendorBankDetailsProps = {
  /** The vendor account (a payables account of the organization). */
  accountId?: string | number;
  /** The vendor's name, for headings and questions; "this vendor" without it. */
  vendorName?: string;
};

/** Who gave a change: a staff member by name, or the vendor's contact. */
function useRequesterText(): (row: StaffBankDetailsRow) => string {
  const { t } = useLingui();
  return (row) => {
    if (row.requested_by) return row.requested_by.name;
    const contact = row.requested_by_contact ?? '';
    return t`${contact} (vendor, in the portal)`;
  };
}

/**
 * A vendor's bank details for staff: the verified details payments go to, a change waiting for
 * verification with Verify and Reject (Verify is not offered to the staff member who requested
 * it: a second person must check), a form to enter a change for the vendor, and the history.
 */
export function VendorBankDetails({ accountId, vendorName }: VendorBankDetailsProps) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const id = Number(accountId) || 0;
  const me = useStore($user)?.id;
  const canWrite = useCanWrite();
  const stateText = useBankDetailsStateText();
  const requester = useRequesterText();
  const vendor = vendorName?.trim() || t`this vendor`;
  const { loaded, setData, retry } = useLoad<Answer>(id ? (signal) => api('getVendorBankDetails', { params: { id }, signal }) : null, String(id));
  const [mode, setMode] = useState<'verify' | 'reject' | 'request'>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const data = loaded.data;
  const when = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '');

  function done(answer: Answer, text: string) {
    setData(answer);
    setMode(undefined);
    setOutcome({ ok: true, text });
  }

  async function verify(row: StaffBankDetailsRow) {
    setMode(undefined);
    try {
      done(await api('verifyVendorBankDetails', { params: { id: row.id } }), t`The new bank details of ${vendor} are verified: payments now go to them.`);
    } catch (error) {
      setOutcome({ ok: false, text: t`The bank details could not be verified: ${errorText(error, i18n)}` });
    }
  }

  if (!id) return <Notice variant="danger" part="error">{t`No vendor account is given.`}</Notice>;
  if (loaded.status === 'error' && !data) {
    return (
      <div className="admin" part="base">
        <Notice variant="danger" part="error">
          {t`The bank details could not be read: ${errorText(loaded.error, i18n)}`}
        </Notice>
        <div>
          <button type="button" onClick={retry}>{t`Try again`}</button>
        </div>
      </div>
    );
  }
  if (!data) return <p className="muted" role="status">{t`Loading…`}</p>;
  const { verified, pending, history } = data;
  const mine = !!pending?.requested_by && pending.requested_by.id === me;

  return (
    <div className="admin" part="base">
      <div className="admin-head">
        <h2 id={`${uid}-title`} part="heading">{t`Bank details`}</h2>
        {canWrite && mode !== 'request' && (
          <button type="button" part="request" onClick={() => {
            setOutcome(undefined);
            setMode('request');
          }}>
            {t`Enter new bank details`}
          </button>
        )}
      </div>
      <p>{t`Payments go only to verified details. A change, by the vendor or by staff, waits until a second staff member verifies it.`}</p>
      {!canWrite && <p part="read-only">{t`You can read the bank details; only IC, OA and LRA users change or verify them.`}</p>}
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part={outcome.ok ? 'notice' : 'error'}>
          {outcome.text}
        </Notice>
      )}
      {mode === 'request' && (
        <BankDetailsForm
          heading={t`New bank details for ${vendor}`}
          intro={t`They wait for another staff member's verification, and the vendor's contacts are told by e-mail.`}
          submitText={t`Send for verification`}
          onCancel={() => setMode(undefined)}
          onSubmit={async (body) => done(await api('requestVendorBankDetails', { params: { id }, json: body }), t`The new bank details wait for another staff member's verification.`)}
        />
      )}
      <section className="item" part="verified" aria-labelledby={`${uid}-verified`}>
        <h3 id={`${uid}-verified`}>{t`Verified: payments go here`}</h3>
        {verified ? (
          <>
            <BankDetailsFacts row={verified} part="verified-details" />
            <p className="due">{t`Given by ${requester(verified)}; verified by ${verified.decided_by?.name ?? ''} on ${when(verified.decided_at)}.`}</p>
          </>
        ) : (
          <p part="empty">{t`No verified bank details: this vendor cannot be paid yet.`}</p>
        )}
      </section>
      {pending && (
        <section className="item" part="pending" aria-labelledby={`${uid}-pending`}>
          <div className="item-head">
            <h3 id={`${uid}-pending`}>{t`New bank details`}</h3>
            <span className="chip chip--status" part="state">{stateText('pending')}</span>
          </div>
          <p className="due">{t`Given by ${requester(pending)} on ${when(pending.created_at)}.`}</p>
          <BankDetailsFacts row={pending} part="pending-details" />
          {canWrite && (
            <div className="actions" part="decision">
              <button type="button" className="primary" part="verify" disabled={mine} aria-describedby={mine ? `${uid}-mine` : undefined} onClick={() => {
                setOutcome(undefined);
                setMode('verify');
              }}>
                {t`Verify`}
              </button>
              <button type="button" part="reject-button" onClick={() => {
                setOutcome(undefined);
                setMode('reject');
              }}>
                {t`Reject`}
              </button>
              {mine && (
                <p id={`${uid}-mine`} className="muted" part="own-change">
                  {t`You entered this change: another staff member must verify it.`}
                </p>
              )}
            </div>
          )}
          {mode === 'verify' && !mine && (
            <ConfirmBar label={t`Verify bank details`} confirmText={t`Verify`} onConfirm={() => void verify(pending)} onCancel={() => setMode(undefined)}>
              {t`Payments to ${vendor} will go to these details. Verify them only after checking them with the vendor through a contact you already knew, not one given with the change.`}
            </ConfirmBar>
          )}
          {mode === 'reject' && (
            <RejectBankDetailsForm
              vendor={vendor}
              onCancel={() => setMode(undefined)}
              onReject={async (reason) => done(await api('rejectVendorBankDetails', { params: { id: pending.id }, json: { reason } }), t`The new bank details were rejected; the vendor sees why in its portal.`)}
            />
          )}
        </section>
      )}
      <section aria-labelledby={`${uid}-history`} part="history">
        <h3 id={`${uid}-history`}>{t`Earlier bank details`}</h3>
        {history.length === 0 ? (
          <p part="history-empty">{t`No earlier bank details.`}</p>
        ) : (
          <TableScroll label={t`Earlier bank details`}>
            <table className="plain" aria-labelledby={`${uid}-history`}>
              <thead>
                <tr>
                  <th scope="col">{t`State`}</th>
                  <th scope="col">{t`Account`}</th>
                  <th scope="col">{t`Given by`}</th>
                  <th scope="col">{t`Decided by`}</th>
                  <th scope="col">{t`Decided on`}</th>
                  <th scope="col">{t`Reason`}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((row) => (
                  <tr key={row.id} part="history-row">
                    <td>{stateText(row.state, row.state === 'superseded' && !row.decided_by)}</td>
                    <td>
                      <bdi>{row.holder_name}</bdi> <span className="mono" dir="ltr">{row.iban || row.account_number}</span>
                    </td>
                    <td>{requester(row)}</td>
                    <td>{row.decided_by?.name ?? ''}</td>
                    <td>{when(row.decided_at)}</td>
                    <td>{row.reject_reason ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </div>
  );
}
