import '@si/elements/receivables/accounting-sync/accounting-sync';

/** /secureinvoice/settings/businessCentral: the Business Central connection, Sync now and the sync log (the element does the work, on the signed-in session). */
export default function AccountingSyncPage() {
  return <si-accounting-sync />;
}
