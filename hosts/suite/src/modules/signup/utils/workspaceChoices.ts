import { moduleById, type ModuleId } from '@si/contract/modules';

/** The order a new organization sees the modules in (spec 2.3). */
const ORDER: ModuleId[] = ['receivables', 'payables', 'document-collection', 'lending', 'sales', 'contracts', 'expenses'];

/** The modules a new organization can open first, each by its dashboard (spec 2.3). */
export const workspaceChoices: { module: ModuleId; path: string }[] = ORDER.map((module) => ({ module, path: moduleById(module).dashboardPath }));
