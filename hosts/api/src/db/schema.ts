/**
 * The database schema (drizzle): this barrel re-exports every schema file, for drizzle-kit
 * (drizzle.config.ts) and for the code that reads tables. No schema file imports it back (each
 * imports the file that defines what it references), so it is no import cycle.
 */
export * from './schema-base.ts';
// The portal domain (contacts, accounts, items, files, comments, payments, uploads).
export * from './schema-portal.ts';
export * from './schema-admin.ts';
export * from './schema-workflow.ts';
// Each kind's own data, one row per item, declared by the module that owns the kind.
export * from '../shared/requirements/schema.ts';
export * from '../modules/receivables/schema.ts';
export * from '../modules/contracts/schema.ts';
export * from '../modules/lending/schema.ts';
export * from '../modules/payables/schema.ts';
export * from '../modules/expenses/schema.ts';
export * from '../modules/sales/schema.ts';
