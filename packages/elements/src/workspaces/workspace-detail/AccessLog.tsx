import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PortalActivity } from '@si/contract';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useFormats } from './labels.ts';
import { listPortalAccess, type PortalAccessRow } from '@si/core/admin';

/** What the contact did, in words. */
const ACTIVITIES: Record<PortalActivity, MessageDescriptor> = {
  opened_portal: msg`Opened the portal`,
  confirmed_email: msg`Confirmed their e-mail address`,
  listed_files: msg`Looked at the files`,
  viewed_file: msg`Viewed a file`,
  downloaded_file: msg`Downloaded a file`,
  read_comments: msg`Read the comments`,
  added_comment: msg`Added a comment`,
  edited_comment: msg`Edited a comment`,
  deleted_comment: msg`Deleted a comment`,
  asked_for_code: msg`Asked for a sign-in code`,
  entered_code: msg`Entered a sign-in code`,
  answered_question: msg`Answered a question`,
  sent_figure: msg`Sent a figure`,
  read_statement: msg`Read the statement`,
  read_pay_instructions: msg`Read how to pay`,
  opened_invoice: msg`Opened an invoice`,
  downloaded_invoice: msg`Downloaded an invoice`,
  downloaded_receipt: msg`Downloaded a receipt`,
  read_contracts: msg`Read the contracts`,
  requested_loan: msg`Requested a loan`,
  requested_draw: msg`Requested a draw`,
  sent_bill: msg`Sent a bill`,
  sent_corrected_bill: msg`Sent a corrected bill`,
  read_bank_details: msg`Looked at their bank details`,
  changed_bank_details: msg`Gave new bank details`,
  read_bill_document: msg`Had a bill's document read to fill the form`,
  accepted_purchase_order: msg`Accepted a purchase order`,
  declined_purchase_order: msg`Declined a purchase order`,
  downloaded_purchase_order: msg`Downloaded a purchase order`,
  started_payment: msg`Started a payment`,
  opened_checkout: msg`Opened the checkout`,
  finished_checkout: msg`Finished the checkout`,
  uploaded_file: msg`Uploaded a file`,
  cancelled_upload: msg`Cancelled an upload`,
  other: msg`Used the portal`,
};

type Props = { accountId: number; contactId: number; contactName: string; version: unknown };

/** Every portal call made with the contact's links, newest first: when, from where, with which browser, and what. */
export function AccessLog({ accountId, contactId, contactName, version }: Props) {
  const { t, i18n } = useLingui();
  const { when } = useFormats();
  const columns: Column<PortalAccessRow>[] = [
    { key: 'at', header: t`When`, cell: (r) => when(r.at) },
    { key: 'what', header: t`What`, cell: (r) => i18n._(ACTIVITIES[r.activity] ?? ACTIVITIES.other) },
    { key: 'ip', header: t`IP address`, cell: (r) => <span dir="ltr">{r.ip}</span> },
    // The name read from the browser's user agent; the whole agent on hover.
    { key: 'browser', header: t`Browser`, cell: (r) => <span className="user-agent" title={r.user_agent} dir="ltr">{r.browser || t`Unknown browser`}</span> },
  ];
  return (
    <section className="group" aria-labelledby="access-heading" part="access-log">
      <h3 id="access-heading">{t`Access log`}</h3>
      <DataTable
        label={t`Access log of ${contactName}`}
        columns={columns}
        rowKey={(r) => r.id}
        fetchPage={(params, signal) => listPortalAccess(accountId, contactId, params, signal)}
        version={version}
        searchable={false}
        emptyText={t`The portal has not been opened with this contact's links yet.`}
      />
    </section>
  );
}
