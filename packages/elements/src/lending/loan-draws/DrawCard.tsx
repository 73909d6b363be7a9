import { useLingui } from '@lingui/react/macro';
import type { DrawRequestRow } from '@si/contract';
import { followLink } from '../../admin/links.ts';
import { useShell } from '../../base/Shell.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { drawStateText } from '../kit/lendingWords.ts';
import { drawMoney, drawPercent, varianceText } from '../kit/drawWords.ts';
import type { DrawStep } from './DrawForms.tsx';

type DrawCardProps = {
  draw: DrawRequestRow;
  currency: string;
  /** The supporting documents requirement's page, `{id}` the item. */
  itemHref?: string;
  canWrite: boolean;
  isReviewer: boolean;
  busy: boolean;
  onStep(step: DrawStep): void;
  onDisburse(): void;
  children?: React.ReactNode;
};

/** One draw: its state, who asked and when, its lines (asked, percent complete, variance in words and figures, approved), its documents and its actions by role. */
export function DrawCard({ draw, currency, itemHref, canWrite, isReviewer, busy, onStep, onDisburse, children }: DrawCardProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const money = (v: string) => drawMoney(v, currency, lang);
  const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso)) : '');
  const open = draw.status === 'submitted' || draw.status === 'inspected';
  const blocked = draw.needs_reviewer && !isReviewer;
  const docs = itemHref && draw.item_id !== null ? itemHref.replace('{id}', String(draw.item_id)) : undefined;
  const caption = t`Lines of draw ${draw.number}`;
  return (
    <article className="draw" part="draw" aria-labelledby={`draw-${draw.id}`}>
      <div className="draw-head">
        <h3 id={`draw-${draw.id}`}>{t`Draw ${draw.number}`}</h3>
        <span className={`state state--${draw.status}`} part="draw-state">
          {drawStateText(draw.status, i18n)}
        </span>
        <span part="draw-total">{draw.approved_total !== null ? t`${money(draw.approved_total)} approved of ${money(draw.total)} asked` : t`${money(draw.total)} asked`}</span>
      </div>
      <p className="muted" part="draw-asked">
        {draw.requested_by ? t`Asked by ${draw.requested_by.name} on ${day(draw.requested_at)}` : t`Asked on ${day(draw.requested_at)}`}
        {draw.inspected_by && ` · ${t`inspected by ${draw.inspected_by.name} on ${day(draw.inspected_at)}`}`}
        {draw.decided_by && draw.status !== 'rejected' && ` · ${t`approved by ${draw.decided_by.name} on ${day(draw.decided_at)}`}`}
        {draw.disbursed_at && ` · ${t`disbursed on ${day(draw.disbursed_at)}`}`}
      </p>
      {draw.note && (
        <p part="draw-note">
          <bdi>{draw.note}</bdi>
        </p>
      )}
      {draw.status === 'rejected' && (
        <p part="reject-reason">{t`Rejected${draw.decided_by ? ` (${draw.decided_by.name})` : ''}: ${draw.reject_reason}`}</p>
      )}
      <TableScroll label={caption}>
        <table className="figures" part="draw-lines">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Line`}</th>
              <th scope="col" className="num">{t`Asked`}</th>
              <th scope="col" className="num">{t`Percent complete`}</th>
              <th scope="col" className="num">{t`Budget drawn`}</th>
              <th scope="col">{t`Variance`}</th>
              <th scope="col" className="num">{t({ message: 'Approved', context: 'draw amounts' })}</th>
            </tr>
          </thead>
          <tbody>
            {draw.lines.map((l) => (
              <tr key={l.id} part="draw-line">
                <th scope="row">
                  <bdi>{l.name}</bdi>
                </th>
                <td className="num">{money(l.amount)}</td>
                <td className="num">{drawPercent(l.percent_complete, lang)}</td>
                <td className="num">{drawPercent(l.drawn_percent, lang)}</td>
                <td className={l.variance !== null && Number(l.variance) <= -1 ? 'behind' : undefined} part="variance">
                  {varianceText(l.variance, lang, i18n)}
                  {l.variance !== null && ` (${t`${drawPercent(l.percent_complete, lang)} complete, ${drawPercent(l.drawn_percent, lang)} drawn`})`}
                </td>
                <td className="num">{l.approved_amount !== null ? money(l.approved_amount) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p part="documents">
        {docs ? (
          <a href={docs} part="documents-link" onClick={(e) => followLink(e, docs)}>
            {t`Supporting documents (invoices, lien waivers)`}
          </a>
        ) : (
          t`Supporting documents (invoices, lien waivers)`
        )}
        {': '}
        {draw.files === 0 ? t`none uploaded yet` : draw.files === 1 ? t`1 file` : t`${draw.files} files`}
      </p>
      {open && draw.needs_reviewer && <p className="muted" part="reviewer-note">{t`Above the organization's draw approval amount: a reviewer (LRA) approves this draw.`}</p>}
      {canWrite && !children && (open || draw.status === 'approved') && (
        <div className="draw-actions" part="draw-actions">
          {open && (
            <>
              <button type="button" part="inspect" disabled={busy} onClick={() => onStep('inspect')}>
                {t`Record the inspection`}
              </button>
              <button type="button" className="primary" part="approve" disabled={busy || blocked} onClick={() => onStep('approve')}>
                {t`Approve`}
              </button>
              <button type="button" part="reject" disabled={busy} onClick={() => onStep('reject')}>
                {t`Reject`}
              </button>
            </>
          )}
          {draw.status === 'approved' && (
            <button type="button" className="primary" part="disburse" disabled={busy} onClick={onDisburse}>
              {t`Mark disbursed`}
            </button>
          )}
        </div>
      )}
      {children}
    </article>
  );
}
