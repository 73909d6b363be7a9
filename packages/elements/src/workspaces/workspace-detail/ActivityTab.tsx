import { useLingui } from '@lingui/react/macro';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useFormats } from './labels.ts';
import { useActionText, useActorText } from './timelineText.ts';
import { listAccountTimeline, type AccountTimelineRow } from '@si/core/admin';
import { useAccountWords } from './accountWords.tsx';

/** The Activity tab: the workspace's history, newest first, in pages; every role reads it. */
export function ActivityTab({ accountId, accountName }: { accountId: number; accountName: string }) {
  const { t } = useLingui();
  const words = useAccountWords();
  const { when } = useFormats();
  const action = useActionText();
  const actor = useActorText();
  const columns: Column<AccountTimelineRow>[] = [
    { key: 'at', header: t`When`, sort: 'at', cell: (r) => when(r.at) },
    { key: 'who', header: t`Who`, cell: actor },
    { key: 'what', header: t`What`, cell: action },
    { key: 'concerns', header: t`Concerns`, cell: (r) => r.concerns?.name ?? '' },
  ];
  return (
    <section className="group" part="activity">
      <DataTable
        label={t`Activity of ${accountName}`}
        columns={columns}
        rowKey={(r) => r.id}
        fetchPage={(params, signal) => listAccountTimeline(accountId, params, signal)}
        defaultOrdering="-at"
        searchable={false}
        emptyText={words.noActivity}
      />
    </section>
  );
}
