/** How the sales contacts screen names a contact and sums its open deals. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactRow, SalesContactRow } from '@si/contract';
import { formatMoney } from '../../portal-kit/itemLabels.ts';

/** A person's names, else the company's, else the e-mail (a contact always has one of them). */
export function contactName(contact: Pick<ContactRow, 'first_name' | 'last_name' | 'company_name' | 'email'>): string {
  return `${contact.first_name} ${contact.last_name}`.trim() || contact.company_name.trim() || contact.email;
}

/** A contact's open deals in words: "None", or "2: €1,500.00 and $250.00" (never added across currencies). */
export function openDealsText(deals: SalesContactRow['open_deals'], lang: string, i18n: I18n): string {
  if (deals.count === 0) return i18n._(msg`None`);
  const count = new Intl.NumberFormat(lang).format(deals.count);
  const sums = new Intl.ListFormat(lang, { type: 'conjunction' }).format(deals.totals.map((s) => formatMoney(s.total, s.currency, lang)));
  return i18n._(msg`${count}: ${sums}`);
}
