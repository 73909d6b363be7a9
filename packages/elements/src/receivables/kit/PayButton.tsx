import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import { ApiError, describeError, fieldErrors } from '@si/core';
import { getOrCreatePaymentSession } from '@si/core/portal';
import type { SiErrorEvent, SiPaidEvent } from '../../base/events.ts';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { PortalData, findItem } from '../../portal-kit/PortalData.tsx';
import { useShell } from '../../base/Shell.tsx';
import { formatMoney } from '../../portal-kit/itemLabels.ts';
import { PayAnotherAmount } from './PayAnotherAmount.tsx';
import { useTermsAcceptance } from './PaymentTerms.tsx';
import { usePortalBranding } from '../../portal-kit/branding.ts';
import { checkoutWindow, claimPaidEvent, rememberSession, safeCheckoutUrl, settleReturn } from './checkout.ts';

export type PayButtonViewProps = {
  token: string;
  item: PortalItem;
  onHold: boolean;
  onPaid?: (detail: SiPaidEvent['detail']) => void;
  onError?: (detail: SiErrorEvent['detail']) => void;
  /** Called after a checkout return changed the item, so a parent can reload. */
  onSettled?: () => void;
};

type Outcome = { kind: 'complete' | 'processing' | 'cancelled' | 'open' };

/**
 * Pays one invoice: gets (or re-uses) the payment session and leaves top-level for the
 * checkout. Disabled, with the reason as text, when the item is paid or the account on
 * hold. Where the organization takes partial payments it also offers another amount.
 * On the page the checkout returns to, it settles the session and fires si-paid.
 */
export function PayButtonView({ token, item, onHold, onPaid, onError, onSettled }: PayButtonViewProps) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [amountError, setAmountError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [paidNow, setPaidNow] = useState(false);
  // The organization's payment terms: the payer accepts them before any checkout opens.
  const terms = usePortalBranding(token)?.payment_terms ?? undefined;
  const acceptance = useTermsAcceptance(terms);
  const callbacks = useRef({ onPaid, onSettled });
  callbacks.current = { onPaid, onSettled };

  useEffect(() => {
    let live = true;
    settleReturn(token).then(
      (settled) => {
        if (!live || !settled || settled.itemId !== item.id) return;
        const { session } = settled;
        setOutcome({ kind: session.status });
        // A completed checkout of part of the balance leaves the invoice to pay: only the server's item_paid makes it paid.
        if (session.item_paid) setPaidNow(true);
        if ((session.status === 'complete' || session.item_paid) && claimPaidEvent(session.session_id)) callbacks.current.onPaid?.({ itemId: item.id, sessionId: session.session_id });
        callbacks.current.onSettled?.();
      },
      (failure: unknown) => live && setError(describeError(failure, i18n)),
    );
    return () => {
      live = false;
    };
  }, [token, item.id, i18n]);

  /** `amount`: part of the balance; left out, all of it. */
  async function pay(amount?: string) {
    if (busy) return;
    setError(undefined);
    setAmountError(undefined);
    if (!acceptance.confirmed()) return;
    if (checkoutWindow.inFrame()) {
      setError(t`Payment cannot open inside a frame. Open this page in its own browser tab to pay.`);
      return;
    }
    setBusy(true);
    try {
      const session = await getOrCreatePaymentSession(token, amount === undefined ? { item_id: item.id } : { item_id: item.id, amount });
      if (session.item_paid) {
        setPaidNow(true);
        return;
      }
      const url = safeCheckoutUrl(session.checkout_url);
      if (!url) throw new Error('unsafe checkout URL');
      rememberSession(session.session_id, item.id);
      checkoutWindow.go(url);
    } catch (failure) {
      // The server's refusal of the amount shows at the field; anything else above it all.
      const atField = amount === undefined ? undefined : fieldErrors(failure).amount;
      const message = atField ?? describeError(failure, i18n);
      if (atField) setAmountError(atField);
      else setError(message);
      onError?.({ status: failure instanceof ApiError ? failure.status : 0, message });
    } finally {
      setBusy(false);
    }
  }

  const paid = item.paid || paidNow;
  const amount = formatMoney(item.balance ?? item.total, item.currency, i18n.locale);
  const reason = paid ? t`This invoice is paid.` : onHold ? t`Payments are disabled while your account is on hold.` : undefined;
  return (
    <div className="pay" part="pay">
      {outcome?.kind === 'complete' && <Notice variant="success" part="outcome">{t`Payment received. Thank you!`}</Notice>}
      {outcome?.kind === 'processing' && <Notice variant="success" part="outcome">{t`Your payment is being processed.`}</Notice>}
      {(outcome?.kind === 'cancelled' || outcome?.kind === 'open') && !paid && (
        <Notice variant="danger" part="outcome">{t`The payment was not completed. You can try again.`}</Notice>
      )}
      {!reason && acceptance.field}
      <div className="pay-actions">
        <sl-button variant="primary" disabled={!!reason} loading={busy} lang={lang} dir={dir} part="pay-button" onClick={() => void pay()}>
          {paid ? t`Paid` : t`Pay ${amount}`}
        </sl-button>
        {item.allow_partial_payment && !reason && (
          <PayAnotherAmount item={item} busy={busy} serverError={amountError} onEdit={() => setAmountError(undefined)} onPay={(part) => void pay(part)} />
        )}
      </div>
      {reason && (
        <p className="muted" part="reason">
          {reason}
        </p>
      )}
      {error && (
        <Notice variant="danger" part="error">
          {error}
        </Notice>
      )}
    </div>
  );
}

export type PayButtonProps = Omit<PayButtonViewProps, 'item' | 'onHold' | 'token' | 'onSettled'> & { token?: string; itemId?: string };

/** The standalone element's component: finds its item in the token's portal data. */
export function PayButton({ token, itemId, onPaid, onError }: PayButtonProps) {
  const { t } = useLingui();
  return (
    <PortalData token={token} onError={onError}>
      {(context, reload) => {
        const item = findItem(context, itemId);
        if (!item) return <ErrorAlert message={t`This invoice was not found.`} />;
        return <PayButtonView token={token!} item={item} onHold={context.workspace.account_hold} onPaid={onPaid} onError={onError} onSettled={reload} />;
      }}
    </PortalData>
  );
}
