import type { RouteDefinition } from '../../routing/utils/RouteDefinition.ts';
import type { AllowedModules } from '../states/$allowedModules.ts';
import { moduleById } from '@si/contract/modules';

/** 'pending' until the value is read; 'denied' for a staff route of a module the organization has not enabled. */
export function moduleAccess(route: RouteDefinition | undefined, allowed: AllowedModules): 'allowed' | 'pending' | 'denied' {
  if (!route || route.guard !== 'login') return 'allowed';
  if (!route.module) return 'allowed';
  const { application } = moduleById(route.module);
  if (allowed === undefined) return 'pending';
  if (allowed === 'unrestricted' || allowed.includes(application)) return 'allowed';
  return 'denied';
}
