import '@si/elements/receivables/accounts-report/accounts-report';

/** /secureinvoice/report/accounts: per-account opening balance, invoiced, paid, credited and closing balance for a period, with CSV and XLSX downloads (the element does the work, on the signed-in session). */
export default function AccountsReportPage() {
  return <si-accounts-report />;
}
