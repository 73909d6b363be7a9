import '@si/elements/receivables/ar-aging/ar-aging';

/** /secureinvoice/report/ar-aging: accounts receivable aging by customer as of any date, with each customer's open invoices and the CSV, XLSX and PDF downloads (the element does the work, on the signed-in session). */
export default function ArAgingPage() {
  return <si-ar-aging />;
}
