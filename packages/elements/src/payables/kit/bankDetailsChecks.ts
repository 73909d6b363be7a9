/**
 * The checks of new bank details as they are typed, the same the server makes (ibantools for the
 * IBAN's country format and check digits and for the BIC; the ABA checksum of a routing number),
 * so the vendor learns of a typing mistake at once. The server checks again.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { validateBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

export type BankDetailsKind = 'iban' | 'account';

/** What the form holds, as typed. */
export type BankDetailsDraft = {
  kind: BankDetailsKind;
  holder_name: string;
  bank_name: string;
  iban: string;
  bic: string;
  account_number: string;
  routing_number: string;
  currency: string;
};

export const EMPTY_BANK_DETAILS: BankDetailsDraft = { kind: 'iban', holder_name: '', bank_name: '', iban: '', bic: '', account_number: '', routing_number: '', currency: '' };

/** The fields the server may name in a 400. */
export const BANK_DETAILS_FIELDS = ['holder_name', 'bank_name', 'iban', 'bic', 'account_number', 'routing_number', 'currency'] as const;

/** A code as the server stores it: no spaces or dashes, upper case. */
export const compact = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeated) is a multiple of 10. */
export function validRouting(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

/** The IBAN's problem in words, or undefined when it is valid (an empty IBAN is the caller's to judge). */
export function ibanMessage(raw: string, i18n: I18n): string | undefined {
  const iban = compact(raw);
  if (!/^[A-Z0-9]*$/.test(iban) || iban.length > 34) return i18n._(msg`This IBAN does not have its country's length or format.`);
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return undefined;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return i18n._(msg`Start the IBAN with its two-letter country code, such as DE or FR.`);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength) || errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return i18n._(msg`This IBAN does not have its country's length or format.`);
  return i18n._(msg`This IBAN's check digits are wrong: check it for a typing mistake.`);
}

/** Field messages for the draft; empty when it may be sent. */
export function checkBankDetails(d: BankDetailsDraft, i18n: I18n): Record<string, string> {
  const found: Record<string, string> = {};
  const required = i18n._(msg`This field is required.`);
  const holder = d.holder_name.trim();
  if (!holder) found.holder_name = required;
  else if (holder.length > 140) found.holder_name = i18n._(msg`Use at most 140 characters.`);
  if (d.bank_name.trim().length > 140) found.bank_name = i18n._(msg`Use at most 140 characters.`);
  if (d.currency.trim() && !/^[A-Za-z]{3}$/.test(d.currency.trim())) found.currency = i18n._(msg`Enter a three-letter currency code, such as EUR or USD.`);
  if (d.kind === 'iban') {
    if (!compact(d.iban)) found.iban = required;
    else {
      const problem = ibanMessage(d.iban, i18n);
      if (problem) found.iban = problem;
    }
    const bic = compact(d.bic);
    if (!bic) found.bic = i18n._(msg`Enter the BIC (SWIFT code) of the bank that holds this IBAN.`);
    else if (!validateBIC(bic).valid) found.bic = i18n._(msg`Enter a valid BIC (SWIFT code): 8 or 11 letters and digits, such as DEUTDEFF.`);
  } else {
    const number = compact(d.account_number);
    if (!number) found.account_number = required;
    else if (!/^[A-Z0-9]{4,34}$/.test(number)) found.account_number = i18n._(msg`Enter the account number: 4 to 34 letters and digits.`);
    const routing = compact(d.routing_number);
    if (!routing) found.routing_number = i18n._(msg`Enter the routing number of the bank that holds this account.`);
    else if (!validRouting(routing)) found.routing_number = i18n._(msg`Enter the 9-digit routing number (ABA); its last digit checks the others.`);
  }
  return found;
}

/** The body the server takes: only the kind chosen, codes compacted. */
export function bankDetailsBody(d: BankDetailsDraft) {
  const common = { holder_name: d.holder_name.trim(), bank_name: d.bank_name.trim(), currency: d.currency.trim() ? d.currency.trim().toUpperCase() : null };
  return d.kind === 'iban'
    ? { ...common, iban: compact(d.iban), bic: compact(d.bic), account_number: '', routing_number: '' }
    : { ...common, iban: '', bic: '', account_number: compact(d.account_number), routing_number: compact(d.routing_number) };
}
