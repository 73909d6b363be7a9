import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TeamRow } from '@si/contract';
import { createTeam, listTeams } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { TeamMembers } from '../../account/TeamMembers.tsx';
import { invalidField } from '../../base/invalidField.ts';

/** The organization's teams and their members; an Office Administrator creates teams and manages members. */
export function TeamsAdmin() {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const canWrite = useIsOfficeAdmin();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [open, setOpen] = useState<TeamRow>();
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<string>();

  const { busy, errors, handleSubmit: create } = useFormSubmit(
    (): Record<string, string> => (name.trim() ? {} : { name: t`Field is required` }),
    async () => {
      const team = await createTeam(name.trim());
      setNotice(t`Team ${team.name} created.`);
      setCreating(false);
      setName('');
      setVersion((v) => v + 1);
    },
    (error) => formErrors(error, ['name'], i18n),
  );

  const columns: Column<TeamRow>[] = [
    { key: 'name', header: t`Name`, sort: 'name', cell: (team) => team.name },
    { key: 'members', header: t`Members`, numeric: true, cell: (team) => team.member_count },
    {
      key: 'open',
      header: t`Actions`,
      cell: (team) => (
        <button type="button" aria-label={t`Members of ${team.name}`} onClick={() => setOpen(team)}>
          {t`Members`}
        </button>
      ),
    },
  ];

  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading">{t`Teams`}</h2>
        {canWrite && !creating && (
          <button type="button" className="primary" part="create" onClick={() => setCreating(true)}>
            {t`New team`}
          </button>
        )}
      </div>
      {notice && (
        <Notice variant="success" part="notice">
          {notice}
        </Notice>
      )}
      {creating && (
        <form noValidate onSubmit={create} aria-busy={busy} part="form" aria-label={t`New team`}>
          <ErrorAlert message={errors.alert} />
          <sl-input
            name="name"
            label={t`Name`}
            value={name}
            lang={lang}
            dir={dir}
            help-text={errors.fields.name}
            ref={invalidField(errors.fields.name)}
            data-invalid={errors.fields.name ? true : undefined}
            onsl-input={onTyped(setName)}
          />
          <div className="actions">
            <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir}>
              {t`Create team`}
            </sl-button>
            <sl-button type="button" lang={lang} dir={dir} onClick={() => setCreating(false)}>
              {t`Cancel`}
            </sl-button>
          </div>
        </form>
      )}
      <DataTable label={t`Teams`} columns={columns} rowKey={(team) => team.id} fetchPage={listTeams} version={version} defaultOrdering="name" emptyText={t`No teams yet.`} />
      {open && <TeamMembers key={open.id} team={open} canWrite={canWrite} onChanged={() => setVersion((v) => v + 1)} onClose={() => setOpen(undefined)} />}
    </section>
  );
}
