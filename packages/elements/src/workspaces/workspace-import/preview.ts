/**
 * Reading the chosen file in the browser for the preview: its text (sent as is), the header and
 * the first rows. papaparse is imported on demand, so only this element's chunk carries it.
 */
import { IMPORT_FIELDS, IMPORT_LIMITS, type ImportField, type ImportMapping } from '@si/contract/import-fields';

export type CsvPreview = { text: string; headers: string[]; rows: string[][] };
export type FileProblem = 'size' | 'binary' | 'empty';

// Control characters other than tab and line breaks, or a NUL, mean a binary file.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export async function readPreview(file: File): Promise<CsvPreview | FileProblem> {
  if (file.size > IMPORT_LIMITS.bytes) return 'size';
  const text = (await file.text()).replace(/^\uFEFF/, '');
  if (BINARY.test(text.slice(0, 64 * 1024))) return 'binary';
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text, { preview: IMPORT_LIMITS.previewRows + 1, skipEmptyLines: 'greedy', delimitersToGuess: [',', ';'] });
  const [header = [], ...rows] = parsed.data;
  const headers = header.map((h) => h.trim());
  if (!headers.some(Boolean) || !rows.length) return 'empty';
  return { text, headers, rows };
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header names each field is recognized by (compared without case, spaces or punctuation). */
const ALIASES: Record<ImportField, string[]> = {
  name: ['name', 'workspace', 'workspacename', 'account', 'accountname'],
  lead_email: ['lead', 'leademail', 'leademailaddress'],
  team_name: ['team', 'teamname'],
  office_identifier: ['office', 'officeidentifier', 'officeid'],
  first_name: ['firstname', 'first', 'givenname'],
  last_name: ['lastname', 'last', 'surname', 'familyname'],
  company_name: ['company', 'companyname'],
  email: ['email', 'emailaddress', 'contactemail'],
  phone: ['phone', 'phonenumber', 'telephone', 'contactphone'],
  contact_role: ['role', 'contactrole', 'contactrolename'],
};

/** The mapping the form starts from: each field gets the first header that names it. */
export function guessMapping(headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS) {
    const found = headers.find((h) => ALIASES[field].includes(squash(h)));
    if (found) mapping[field] = found;
  }
  return mapping;
}
