import { useLingui } from '@lingui/react/macro';
import type { RequestSentDetail } from '../../base/events.ts';
import { describeError } from '@si/core';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { loanStatusText } from '../kit/lendingWords.ts';
import { listLoanRequests, sendLoanRequest, type LoanRequestInput } from './loanRequestCalls.ts';
import { LoanRequestForm } from './LoanRequestForm.tsx';

export type LoanRequestProps = { token?: string; onSent?: (detail: RequestSentDetail) => void };

/**
 * The lender portal's loan request: the form, and the borrower's requests with their status in
 * words (read again after each request).
 */
export function LoanRequest({ token, onSent }: LoanRequestProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const list = useLoad(token ? (signal) => listLoanRequests(token, signal) : null, `loan-requests:${token ?? ''}`);

  if (!token) return <ErrorAlert message={t`This link is missing its access token.`} />;

  async function send(input: LoanRequestInput) {
    await sendLoanRequest(token!, input);
    onSent?.({ kind: 'loan' });
    void list.reload();
  }

  const requests = list.loaded.data?.requests;
  return (
    <section className="loan-request" part="base" aria-labelledby="loan-request-heading">
      <h2 id="loan-request-heading" part="heading">
        {t`Request a loan`}
      </h2>
      <LoanRequestForm send={send} />
      <h3 part="list-heading">{t`Your loan requests`}</h3>
      {list.loaded.status === 'error' && !requests && <ErrorAlert message={describeError(list.loaded.error, i18n)} />}
      {!requests && list.loaded.status !== 'error' && <p role="status">{t`Loading…`}</p>}
      {requests && requests.length === 0 && <p part="none">{t`No loan requests yet.`}</p>}
      {requests && requests.length > 0 && (
        <ul className="requests" part="requests">
          {requests.map((r) => {
            const amount = formatMoney(r.amount, r.currency, lang);
            const day = formatDate(r.created_at.slice(0, 10), lang);
            const months = r.term_months ?? 0;
            return (
              <li key={r.id} className="request" part="request">
                <p className="request-head">
                  <strong>{amount}</strong> <span className="badge" part="status">{r.status ? loanStatusText(r.status, i18n) : t`Received`}</span>
                </p>
                <p>{r.purpose}</p>
                <p className="muted">{months ? t`Sent ${day}, for ${months} months` : t`Sent ${day}`}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
