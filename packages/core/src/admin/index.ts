/**
 * @si/core/admin: the typed calls of the staff administration screens. A subpath of
 * its own so the portal elements, which import '@si/core', do not carry them.
 */
export * from './client.ts';
export * from './settings.ts';
export * from './files.ts';
export * from './config.ts';
export * from './reports.ts';
export * from './workflows.ts';
export * from './accounts.ts';
export * from './requirements.ts';
export * from './reminders.ts';
export * from './imports.ts';
export * from './invoices.ts';
export * from './receivables.ts';
// The typed call itself, for a staff screen whose call has no named function here.
export { api, operationPath, type ApiBody, type ApiCallOptions, type OperationId, type Operations } from '../http/operation.ts';
