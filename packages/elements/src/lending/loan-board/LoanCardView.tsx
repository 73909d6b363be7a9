import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoanCard } from '@si/contract';
import { followLink } from '../../admin/links.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatMoney } from '../../portal-kit/itemLabels.ts';
import { loanStatusText } from '../kit/lendingWords.ts';
import { loanLink } from '../kit/staff/pipelineWords.ts';

export type LoanCardViewProps = {
  card: LoanCard;
  stageId: number;
  index: number;
  count: number;
  /** The stages it can move to (none for a viewer). */
  stages: { id: number; name: string }[];
  canWrite: boolean;
  loanHref?: string;
  picked: boolean;
  dragging: boolean;
  helpId: string;
  onKey(event: KeyboardEvent<HTMLElement>, card: LoanCard, stageId: number): void;
  onLeave(card: LoanCard): void;
  onMoveTo(card: LoanCard, from: number, to: number): void;
};

/**
 * One loan on the board: its reference and borrower (a link to the loan), amount, product, status,
 * days in the stage and decisions given of those needed. The card is a tab stop: Space picks it up
 * (see the board); "Move to…" moves it without a pointer.
 */
export function LoanCardView({ card, stageId, index, count, stages, canWrite, loanHref, picked, dragging, helpId, onKey, onLeave, onMoveTo }: LoanCardViewProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const href = loanLink(loanHref, card.id);
  const title = `${card.reference} · ${card.borrower}`;
  const days = new Intl.NumberFormat(lang).format(card.days_in_stage);
  const given = new Intl.NumberFormat(lang).format(card.decisions_given);
  const needed = new Intl.NumberFormat(lang).format(card.decisions_needed);
  const parts = ['card', picked && 'card-picked', dragging && 'card-dragging'].filter(Boolean).join(' ');
  const classes = ['card', picked && 'card--picked', dragging && 'card--dragging'].filter(Boolean).join(' ');

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave(card);
  }

  return (
    <li className="card-slot" aria-posinset={index + 1} aria-setsize={count}>
      <article
        className={classes}
        part={parts}
        tabIndex={0}
        data-loan-id={card.id}
        data-stage-id={stageId}
        draggable={canWrite ? true : undefined}
        aria-labelledby={`loan-${card.id}-title`}
        aria-describedby={canWrite ? `loan-${card.id}-facts ${helpId}` : `loan-${card.id}-facts`}
        onKeyDown={(event) => onKey(event, card, stageId)}
        onBlur={handleBlur}
      >
        <p className="card-title" id={`loan-${card.id}-title`}>
          {href ? (
            <a href={href} part="loan-link" draggable={false} onClick={(event: MouseEvent<HTMLAnchorElement>) => followLink(event, href)}>
              {title}
            </a>
          ) : (
            title
          )}
        </p>
        <div className="card-facts" id={`loan-${card.id}-facts`}>
          <p className="card-amount">{formatMoney(card.amount, card.currency, lang)}</p>
          {card.product && <p>{card.product.name}</p>}
          <p>
            <span className="badge" part="status">
              {loanStatusText(card.status, i18n)}
            </span>
          </p>
          <p>{t`Decisions: ${given} of ${needed}`}</p>
          <p>{t`Days in this stage: ${days}`}</p>
        </div>
        {canWrite && stages.length > 1 && (
          <select className="move-to" part="move-select" aria-label={t`Move ${title} to another stage`} value="" onChange={(event) => event.target.value && onMoveTo(card, stageId, Number(event.target.value))}>
            <option value="">{t`Move to…`}</option>
            {stages
              .filter((stage) => stage.id !== stageId)
              .map((stage) => (
                <option key={stage.id} value={stage.id}>
                  {stage.name}
                </option>
              ))}
          </select>
        )}
      </article>
    </li>
  );
}
