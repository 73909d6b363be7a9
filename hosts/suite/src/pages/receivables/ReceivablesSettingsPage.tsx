import '@si/elements/receivables/receivables-settings/receivables-settings';

/** /secureinvoice/settings: numbering series, payment terms, late fee, the reminder ladder and the notification and payment provider settings (the element does the work, on the signed-in session). */
export default function ReceivablesSettingsPage() {
  return <si-receivables-settings />;
}
