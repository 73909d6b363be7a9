/**
 * What the contract's shapes cannot say about bank details: an IBAN's country format and check
 * digits and a BIC's format, with ibantools (the vendor's screen runs the same checks as it is
 * typed; the server checks again). A wrong IBAN is refused on the field `iban`, a wrong BIC on `bic`.
 */
import { validateBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { BankDetailsMessage, type BankDetailsWrite } from '@si/contract';
import { badRequest, newFieldErrors } from '../../../platform/http/errors.ts';

/** The message for an IBAN in electronic format, or undefined when it is valid. */
export function ibanProblem(iban: string): string | undefined {
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return undefined;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return BankDetailsMessage.IBAN_COUNTRY;
  // Length and format first: check digits only mean something on an IBAN of the right shape.
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength) || errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return BankDetailsMessage.IBAN_FORMAT;
  if (errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum) || errorCodes.includes(ValidationErrorsIBAN.ChecksumNotNumber) || errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    return BankDetailsMessage.IBAN_CHECK_DIGITS;
  }
  return BankDetailsMessage.IBAN_FORMAT;
}

/** 400 naming each wrong field; nothing when the IBAN and BIC given are valid. */
export function assertBankCodes(input: Pick<BankDetailsWrite, 'iban' | 'bic'>): void {
  const errors = newFieldErrors();
  if (input.iban) {
    const problem = ibanProblem(input.iban);
    if (problem) errors.iban = [problem];
  }
  if (input.bic && !validateBIC(input.bic).valid) errors.bic = [BankDetailsMessage.BIC];
  if (Object.keys(errors).length) throw badRequest(errors);
}
