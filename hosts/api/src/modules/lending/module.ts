/**
 * The lender product's identity, read once from the contract's module descriptor (`MODULES`): its
 * module kind (2) and its allowed-modules application type. Every file of the module imports them
 * from here; none spells the kind or the application itself.
 */
import { moduleById } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { moduleAccess, type ModuleAccess } from '../../platform/http/roles.ts';

export const LENDING = moduleById('lending');

/** The module kind of a lending account (a loan). */
export const LENDING_KIND = LENDING.kind;

/** The allowed-modules application type that opens the lender screens. */
export const LENDING_APPLICATION = LENDING.application;

/** The guards of every lending staff route: read (every role), write (IC, OA, LRA), admin (OA). */
export const lendingAccess = (deps: Deps): ModuleAccess => moduleAccess(deps, LENDING_APPLICATION);
