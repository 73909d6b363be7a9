import '@si/elements/settings/teams-admin/teams-admin';

/** /{prefix}/teams: the organization's teams and their members (the element does the work, on the signed-in session). */
export default function TeamsPage() {
  return <si-teams-admin />;
}
