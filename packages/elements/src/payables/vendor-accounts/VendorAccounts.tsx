import { useLingui } from '@lingui/react/macro';
import type { AccountRow } from '@si/contract';
import { moduleById } from '@si/contract/modules';
import { exportAccountsCsv, listAccounts, type AccountFilters } from '@si/core/admin';
import { saveBlob } from '../../ui/blobFiles.ts';
import { ListScreen, type FilterValues } from '../../ui/ListScreen.tsx';

export type VendorAccountsProps = {
  /** Where a vendor's name leads: `{id}` becomes the account's id. */
  detailHref?: string;
  /** The module kind whose vendors are listed: payables' own (secure invoice purchase) by default. */
  moduleKind?: string | number;
};

const PAYABLES_KIND = moduleById('payables').kind;

/** The toolbar's choices as the accounts list takes them. */
function accountFilters(values: FilterValues, kind: number): AccountFilters {
  return {
    module_kind: kind,
    on_hold: values.on_hold === undefined ? undefined : values.on_hold === 'true',
    overdue: values.overdue === 'true' || undefined,
  };
}

/**
 * Accounts payable's vendors, described for the list-screen kit: who looks after each, their
 * contacts, how far their onboarding documents are, what is overdue and who is on hold; paged,
 * sorted and searched on the server, filtered by hold and overdue documents, and exported as CSV
 * with the same filters.
 */
export function VendorAccounts({ detailHref, moduleKind }: VendorAccountsProps) {
  const { t, i18n } = useLingui();
  const kind = Number(moduleKind) || PAYABLES_KIND;
  return (
    <ListScreen<AccountRow>
      heading={t`Vendors`}
      columns={[
        { key: 'name', header: t`Vendor`, sort: 'name', cell: (v) => v.name },
        { key: 'lead', header: t`Lead`, cell: (v) => v.lead?.name ?? '' },
        { key: 'team', header: t`Team`, cell: (v) => v.team?.name ?? '' },
        { key: 'contacts', header: t`Contacts`, numeric: true, cell: (v) => v.contact_count },
        {
          key: 'documents',
          header: t`Documents accepted`,
          sort: 'progress',
          cell: ({ name, progress: { accepted, total } }) => (
            <span className="progress">
              <span>{t`${accepted} of ${total}`}</span>
              <progress max={Math.max(total, 1)} value={accepted} aria-label={t`Documents of ${name}: ${accepted} of ${total} accepted`} />
            </span>
          ),
        },
        { key: 'overdue', header: t`Overdue`, sort: 'overdue', numeric: true, cell: (v) => v.overdue_count },
        {
          key: 'hold',
          header: t`Hold`,
          cell: (v) =>
            v.account_hold ? (
              <span className="badge" part="hold-badge" title={v.account_hold_message || undefined}>
                {t`On hold`}
              </span>
            ) : null,
        },
        { key: 'created', header: t`Added`, sort: 'created_at', cell: (v) => i18n.date(v.created_at, { dateStyle: 'medium' }) },
      ]}
      rowKey={(v) => v.id}
      fetchPage={({ page, page_size, ordering, search, ...values }, signal) =>
        listAccounts({ page, page_size, ordering, search, ...accountFilters(values, kind) }, signal)
      }
      defaultOrdering="name"
      filters={[
        {
          name: 'on_hold',
          kind: 'select',
          label: t`Hold`,
          all: t`All vendors`,
          options: [
            { value: 'true', label: t`On hold` },
            { value: 'false', label: t`Not on hold` },
          ],
        },
        { name: 'overdue', kind: 'check', label: t`Overdue documents only`, part: 'overdue-filter' },
      ]}
      rowLink={detailHref ? { href: (v) => detailHref.replace('{id}', String(v.id)), part: 'detail-link' } : undefined}
      canWrite={false}
      headActions={(screen) => (
        <button
          type="button"
          part="export"
          onClick={async () => {
            try {
              const { blob, filename } = await exportAccountsCsv(accountFilters(screen.query, kind));
              saveBlob(blob, filename);
              screen.notify(t`Downloaded ${filename}.`);
            } catch (error) {
              screen.failed(error);
            }
          }}
        >
          {t`Export CSV`}
        </button>
      )}
      emptyText={t`No vendors yet.`}
      emptyTextFor={(query) => (query.on_hold !== undefined || query.overdue !== undefined ? t`No vendor matches these filters.` : t`No vendors yet.`)}
    />
  );
}
