import '@si/elements/settings/users-admin/users-admin';

/** /{prefix}/users: the organization's users and their office roles (the element does the work, on the signed-in session). */
export default function UsersPage() {
  return <si-users-admin />;
}
