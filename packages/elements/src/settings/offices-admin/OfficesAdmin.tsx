import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OfficeRow } from '@si/contract';
import { deleteOffice, listOffices } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { errorText } from '../../ui/errorText.ts';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { OfficeForm } from './OfficeForm.tsx';

type Editing = { office?: OfficeRow } | undefined;

/** The organization's offices; an Office Administrator creates, edits and deletes them. */
export function OfficesAdmin() {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const [editing, setEditing] = useState<Editing>();
  const [confirming, setConfirming] = useState<OfficeRow>();
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();

  const saved = (office: OfficeRow) => {
    setNotice({ ok: true, text: editing?.office ? t`Office ${office.identifier} saved.` : t`Office ${office.identifier} created.` });
    setEditing(undefined);
    setVersion((v) => v + 1);
  };

  async function remove(office: OfficeRow) {
    setConfirming(undefined);
    try {
      await deleteOffice(office.id);
      setNotice({ ok: true, text: t`Office ${office.identifier} deleted.` });
      setVersion((v) => v + 1);
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, i18n) });
    }
  }

  const columns: Column<OfficeRow>[] = [
    { key: 'identifier', header: t`Identifier`, sort: 'identifier', cell: (o) => o.identifier },
    { key: 'name', header: t`Name`, sort: 'name', cell: (o) => o.name },
    { key: 'users', header: t`Users`, numeric: true, cell: (o) => o.user_count },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (o) => (
        <span className="row-actions">
          <button type="button" aria-label={t`Edit ${o.identifier}`} onClick={() => setEditing({ office: o })}>
            {t`Edit`}
          </button>
          <button type="button" aria-label={t`Delete ${o.identifier}`} onClick={() => setConfirming(o)}>
            {t`Delete`}
          </button>
        </span>
      ),
    });
  }

  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading">{t`Offices`}</h2>
        {canWrite && !editing && (
          <button type="button" className="primary" part="create" onClick={() => setEditing({})}>
            {t`New office`}
          </button>
        )}
      </div>
      {notice && (
        <Notice variant={notice.ok ? 'success' : 'danger'} part="notice">
          {notice.text}
        </Notice>
      )}
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Delete office`} confirmText={t`Delete`} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(undefined)}>
          {t`Delete office ${confirming.identifier} (${confirming.name})?`}
        </ConfirmBar>
      )}
      {editing && <OfficeForm key={editing.office?.id ?? 'new'} office={editing.office} onSaved={saved} onCancel={() => setEditing(undefined)} />}
      <DataTable
        label={t`Offices`}
        columns={columns}
        rowKey={(o) => o.id}
        fetchPage={listOffices}
        version={version}
        defaultOrdering="identifier"
        emptyText={t`No offices yet.`}
      />
    </section>
  );
}
