import '@si/elements/receivables/pay-instructions-admin/pay-instructions-admin';

/** /secureinvoice/pay-instruction (and its misspelt twin pay-instraction): the bank accounts customers are told to pay into (the element does the work, on the signed-in session). */
export default function PayInstructionsPage() {
  return <si-pay-instructions-admin />;
}
