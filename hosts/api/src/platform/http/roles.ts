/**
 * Roles and module access for staff calls (spec 6). A module's routes take their guards from
 * `moduleAccess` (read, write, admin) as middleware; other route groups install `staffAuth(deps)`
 * once and ask `requireRole(c, ['OA'])` and `await requireModule(c, 'lender')` in the handler.
 *
 * Roles: a user holds one role per office (IC, OA, VO, LRA); a call that needs a role passes
 * when the user holds it in any office of their organization.
 * Modules: the organization's `modules_allowed` config value (a JSON array of application
 * types). An organization that never set it is unrestricted, the same reading as the suite's;
 * every organization made by sign-up or the demo seed sets it explicitly.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { APPLICATION_TYPES, ConfigProperty, WRITE_ROLES, allowedApplicationTypes, type ApplicationType, type OfficeRole } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { cachedConfig, readConfigValue } from '../config.ts';
import { authenticate, type UserRow } from './auth.ts';
import type { Deps } from './deps.ts';
import { detailError, forbidden } from './errors.ts';

export interface Staff {
  user: UserRow;
  orgId: number;
  roles: ReadonlySet<OfficeRole>;
  /** The application types this organization may use; read once per request. */
  allowedModules(): Promise<ApplicationType[]>;
}

export type StaffEnv = { Variables: { staff: Staff } };

export { WRITE_ROLES };

const MODULE_NOT_ALLOWED = 'Module not allowed';

/** The allowed-modules value as application types; unset means every module. */
/** The organization's allowed applications (unset: every one), as every module's access reads them. */
export async function allowedModulesOf(db: Db, orgId: number): Promise<ApplicationType[]> {
  const raw = await cachedConfig(db, orgId, ConfigProperty.MODULES_ALLOWED);
  if (raw === undefined || raw.trim() === '') return [...APPLICATION_TYPES];
  return allowedApplicationTypes(readConfigValue(raw));
}

/** Authenticates an access token and loads the caller's roles into `c.var.staff`. */
export async function loadStaff(c: Context, deps: Deps): Promise<Staff> {
  const existing = c.get('staff') as Staff | undefined;
  if (existing) return existing;
  const { user, roles } = await authenticate(c, deps);
  let modules: Promise<ApplicationType[]> | undefined;
  const staff: Staff = {
    user,
    orgId: user.organizationId,
    roles: new Set(roles),
    allowedModules: () => (modules ??= allowedModulesOf(deps.db, user.organizationId)),
  };
  c.set('staff', staff);
  return staff;
}

export function staffAuth(deps: Deps): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    await loadStaff(c, deps);
    await next();
  };
}

export function staffOf(c: Context): Staff {
  const staff = c.get('staff') as Staff | undefined;
  // A route that forgot staffAuth is a programming error, not the caller's: fail loudly (500).
  if (!staff) throw new Error('staffAuth middleware is not installed for this route');
  return staff;
}

/** 403 unless the caller holds one of `roles` in some office of their organization. */
export function requireRole(c: Context, roles: readonly OfficeRole[]): Staff {
  const staff = staffOf(c);
  if (!roles.some((r) => staff.roles.has(r))) throw forbidden();
  return staff;
}

/** 403 `Module not allowed` unless the organization allows `type` (or, for a list, any of them). */
export async function requireModule(c: Context, type: ApplicationType | readonly ApplicationType[]): Promise<Staff> {
  const staff = staffOf(c);
  const wanted = typeof type === 'string' ? [type] : type;
  const allowed = await staff.allowedModules();
  if (!wanted.some((t) => allowed.includes(t))) throw detailError(403, MODULE_NOT_ALLOWED);
  return staff;
}

/** The guards of one module's staff routes: see moduleAccess. */
export type ModuleAccess = {
  /** Every staff role of an organization that has the module. */
  read: MiddlewareHandler<StaffEnv>;
  /** The roles that change data (IC, OA, LRA). */
  write: MiddlewareHandler<StaffEnv>;
  /** Office Administrators (the module's settings). */
  admin: MiddlewareHandler<StaffEnv>;
};

/**
 * One module's access rule, written once as middleware that authenticates the caller (no
 * `staffAuth` before it): 403 when the role is missing, then 403 `Module not allowed` when the
 * organization does not have the module. A handler after it reads the caller with `staffOf(c)`.
 * A module builds its guards from its descriptor's application type in its own `module.ts`.
 */
export function moduleAccess(deps: Deps, application: ApplicationType | readonly ApplicationType[]): ModuleAccess {
  const guard =
    (roles?: readonly OfficeRole[]): MiddlewareHandler<StaffEnv> =>
    async (c, next) => {
      await loadStaff(c, deps);
      if (roles) requireRole(c, roles);
      await requireModule(c, application);
      await next();
    };
  return { read: guard(), write: guard(WRITE_ROLES), admin: guard(['OA']) };
}
