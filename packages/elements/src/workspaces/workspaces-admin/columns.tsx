import { useLingui } from '@lingui/react/macro';
import type { AccountRow } from '@si/contract';
import type { Column } from '../../ui/DataTable.tsx';

/** Fills `{module_kind}` and `{id}` of a link template such as "/filestride/workspaceDetails/{module_kind}/{id}". */
export function workspaceHref(template: string | undefined, row: Pick<AccountRow, 'id' | 'module_kind'>): string | undefined {
  return template?.replace('{module_kind}', String(row.module_kind)).replace('{id}', String(row.id));
}

/** The table's columns: name (the list links it to the workspace), lead, team, progress, overdue, hold, created. */
export function useWorkspaceColumns(): Column<AccountRow>[] {
  const { t, i18n } = useLingui();
  return [
    { key: 'name', header: t`Name`, sort: 'name', cell: (row) => row.name },
    { key: 'lead', header: t`Lead`, cell: (row) => row.lead?.name ?? '' },
    { key: 'team', header: t`Team`, cell: (row) => row.team?.name ?? '' },
    {
      key: 'progress',
      header: t`Progress`,
      sort: 'progress',
      cell: (row) => {
        const { accepted, total } = row.progress;
        const name = row.name;
        return (
          <span className="progress">
            <span>{t`${accepted} of ${total}`}</span>
            <progress max={Math.max(total, 1)} value={accepted} aria-label={t`Progress of ${name}: ${accepted} of ${total} accepted`} />
          </span>
        );
      },
    },
    { key: 'overdue', header: t`Overdue`, sort: 'overdue', numeric: true, cell: (row) => row.overdue_count },
    {
      key: 'hold',
      header: t`Hold`,
      cell: (row) =>
        row.account_hold ? (
          <span className="badge" part="hold-badge" title={row.account_hold_message || undefined}>
            {t`On hold`}
          </span>
        ) : null,
    },
    { key: 'created', header: t`Created`, sort: 'created_at', cell: (row) => i18n.date(row.created_at, { dateStyle: 'medium' }) },
  ];
}
