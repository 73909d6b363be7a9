import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { VendorBankDetailsListRow } from '@si/contract';
import { $user } from '@si/core';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { RejectBankDetailsForm } from '../kit/RejectBankDetailsForm.tsx';

export type BankDetailsVerificationsProps = {
  /** Where a vendor's name leads: `{id}` becomes the vendor account's id. */
  detailHref?: string;
};

/**
 * The changes of bank details waiting for verification across vendors, oldest first, described
 * for the list-screen kit: the vendor, the new details, who gave them and since when, with Verify
 * (never offered to the staff member who requested the change) and Reject with a reason.
 */
export function BankDetailsVerifications({ detailHref }: BankDetailsVerificationsProps) {
  const { t, i18n } = useLingui();
  const me = useStore($user)?.id;
  const canWrite = useCanWrite();
  const requestedByMe = (row: VendorBankDetailsListRow) => !!row.requested_by && row.requested_by.id === me;
  const givenBy = (row: VendorBankDetailsListRow) => {
    if (requestedByMe(row)) return t`You (another staff member must verify)`;
    if (row.requested_by) return row.requested_by.name;
    const contact = row.requested_by_contact ?? '';
    return t`${contact} (vendor, in the portal)`;
  };
  // The button's word is part of its accessible name in every language (a translation keeps the placeholder).
  const verifyText = t`Verify`;
  const rejectText = t`Reject`;
  const named = (verb: string, r: VendorBankDetailsListRow) => {
    const vendor = r.account.name;
    return t`${verb} the new bank details of ${vendor}`;
  };
  const number = (row: VendorBankDetailsListRow) => (row.iban ? `${row.iban} · ${row.bic}` : `${row.account_number} · ${row.routing_number}`);
  return (
    <ListScreen<VendorBankDetailsListRow>
      heading={t`Bank details to verify`}
      columns={[
        { key: 'vendor', header: t`Vendor`, sort: 'vendor', cell: (r) => r.account.name },
        {
          key: 'details',
          header: t`New bank details`,
          cell: (r) => (
            <span>
              <bdi>{r.holder_name}</bdi>
              {r.bank_name ? <> · <bdi>{r.bank_name}</bdi></> : null}
              <br />
              <span className="mono" dir="ltr">
                {number(r)}
              </span>
            </span>
          ),
        },
        { key: 'given', header: t`Given by`, cell: givenBy },
        { key: 'since', header: t`Waiting since`, sort: 'created_at', cell: (r) => i18n.date(r.created_at, { dateStyle: 'medium', timeStyle: 'short' }) },
      ]}
      rowKey={(r) => r.id}
      fetchPage={({ page, page_size, ordering, search }, signal) => api('listVendorBankDetails', { query: { page, page_size, ordering, search, state: 'pending' }, signal })}
      defaultOrdering="created_at"
      rowLink={detailHref ? { href: (r) => detailHref.replace('{id}', String(r.account.id)), part: 'detail-link' } : undefined}
      canWrite={canWrite}
      rowActions={[
        {
          key: 'verify',
          text: verifyText,
          label: (r) => named(verifyText, r),
          when: (r) => !requestedByMe(r),
          confirm: {
            label: t`Verify bank details`,
            confirmText: t`Verify`,
            question: (r) =>
              t`Payments to ${r.account.name} will go to ${number(r)}. Verify only after checking with the vendor through a contact you already knew, not one given with the change.`,
          },
          run: async (r) => {
            await api('verifyVendorBankDetails', { params: { id: r.id } });
            return t`The new bank details of ${r.account.name} are verified: payments now go to them.`;
          },
        },
        {
          key: 'reject',
          text: rejectText,
          label: (r) => named(rejectText, r),
          panel: (r, panel) => (
            <RejectBankDetailsForm
              key={r.id}
              vendor={r.account.name}
              onCancel={panel.close}
              onReject={async (reason) => {
                await api('rejectVendorBankDetails', { params: { id: r.id }, json: { reason } });
                panel.changed();
                panel.close();
              }}
            />
          ),
        },
      ]}
      emptyText={t`No bank details wait for verification.`}
    />
  );
}
