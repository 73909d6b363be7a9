/**
 * Expenses' identity, read once from the contract's module descriptor (`MODULES`): its module kind
 * (the vendor kind, 3: a claimant's payee account is one) and its allowed-modules application type.
 * Every file of the module imports them from here; none spells the kind or the application itself.
 */
import { moduleById } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { moduleAccess, type ModuleAccess } from '../../platform/http/roles.ts';

export const EXPENSES = moduleById('expenses');

/** The module kind of a claimant's payee account (the vendor kind). */
export const EXPENSES_KIND = EXPENSES.kind;

/** The allowed-modules application type that opens the expense screens. */
export const EXPENSES_APPLICATION = EXPENSES.application;

/** The guards of every expenses staff route: read (every role), write (IC, OA, LRA), admin (OA). */
export const expensesAccess = (deps: Deps): ModuleAccess => moduleAccess(deps, EXPENSES_APPLICATION);
