/**
 * Checks every row of an import before anything is stored and turns the rows into a plan: the
 * workspaces (rows with the same name, any case, make one) and the contacts on each, new or
 * reused from the directory. Every problem is collected, so the user fixes the file once.
 */
import { e164, PHONE_MESSAGE } from '@si/contract/phone';
import { ACCOUNT_LIMITS, CONTACT_LIMITS, EMAIL_PATTERN, FieldMessage, IMPORT_FIELDS, ImportMessage, PartyType, type ImportField, type ImportMapping, type ImportRowError } from '@si/contract';
import type { ParsedCsv } from './parse.ts';
import type { References } from './references.ts';

export interface PlannedContact {
  email: string;
  partyType: number;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  /** The row it was first named on, to compare names across rows. */
  row: number;
}

export interface PlannedAccount {
  name: string;
  leadUserId: number | null;
  teamId: number | null;
  officeId: number | null;
  row: number;
  /** Contact role id (or null) by lower-case e-mail. */
  contacts: Map<string, number | null>;
}

export interface ImportPlan {
  accounts: PlannedAccount[];
  /** Every contact the file names, by lower-case e-mail. */
  contacts: Map<string, PlannedContact>;
}

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
const CONTACT_FIELDS: ImportField[] = ['first_name', 'last_name', 'company_name', 'email', 'phone', 'contact_role'];
const NOT_FOUND = {
  lead_email: 'No user of this organization has this e-mail.',
  team_name: 'No team of this organization has this name.',
  office_identifier: 'No office of this organization has this identifier.',
  contact_role: 'No contact role of this organization has this name.',
} as const;

/** Errors for mapped columns the file does not have (each reported on the header row). */
export function missingColumns(mapping: ImportMapping, headers: string[]): ImportRowError[] {
  const known = new Set(headers);
  return IMPORT_FIELDS.flatMap((field) => {
    const column = mapping[field];
    return column && !known.has(column) ? [{ row: 1, column, message: ImportMessage.COLUMN_MISSING }] : [];
  });
}

export function planImport(csv: ParsedCsv, mapping: ImportMapping, refs: References): { plan: ImportPlan; errors: ImportRowError[] } {
  const index = new Map<ImportField, number>();
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (column) index.set(field, csv.headers.indexOf(column));
  }
  const errors: ImportRowError[] = [];
  const accounts = new Map<string, PlannedAccount>();
  const contacts = new Map<string, PlannedContact>();

  for (const { row, cells } of csv.rows) {
    const get = (field: ImportField) => {
      const i = index.get(field);
      return i === undefined || i < 0 ? '' : (cells[i] ?? '');
    };
    const fail = (field: ImportField, message: string) => errors.push({ row, column: mapping[field] ?? field, message });
    const lookup = (field: keyof typeof NOT_FOUND, map: Map<string, number>) => {
      const value = get(field);
      if (!value) return null;
      const id = map.get(value.toLowerCase());
      if (id === undefined) fail(field, NOT_FOUND[field]);
      return id ?? null;
    };

    const name = get('name');
    if (!name) fail('name', FieldMessage.REQUIRED);
    else if (name.length > ACCOUNT_LIMITS.name) fail('name', tooLong(ACCOUNT_LIMITS.name));
    const leadUserId = lookup('lead_email', refs.users);
    const teamId = lookup('team_name', refs.teams);
    const officeId = lookup('office_identifier', refs.offices);

    let account: PlannedAccount | undefined;
    if (name && name.length <= ACCOUNT_LIMITS.name) {
      account = accounts.get(name.toLowerCase());
      if (!account) accounts.set(name.toLowerCase(), (account = { name, leadUserId, teamId, officeId, row, contacts: new Map() }));
      else {
        // Later rows of a workspace may leave these empty but may not say something else.
        const agree = (field: ImportField, mine: number | null, theirs: number | null) => {
          if (mine !== null && theirs !== null && mine !== theirs) fail(field, `Row ${account!.row} gives this workspace another value.`);
        };
        agree('lead_email', leadUserId, account.leadUserId);
        agree('team_name', teamId, account.teamId);
        agree('office_identifier', officeId, account.officeId);
        account.leadUserId ??= leadUserId;
        account.teamId ??= teamId;
        account.officeId ??= officeId;
      }
    }

    if (!CONTACT_FIELDS.some((field) => get(field) !== '')) continue;
    const person = { firstName: get('first_name'), lastName: get('last_name'), companyName: get('company_name'), email: get('email'), phone: get('phone') };
    const before = errors.length;
    if (!person.email) fail('email', FieldMessage.REQUIRED);
    else if (person.email.length > CONTACT_LIMITS.email) fail('email', tooLong(CONTACT_LIMITS.email));
    else if (!EMAIL_PATTERN.test(person.email)) fail('email', FieldMessage.EMAIL);
    if (person.phone) {
      const number = person.phone.length > CONTACT_LIMITS.phone ? undefined : e164(person.phone);
      if (number) person.phone = number;
      else fail('phone', PHONE_MESSAGE);
    }
    if (person.firstName.length > CONTACT_LIMITS.name) fail('first_name', tooLong(CONTACT_LIMITS.name));
    if (person.lastName.length > CONTACT_LIMITS.name) fail('last_name', tooLong(CONTACT_LIMITS.name));
    if (person.companyName.length > CONTACT_LIMITS.companyName) fail('company_name', tooLong(CONTACT_LIMITS.companyName));
    // An individual needs a name, a company its company name (the directory's rule).
    if (!person.firstName && !person.lastName && !person.companyName) fail(mapping.first_name ? 'first_name' : mapping.last_name ? 'last_name' : 'company_name', FieldMessage.REQUIRED);
    const roleId = lookup('contact_role', refs.roles);
    if (errors.length > before) continue;

    const key = person.email.toLowerCase();
    const seen = contacts.get(key);
    const sameName = (a: typeof person, b: PlannedContact) =>
      a.firstName.toLowerCase() === b.firstName.toLowerCase() && a.lastName.toLowerCase() === b.lastName.toLowerCase() && a.companyName.toLowerCase() === b.companyName.toLowerCase();
    if (seen && !sameName(person, seen)) {
      fail('email', `This e-mail is on row ${seen.row} with another name.`);
      continue;
    }
    if (!seen) {
      const partyType = person.firstName || person.lastName ? PartyType.INDIVIDUAL : PartyType.COMPANY;
      contacts.set(key, { ...person, partyType, row });
    }
    if (account && !account.contacts.has(key)) account.contacts.set(key, roleId);
  }
  return { plan: { accounts: [...accounts.values()], contacts }, errors };
}
