import '@si/elements/settings/offices-admin/offices-admin';

/** /{prefix}/offices, the organizational units of the organization (the element does the work, on the signed-in session). */
export default function OfficesPage() {
  return <si-offices-admin />;
}
