import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ContactRow } from '@si/contract';
import { ApiError, describeError } from '@si/core';
import { api } from '@si/core/admin';
import { focusControl, SelectField } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors } from '../../base/errors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { TYPING_PAUSE_MS, useDebounced } from '../../ui/useDebounced.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { salesMessageText } from '../kit/salesWords.ts';
import { contactName } from './contactWords.ts';

const PAGE_SIZE = 25;

type Keep = '' | 'this' | 'other';

export type MergeContactProps = {
  /** The contact whose row the merge was asked from. */
  contact: ContactRow;
  /** The merge is done: the sentence to show. */
  onMerged(outcome: string): void;
  onClose(): void;
};

/** A search box and a select of the directory's other contacts (any module's, not only sales'). */
function OtherContactPicker({ exclude, value, error, onChange }: { exclude: number; value: ContactRow | undefined; error?: string; onChange(contact: ContactRow | undefined): void }) {
  const { t, i18n } = useLingui();
  const statusId = useId();
  const [search, setSearch] = useState('');
  // The first list at once; a search once typing pauses.
  const query = useDebounced(search.trim(), search ? TYPING_PAUSE_MS : 0);
  const { loaded } = useLoad<{ rows: ContactRow[]; count: number }>(
    (signal) =>
      api('listContacts', { query: { page: 1, page_size: PAGE_SIZE, ordering: 'name', search: query || undefined }, signal }).then((page) => ({
        rows: page.results.filter((c) => c.id !== exclude),
        count: page.results.some((c) => c.id === exclude) ? page.count - 1 : page.count,
      })),
    JSON.stringify([exclude, query]),
  );
  const found = loaded.data;
  const loadError = loaded.status === 'error' ? describeError(loaded.error, i18n) : undefined;
  const rows = found?.rows ?? [];
  // The chosen contact stays listed while another search shows other names.
  const listed = value && !rows.some((r) => r.id === value.id) ? [value, ...rows] : rows;
  const count = found?.count ?? 0;
  const shown = rows.length;
  const status = loadError
    ? loadError
    : !found
      ? t`Looking for contacts…`
      : count === 0
        ? t`No other contact matches.`
        : count > shown
          ? t`Showing ${shown} of ${count} contacts; type more to narrow them.`
          : t`${count} contacts found.`;
  return (
    <div className="picker" part="contact-picker">
      <label className="field">
        <span>{t`Find the other contact (name, company or e-mail)`}</span>
        <input type="search" name="contact_search" value={search} autoComplete="off" aria-describedby={statusId} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <small id={statusId} className="muted" role={loadError ? 'alert' : 'status'} aria-live="polite">
        {status}
      </small>
      <SelectField
        name="other_contact"
        label={t`Other contact`}
        value={value ? String(value.id) : ''}
        error={error}
        options={[['', t`Choose a contact`], ...listed.map((c): [string, string] => [String(c.id), `${contactName(c)} (${c.email})`])]}
        onChange={(id) => onChange(listed.find((c) => String(c.id) === id))}
      />
    </div>
  );
}

/** What the merge will do, in words, before it is sent. */
function MergeSummary({ kept, merged }: { kept: ContactRow; merged: ContactRow }) {
  const { t } = useLingui();
  const keptName = contactName(kept);
  const keptEmail = kept.email;
  const mergedName = contactName(merged);
  const mergedEmail = merged.email;
  return (
    <div className="merge-summary" part="merge-summary" aria-live="polite">
      <p>
        <strong>{t`${mergedName} (${mergedEmail}) will be merged into ${keptName} (${keptEmail}):`}</strong>
      </p>
      <ul>
        <li>{t`the accounts ${mergedName} is on, with their items, comments, files and converted leads, become ${keptName}'s;`}</li>
        <li>{t`where both are on the same account, ${keptName}'s place, role and portal link stay;`}</li>
        <li>{t`${keptName}'s empty names, company and phone are filled from ${mergedName}, and the e-mail ${keptEmail} stays;`}</li>
        <li>{t`${mergedName} is deleted, and the portal links sent to ${mergedEmail} stop working. This cannot be undone.`}</li>
      </ul>
    </div>
  );
}

/**
 * Merging the row's contact with another of the directory: the other is chosen by a search,
 * then which of the two is kept; what the merge will do is said in words before it is sent. The
 * one not kept is merged into the one kept (POST /api/contacts/{id}/merge) and deleted.
 */
export function MergeContact({ contact, onMerged, onClose }: MergeContactProps) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const section = useRef<HTMLElement>(null);
  const [other, setOther] = useState<ContactRow>();
  const [keep, setKeep] = useState<Keep>('');
  const kept = keep === 'this' ? contact : keep === 'other' ? other : undefined;
  const merged = keep === 'this' ? other : keep === 'other' ? contact : undefined;

  // Opened, the search takes the focus.
  useEffect(() => focusControl(section.current?.querySelector<HTMLElement>('input[name="contact_search"]')), []);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!other) problems.other_contact = t`Choose the contact to merge with.`;
      if (!keep) problems.keep = t`Choose the contact to keep.`;
      return problems;
    },
    async () => {
      const answer = await api('mergeContacts', { params: { id: merged!.id }, json: { into_id: kept!.id } });
      const from = contactName(merged!);
      const fromEmail = merged!.email;
      const into = contactName(answer);
      const intoEmail = answer.email;
      onMerged(t`${from} (${fromEmail}) was merged into ${into} (${intoEmail}).`);
    },
    (error) => {
      // Both pay one invoice right now: the only conflict a merge answers.
      if (error instanceof ApiError && error.status === 409) return { alert: t`Both contacts have a payment under way for the same invoice: merge them once it is finished.`, fields: {} };
      const split = formErrors(error, ['into_id'], i18n);
      const wrong = split.fields.into_id;
      const fields: Record<string, string> = wrong ? { other_contact: salesMessageText(wrong, i18n) } : {};
      return { alert: split.alert && salesMessageText(split.alert, i18n), fields };
    },
    t`Check the fields marked below; nothing was merged.`,
  );

  const choose = (next: ContactRow | undefined) => {
    setOther(next);
    if (!next) setKeep('');
  };
  const label = (c: ContactRow) => {
    const who = contactName(c);
    const email = c.email;
    return t`${who} (${email})`;
  };
  const keepError = errors.fields.keep;
  const name = contactName(contact);

  return (
    <section ref={section} className="panel merge-contact" part="merge" aria-labelledby={`${uid}-heading`}>
      <div className="admin-head">
        <h3 id={`${uid}-heading`}>{t`Merge ${name} with another contact`}</h3>
        <button type="button" part="close" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <p>{t`Two contacts that are one person become one: choose the other contact, then which of the two to keep.`}</p>
      <form noValidate aria-labelledby={`${uid}-heading`} aria-busy={busy} part="merge-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <OtherContactPicker exclude={contact.id} value={other} error={errors.fields.other_contact} onChange={choose} />
        <fieldset className="choice" part="keep" aria-describedby={keepError ? `${uid}-keep-error` : undefined}>
          <legend>{t`Contact to keep`}</legend>
          <label>
            <input type="radio" name="keep" value="this" checked={keep === 'this'} aria-invalid={keepError ? true : undefined} onChange={() => setKeep('this')} />
            <span>{label(contact)}</span>
          </label>
          <label>
            <input type="radio" name="keep" value="other" checked={keep === 'other'} disabled={!other} aria-invalid={keepError ? true : undefined} onChange={() => setKeep('other')} />
            <span>{other ? label(other) : t`The other contact, once chosen`}</span>
          </label>
          {keepError && (
            <small id={`${uid}-keep-error`} className="field-error">
              {keepError}
            </small>
          )}
        </fieldset>
        {kept && merged && <MergeSummary kept={kept} merged={merged} />}
        <FormActions submitText={t`Merge contacts`} busy={busy} onCancel={onClose} />
      </form>
    </section>
  );
}
