import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TeamRow } from '@si/contract';
import { TEAM_NAME_MAX_LENGTH } from '@si/contract/limits';
import { getTeam, renameTeam } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { focusControl, TextField } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { followLink, navigate } from '../../admin/links.ts';
import { TeamMembers } from '../../account/TeamMembers.tsx';

type Props = { teamId?: string; backHref?: string };

/** One team's page: its name (an Office Administrator renames it) and its members. */
export function TeamDetail({ teamId, backHref }: Props) {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const id = Number(teamId);
  const valid = Number.isInteger(id) && id > 0;
  const { loaded, retry, setData } = useLoad<TeamRow>(valid ? (signal) => getTeam(id, signal) : null, String(id));
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const [notice, setNotice] = useState<string>();
  const renameButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const section = useRef<HTMLElement>(null);
  const { busy, errors, setErrors, handleSubmit: rename } = useFormSubmit(
    (): Record<string, string> => {
      if (!name.trim()) return { name: t`This field is required.` };
      if (name.trim().length > 100) return { name: t`Use at most 100 characters.` };
      return {};
    },
    async () => {
      if (loaded.status !== 'ready') return;
      const saved = await renameTeam(loaded.data!.id, name.trim());
      const savedName = saved.name;
      setData(saved);
      setNotice(t`Team renamed to ${savedName}.`);
      setRenaming(false);
      refocusRename();
    },
    (error) => formErrors(error, ['name'], i18n),
  );

  useEffect(() => {
    if (renaming) focusControl(form.current?.querySelector<HTMLElement>('sl-input'));
  }, [renaming]);

  const back = backHref && (
    <a href={backHref} className="back" part="back" onClick={(e) => followLink(e, backHref)}>
      {t`Back to teams`}
    </a>
  );
  // The Rename button is back once React rendered the closed form: focus it then.
  const refocusRename = (tries = 10) => {
    setTimeout(() => (renameButton.current ? renameButton.current.focus() : tries > 0 && refocusRename(tries - 1)), 30);
  };
  const goBack = () => {
    if (!backHref) return;
    // Not cancelled by a single-page host: follow the link like the browser would.
    if (!section.current || !navigate(section.current, backHref)) location.assign(backHref);
  };

  if (!valid) {
    return (
      <section className="admin" part="base">
        {back}
        <Notice variant="danger" part="error">
          {t`No team was named.`}
        </Notice>
      </section>
    );
  }
  if (loaded.status !== 'ready') {
    return (
      <section className="admin" part="base">
        {back}
        {loaded.status === 'loading' ? (
          <p className="muted" role="status">{t`Loading…`}</p>
        ) : (
          <div className="table-error" role="alert" part="error">
            <span>{errorText(loaded.error, i18n)}</span>
            <button type="button" onClick={retry}>{t`Try again`}</button>
          </div>
        )}
      </section>
    );
  }
  const team = loaded.data!;

  return (
    <section ref={section} className="admin" part="base" aria-labelledby="heading">
      {back}
      <div className="admin-head">
        <h2 id="heading" part="heading">
          {team.name}
        </h2>
        {canWrite && !renaming && (
          <button
            ref={renameButton}
            type="button"
            part="rename"
            onClick={() => {
              setName(team.name);
              setNotice(undefined);
              setRenaming(true);
            }}
          >
            {t`Rename team`}
          </button>
        )}
      </div>
      {notice && (
        <Notice variant="success" part="notice">
          {notice}
        </Notice>
      )}
      {renaming && (
        <form ref={form} noValidate onSubmit={rename} aria-busy={busy} part="form" aria-label={t`Rename team`}>
          <ErrorAlert message={errors.alert} />
          <TextField name="name" label={t`Name`} value={name} maxlength={TEAM_NAME_MAX_LENGTH} error={errors.fields.name} onChange={setName} />
          <FormActions
            submitText={t`Save`}
            busy={busy}
            onCancel={() => {
              setRenaming(false);
              setErrors({ fields: {} });
              refocusRename();
            }}
          />
        </form>
      )}
      <TeamMembers key={team.id} team={team} canWrite={canWrite} onChanged={() => undefined} onClose={goBack} />
    </section>
  );
}
