import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { DealDetail } from '@si/contract';
import { $user } from '@si/core';
import { api } from '@si/core/admin';
import { followLink } from '../../admin/links.ts';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { statusOf } from '../kit/dealWords.ts';
import { fillLink, salesMessageText } from '../kit/salesWords.ts';

/**
 * Whether this organization was found to have no secure invoice (the handover answered 403), kept
 * for the browser tab so later loads of any deal show no button that cannot work.
 */
const NO_INVOICES = 'si-deal-no-secure-invoice';
function remembered(office: number | undefined): boolean {
  try {
    return office !== undefined && sessionStorage.getItem(NO_INVOICES) === String(office);
  } catch {
    return false;
  }
}
function remember(office: number | undefined): void {
  try {
    if (office !== undefined) sessionStorage.setItem(NO_INVOICES, String(office));
  } catch {
    // Storage refused (a private window): the button is hidden for this page only.
  }
}

type Invoice = { id: number; number: string };

type DealHandoverProps = { deal: DealDetail; canWrite: boolean; invoiceHref?: string; onHandedOver(): void };

/**
 * A won deal's invoice: "Create draft invoice" hands it on to receivables (a draft for its amount),
 * then links to the draft; a deal handed on before links to its draft at once. An organization
 * without secure invoice is told so in words, and the button stays hidden on later loads.
 */
export function DealHandover({ deal, canWrite, invoiceHref, onHandedOver }: DealHandoverProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const office = useStore($user)?.home_office_id;
  const [made, setMade] = useState<Invoice>();
  const [noInvoices, setNoInvoices] = useState(() => remembered(office));
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const invoice: Invoice | undefined = made ?? deal.handover.invoice ?? undefined;
  const href = invoice ? fillLink(invoiceHref, { id: invoice.id }) : undefined;

  async function handOver() {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await api('handDealToInvoice', { params: { id: deal.id } });
      setMade({ id: answer.invoice_id, number: answer.number });
      onHandedOver();
    } catch (error) {
      if (statusOf(error) === 403) {
        remember(office);
        setNoInvoices(true);
      } else {
        setProblem(salesMessageText(errorText(error, i18n), i18n));
        // Handed on meanwhile (by someone else): read the deal again to link to its invoice.
        if (statusOf(error) === 409) onHandedOver();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="deal-section" part="handover" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t`Invoice`}</h3>
      {problem && (
        <Notice variant="danger" part="handover-error">
          {problem}
        </Notice>
      )}
      {invoice ? (
        <p part="handover-done">
          {invoice.number
            ? made
              ? t`Draft invoice ${invoice.number} was created from this deal.`
              : t`This deal was handed on to invoice ${invoice.number}.`
            : made
              ? t`A draft invoice was created from this deal.`
              : t`This deal was handed on to a draft invoice.`}{' '}
          {href && (
            <a href={href} part="invoice-link" onClick={(e) => followLink(e, href)}>
              {invoice.number ? t`Open invoice ${invoice.number}` : t`Open the draft invoice`}
            </a>
          )}
        </p>
      ) : noInvoices ? (
        <p className="muted" role="status" part="no-invoices">
          {t`This organization does not use Secure Invoice, so no invoice can be drafted from a deal.`}
        </p>
      ) : canWrite ? (
        <p>
          <button type="button" className="primary" part="handover-invoice" disabled={busy} onClick={() => void handOver()}>
            {t`Create draft invoice`}
          </button>
        </p>
      ) : (
        <p className="muted">{t`No invoice was drafted from this deal yet.`}</p>
      )}
    </section>
  );
}
