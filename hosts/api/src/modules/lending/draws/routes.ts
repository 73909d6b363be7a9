import { Hono } from 'hono';
import type { Deps } from '../../../platform/http/deps.ts';

export function drawRoutes(_deps: Deps) {
  return new Hono();
}
