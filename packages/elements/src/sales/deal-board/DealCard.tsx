import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BoardCard } from '@si/contract';
import { followLink } from '../../admin/links.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatMoney } from '../../portal-kit/itemLabels.ts';
import { countText, expectedCloseText, fillLink } from '../kit/salesWords.ts';

export type DealCardProps = {
  card: BoardCard;
  stageId: number;
  /** Its place in the column (0-based) and the column's count, for screen readers. */
  index: number;
  count: number;
  /** The other stages it can move to (none for a viewer). */
  stages: { id: number; name: string }[];
  canWrite: boolean;
  dealHref?: string;
  /** Picked up with the keyboard, or being dragged. */
  picked: boolean;
  dragging: boolean;
  /** The id of the board's keyboard help, read after the card's facts. */
  helpId: string;
  onKey(event: KeyboardEvent<HTMLElement>, card: BoardCard, stageId: number): void;
  onLeave(card: BoardCard): void;
  onMoveTo(card: BoardCard, from: number, to: number): void;
};

/**
 * One deal on the board: its title (a link to the deal), account, amount, expected close (an
 * overdue one says so), owner, days in its stage and a "Loan" badge for a lender's product. The card
 * itself is a tab stop: Space picks it up (see the board); "Move to…" moves it without a pointer.
 */
export function DealCard({ card, stageId, index, count, stages, canWrite, dealHref, picked, dragging, helpId, onKey, onLeave, onMoveTo }: DealCardProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const href = fillLink(dealHref, { id: card.id, account_id: card.account.id });
  const close = expectedCloseText(card.expected_close, lang, i18n);
  const days = countText(card.days_in_stage, lang);
  const owner = card.owner?.name;
  const title = card.title;
  const parts = ['card', picked && 'card-picked', dragging && 'card-dragging', close.overdue && 'card-overdue'].filter(Boolean).join(' ');
  const classes = ['card', picked && 'card--picked', dragging && 'card--dragging'].filter(Boolean).join(' ');

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave(card);
  }

  return (
    <li className={canWrite ? 'card-slot card-slot--movable' : 'card-slot'} aria-posinset={index + 1} aria-setsize={count}>
      <article
        className={classes}
        part={parts}
        tabIndex={0}
        data-deal-id={card.id}
        data-stage-id={stageId}
        draggable={canWrite ? true : undefined}
        aria-labelledby={`deal-${card.id}-title`}
        aria-describedby={canWrite ? `deal-${card.id}-facts ${helpId}` : `deal-${card.id}-facts`}
        onKeyDown={(event) => onKey(event, card, stageId)}
        onBlur={handleBlur}
      >
        <p className="card-title" id={`deal-${card.id}-title`}>
          {href ? (
            <a href={href} part="deal-link" draggable={false} onClick={(event: MouseEvent<HTMLAnchorElement>) => followLink(event, href)}>
              {title}
            </a>
          ) : (
            title
          )}
        </p>
        <div className="card-facts" id={`deal-${card.id}-facts`}>
          <p className="card-account">{card.account.name}</p>
          <p className="card-amount">
            <span>{formatMoney(card.amount, card.currency, lang)}</span>
            {card.is_loan && (
              <span className="badge" part="loan-badge">
                {t`Loan`}
              </span>
            )}
          </p>
          <p className={close.overdue ? 'card-close card-close--overdue' : 'card-close'} part={close.overdue ? 'close overdue' : 'close'}>
            {close.text}
          </p>
          <p className="card-owner">{owner ? t`Owner: ${owner}` : t`No owner`}</p>
          <p className="card-days">{t`Days in this stage: ${days}`}</p>
        </div>
        {canWrite && (
          <select
            className="move-to"
            part="move-select"
            aria-label={t`Move ${title} to another stage`}
            value=""
            onChange={(event) => event.target.value && onMoveTo(card, stageId, Number(event.target.value))}
          >
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
