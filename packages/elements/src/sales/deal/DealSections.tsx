/** The read-only parts of a deal's page: its facts, its stage history and its contacts. */
import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DealDetail } from '@si/contract';
import { followLink } from '../../admin/links.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { instantText, personName, probabilityText } from '../kit/dealWords.ts';
import { countText, expectedCloseText } from '../kit/salesWords.ts';

function Fact({ term, children, part }: { term: string; children: ReactNode; part?: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd part={part}>{children}</dd>
    </>
  );
}

/** Amount, probability (the stage's said as such), product, category, expected close (overdue in words), owner, days in stage, dates. */
export function DealFacts({ deal }: { deal: DealDetail }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const close = deal.expected_close
    ? deal.state === 'open'
      ? expectedCloseText(deal.expected_close, lang, i18n)
      : { text: formatDate(deal.expected_close, lang), overdue: false }
    : { text: t`Not set`, overdue: false };
  return (
    <dl className="facts" part="facts">
      <Fact term={t`Amount`} part="amount">
        <strong>{formatMoney(deal.amount, deal.currency, lang)}</strong>
      </Fact>
      <Fact term={t`Probability`} part="probability">
        {probabilityText(deal, lang, i18n)}
      </Fact>
      <Fact term={t`Product`}>{deal.product ? <bdi>{deal.product.name}</bdi> : t`None`}</Fact>
      <Fact term={t`Category`}>{deal.category ? <bdi>{deal.category.name}</bdi> : t`None`}</Fact>
      <Fact term={t`Expected close`} part="expected-close">
        <span className={close.overdue ? 'overdue' : undefined}>{close.text}</span>
      </Fact>
      <Fact term={t`Owner`} part="owner">
        {deal.owner ? <bdi>{deal.owner.name}</bdi> : t`Nobody`}
      </Fact>
      {deal.state === 'open' && (
        <Fact term={t`Days in this stage`} part="days-in-stage">
          {countText(deal.days_in_stage, lang)}
        </Fact>
      )}
      <Fact term={t`Pipeline`}>
        <bdi>{deal.pipeline.name}</bdi>
      </Fact>
      <Fact term={t`Opened`}>{formatDate(deal.created_at.slice(0, 10), lang)}</Fact>
      {deal.closed_at && <Fact term={deal.state === 'won' ? t`Won on` : t`Lost on`}>{formatDate(deal.closed_at.slice(0, 10), lang)}</Fact>}
    </dl>
  );
}

/** Every stage change, newest last as the server keeps them: from, to, by whom and when. */
export function DealHistory({ deal }: { deal: DealDetail }) {
  const { t } = useLingui();
  const { lang } = useShell();
  const id = useId();
  return (
    <section className="deal-section" part="history" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t`Stage history`}</h3>
      {deal.history.length === 0 ? (
        <p className="muted">{t`No stage change yet.`}</p>
      ) : (
        <ol className="plain-list">
          {deal.history.map((h, index) => {
            const when = instantText(h.at, lang);
            const to = h.to.name;
            const from = h.from?.name;
            const what = from ? t`From ${from} to ${to}` : t`Opened on ${to}`;
            const by = h.by?.name;
            return <li key={`${h.at} ${index}`}>{by ? t`${what}, by ${by}, ${when}` : t`${what}, ${when}`}</li>;
          })}
        </ol>
      )}
    </section>
  );
}

/** The deal's contacts (the account's), and where their requirements are sent from. */
export function DealContacts({ deal, accountLink }: { deal: DealDetail; accountLink?: string }) {
  const { t } = useLingui();
  const id = useId();
  const account = deal.account.name;
  return (
    <section className="deal-section" part="contacts" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t`Contacts`}</h3>
      {deal.contacts.length === 0 ? (
        <p className="muted">{t`The account has no contacts yet.`}</p>
      ) : (
        <ul className="plain-list">
          {deal.contacts.map((c) => (
            <li key={c.id} part="contact">
              <bdi>{personName(c)}</bdi>
              {c.email && (c.first_name || c.last_name) && (
                <>
                  {' '}
                  <bdi className="muted" dir="ltr">
                    {c.email}
                  </bdi>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="muted" part="contacts-note">
        {t`Requirements are sent to these contacts, through the portal, from the account's page.`}{' '}
        {accountLink && (
          <a href={accountLink} onClick={(e) => followLink(e, accountLink)}>
            {t`Open ${account}`}
          </a>
        )}
      </p>
    </section>
  );
}
