import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { AuditEntityKind } from '@si/contract/enums';
import { listAuditLog, type AuditActor, type AuditRow, type ListParams } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';

// Entity kinds of spec section 3.
const KINDS: [number, MessageDescriptor][] = [
  [AuditEntityKind.USER, msg`User`],
  [AuditEntityKind.WORKSPACE, msg`Workspace`],
  [AuditEntityKind.ITEM, msg`Item`],
  [AuditEntityKind.CONTACT, msg`Contact`],
  [AuditEntityKind.FILE, msg`File`],
];
const kindLabel = new Map(KINDS);

type Filters = { entity_kind?: number; actor?: AuditActor; date_from: string; date_to: string };

/** The organization's audit events, newest first; filter by entity kind, actor (pick one in a row) and dates. */
export function AuditLog() {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<Filters>({ date_from: '', date_to: '' });
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const columns: Column<AuditRow>[] = [
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
          <button type="button" className="link" title={t`Show only ${r.actor.name}`} onClick={() => set({ actor: r.actor! })}>
            {r.actor.name}
          </button>
        ) : (
          (r.actor?.name ?? t`System`)
        ),
    },
  ];
  const query = {
    entity_kind: filters.entity_kind,
    actor: filters.actor?.id,
    date_from: filters.date_from || undefined,
    date_to: filters.date_to || undefined,
  };

  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <h2 id="heading" part="heading">{t`Audit log`}</h2>
      <DataTable
        label={t`Audit log`}
        columns={columns}
        rowKey={(r) => r.id}
        fetchPage={(params: ListParams, signal) => listAuditLog({ ...params, ...query }, signal)}
        filters={query}
        searchable={false}
        defaultOrdering="-created_at"
        emptyText={t`No events match these filters.`}
        toolbar={
          <>
            <label>
              <span>{t`Entity kind`}</span>
              <select value={filters.entity_kind ?? ''} onChange={(e) => set({ entity_kind: e.target.value ? Number(e.target.value) : undefined })}>
                <option value="">{t`All kinds`}</option>
                {KINDS.map(([code, label]) => (
                  <option key={code} value={code}>
                    {i18n._(label)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t`From`}</span>
              <input type="date" value={filters.date_from} max={filters.date_to || undefined} onChange={(e) => set({ date_from: e.target.value })} />
            </label>
            <label>
              <span>{t`To`}</span>
              <input type="date" value={filters.date_to} min={filters.date_from || undefined} onChange={(e) => set({ date_to: e.target.value })} />
            </label>
            {filters.actor && (
              <button type="button" part="actor-filter" aria-label={t`Remove the actor filter ${filters.actor.name}`} onClick={() => set({ actor: undefined })}>
                {t`Actor: ${filters.actor.name}`} ×
              </button>
            )}
          </>
        }
      />
    </section>
  );
}
