import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChecklistRow } from '@si/contract';
import { createChecklist, updateChecklist } from '@si/core/admin';
import { ErrorAlert } from '../shared/Notice.tsx';
import { formErrors, valueOf, type FormErrors } from '../shared/errors.ts';
import { useShell } from '../shared/Shell.tsx';
import { focusSoon, useModuleKinds } from './labels.ts';

type Props = { checklist?: ChecklistRow; defaultModule?: number; onSaved(checklist: ChecklistRow): void; onCancel(): void };

const FIELDS = ['name', 'description', 'module_kind'] as const;

/** Creates a checklist, or edits one: name, description and the module it is for (or any). */
export function ChecklistForm({ checklist, defaultModule, onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const modules = useModuleKinds();
  const [name, setName] = useState(checklist?.name ?? '');
  const [description, setDescription] = useState(checklist?.description ?? '');
  const [moduleKind, setModuleKind] = useState(checklist ? String(checklist.module_kind ?? '') : String(defaultModule ?? ''));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    focusSoon(form.current?.querySelector<HTMLElement>('sl-input'));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = t`This field is required.`;
    else if (name.trim().length > 200) fields.name = t`Use at most 200 characters.`;
    if (description.length > 2000) fields.description = t`Use at most 2000 characters.`;
    setErrors({ fields });
    if (Object.keys(fields).length) return;
    setBusy(true);
    try {
      const input = { name: name.trim(), description: description.trim(), module_kind: moduleKind ? Number(moduleKind) : null };
      onSaved(checklist ? await updateChecklist(checklist.id, input) : await createChecklist(input));
    } catch (error) {
      setErrors(formErrors(error, FIELDS, i18n));
    } finally {
      setBusy(false);
    }
  }

  const checklistName = checklist?.name ?? '';
  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy} part="form" aria-label={checklist ? t`Edit checklist` : t`New checklist`}>
      <h3>{checklist ? t`Edit checklist ${checklistName}` : t`New checklist`}</h3>
      <ErrorAlert message={errors.alert} />
      <sl-input
        name="name"
        label={t`Name`}
        value={name}
        maxlength={200}
        lang={lang}
        dir={dir}
        help-text={errors.fields.name}
        data-invalid={errors.fields.name ? true : undefined}
        onsl-input={(e) => setName(valueOf(e))}
      />
      <label className="field">
        <span>{t`Description`}</span>
        <textarea name="description" rows={3} value={description} onChange={(e) => setDescription(e.target.value)} aria-invalid={errors.fields.description ? true : undefined} />
        {errors.fields.description && <small className="field-error">{errors.fields.description}</small>}
      </label>
      <label className="field">
        <span>{t`Module`}</span>
        <select name="module_kind" value={moduleKind} onChange={(e) => setModuleKind(e.target.value)} aria-invalid={errors.fields.module_kind ? true : undefined}>
          <option value="">{t`Any module`}</option>
          {modules.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
        {errors.fields.module_kind && <small className="field-error">{errors.fields.module_kind}</small>}
      </label>
      <div className="actions">
        <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
          {checklist ? t`Save` : t`Create checklist`}
        </sl-button>
        <sl-button type="button" lang={lang} dir={dir} onClick={onCancel}>
          {t`Cancel`}
        </sl-button>
      </div>
    </form>
  );
}
