import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { AuditEntityKind } from '@si/contract/enums';
import { listAuditLog, type AuditActor, type AuditFilters, type AuditRow } from '@si/core/admin';
import { ListScreen } from '../../ui/ListScreen.tsx';

// Entity kinds of spec section 3.
const KINDS: [number, MessageDescriptor][] = [
  [AuditEntityKind.USER, msg`User`],
  [AuditEntityKind.WORKSPACE, msg`Workspace`],
  [AuditEntityKind.ITEM, msg`Item`],
  [AuditEntityKind.CONTACT, msg`Contact`],
  [AuditEntityKind.FILE, msg`File`],
];
const kindLabel = new Map(KINDS);

/** The organization's audit events, newest first; filter by entity kind, actor (pick one in a row) and dates. */
export function AuditLog() {
  const { t, i18n } = useLingui();
  // The actor is picked in a row, not in the toolbar: the toolbar shows it as a chip that removes it.
  const [actor, setActor] = useState<AuditActor>();
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <ListScreen<AuditRow, AuditFilters>
      heading={t`Audit log`}
      columns={[
        { key: 'when', header: t`When`, sort: 'created_at', cell: (r) => when(r.created_at) },
        { key: 'action', header: t`Action`, sort: 'action', cell: (r) => r.action },
        {
          key: 'kind',
          header: t`Entity`,
          sort: 'entity_kind',
          cell: (r) => `${i18n._(kindLabel.get(r.entity_kind) ?? msg`Other`)}${r.entity_id ? ` #${r.entity_id}` : ''}`,
        },
        {
          key: 'actor',
          header: t`Actor`,
          cell: (r) =>
            r.actor?.type === 'user' ? (
              <button type="button" className="link" title={t`Show only ${r.actor.name}`} onClick={() => setActor(r.actor!)}>
                {r.actor.name}
              </button>
            ) : (
              (r.actor?.name ?? t`System`)
            ),
        },
      ]}
      rowKey={(r) => r.id}
      fetchPage={listAuditLog}
      filters={[
        { name: 'entity_kind', kind: 'select', label: t`Entity kind`, all: t`All kinds`, options: KINDS.map(([value, label]) => ({ value, label: i18n._(label) })) },
        { name: 'date_from', kind: 'date', label: t`From` },
        { name: 'date_to', kind: 'date', label: t`To`, after: 'date_from' },
      ]}
      query={{ actor: actor?.id }}
      toolbar={
        actor && (
          <button type="button" part="actor-filter" aria-label={t`Remove the actor filter ${actor.name}`} onClick={() => setActor(undefined)}>
            {t`Actor: ${actor.name}`} ×
          </button>
        )
      }
      searchable={false}
      defaultOrdering="-created_at"
      emptyText={t`No events match these filters.`}
    />
  );
}
