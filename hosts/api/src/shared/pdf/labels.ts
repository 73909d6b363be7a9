/** The printed words of the receivables PDFs in English, French and Arabic, and the locale's formats. */
import { formatAmount } from '@si/contract/money';
import type { PaymentMethod, StatementLine } from '@si/contract';
import type { PdfLanguage } from './types.ts';

const en = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  purchase_order: 'Purchase order',
  order_to: 'Vendor',
  wanted_by: 'Wanted by',
  receipt: 'Payment receipt',
  statement: 'Statement of account',
  draft: 'Draft',
  number: 'Number',
  bill_to: 'Bill to',
  received_from: 'Received from',
  issue_date: 'Issue date',
  due_date: 'Due date',
  currency: 'Currency',
  credits_invoice: 'Credits invoice',
  description: 'Description',
  quantity: 'Quantity',
  unit_price: 'Unit price',
  tax_rate: 'Tax %',
  discount: 'Discount %',
  amount: 'Amount',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  balance_due: 'Balance due',
  credit_remaining: 'Credit remaining',
  pay_online: 'Pay online',
  how_to_pay: 'How to pay',
  memo: 'Notes',
  page: 'Page {x} of {y}',
  receipt_number: 'Receipt number',
  payment_date: 'Payment date',
  method: 'Method',
  reference: 'Reference',
  amount_received: 'Amount received',
  applied_to: 'Applied to invoices',
  invoice_number: 'Invoice',
  unapplied: 'Unapplied credit',
  period: 'Period',
  from_to: '{from} to {to}',
  opening_balance: 'Opening balance',
  closing_balance: 'Closing balance',
  date: 'Date',
  charge: 'Charge',
  credit: 'Credit',
  balance: 'Balance',
  aging: 'Aging',
  open_invoices: 'Open invoices',
  open: 'Open',
  days_past_due: 'Days past due',
  current: 'Current',
  days_1_30: '1-30 days',
  days_31_60: '31-60 days',
  days_61_90: '61-90 days',
  days_over_90: 'Over 90 days',
  kind_invoice: 'Invoice',
  kind_payment: 'Payment',
  kind_credit_note: 'Credit note',
  kind_late_fee: 'Late fee',
  kind_void: 'Void',
  kind_refund: 'Refund',
  method_bank_transfer: 'Bank transfer',
  method_check: 'Check',
  method_cash: 'Cash',
  method_card: 'Card',
  method_other: 'Other',
  none: 'None',
  bank: 'Bank',
  account_name: 'Account name',
  account_number: 'Account number',
  routing_number: 'Routing number',
  iban: 'IBAN',
  swift: 'SWIFT/BIC',
  payment_reference: 'Payment reference',
};
export type LabelKey = keyof typeof en;

const fr: Record<LabelKey, string> = {
  invoice: 'Facture',
  credit_note: 'Avoir',
  purchase_order: 'Bon de commande',
  order_to: 'Fournisseur',
  wanted_by: 'Livraison souhaitée le',
  receipt: 'Reçu de paiement',
  statement: 'Relevé de compte',
  draft: 'Brouillon',
  number: 'Numéro',
  bill_to: 'Facturer à',
  received_from: 'Reçu de',
  issue_date: "Date d'émission",
  due_date: "Date d'échéance",
  currency: 'Devise',
  credits_invoice: 'Avoir sur la facture',
  description: 'Description',
  quantity: 'Quantité',
  unit_price: 'Prix unitaire',
  tax_rate: 'TVA %',
  discount: 'Remise %',
  amount: 'Montant',
  subtotal: 'Sous-total',
  tax: 'TVA',
  total: 'Total',
  balance_due: 'Solde dû',
  credit_remaining: 'Crédit restant',
  pay_online: 'Payer en ligne',
  how_to_pay: 'Modalités de paiement',
  memo: 'Remarques',
  page: 'Page {x} sur {y}',
  receipt_number: 'Numéro de reçu',
  payment_date: 'Date du paiement',
  method: 'Mode de paiement',
  reference: 'Référence',
  amount_received: 'Montant reçu',
  applied_to: 'Affecté aux factures',
  invoice_number: 'Facture',
  unapplied: 'Crédit non affecté',
  period: 'Période',
  from_to: 'du {from} au {to}',
  opening_balance: "Solde d'ouverture",
  closing_balance: 'Solde de clôture',
  date: 'Date',
  charge: 'Débit',
  credit: 'Crédit',
  balance: 'Solde',
  aging: 'Balance âgée',
  open_invoices: 'Factures ouvertes',
  open: 'Ouvert',
  days_past_due: 'Jours de retard',
  current: 'Non échu',
  days_1_30: '1 à 30 jours',
  days_31_60: '31 à 60 jours',
  days_61_90: '61 à 90 jours',
  days_over_90: 'Plus de 90 jours',
  kind_invoice: 'Facture',
  kind_payment: 'Paiement',
  kind_credit_note: 'Avoir',
  kind_late_fee: 'Pénalité de retard',
  kind_void: 'Annulation',
  kind_refund: 'Remboursement',
  method_bank_transfer: 'Virement bancaire',
  method_check: 'Chèque',
  method_cash: 'Espèces',
  method_card: 'Carte',
  method_other: 'Autre',
  none: 'Aucune',
  bank: 'Banque',
  account_name: 'Titulaire du compte',
  account_number: 'Numéro de compte',
  routing_number: 'Code guichet',
  iban: 'IBAN',
  swift: 'SWIFT/BIC',
  payment_reference: 'Référence du paiement',
};

const ar: Record<LabelKey, string> = {
  invoice: 'فاتورة',
  credit_note: 'إشعار دائن',
  purchase_order: 'أمر شراء',
  order_to: 'المورد',
  wanted_by: 'التسليم المطلوب في',
  receipt: 'إيصال دفع',
  statement: 'كشف حساب',
  draft: 'مسودة',
  number: 'الرقم',
  bill_to: 'فاتورة إلى',
  received_from: 'مستلم من',
  issue_date: 'تاريخ الإصدار',
  due_date: 'تاريخ الاستحقاق',
  currency: 'العملة',
  credits_invoice: 'دائن للفاتورة',
  description: 'الوصف',
  quantity: 'الكمية',
  unit_price: 'سعر الوحدة',
  tax_rate: 'الضريبة %',
  discount: 'الخصم %',
  amount: 'المبلغ',
  subtotal: 'المجموع الفرعي',
  tax: 'الضريبة',
  total: 'الإجمالي',
  balance_due: 'الرصيد المستحق',
  credit_remaining: 'الرصيد الدائن المتبقي',
  pay_online: 'الدفع عبر الإنترنت',
  how_to_pay: 'طريقة الدفع',
  memo: 'ملاحظات',
  page: 'صفحة {x} من {y}',
  receipt_number: 'رقم الإيصال',
  payment_date: 'تاريخ الدفع',
  method: 'طريقة الدفع',
  reference: 'المرجع',
  amount_received: 'المبلغ المستلم',
  applied_to: 'مخصص للفواتير',
  invoice_number: 'الفاتورة',
  unapplied: 'رصيد دائن غير مخصص',
  period: 'الفترة',
  from_to: 'من {from} إلى {to}',
  opening_balance: 'الرصيد الافتتاحي',
  closing_balance: 'الرصيد الختامي',
  date: 'التاريخ',
  charge: 'مدين',
  credit: 'دائن',
  balance: 'الرصيد',
  aging: 'أعمار الديون',
  open_invoices: 'الفواتير المفتوحة',
  open: 'المفتوح',
  days_past_due: 'أيام التأخير',
  current: 'غير مستحق',
  days_1_30: '1-30 يومًا',
  days_31_60: '31-60 يومًا',
  days_61_90: '61-90 يومًا',
  days_over_90: 'أكثر من 90 يومًا',
  kind_invoice: 'فاتورة',
  kind_payment: 'دفعة',
  kind_credit_note: 'إشعار دائن',
  kind_late_fee: 'غرامة تأخير',
  kind_void: 'إلغاء',
  kind_refund: 'استرداد',
  method_bank_transfer: 'تحويل مصرفي',
  method_check: 'شيك',
  method_cash: 'نقدًا',
  method_card: 'بطاقة',
  method_other: 'أخرى',
  none: 'لا يوجد',
  bank: 'البنك',
  account_name: 'اسم الحساب',
  account_number: 'رقم الحساب',
  routing_number: 'رقم التوجيه',
  iban: 'رقم الآيبان',
  swift: 'رمز السويفت',
  payment_reference: 'مرجع الدفع',
};

const LABELS: Record<PdfLanguage, Record<LabelKey, string>> = { en, fr, ar };

/**
 * Intl locale per language. Arabic keeps Latin digits (`nu-latn`): invoice numbers, references
 * and amounts then read the same as in the accounting system, the bank and the portal.
 */
const LOCALES: Record<PdfLanguage, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

/** Bidi marks Intl puts around Arabic dates and numbers: the layout does its own bidi. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const AMOUNT = /^-?(\d+(\.\d*)?|\.\d+)$/;

export interface Formats {
  language: PdfLanguage;
  rtl: boolean;
  label(key: LabelKey, vars?: Record<string, string | number>): string;
  money(value: string | number, currency: string, withCode?: boolean): string;
  number(value: string | number): string;
  date(iso: string | null | undefined): string;
  method(m: PaymentMethod): string;
  kind(k: StatementLine['kind']): string;
}

const cache = new Map<PdfLanguage, Formats>();

export function formats(language: PdfLanguage): Formats {
  const hit = cache.get(language);
  if (hit) return hit;
  const table = LABELS[language] ?? en;
  const locale = LOCALES[language];
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const decimalSeparator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const clean = (s: string) => s.replace(BIDI_MARKS, '');
  const f: Formats = {
    language,
    rtl: language === 'ar',
    label(key, vars) {
      let s = table[key] ?? en[key];
      if (vars) for (const [k, v] of Object.entries(vars)) s = s.replace(`{${k}}`, String(v));
      return s;
    },
    money(value, currency, withCode = false) {
      // Exact decimal string first (big.js, the currency's minor units), then grouped by the locale.
      const text = String(value).trim();
      if (!AMOUNT.test(text)) throw new Error(`Not an amount: "${String(value)}"`);
      const fixed = formatAmount(text, currency);
      const negative = fixed.startsWith('-');
      const [whole, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
      let out = clean(integer.format(BigInt(whole)));
      if (fraction) out += decimalSeparator + fraction;
      if (negative) out = `-${out}`;
      return withCode ? `${out} ${currency.toUpperCase()}` : out;
    },
    number(value) {
      return clean(decimal.format(Number(value)));
    },
    date(iso) {
      if (!iso) return '';
      const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? iso : clean(dateFormat.format(d));
    },
    method: (m) => table[`method_${m}` as LabelKey] ?? m,
    kind: (k) => table[`kind_${k}` as LabelKey] ?? k,
  };
  cache.set(language, f);
  return f;
}
