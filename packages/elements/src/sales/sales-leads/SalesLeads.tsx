import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LeadRow } from '@si/contract';
import type { LeadSource, LeadState } from '@si/contract/sales';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { isolated } from '../../ui/DataTable.tsx';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { useLoad } from '../../ui/useLoad.tsx';
import type { LeadConvertedDetail } from '../../base/events.ts';
import { loadOwners } from '../kit/leadChoices.ts';
import { LEAD_SOURCE_ORDER, LEAD_STATE_ORDER, leadName, leadSourceText, leadStateText } from '../kit/leadWords.ts';
import { LeadForm } from './LeadForm.tsx';
import { LeadImport } from './LeadImport.tsx';
import { LeadPanel } from './LeadPanel.tsx';

export type SalesLeadsProps = {
  /** An account's page, `{id}` replaced (a converted lead's account). */
  accountHref?: string;
  /** A deal's page, `{account_id}` and `{id}` replaced (a converted lead's deal). */
  dealHref?: string;
  /** A lead whose panel opens at start. */
  leadId?: string;
  onConverted?(detail: LeadConvertedDetail): void;
};

type LeadFilters = { state?: string; source?: string; owner?: string | number; version?: number };

/**
 * The leads: a list-screen description (search; state, source and owner filters; sorting; pages)
 * whose rows open a lead in a side panel (details, custom fields, and its actions), with "New
 * lead" and "Import CSV" for writers. The API filters one state at a time, so the list starts with
 * every state, newest first; the state filter narrows it.
 */
export function SalesLeads({ accountHref, dealHref, leadId, onConverted }: SalesLeadsProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  const owners = useLoad(loadOwners, 'owners').loaded.data ?? [];
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<string>();
  const [version, setVersion] = useState(0);
  const importButton = useRef<HTMLButtonElement>(null);
  // The lead-id panel opens once per value: closed, it stays closed until another id is given.
  const asked = /^[1-9]\d{0,9}$/.test(leadId ?? '') ? Number(leadId) : undefined;
  const [closedFor, setClosedFor] = useState<string>();
  const opened = asked !== undefined && closedFor !== leadId ? asked : undefined;

  const reload = () => setVersion((v) => v + 1);
  const converted = (detail: LeadConvertedDetail) => onConverted?.(detail);
  const panelProps = { canWrite, owners, accountHref, dealHref, onConverted: converted };
  const who = (l: LeadRow) => leadName(l) || l.phone || `#${l.id}`;
  const endImport = () => {
    setImporting(false);
    requestAnimationFrame(() => importButton.current?.focus());
  };

  return (
    <ListScreen<LeadRow, LeadFilters>
      heading={t`Leads`}
      columns={[
        { key: 'name', header: t`Name`, sort: 'name', cell: (l) => isolated(`${l.first_name} ${l.last_name}`.trim()) || <span className="muted">{t`No name`}</span> },
        { key: 'company', header: t`Company`, sort: 'company', cell: (l) => isolated(l.company) },
        { key: 'email', header: t`E-mail`, cell: (l) => l.email && <bdi dir="ltr">{l.email}</bdi> },
        { key: 'phone', header: t`Phone`, cell: (l) => l.phone && <bdi dir="ltr">{l.phone}</bdi> },
        {
          key: 'state',
          header: t`State`,
          sort: 'state',
          cell: (l) => (
            <span className={`state state--${l.state}`} part="state-badge">
              {leadStateText(l.state, i18n)}
            </span>
          ),
        },
        { key: 'source', header: t`Source`, cell: (l) => leadSourceText(l.source, i18n) },
        { key: 'owner', header: t`Owner`, cell: (l) => (l.owner ? isolated(l.owner.name) : <span className="muted">{t`Nobody`}</span>) },
        { key: 'created', header: t`Created`, sort: 'created_at', cell: (l) => formatDate(l.created_at.slice(0, 10), lang) },
      ]}
      rowKey={(l) => l.id}
      query={{ version }}
      fetchPage={({ page, page_size, ordering, search, state, source, owner }, signal) =>
        api('listLeads', {
          query: { page, page_size, ordering, search, state: state as LeadState | undefined, source: source as LeadSource | undefined, owner: owner === undefined ? undefined : String(owner) },
          signal,
        })
      }
      defaultOrdering="-created_at"
      filters={[
        { name: 'state', kind: 'select', label: t`State`, all: t`All states`, options: LEAD_STATE_ORDER.map((s) => ({ value: s, label: leadStateText(s, i18n) })) },
        { name: 'source', kind: 'select', label: t`Source`, all: t`All sources`, options: LEAD_SOURCE_ORDER.map((s) => ({ value: s, label: leadSourceText(s, i18n) })) },
        {
          name: 'owner',
          kind: 'select',
          label: t`Owner`,
          all: t`Anyone`,
          options: [{ value: 'me', label: t`Me` }, { value: 'none', label: t`Nobody` }, ...owners.map((o) => ({ value: o.id, label: o.name }))],
        },
      ]}
      canWrite={canWrite}
      create={t({ message: 'New lead', context: 'a sales lead' })}
      form={({ saved, cancel }) => (
        <LeadForm
          owners={owners}
          onCancel={cancel}
          onSaved={(lead) => {
            setImported(undefined);
            saved(t`Lead ${leadName(lead) || lead.phone} created.`);
          }}
        />
      )}
      headActions={() =>
        canWrite &&
        !importing && (
          <button
            type="button"
            ref={importButton}
            part="import-button"
            onClick={() => {
              setImported(undefined);
              setImporting(true);
            }}
          >
            {t`Import CSV`}
          </button>
        )
      }
      rowActions={[
        {
          key: 'open',
          text: t({ message: 'Open', context: 'a button opening a row' }),
          label: (l) => t`Open lead ${who(l)}`,
          readOnly: true,
          panel: (l, panel) => <LeadPanel key={l.id} id={l.id} {...panelProps} onClose={panel.close} onChanged={panel.changed} />,
        },
      ]}
      above={
        <>
          {imported && (
            <Notice variant="success" part="imported">
              {imported}
            </Notice>
          )}
          {canWrite && importing && (
            <LeadImport
              onCancel={endImport}
              onImported={(created) => {
                setImported(created === 1 ? t`1 lead imported.` : t`${created} leads imported.`);
                endImport();
                reload();
              }}
            />
          )}
          {opened !== undefined && <LeadPanel key={opened} id={opened} {...panelProps} onClose={() => setClosedFor(leadId)} onChanged={reload} />}
        </>
      }
      emptyText={t`No leads yet.`}
      emptyTextFor={(q) => (q.state || q.source || q.owner ? t`No lead matches these filters.` : t`No leads yet.`)}
    />
  );
}
