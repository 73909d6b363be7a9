/** The activity timeline's words: each audit action code as a short phrase, and who acted. */
import { useLingui } from '@lingui/react/macro';
import type { AccountTimelineRow } from '@si/core/admin';

/** The phrase for an action code; a code this screen does not know yet is shown as it is, readably. */
export function useActionText(): (row: AccountTimelineRow) => string {
  const { t } = useLingui();
  const known: Record<string, string> = {
    account_created: t`Workspace created`,
    account_updated: t`Workspace details changed`,
    account_archived: t`Workspace archived`,
    account_restored: t`Workspace restored`,
    bulk_assign_lead: t`Lead changed (bulk action)`,
    bulk_assign_team: t`Team changed (bulk action)`,
    bulk_hold: t`Put on hold (bulk action)`,
    bulk_release: t`Hold released (bulk action)`,
    bulk_remind: t`Reminders sent (bulk action)`,
    bulk_archive: t`Archived (bulk action)`,
    bulk_restore: t`Restored (bulk action)`,
    custom_field_values_updated: t`Custom fields changed`,
    checklist_applied: t`Checklist applied`,
    items_reordered: t`Items reordered`,
    contact_added: t`Contact added`,
    contact_role_changed: t`Contact role changed`,
    contact_removed: t`Contact removed`,
    portal_link_issued: t`Portal link issued`,
    portal_link_expiry_changed: t`Portal link expiry changed`,
    portal_link_revoked: t`Portal link revoked`,
    email_confirmed: t`E-mail address confirmed in the portal`,
    portal_code_verified: t`Portal sign-in code verified`,
    reminder_sent: t`Reminder sent`,
    reminder_schedule_saved: t`Reminder schedule changed`,
    item_created: t`Item added`,
    item_updated: t`Item changed`,
    item_deleted: t`Item deleted`,
    status_changed: t`Status changed`,
    review_accepted: t`Accepted`,
    review_returned: t`Returned for changes`,
    answered: t`Answered`,
    figure_reported: t`Figure reported`,
    uploaded: t`File uploaded`,
    comment_added: t`Comment added`,
    comment_updated: t`Comment edited`,
    comment_deleted: t`Comment deleted`,
    internal_note_added: t`Internal note added`,
    notified: t`Notification sent`,
    notification_skipped: t`Notification skipped`,
    assigned: t`Assigned`,
    assignment_skipped: t`Assignment skipped`,
    bill_created: t`Bill entered`,
    bill_received: t`Bill sent by the vendor`,
    bill_corrected: t`Corrected bill sent by the vendor`,
    bill_updated: t`Bill changed`,
    bill_file_attached: t`Bill document attached`,
    bill_submitted: t`Bill sent for approval`,
    bill_approved: t`Bill approved`,
    bill_approval_recorded: t`Approval recorded on the bill`,
    bill_approval_step_completed: t`Bill approval step completed`,
    bill_rejected: t`Bill rejected`,
    bill_voided: t`Bill voided`,
    bill_scheduled: t`Bill added to a payment run`,
    bill_unscheduled: t`Bill taken out of a cancelled payment run`,
    bill_paid: t`Bill paid`,
    bank_details_submitted: t`Bank details changed by the vendor (waiting for verification)`,
    bank_details_requested: t`Bank details change entered by staff (waiting for verification)`,
    bank_details_verified: t`Bank details verified`,
    bank_details_rejected: t`Bank details change rejected`,
  };
  // A notification the organization's own switch held back: say which, so nobody thinks it left.
  const switchedOff: Record<string, string> = {
    customer_notifications_off: t`Notification not sent: customer notifications are turned off`,
    team_notifications_off: t`Notification not sent: team notifications are turned off`,
  };
  return (row) => {
    const reason = row.details.reason_code;
    if (row.action === 'notification_skipped' && typeof reason === 'string' && Object.hasOwn(switchedOff, reason)) return switchedOff[reason]!;
    if (Object.hasOwn(known, row.action)) return known[row.action]!;
    const code = row.action.replace(/_/g, ' ');
    return t`Other event: ${code}`;
  };
}

/** Who acted: a staff user's or a contact's name, or the system (the scheduler, a workflow). */
export function useActorText(): (row: AccountTimelineRow) => string {
  const { t } = useLingui();
  return (row) => {
    if (row.actor.kind === 'system') return t`System`;
    if (row.actor.kind === 'contact') {
      const name = row.actor.name;
      return t`${name} (contact)`;
    }
    return row.actor.name;
  };
}
