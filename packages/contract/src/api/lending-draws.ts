import type { ApiRoute } from './types.ts';

export const DRAW_ROUTES: ApiRoute[] = [];
