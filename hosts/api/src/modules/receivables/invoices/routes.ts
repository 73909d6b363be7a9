import { Hono } from 'hono';
import type { Deps } from '../../../platform/http/deps.ts';
import type { Storage } from '../../../platform/storage.ts';
import type { StaffEnv } from '../../../platform/http/roles.ts';

export function invoiceRoutes(deps: Deps, storage: Storage) {
  void deps;
  void storage;
  return new Hono<StaffEnv>();
}
