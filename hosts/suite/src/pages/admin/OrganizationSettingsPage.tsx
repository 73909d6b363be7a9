import '@si/elements/settings/organization-settings/organization-settings';

/** /{prefix}/organization/setting: the organization's settings (the element does the work, on the signed-in session). */
export default function OrganizationSettingsPage() {
  return <si-organization-settings />;
}
