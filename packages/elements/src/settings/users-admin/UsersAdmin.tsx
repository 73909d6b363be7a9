import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { listUsers, resendInvitation, resetUserMfa, setUserActive, type AdminUser } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { errorText } from '../../ui/errorText.ts';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { InviteForm } from './InviteForm.tsx';
import { useRoleNames } from './roleNames.ts';
import { UserRoles } from './UserRoles.tsx';

/**
 * The organization's users with their office roles; an Office Administrator invites, manages each
 * user's office roles, resends a pending invitation, resets MFA, deactivates and reactivates.
 */
export function UsersAdmin() {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const roleNames = useRoleNames();
  const [inviting, setInviting] = useState(false);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [editingRoles, setEditingRoles] = useState<AdminUser>();
  const [confirmingMfa, setConfirmingMfa] = useState<AdminUser>();
  // The row button that opened the roles panel or the MFA confirmation gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmCancel = useRef<HTMLButtonElement>(null);
  const [restore, setRestore] = useState(0);

  useEffect(() => {
    if (!restore) return;
    (opener.current?.isConnected ? opener.current : heading.current)?.focus();
  }, [restore]);
  useEffect(() => {
    if (confirmingMfa) confirmCancel.current?.focus();
  }, [confirmingMfa]);

  const open = (button: HTMLElement, next: () => void) => {
    opener.current = button;
    setNotice(undefined);
    setEditingRoles(undefined);
    setConfirmingMfa(undefined);
    next();
  };
  const close = () => {
    setEditingRoles(undefined);
    setConfirmingMfa(undefined);
    setRestore((n) => n + 1);
  };
  const onConfirmKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

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

  async function resetMfa(user: AdminUser) {
    close();
    try {
      const saved = await resetUserMfa(user.id);
      setNotice({ ok: true, text: t`MFA of ${saved.email} is reset: the next sign-in needs the password only.` });
      setVersion((v) => v + 1);
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, i18n) });
    }
  }

  async function resend(user: AdminUser) {
    try {
      const saved = await resendInvitation(user.id);
      setNotice({ ok: true, text: t`A new activation link was sent to ${saved.email}.` });
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
        <span className="row-actions">
          <button type="button" aria-label={t`Office roles of ${u.email}`} onClick={(e) => open(e.currentTarget, () => setEditingRoles(u))}>
            {t`Roles`}
          </button>
          {u.invitation_pending && (
            <button type="button" aria-label={t`Resend invitation to ${u.email}`} onClick={() => resend(u)}>
              {t`Resend invitation`}
            </button>
          )}
          {u.mfa_active && (
            <button type="button" aria-label={t`Reset MFA of ${u.email}`} onClick={(e) => open(e.currentTarget, () => setConfirmingMfa(u))}>
              {t`Reset MFA`}
            </button>
          )}
          <button type="button" aria-label={u.is_active ? t`Deactivate ${u.email}` : t`Reactivate ${u.email}`} onClick={() => toggle(u)}>
            {u.is_active ? t`Deactivate` : t`Reactivate`}
          </button>
        </span>
      ),
    });
  }

  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading" ref={heading} tabIndex={-1}>{t`Users`}</h2>
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
      {confirmingMfa && (
        <div className="confirm" role="alertdialog" aria-label={t`Reset MFA`} part="confirm" onKeyDown={onConfirmKey}>
          <span>{t`Reset MFA of ${confirmingMfa.email}? The next sign-in needs the password only.`}</span>
          <button type="button" className="danger" onClick={() => resetMfa(confirmingMfa)}>
            {t`Reset MFA`}
          </button>
          <button type="button" ref={confirmCancel} onClick={close}>
            {t`Cancel`}
          </button>
        </div>
      )}
      {canWrite && editingRoles && <UserRoles key={editingRoles.id} user={editingRoles} onChanged={() => setVersion((v) => v + 1)} onClose={close} />}
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
