import '@si/elements/settings/settings-lists/settings-lists';

/** /{prefix}/contactRoles: the roles contacts play on accounts (the element does the work, on the signed-in session). */
export default function ContactRolesPage() {
  return <si-contact-roles-admin />;
}
