/**
 * The sales pipeline's identity, read once from the contract's module descriptor (`MODULES`): its
 * module kind (7) and its allowed-modules application type. Every file of the module imports them
 * from here; none spells the kind or the application itself.
 */
import { moduleById } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { moduleAccess, type ModuleAccess } from '../../platform/http/roles.ts';

export const SALES = moduleById('sales');

/** The module kind of a sales account. */
export const SALES_KIND = SALES.kind;

/** The allowed-modules application type that opens the sales screens. */
export const SALES_APPLICATION = SALES.application;

/** The guards of every sales staff route: read (every role), write (IC, OA, LRA), admin (OA). */
export const salesAccess = (deps: Deps): ModuleAccess => moduleAccess(deps, SALES_APPLICATION);
