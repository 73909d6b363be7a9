import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TeamMemberRow, TeamRow } from '@si/contract';
import { addTeamMember, listTeamMembers, listUsers, removeTeamMember, type AdminUser, type ListParams } from '@si/core/admin';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { errorText } from '../ui/errorText.ts';
import { useLoad } from '../ui/useLoad.tsx';
import { Notice } from '../base/Notice.tsx';
import { useFormSubmit } from '../base/useFormSubmit.ts';

type Props = { team: TeamRow; canWrite: boolean; onChanged(): void; onClose(): void };

/** The members of one team; an Office Administrator adds users of the organization and removes members. */
export function TeamMembers({ team, canWrite, onChanged, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState('');
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();

  // The choice lists the first hundred active users by name; the search of the users screen finds the rest.
  const usersRead = useLoad<AdminUser[]>(
    canWrite ? async (signal) => (await listUsers({ page: 1, page_size: 100, ordering: 'last_name' }, signal)).results.filter((u) => u.is_active) : null,
    'users',
  ).loaded;
  const users = usersRead.data ?? [];
  // The last change's outcome; else a failed read of the users to choose from.
  const shownNotice = notice ?? (usersRead.status === 'error' ? { ok: false, text: errorText(usersRead.error, i18n) } : undefined);

  const changed = (text: string) => {
    setNotice({ ok: true, text });
    setVersion((v) => v + 1);
    onChanged();
  };
  const fail = (error: unknown) => setNotice({ ok: false, text: errorText(error, i18n) });
  const nameOf = (u: { first_name: string; last_name: string; email: string }) => `${u.first_name} ${u.last_name}`.trim() || u.email;

  // The add form's outcome, a failure included, is the notice above the list.
  const { handleSubmit: add } = useFormSubmit(
    () => ({}),
    async () => {
      const user = users.find((u) => String(u.id) === chosen);
      if (!user) return setNotice({ ok: false, text: t`Choose a user to add.` });
      await addTeamMember(team.id, user.id);
      changed(t`${nameOf(user)} added to ${team.name}.`);
    },
    (error) => {
      fail(error);
      return undefined;
    },
  );
  async function remove(member: TeamMemberRow) {
    try {
      await removeTeamMember(team.id, member.user_id);
      changed(t`${nameOf(member)} removed from ${team.name}.`);
    } catch (error) {
      fail(error);
    }
  }

  const columns: Column<TeamMemberRow>[] = [
    { key: 'name', header: t`Name`, sort: 'last_name', cell: nameOf },
    { key: 'email', header: t`Email`, sort: 'email', cell: (m) => m.email },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (m) => (
        <button type="button" aria-label={t`Remove ${nameOf(m)}`} onClick={() => remove(m)}>
          {t`Remove`}
        </button>
      ),
    });
  }

  return (
    <section className="members" part="members" aria-labelledby="members-heading">
      <div className="admin-head">
        <h3 id="members-heading">{t`Members of ${team.name}`}</h3>
        <button type="button" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      {shownNotice && (
        <Notice variant={shownNotice.ok ? 'success' : 'danger'} part="notice">
          {shownNotice.text}
        </Notice>
      )}
      {canWrite && (
        <form className="filters" onSubmit={add} part="add-member">
          <label>
            <span>{t`User`}</span>
            <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{t`Choose a user`}</option>
              {users.map((u) => (
                <option key={u.id} value={u.id}>
                  {`${nameOf(u)} <${u.email}>`}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="primary">
            {t`Add member`}
          </button>
        </form>
      )}
      <DataTable
        label={t`Members of ${team.name}`}
        columns={columns}
        rowKey={(m) => m.user_id}
        fetchPage={(params: ListParams, signal) => listTeamMembers(team.id, params, signal)}
        filters={team.id}
        version={version}
        defaultOrdering="last_name"
        emptyText={t`This team has no members yet.`}
      />
    </section>
  );
}
