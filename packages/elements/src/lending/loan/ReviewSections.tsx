/** Sections borrowingStructure, creditAndRiskRating and policyExceptions: what they list, and (when `can` says so) their forms. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LENDING_LIMITS, type PartyRole } from '@si/contract/lending';
import { FormActions } from '../../admin/FormActions.tsx';
import { SelectField, TextArea } from '../../admin/fields.tsx';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { errorText } from '../../ui/errorText.ts';
import { useDebounced } from '../../ui/useDebounced.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { lendingMessageText } from '../kit/lendingWords.ts';
import { addLoanParty, addPolicyException, findContacts, rateLoan, removeLoanParty } from '../kit/staff/loanCalls.ts';
import { LoanInput } from '../kit/staff/loanFields.tsx';
import { moneyText, partyRoleText } from '../kit/staff/loanWords.ts';
import { Fact, loanFormErrors, Section, type SectionProps } from './parts.tsx';

const when = (at: string, lang: string) => formatDate(at.slice(0, 10), lang);

function PartyForm({ loan, onSaved, onCancel }: SectionProps & { onCancel(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [search, setSearch] = useState('');
  const [values, setValues] = useState({ contact_id: '', role: 'borrower', guarantee_amount: '' });
  const typed = useDebounced(search, 300);
  const contacts = useLoad((signal) => findContacts(typed, signal), `contacts ${typed}`).loaded.data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => (values.contact_id ? {} : { contact_id: t`Choose a contact.` }),
    async () => {
      const next = await addLoanParty(loan.id, { contact_id: Number(values.contact_id), role: values.role, guarantee_amount: values.role === 'guarantor' && values.guarantee_amount.trim() ? values.guarantee_amount.trim() : null });
      onSaved(next, t`The party is added.`);
    },
    (error) => loanFormErrors(error, ['contact_id', 'role', 'guarantee_amount'], i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  return (
    <section className="panel" part="party-form" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t`Add a borrower or guarantor`}
      </h4>
      <form noValidate aria-labelledby={`${id}-h`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <div className="loan-fields">
          <LoanInput name="contact_search" label={t`Find a contact`} value={search} hint={t`Name or e-mail, from the contact directory.`} onChange={setSearch} />
          <SelectField
            name="contact_id"
            label={t`Contact`}
            value={values.contact_id}
            options={[['', contacts ? (contacts.length ? t`Choose a contact` : t`No contact matches`) : t`Loading…`], ...(contacts ?? []).map((c): [string, string] => [String(c.id), `${c.name} (${c.email})`])]}
            error={errors.fields.contact_id}
            onChange={set('contact_id')}
          />
          <SelectField name="role" label={t`Role`} value={values.role} options={(['borrower', 'guarantor'] as PartyRole[]).map((r) => [r, partyRoleText(r, i18n)])} error={errors.fields.role} onChange={set('role')} />
          {values.role === 'guarantor' && (
            <LoanInput name="guarantee_amount" label={t`Guarantee limit`} inputMode="decimal" dir="ltr" value={values.guarantee_amount} hint={t`Empty: unlimited.`} error={errors.fields.guarantee_amount} onChange={set('guarantee_amount')} />
          )}
        </div>
        <FormActions submitText={t`Add the party`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

export function PartiesSection(props: SectionProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const { loan } = props;
  const [adding, setAdding] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [removing, setRemoving] = useState<number>();
  const parties = loan.borrowing_structure.parties;
  async function remove(partyId: number, name: string) {
    setRemoving(partyId);
    setFailed(undefined);
    try {
      props.onSaved(await removeLoanParty(loan.id, partyId), t`${name} is no longer a party to the loan.`);
    } catch (error) {
      setFailed(lendingMessageText(errorText(error, i18n), i18n));
    } finally {
      setRemoving(undefined);
    }
  }
  return (
    <Section
      section="borrowingStructure"
      part="parties"
      actions={
        loan.can.borrowingStructure &&
        !adding && (
          <button type="button" part="add-party" onClick={() => setAdding(true)}>
            {t`Add a party`}
          </button>
        )
      }
    >
      {failed && (
        <Notice variant="danger" part="party-error">
          {failed}
        </Notice>
      )}
      {parties.length ? (
        <ul className="plain" part="party-list">
          {parties.map((p) => (
            <li key={p.id} part="party">
              <strong>
                <bdi>{p.name}</bdi>
              </strong>{' '}
              <span className="badge">{partyRoleText(p.role, i18n)}</span>{' '}
              <bdi dir="ltr" className="muted">
                {p.email}
              </bdi>
              {p.role === 'guarantor' && <span className="muted"> · {p.guarantee_amount ? t`Guarantee up to ${moneyText(p.guarantee_amount, loan.currency, lang)}` : t`Unlimited guarantee`}</span>}
              {loan.can.borrowingStructure && (
                <>
                  {' '}
                  <button type="button" className="link" part="remove-party" disabled={removing === p.id} onClick={() => void remove(p.id, p.name)}>
                    {t`Remove ${p.name}`}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t`No borrowers or guarantors yet.`}</p>
      )}
      {adding && (
        <PartyForm
          {...props}
          onCancel={() => setAdding(false)}
          onSaved={(next, said) => {
            setAdding(false);
            props.onSaved(next, said);
          }}
        />
      )}
    </Section>
  );
}

function RatingForm({ loan, onSaved, onCancel }: SectionProps & { onCancel(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const scale = loan.credit_and_risk_rating.scale;
  const [values, setValues] = useState({ rating: '', reason: '' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!values.rating) problems.rating = t`Choose a rating.`;
      if (!values.reason.trim()) problems.reason = t`Say why.`;
      else if (values.reason.length > LENDING_LIMITS.reason) problems.reason = t`At most ${LENDING_LIMITS.reason} characters.`;
      return problems;
    },
    async () => onSaved(await rateLoan(loan.id, { rating: values.rating, reason: values.reason.trim() }), t`The loan is rated ${values.rating}.`),
    (error) => loanFormErrors(error, ['rating', 'reason'], i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  return (
    <section className="panel" part="rating-form" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t`Rate the loan`}
      </h4>
      <form noValidate aria-labelledby={`${id}-h`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <SelectField name="rating" label={t`Rating`} value={values.rating} options={[['', t`Choose a rating`], ...scale.map((r): [string, string] => [r, r])]} error={errors.fields.rating} onChange={(rating) => setValues((v) => ({ ...v, rating }))} />
        <TextArea name="reason" label={t`Reason`} value={values.reason} error={errors.fields.reason} onChange={(reason) => setValues((v) => ({ ...v, reason }))} />
        <FormActions submitText={t`Save the rating`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

export function RatingSection(props: SectionProps) {
  const { t } = useLingui();
  const { lang } = useShell();
  const { loan } = props;
  const [rating, setRating] = useState(false);
  const history = loan.credit_and_risk_rating.history;
  return (
    <Section
      section="creditAndRiskRating"
      part="rating"
      actions={
        loan.can.creditAndRiskRating &&
        !rating && (
          <button type="button" part="rate" onClick={() => setRating(true)}>
            {t`Rate the loan`}
          </button>
        )
      }
    >
      <dl className="facts">
        <Fact term={t`Current rating`} part="current-rating">
          {loan.rating ? <strong>{loan.rating}</strong> : t`Not rated yet`}
        </Fact>
      </dl>
      {rating && (
        <RatingForm
          {...props}
          onCancel={() => setRating(false)}
          onSaved={(next, said) => {
            setRating(false);
            props.onSaved(next, said);
          }}
        />
      )}
      {history.length > 0 && (
        <ul className="plain" part="rating-history" aria-label={t`Ratings given, newest first`}>
          {history.map((r) => (
            <li key={r.id}>
              <strong>{r.rating}</strong> — <bdi>{r.reason}</bdi>
              <div className="muted">{r.by ? t`By ${r.by.name} on ${when(r.at, lang)}` : t`On ${when(r.at, lang)}`}</div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ExceptionForm({ loan, onSaved, onCancel }: SectionProps & { onCancel(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState({ policy: '', reason: '' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!values.policy.trim()) problems.policy = t`Name the policy.`;
      if (!values.reason.trim()) problems.reason = t`Say why.`;
      return problems;
    },
    async () => onSaved(await addPolicyException(loan.id, { policy: values.policy.trim(), reason: values.reason.trim() }), t`The policy exception is recorded; you are its approver.`),
    (error) => loanFormErrors(error, ['policy', 'reason'], i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  return (
    <section className="panel" part="exception-form" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t`Record a policy exception`}
      </h4>
      <form noValidate aria-labelledby={`${id}-h`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <LoanInput name="policy" label={t`Policy`} required maxLength={LENDING_LIMITS.policy} value={values.policy} hint={t`Such as "Loan to value above 80%".`} error={errors.fields.policy} onChange={(policy) => setValues((v) => ({ ...v, policy }))} />
        <TextArea name="reason" label={t`Reason`} value={values.reason} error={errors.fields.reason} onChange={(reason) => setValues((v) => ({ ...v, reason }))} />
        <FormActions submitText={t`Record the exception`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

export function ExceptionsSection(props: SectionProps) {
  const { t } = useLingui();
  const { lang } = useShell();
  const { loan } = props;
  const [adding, setAdding] = useState(false);
  return (
    <Section
      section="policyExceptions"
      part="exceptions"
      actions={
        loan.can.policyExceptions &&
        !adding && (
          <button type="button" part="add-exception" onClick={() => setAdding(true)}>
            {t`Record an exception`}
          </button>
        )
      }
    >
      {adding && (
        <ExceptionForm
          {...props}
          onCancel={() => setAdding(false)}
          onSaved={(next, said) => {
            setAdding(false);
            props.onSaved(next, said);
          }}
        />
      )}
      {loan.policy_exceptions.length ? (
        <ul className="plain" part="exception-list">
          {loan.policy_exceptions.map((e) => (
            <li key={e.id} part="exception">
              <strong>
                <bdi>{e.policy}</bdi>
              </strong>
              <div>
                <bdi>{e.reason}</bdi>
              </div>
              <div className="muted">{e.approver ? t`Approved by ${e.approver.name} on ${when(e.at, lang)}` : t`Recorded on ${when(e.at, lang)}`}</div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t`No exceptions to lending policy.`}</p>
      )}
    </Section>
  );
}
