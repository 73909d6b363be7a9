import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BillDetail as Bill, BillMatch, BillMatchLine } from '@si/contract';
import { api } from '@si/core/admin';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { formatMoney } from '../../portal-kit/itemLabels.ts';
import { errorText } from '../../ui/errorText.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { useLoad } from '../../ui/useLoad.tsx';
import { MISMATCH_REASON_MAX } from '../kit/orders/orderWords.ts';
import { plainNumber } from './billDraft.ts';

export type BillMatchSectionProps = {
  bill: Bill;
  /** The reader may approve this bill now (a write role, approvable, not entered by them). */
  canApprove: boolean;
  onApproved(bill: Bill): void;
};

/**
 * "Purchase order match": the bill's lines against its purchase order's (ordered, received,
 * billed, the price difference, within tolerance or why not) and the overall result. A bill that
 * does not match may be approved only with a reason, typed here (the server refuses it otherwise
 * and records the reason).
 */
export function BillMatchSection({ bill, canApprove, onApproved }: BillMatchSectionProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const uid = useId();
  const load = useLoad<BillMatch>((signal) => api('getBillMatch', { params: { id: bill.id }, signal }), `${bill.id}:${bill.state}`);
  const match = load.loaded.data;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!match || !match.purchase_order) return null;
  const money = (v: string | null) => (v === null ? '—' : formatMoney(v, bill.currency, lang));
  const qty = (v: string | null) => (v === null ? '—' : plainNumber(v));
  const columns = [
    { key: 'description', header: t`Description`, cell: (l: BillMatchLine) => l.description },
    { key: 'ordered', header: t`Ordered`, numeric: true, cell: (l: BillMatchLine) => qty(l.ordered) },
    ...(match.three_way ? [{ key: 'received', header: t`Received`, numeric: true, cell: (l: BillMatchLine) => qty(l.received) }] : []),
    { key: 'billed', header: t`Billed`, numeric: true, cell: (l: BillMatchLine) => qty(l.billed) },
    { key: 'diff', header: t`Price difference`, numeric: true, cell: (l: BillMatchLine) => money(l.price_diff) },
    { key: 'ok', header: t`Within tolerance`, cell: (l: BillMatchLine) => (l.within_tolerance ? t`Yes` : t`No: ${l.problems.join(' ')}`) },
  ];
  const mismatch = match.result === 'mismatch';

  async function approve(e: FormEvent) {
    e.preventDefault();
    if (!reason.trim()) {
      setError(t`Say why you approve this bill although it does not match the order.`);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onApproved(await api('approveBill', { params: { id: bill.id }, json: { mismatch_reason: reason.trim() } }));
    } catch (failure) {
      setError(errorText(failure, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="bill-match" aria-labelledby={`${uid}-heading`} part="match">
      <h3 id={`${uid}-heading`}>{t`Purchase order match`}</h3>
      <p part="match-result">
        {mismatch
          ? t`This bill does not match purchase order ${match.purchase_order.number} within the tolerance (${plainNumber(match.tolerance.price_percent)} % on price, ${plainNumber(match.tolerance.quantity_percent)} % on quantity).`
          : t`This bill matches purchase order ${match.purchase_order.number} within the tolerance.`}
      </p>
      <RowsTable<BillMatchLine> label={t`Bill ${bill.number} against purchase order ${match.purchase_order.number}`} part="match-lines" rows={match.lines} rowKey={(l) => `${l.bill_line ?? 'o'}-${l.po_line ?? 'b'}`} columns={columns} boxClass="table-wrap" />
      {mismatch && canApprove && (
        <form className="attach" noValidate aria-label={t`Approve despite the mismatch`} part="mismatch-form" onSubmit={(e) => void approve(e)}>
          <label className="field">
            <span>{t`Why approve it anyway?`}</span>
            <textarea name="mismatch_reason" rows={2} maxLength={MISMATCH_REASON_MAX} value={reason} aria-invalid={error ? true : undefined} onChange={(e) => setReason(e.target.value)} />
          </label>
          {error && (
            <Notice variant="danger" part="mismatch-error">
              {error}
            </Notice>
          )}
          <button type="submit" disabled={busy} part="approve-mismatch">
            {t`Approve with this reason`}
          </button>
        </form>
      )}
    </section>
  );
}
