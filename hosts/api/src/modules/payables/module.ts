/**
 * Payables' identity, read once from the contract's module descriptor (`MODULES`): its module
 * kind, allowed-modules application type and route prefix. Every file of the module imports them
 * from here; none spells the kind or the application itself.
 */
import { moduleById } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { moduleAccess, type ModuleAccess } from '../../platform/http/roles.ts';

export const PAYABLES = moduleById('payables');

/** The module kind of a payables (vendor) account. */
export const PAYABLES_KIND = PAYABLES.kind;

/** The allowed-modules application type that opens the payables screens. */
export const PAYABLES_APPLICATION = PAYABLES.application;

/** The guards of every payables staff route: read (every role), write (IC, OA, LRA), admin (OA). */
export const payablesAccess = (deps: Deps): ModuleAccess => moduleAccess(deps, PAYABLES_APPLICATION);
