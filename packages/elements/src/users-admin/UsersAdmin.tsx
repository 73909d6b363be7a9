import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { listUsers, setUserActive, type AdminUser } from '@si/core/admin';
import { DataTable, type Column } from '../data-table/DataTable.tsx';
import { errorText } from '../data-table/errorText.ts';
import { useIsOfficeAdmin } from '../data-table/roles.ts';
import { Notice } from '../shared/Notice.tsx';
import { InviteForm } from './InviteForm.tsx';
import { useRoleNames } from './roleNames.ts';

/** The organization's users with their office roles; an Office Administrator invites, deactivates and reactivates. */
export function UsersAdmin() {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const roleNames = useRoleNames();
  const [inviting, setInviting] = useState(false);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();

  const invited = (user: AdminUser) => {
    setInviting(false);
    setNotice({ ok: true, text: t`Invitation sent to ${user.email}.` });
    setVersion((v) => v + 1);
  };

  async function toggle(user: AdminUser) {
    try {
      const saved = await setUserActive(user.id, !user.is_active);
      setNotice({ ok: true, text: saved.is_active ? t`${saved.email} can sign in again.` : t`${saved.email} is deactivated.` });
      setVersion((v) => v + 1);
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, i18n) });
    }
  }

  const name = (u: AdminUser) => `${u.first_name} ${u.last_name}`.trim() || '—';
  const state = (u: AdminUser) => (!u.is_active ? t`Deactivated` : u.invitation_pending ? t`Invitation pending` : t`Active`);
  const columns: Column<AdminUser>[] = [
    { key: 'name', header: t`Name`, sort: 'last_name', cell: name },
    { key: 'email', header: t`Email`, sort: 'email', cell: (u) => u.email },
    {
      key: 'roles',
      header: t`Office roles`,
      cell: (u) =>
        u.offices.map(({ office, role }) => (
          <span key={office.id} className="role" title={`${office.name}: ${roleNames[role]}`}>
            {office.identifier}: {role}
          </span>
        )),
    },
    { key: 'state', header: t`Status`, sort: 'is_active', cell: state },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (u) => (
        <button type="button" aria-label={u.is_active ? t`Deactivate ${u.email}` : t`Reactivate ${u.email}`} onClick={() => toggle(u)}>
          {u.is_active ? t`Deactivate` : t`Reactivate`}
        </button>
      ),
    });
  }

  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading">{t`Users`}</h2>
        {canWrite && !inviting && (
          <button type="button" className="primary" part="create" onClick={() => setInviting(true)}>
            {t`Invite a user`}
          </button>
        )}
      </div>
      {notice && (
        <Notice variant={notice.ok ? 'success' : 'danger'} part="notice">
          {notice.text}
        </Notice>
      )}
      {inviting && <InviteForm onInvited={invited} onCancel={() => setInviting(false)} />}
      <DataTable
        label={t`Users`}
        columns={columns}
        rowKey={(u) => u.id}
        fetchPage={listUsers}
        version={version}
        defaultOrdering="last_name"
        emptyText={t`No users yet.`}
      />
    </section>
  );
}
