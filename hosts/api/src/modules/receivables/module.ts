/**
 * Receivables' identity, read once from the contract's module descriptor (`MODULES`): its
 * module kind, allowed-modules application type and route prefix. Every file of the module
 * imports them from here; none spells the kind or the application itself.
 */
import { moduleById } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { moduleAccess, type ModuleAccess } from '../../platform/http/roles.ts';

export const RECEIVABLES = moduleById('receivables');

/** The module kind of a receivables (customer) account. */
export const RECEIVABLES_KIND = RECEIVABLES.kind;

/** The allowed-modules application type that opens the receivables screens. */
export const RECEIVABLES_APPLICATION = RECEIVABLES.application;

/** The guards of every receivables staff route: read (every role), write (IC, OA, LRA), admin (OA). */
export const receivablesAccess = (deps: Deps): ModuleAccess => moduleAccess(deps, RECEIVABLES_APPLICATION);
