import type { ApiRoute } from './types.ts';

export const MONITORING_ROUTES: ApiRoute[] = [];
