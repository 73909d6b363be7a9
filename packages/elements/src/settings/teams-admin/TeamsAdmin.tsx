import { useLingui } from '@lingui/react/macro';
import type { TeamRow } from '@si/contract';
import { listTeams } from '@si/core/admin';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { TeamMembers } from '../../account/TeamMembers.tsx';
import { TeamForm } from './TeamForm.tsx';

/** The organization's teams and their members; an Office Administrator creates teams and manages members. */
export function TeamsAdmin() {
  const { t } = useLingui();
  return (
    <ListScreen<TeamRow>
      heading={t`Teams`}
      columns={[
        { key: 'name', header: t`Name`, sort: 'name', cell: (team) => team.name },
        { key: 'members', header: t`Members`, numeric: true, cell: (team) => team.member_count },
      ]}
      rowKey={(team) => team.id}
      fetchPage={listTeams}
      defaultOrdering="name"
      create={t`New team`}
      form={({ saved, cancel }) => <TeamForm onCreated={(team) => saved(t`Team ${team.name} created.`)} onCancel={cancel} />}
      rowActions={[
        {
          key: 'members',
          text: t`Members`,
          label: (team) => t`Members of ${team.name}`,
          // A viewer sees the members too, without the controls to change them.
          readOnly: true,
          panelBelow: true,
          panel: (team, { close, changed, canWrite }) => <TeamMembers key={team.id} team={team} canWrite={canWrite} onChanged={changed} onClose={close} />,
        },
      ]}
      emptyText={t`No teams yet.`}
    />
  );
}
