import { useLingui } from '@lingui/react/macro';
import { listUsers, resendInvitation, resetUserMfa, setUserActive, type AdminUser } from '@si/core/admin';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { InviteForm } from './InviteForm.tsx';
import { useRoleNames } from './roleNames.ts';
import { UserRoles } from './UserRoles.tsx';

/**
 * The organization's users with their office roles; an Office Administrator invites, manages each
 * user's office roles, resends a pending invitation, resets MFA, deactivates and reactivates.
 */
export function UsersAdmin() {
  const { t } = useLingui();
  const roleNames = useRoleNames();
  const name = (u: AdminUser) => `${u.first_name} ${u.last_name}`.trim() || '—';
  const state = (u: AdminUser) => (!u.is_active ? t`Deactivated` : u.invitation_pending ? t`Invitation pending` : t`Active`);
  return (
    <ListScreen<AdminUser>
      heading={t`Users`}
      columns={[
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
      ]}
      rowKey={(u) => u.id}
      fetchPage={listUsers}
      defaultOrdering="last_name"
      create={t`Invite a user`}
      form={({ saved, cancel }) => <InviteForm onInvited={(user) => saved(t`Invitation sent to ${user.email}.`)} onCancel={cancel} />}
      rowActions={[
        {
          key: 'roles',
          text: t`Roles`,
          label: (u) => t`Office roles of ${u.email}`,
          panel: (u, { close, changed }) => <UserRoles key={u.id} user={u} onChanged={changed} onClose={close} />,
        },
        {
          key: 'resend',
          text: t`Resend invitation`,
          label: (u) => t`Resend invitation to ${u.email}`,
          when: (u) => u.invitation_pending,
          run: async (u) => t`A new activation link was sent to ${(await resendInvitation(u.id)).email}.`,
        },
        {
          key: 'mfa',
          text: t`Reset MFA`,
          label: (u) => t`Reset MFA of ${u.email}`,
          when: (u) => u.mfa_active,
          confirm: { label: t`Reset MFA`, confirmText: t`Reset MFA`, question: (u) => t`Reset MFA of ${u.email}? The next sign-in needs the password only.` },
          run: async (u) => t`MFA of ${(await resetUserMfa(u.id)).email} is reset: the next sign-in needs the password only.`,
        },
        {
          key: 'active',
          text: (u) => (u.is_active ? t`Deactivate` : t`Reactivate`),
          label: (u) => (u.is_active ? t`Deactivate ${u.email}` : t`Reactivate ${u.email}`),
          run: async (u) => {
            const saved = await setUserActive(u.id, !u.is_active);
            return saved.is_active ? t`${saved.email} can sign in again.` : t`${saved.email} is deactivated.`;
          },
        },
      ]}
      emptyText={t`No users yet.`}
    />
  );
}
