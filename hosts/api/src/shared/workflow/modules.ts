/** Module kinds (spec 3) as the server reads them: everything comes from the contract's `MODULES`. */
import { MODULES, moduleOfKind, type ApplicationType } from '@si/contract';

/**
 * The allowed-modules application type that governs a module kind's accounts. The vendor kind
 * runs the expense and payable screens, so the purchase type governs it (as on the dashboards).
 */
export const applicationOfKind = (kind: number): ApplicationType => moduleOfKind(kind)!.application;

/** The module kinds (ascending) whose application is among the allowed ones. */
export const kindsAllowedBy = (allowed: readonly string[]): number[] =>
  MODULES.filter((m) => allowed.includes(m.application))
    .map((m) => m.kind as number)
    .sort((a, b) => a - b);

/** How many module kinds there are. */
export const MODULE_KIND_COUNT = new Set(MODULES.map((m) => m.kind)).size;
