import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalBankDetails as Answer } from '@si/contract';
import { OPERATIONS } from '@si/contract/operations';
import { apiRequest, describeError } from '@si/core';
import { portalHeaders } from '@si/core/portal';
import type { SiErrorEvent } from '../../base/events.ts';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { portalFailure } from '../../portal-kit/portalFailure.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { BankDetailsFacts } from './BankDetailsFacts.tsx';
import { BankDetailsForm } from './BankDetailsForm.tsx';

export type PortalBankDetailsProps = {
  token?: string;
  /** The account is on hold: new details cannot be given (the server refuses them too). */
  blocked?: string;
  onError?: (detail: SiErrorEvent['detail']) => void;
};

const READ = OPERATIONS.getPortalBankDetails;
const SUBMIT = OPERATIONS.submitPortalBankDetails;

/**
 * The vendor's own bank details in its portal: the details it is paid to (numbers masked to the
 * last 4), a change it gave that waits for the organization's verification (in full, so it can
 * check what it typed), the reason of a rejected change, and the form to give new details.
 */
export function PortalBankDetails({ token = '', blocked, onError }: PortalBankDetailsProps) {
  const { t, i18n } = useLingui();
  const [sent, setSent] = useState(false);
  const { loaded, setData, retry } = useLoad<Answer>(
    token ? (signal) => apiRequest<Answer>(READ.method, READ.path, { auth: 'none', headers: portalHeaders(token), searchParams: { token }, signal }) : null,
    token,
    { onError: (failure) => onError?.(portalFailure(failure, describeError(failure, i18n))) },
  );

  if (loaded.status === 'error' && !loaded.data) {
    return (
      <div className="portal">
        <ErrorAlert message={describeError(loaded.error, i18n)} />
        <sl-button type="button" onClick={retry}>
          {t`Try again`}
        </sl-button>
      </div>
    );
  }
  const data = loaded.data;
  if (!data) return <p className="loading" role="status">{t`Loading…`}</p>;

  async function submit(body: object) {
    const answer = await apiRequest<Answer>(SUBMIT.method, SUBMIT.path, { auth: 'none', headers: portalHeaders(token), json: { token, ...body } });
    setData(answer);
    setSent(true);
  }

  const { verified, pending, rejected } = data;
  const by = pending?.requested_by_contact;
  return (
    <section className="portal" part="bank-details" aria-labelledby="vendor-bank-details-heading">
      <div className="portal-head">
        <h3 id="vendor-bank-details-heading" part="heading">{t`Where we pay you`}</h3>
        <p>{t`Payments go only to bank details we have verified. A change waits until a second person at our organization has verified it, and everyone on your account is told by e-mail.`}</p>
      </div>
      {sent && (
        <Notice variant="success" part="notice">
          {t`Your new bank details were received. They will be used once we have verified them.`}
        </Notice>
      )}
      <section className="item" part="verified" aria-labelledby="vendor-bank-verified">
        <h3 id="vendor-bank-verified">{t`Verified bank details`}</h3>
        {verified ? <BankDetailsFacts row={verified} part="verified-details" /> : <p part="empty">{t`We have no verified bank details for you yet.`}</p>}
      </section>
      {pending && (
        <section className="item" part="pending" aria-labelledby="vendor-bank-pending">
          <div className="item-head">
            <h3 id="vendor-bank-pending">{t`New bank details`}</h3>
            <span className="chip chip--status" part="state">{t`Waiting for verification`}</span>
          </div>
          <p className="due">{by ? t`Given by ${by}. Until they are verified, payments go to the verified details above.` : t`Entered by our staff for you. Until they are verified, payments go to the verified details above.`}</p>
          <BankDetailsFacts row={pending} part="pending-details" />
        </section>
      )}
      {rejected?.reject_reason && (
        <Notice variant="warning" part="rejected">
          <p>{t`Your last change of bank details was not accepted:`}</p>
          <p className="body">{rejected.reject_reason}</p>
        </Notice>
      )}
      {blocked ? (
        <Notice variant="warning" part="hold-notice">
          {blocked}
        </Notice>
      ) : (
        <BankDetailsForm
          key={pending?.id ?? 'none'}
          heading={pending ? t`Correct your new bank details` : t`Give new bank details`}
          intro={pending ? t`Sending again replaces the details waiting for verification.` : t`Enter the account you want to be paid to.`}
          submitText={t`Send for verification`}
          onSubmit={submit}
        />
      )}
    </section>
  );
}
