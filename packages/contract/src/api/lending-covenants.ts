import type { ApiRoute } from './types.ts';

export const COVENANT_ROUTES: ApiRoute[] = [];
