/**
 * Zod-free part of the workspace import (`@si/contract/import-fields`): the fields a CSV column
 * can be mapped to, the file's bounds, and the answers, so the browser shows the same names and
 * checks the same limits without bundling zod.
 */

/** The fields a column can feed, in the order the mapping form lists them; `name` is required. */
export const IMPORT_FIELDS = [
  'name',
  'lead_email',
  'team_name',
  'office_identifier',
  'first_name',
  'last_name',
  'company_name',
  'email',
  'phone',
  'contact_role',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The file: 5 MB of UTF-8 text, 10,000 rows; at most 200 row errors are listed (with the total). */
export const IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 10_000, errors: 200, previewRows: 5 } as const;

/** Which CSV header feeds each field ('' or absent: not imported). */
export type ImportMapping = Partial<Record<ImportField, string>>;

/** One problem in the file; `row` as a spreadsheet numbers it (the header is row 1). */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

/** The 400 answer when any row is wrong: nothing was stored. */
export interface AccountImportErrors {
  errors: ImportRowError[];
  total: number;
}

/** Whole-file problems, answered on the `csv` field. */
export const ImportMessage = {
  TOO_LARGE: 'The file is larger than 5 MB.',
  TOO_MANY_ROWS: 'The file has more than 10,000 rows.',
  NOT_CSV: 'The file is not a CSV text file.',
  NO_ROWS: 'The file has no rows below its header.',
  COLUMN_MISSING: 'This column is not in the file.',
} as const;
