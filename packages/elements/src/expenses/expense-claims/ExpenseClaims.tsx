import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ExpenseClaimDetail, ExpenseClaimRow, ExpenseClaimState, ExpenseScope } from '@si/contract';
import { sumMoney } from '@si/contract/money';
import { minorUnits } from '@si/contract/currency';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { FormActions } from '../../admin/FormActions.tsx';
import { navigate } from '../../admin/links.ts';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { ClaimView, type ClaimLinks } from '../kit/claim/ClaimView.tsx';
import { CLAIM_STATE_ORDER, claimStateText, EXPENSE_TEXT_MAX, linkTo, validCurrency } from '../kit/expenseWords.ts';
import { InputField } from '../kit/fields.tsx';

export type ExpenseClaimsProps = Omit<ClaimLinks, 'listHref'> & {
  /** The tab shown: `mine` (default), `drafts`, `to-approve` or `all`. */
  view?: string;
  /** A claim's page, `{id}` replaced; without it a claim opens in a panel here. */
  claimHref?: string;
  /** This screen with a tab chosen, `{view}` replaced: a chosen tab is announced with `si-navigate`. */
  viewHref?: string;
};

const VIEWS = ['mine', 'drafts', 'to-approve', 'all'] as const;
type View = (typeof VIEWS)[number];
const isView = (value: string | undefined): value is View => (VIEWS as readonly string[]).includes(value ?? '');
const QUERY: Record<View, { scope: ExpenseScope; state?: ExpenseClaimState }> = {
  mine: { scope: 'mine' },
  drafts: { scope: 'mine', state: 'draft' },
  'to-approve': { scope: 'to_approve' },
  all: { scope: 'all' },
};

/** "New claim": a title (and a currency other than the organization's, if need be); the draft is created only when this form is sent. */
function NewClaimForm({ onSaved, onCancel }: { onSaved(claim: ExpenseClaimDetail): void; onCancel(): void }) {
  const { t, i18n } = useLingui();
  const [title, setTitle] = useState('');
  const [currency, setCurrency] = useState('');
  const section = useRef<HTMLElement>(null);
  // Opened, the form's first field takes the focus.
  useEffect(() => section.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus(), []);
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      const text = title.trim();
      if (!text) problems.title = t`Give the claim a title, such as "Client visit, Lyon".`;
      else if (text.length > EXPENSE_TEXT_MAX.title) problems.title = t`Ensure this field has no more than ${EXPENSE_TEXT_MAX.title} characters.`;
      if (currency.trim() && !validCurrency(currency)) problems.currency = t`Enter a three-letter currency code, such as EUR.`;
      return problems;
    },
    async () => onSaved(await api('createExpenseClaim', { json: { title: title.trim(), ...(currency.trim() ? { currency: currency.trim().toUpperCase() } : {}) } })),
    (error) => formErrors(error, ['title', 'currency'], i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  return (
    <section ref={section} className="panel" part="form" aria-labelledby="new-claim-heading">
      <h3 id="new-claim-heading">{t`New claim`}</h3>
      <form className="settings-form" noValidate aria-labelledby="new-claim-heading" aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        {errors.alert && (
          <Notice variant="danger" part="form-error">
            {errors.alert}
          </Notice>
        )}
        <div className="line-fields">
          <InputField name="title" label={t`Title`} value={title} maxLength={EXPENSE_TEXT_MAX.title} error={errors.fields.title} onChange={setTitle} />
          <InputField
            name="currency"
            label={t`Reimbursed in (optional)`}
            value={currency}
            maxLength={3}
            dir="ltr"
            hint={t`Leave empty for the organization's expense currency.`}
            error={errors.fields.currency}
            onChange={setCurrency}
          />
        </div>
        <FormActions submitText={t`Create the draft`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

/** The page's amounts added up per currency ("€1,250.00 and $80.00"). */
function pageTotals(rows: ExpenseClaimRow[], lang: string): string {
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  const sums = currencies.map((c) => formatMoney(sumMoney(rows.filter((r) => r.currency === c).map((r) => r.total)).toFixed(minorUnits(c)), c, lang));
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(sums);
}

/**
 * Expense claims, one tab each: the caller's claims, their drafts, the claims waiting for the
 * caller's approval, and every claim of the organization; each a list-screen description (search,
 * state filter, sorting, pages of 10 to 100, the page's totals). "New claim" asks for a title and
 * creates the draft only when its form is sent, then goes to the claim.
 */
export function ExpenseClaims({ view, claimHref, viewHref, ...links }: ExpenseClaimsProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  const asked = isView(view) ? view : 'mine';
  const [chosen, setChosen] = useState<{ from: string | undefined; view: View }>();
  const current = chosen && chosen.from === view ? chosen.view : asked;
  const [rows, setRows] = useState<ExpenseClaimRow[]>([]);
  const [opened, setOpened] = useState<number>();
  const [version, setVersion] = useState(0);
  const base = useRef<HTMLElement>(null);

  function select(next: View) {
    setChosen({ from: view, view: next });
    setOpened(undefined);
    setRows([]);
    if (viewHref && base.current) navigate(base.current, viewHref.replaceAll('{view}', next));
  }

  const entries = [
    { key: 'mine' as const, label: t`My claims` },
    { key: 'drafts' as const, label: t`Drafts` },
    { key: 'to-approve' as const, label: t`To approve` },
    { key: 'all' as const, label: t`All claims` },
  ];
  const query = QUERY[current];
  const others = query.scope !== 'mine';
  const day = (value: string | null) => (value ? formatDate(value.slice(0, 10), lang) : '');
  const heading = entries.find((e) => e.key === current)!.label;
  const emptyText =
    current === 'drafts' ? t`No drafts: "New claim" starts one.` : current === 'to-approve' ? t`No claim is waiting for your approval.` : current === 'all' ? t`No claims yet.` : t`You have no claims yet.`;
  const reload = () => setVersion((v) => v + 1);
  const panelView = (id: number, close: () => void, changed: () => void) => (
    <ClaimView key={id} id={id} level={3} canWrite={canWrite} {...links} onClose={close} onChanged={changed} onDeleted={changed} />
  );

  return (
    <section className="expense-claims" part="base" ref={base}>
      <Tabs label={t`Expense claims`} entries={entries} current={current} idPrefix="claims" onSelect={select} />
      <div id="claims-panel" role="tabpanel" aria-labelledby={`claims-tab-${current}`} part="panel">
        <ListScreen<ExpenseClaimRow>
          key={current}
          heading={heading}
          label={t`Expense claims: ${heading}`}
          columns={[
            { key: 'number', header: t`Number`, sort: 'number', cell: (c) => c.number },
            { key: 'title', header: t`Title`, sort: 'title', cell: (c) => c.title },
            ...(others ? [{ key: 'claimant', header: t`Claimant`, cell: (c: ExpenseClaimRow) => c.claimant.name }] : []),
            { key: 'lines', header: t`Expenses`, numeric: true, cell: (c) => String(c.line_count) },
            { key: 'total', header: t`Total`, sort: 'total', numeric: true, cell: (c) => formatMoney(c.total, c.currency, lang) },
            current === 'drafts'
              ? { key: 'created', header: t`Started`, sort: 'created_at', cell: (c) => day(c.created_at) }
              : { key: 'sent', header: t`Sent`, sort: 'submitted_at', cell: (c) => (c.submitted_at ? day(c.submitted_at) : t`Not sent`) },
            {
              key: 'state',
              header: t`State`,
              sort: 'state',
              cell: (c) => (
                <span className={`state state--${c.state}`} part="state-badge">
                  {claimStateText(c.state, i18n)}
                </span>
              ),
            },
          ]}
          rowKey={(c) => c.id}
          query={{ ...query, version }}
          fetchPage={({ page, page_size, ordering, search, scope, state }, signal) =>
            api('listExpenseClaims', { query: { page, page_size, ordering, search, scope: scope as ExpenseScope, state: state as ExpenseClaimState | undefined }, signal }).then((p) => {
              setRows(p.results);
              return p;
            })
          }
          defaultOrdering="-created_at"
          filters={
            query.state || current === 'to-approve'
              ? []
              : [{ name: 'state', kind: 'select', label: t`State`, all: t`All states`, options: CLAIM_STATE_ORDER.map((s) => ({ value: s, label: claimStateText(s, i18n) })) }]
          }
          rowLink={claimHref ? { column: 'number', href: (c) => linkTo(claimHref, c.id)!, part: 'claim-link' } : undefined}
          canWrite={canWrite}
          create={current === 'mine' || current === 'drafts' ? t`New claim` : undefined}
          form={({ saved, cancel }) => (
            <NewClaimForm
              onCancel={cancel}
              onSaved={(claim) => {
                const href = linkTo(claimHref, claim.id);
                if (!href) setOpened(claim.id);
                saved(t`Draft ${claim.number} created: add its expenses.`, href ? { href, text: t`Open claim ${claim.number}` } : undefined);
              }}
            />
          )}
          rowActions={
            claimHref
              ? []
              : [
                  {
                    key: 'open',
                    text: t`Open claim`,
                    label: (c) => t`Open claim ${c.number}`,
                    readOnly: true,
                    panel: (c, panel) => panelView(c.id, panel.close, panel.changed),
                  },
                ]
          }
          above={
            <>
              {opened !== undefined && panelView(opened, () => setOpened(undefined), reload)}
              {rows.length > 0 && (
                <p className="page-totals muted" part="totals">
                  {t`Total of the claims on this page: ${pageTotals(rows, lang)}`}
                </p>
              )}
            </>
          }
          emptyText={emptyText}
          emptyTextFor={(q) => (q.state && !query.state ? t`No claim matches this state.` : emptyText)}
        />
      </div>
    </section>
  );
}
