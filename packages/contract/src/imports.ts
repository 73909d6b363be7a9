/**
 * Importing workspaces and their contacts from a CSV file: one row is one workspace and
 * optionally one contact on it; rows with the same workspace name make one workspace. Every row
 * is checked before anything is stored, then all rows are written in one transaction.
 * Write roles (IC, OA, LRA); VO is refused.
 *
 * Calls:
 * - POST /api/accounts/import   AccountImport -> 201 AccountImportResult;
 *                               400 AccountImportErrors (row errors) or {field: [messages]}
 */
import { z } from 'zod';
import { ModuleKind } from './enums.ts';
import { FieldMessage } from './validation.ts';
import { singleLine } from './fields.ts';
import { textProblem } from './input-rules.ts';
import { IMPORT_FIELDS, ImportMessage, type ImportMapping } from './import-fields.ts';

export * from './import-fields.ts';

const MODULE_KINDS = Object.values(ModuleKind) as number[];
const FIELDS: readonly string[] = IMPORT_FIELDS;

export const AccountImport = z
  .object({
    module_kind: z
      .number({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : 'Must be a module kind from 1 to 7.') })
      .refine((v) => MODULE_KINDS.includes(v), 'Must be a module kind from 1 to 7.'),
    mapping: z
      .record(z.string(), singleLine(200), { error: 'Must map fields to column names.' })
      .superRefine((m, ctx) => {
        for (const key of Object.keys(m)) {
          if (!FIELDS.includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: `Not a field to import; choose among ${IMPORT_FIELDS.join(', ')}.` });
        }
        if (!m.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Choose the column with the workspace name.' });
      })
      .transform((m) => m as ImportMapping),
    /** The file's text as read (UTF-8; a byte-order mark is ignored). */
    csv: z
      .string({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : 'Must be the text of the CSV file.') })
      // A binary file is what holds control characters: say so.
      .refine((v) => !textProblem(v, 'multi'), ImportMessage.NOT_CSV),
  })
  .strict();
export type AccountImport = z.output<typeof AccountImport>;

/** The 201 answer: what the import stored (its schema lives here, beside zod, not in the zod-free half). */
export const AccountImportResult = z.object({ accounts_created: z.number().int(), contacts_created: z.number().int(), contacts_reused: z.number().int() });
export type AccountImportResult = z.output<typeof AccountImportResult>;
