import { Hono } from 'hono';
import type { Deps } from '../../../platform/http/deps.ts';

export function monitoringRoutes(_deps: Deps) {
  return new Hono();
}
