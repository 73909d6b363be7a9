import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApprovalRule, NamedRef } from '@si/contract';
import { moduleById } from '@si/contract/modules';
import { api, type AccountDirectoryRow } from '@si/core/admin';
import { fieldErrors } from '@si/core';
import type { I18n } from '@lingui/core';
import { AccountPicker } from '../../account/pickers.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors, onTyped, type FormErrors } from '../../base/errors.ts';
import { invalidField } from '../../base/invalidField.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { approverCount, emptyRuleDraft, newStep, RULE_FIELDS, RULE_NAME_MAX, RULE_STEPS_MAX, ruleBody, ruleDraftOf, ruleProblems, type RuleDraft, type StepDraft } from './ruleDraft.ts';
import { BILL_ACCOUNT_CODE_MAX } from '../kit/bills/billWords.ts';

const PAYABLES_KIND = moduleById('payables').kind;

/** A person or team a step may name; a team with its number of members. */
export type Approver = { id: number; name: string; members?: number };
/** The organization's users and teams the steps choose from (the first hundred of each). */
export type ApproverChoices = { users: Approver[]; teams: Approver[]; status: 'loading' | 'ready' | 'error'; error?: string };

/** A shoelace text field with its message (else its hint) under it. */
function Input(props: { name: string; label: string; value: string; error?: string; hint?: string; maxLength?: number; inputMode?: 'decimal' | 'numeric'; onChange(value: string): void }) {
  const { lang, dir } = useShell();
  return (
    <sl-input
      name={props.name}
      label={props.label}
      value={props.value}
      maxlength={props.maxLength}
      inputmode={props.inputMode}
      autocomplete="off"
      lang={lang}
      dir={dir}
      help-text={props.error ?? props.hint}
      ref={invalidField(props.error)}
      data-invalid={props.error ? true : undefined}
      onsl-input={onTyped(props.onChange)}
    />
  );
}

/** The vendor kept as the picker shows it (it reads the id, the name and the hold). */
const pickedVendor = (vendor: NamedRef): AccountDirectoryRow => ({
  id: vendor.id,
  name: vendor.name,
  module_kind: PAYABLES_KIND,
  workspace_kind: null,
  lead: null,
  team: null,
  office: null,
  account_hold: false,
  account_hold_message: '',
  archived: false,
  progress: { accepted: 0, total: 0 },
  overdue_count: 0,
  contact_count: 0,
  created_at: '',
});

/** A step's field named by the server, to the key the form shows it under (`steps.0.user_ids.2` -> `steps.0.user_ids`). */
function shownKey(key: string): string | undefined {
  const step = /^steps\.(\d+)\.(user_ids|team_ids|required)\b/.exec(key);
  if (step) return `steps.${step[1]}.${step[2]}`;
  const top = key.split('.')[0]!;
  return (RULE_FIELDS as readonly string[]).includes(top) ? top : undefined;
}

/** The server's refusal split into the form's field messages and one alert for the rest. */
function ruleErrors(error: unknown, i18n: I18n): FormErrors {
  const keys = Object.keys(fieldErrors(error)).filter((key) => shownKey(key) !== undefined);
  const split = formErrors(error, keys, i18n);
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(split.fields)) {
    const name = shownKey(key)!;
    fields[name] = fields[name] ? `${fields[name]} ${message}` : message;
  }
  return { alert: split.alert, fields };
}

/** A step's users or teams: a group of check boxes, with the ones chosen but not listed kept. */
function ApproverBoxes(props: { legend: string; name: string; list: Approver[]; chosen: number[]; known: ReadonlyMap<number, string>; status: ApproverChoices['status']; empty: string; error?: string; onChange(ids: number[]): void; describe?(a: Approver): string }) {
  const { t } = useLingui();
  const id = useId();
  const missing = props.chosen.filter((c) => !props.list.some((a) => a.id === c)).map((c): Approver => ({ id: c, name: props.known.get(c) ?? String(c) }));
  const shown = [...missing, ...props.list];
  return (
    <fieldset className="approvers" data-invalid={props.error ? true : undefined} aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend>{props.legend}</legend>
      {shown.length ? (
        <div className="choices">
          {shown.map((a) => (
            <label key={a.id}>
              <input
                type="checkbox"
                name={props.name}
                value={a.id}
                checked={props.chosen.includes(a.id)}
                onChange={(e) => props.onChange(e.target.checked ? [...props.chosen, a.id] : props.chosen.filter((x) => x !== a.id))}
              />
              <span>{props.describe ? props.describe(a) : a.name}</span>
            </label>
          ))}
        </div>
      ) : (
        <p className="muted" role={props.status === 'error' ? undefined : 'status'}>
          {props.status === 'loading' ? t`Loading…` : props.empty}
        </p>
      )}
      {props.error && (
        <small id={`${id}-error`} className="field-error">
          {props.error}
        </small>
      )}
    </fieldset>
  );
}

export type RuleFormProps = {
  /** The rule to change; none: a new rule. */
  rule?: ApprovalRule;
  /** Where a new rule goes (after the last); a changed rule keeps its own. */
  position: number;
  choices: ApproverChoices;
  onSaved(rule: ApprovalRule): void;
  onCancel(): void;
};

/**
 * A bill approval rule: its name, the bills it applies to (currency, amount from and below, a
 * vendor, an account code) and its ordered steps, each with its users and teams and how many of
 * them must approve. Checked before sending (a step cannot need more approvals than it has
 * possible approvers); a refusal keeps everything typed and shows the server's message beside its
 * field.
 */
export function RuleForm({ rule, position, choices, onSaved, onCancel }: RuleFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? ruleDraftOf(rule) : emptyRuleDraft()));
  const [vendor, setVendor] = useState<AccountDirectoryRow | undefined>(() => (rule?.vendor ? pickedVendor(rule.vendor) : undefined));
  const form = useRef<HTMLFormElement>(null);
  const teamSizes = new Map(choices.teams.filter((x) => x.members !== undefined).map((x) => [x.id, x.members!]));
  // Names of the approvers the rule names, for those the lists do not hold (inactive, or past the first hundred).
  const knownUsers = new Map(rule?.steps.flatMap((s) => s.users.map((u) => [u.id, u.name] as const)) ?? []);
  const knownTeams = new Map(rule?.steps.flatMap((s) => s.teams.map((x) => [x.id, x.name] as const)) ?? []);

  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setStep = (key: number, patch: Partial<StepDraft>) => setDraft((d) => ({ ...d, steps: d.steps.map((s) => (s.key === key ? { ...s, ...patch } : s)) }));
  const focusLater = (selector: string) => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(selector)?.focus());
  const addStep = () => {
    const step = newStep();
    setDraft((d) => ({ ...d, steps: [...d.steps, step] }));
    focusLater(`[data-step="${step.key}"] input, [data-step="${step.key}"] button`);
  };
  const removeStep = (index: number) => {
    const next = draft.steps[index + 1] ?? draft.steps[index - 1];
    setDraft((d) => ({ ...d, steps: d.steps.filter((_, i) => i !== index) }));
    focusLater(next ? `[data-step="${next.key}"] input, [data-step="${next.key}"] button` : 'button[data-add-step]');
  };

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => ruleProblems({ ...draft, vendor: vendor ? { id: vendor.id, name: vendor.name } : null }, teamSizes, i18n),
    async () => {
      const json = ruleBody({ ...draft, vendor: vendor ? { id: vendor.id, name: vendor.name } : null }, rule ? rule.position : position);
      onSaved(rule ? await api('replaceBillApprovalRule', { params: { id: rule.id }, json }) : await api('createBillApprovalRule', { json }));
    },
    (error) => ruleErrors(error, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  const err = (name: string) => errors.fields[name];

  return (
    <form ref={form} className="rule-form" part="rule-form" noValidate aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      {errors.alert && (
        <Notice variant="danger" part="form-error">
          {errors.alert}
        </Notice>
      )}
      <Input name="name" label={t`Rule name`} value={draft.name} maxLength={RULE_NAME_MAX} error={err('name')} onChange={(v) => set('name', v)} />
      <fieldset className="rule-scope" part="scope">
        <legend>{t`Bills it applies to`}</legend>
        <div className="rule-fields">
          <Input name="currency" label={t`Currency`} value={draft.currency} maxLength={3} error={err('currency')} onChange={(v) => set('currency', v)} />
          <Input name="amount_from" label={t`Total from`} value={draft.amount_from} inputMode="decimal" error={err('amount_from')} hint={t`Included.`} onChange={(v) => set('amount_from', v)} />
          <Input name="amount_to" label={t`Total below`} value={draft.amount_to} inputMode="decimal" error={err('amount_to')} hint={t`Not included; empty: no upper limit.`} onChange={(v) => set('amount_to', v)} />
        </div>
        <AccountPicker value={vendor} onChange={setVendor} error={err('vendor_account_id')} moduleKind={PAYABLES_KIND} label={t`Vendor`} />
        <p className="muted">{t`Leave the vendor unchosen for the bills of every vendor.`}</p>
        <Input
          name="account_code"
          label={t`Account code`}
          value={draft.account_code}
          maxLength={BILL_ACCOUNT_CODE_MAX}
          error={err('account_code')}
          hint={t`Only bills with a line booked to this code; empty: any bill.`}
          onChange={(v) => set('account_code', v)}
        />
      </fieldset>
      <fieldset className="rule-steps" part="steps">
        <legend>{t`Approval steps, in order`}</legend>
        {choices.error && (
          <Notice variant="warning" part="choices-error">
            {t`The users and teams could not all be read: ${choices.error}`}
          </Notice>
        )}
        {err('steps') && <small className="field-error">{err('steps')}</small>}
        {draft.steps.map((step, index) => {
          const n = index + 1;
          const most = approverCount(step, teamSizes);
          return (
            <fieldset key={step.key} className="rule-step" part="step" data-step={step.key}>
              <legend>{t`Step ${n}`}</legend>
              <ApproverBoxes
                legend={t`Users, step ${n}`}
                name={`step-${step.key}-users`}
                list={choices.users}
                chosen={step.user_ids}
                known={knownUsers}
                status={choices.status}
                empty={t`No users to choose from.`}
                error={err(`steps.${index}.user_ids`)}
                onChange={(user_ids) => setStep(step.key, { user_ids })}
              />
              <ApproverBoxes
                legend={t`Teams, step ${n}`}
                name={`step-${step.key}-teams`}
                list={choices.teams}
                chosen={step.team_ids}
                known={knownTeams}
                status={choices.status}
                empty={t`No teams to choose from.`}
                error={err(`steps.${index}.team_ids`)}
                describe={(a) => {
                  const name = a.name;
                  const members = a.members;
                  return members === undefined ? name : t`${name} (${members} members)`;
                }}
                onChange={(team_ids) => setStep(step.key, { team_ids })}
              />
              <div className="step-foot">
                <Input
                  name={`step-${step.key}-required`}
                  label={t`Approvals needed, step ${n}`}
                  value={step.required}
                  inputMode="numeric"
                  maxLength={2}
                  error={err(`steps.${index}.required`)}
                  hint={most === undefined ? t`How many of the approvers must approve.` : t`How many must approve; possible approvers: ${most}.`}
                  onChange={(required) => setStep(step.key, { required })}
                />
                {draft.steps.length > 1 && (
                  <button type="button" part="remove-step" onClick={() => removeStep(index)}>
                    {t`Remove step ${n}`}
                  </button>
                )}
              </div>
            </fieldset>
          );
        })}
        {draft.steps.length < RULE_STEPS_MAX && (
          <button type="button" part="add-step" data-add-step onClick={addStep}>
            {t`Add a step`}
          </button>
        )}
      </fieldset>
      <FormActions submitText={rule ? t`Save the rule` : t`Add the rule`} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** The users and teams as the form lists them. */
export function approverChoices(users: { id: number; first_name: string; last_name: string; email: string; is_active: boolean }[] | undefined, teams: { id: number; name: string; member_count: number }[] | undefined, status: ApproverChoices['status'], error?: string): ApproverChoices {
  return {
    users: (users ?? []).filter((u) => u.is_active).map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() || u.email })),
    teams: (teams ?? []).map((x) => ({ id: x.id, name: x.name, members: x.member_count })),
    status,
    error,
  };
}
