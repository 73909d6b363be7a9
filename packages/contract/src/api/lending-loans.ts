import type { ApiRoute } from './types.ts';

export const LOAN_ROUTES: ApiRoute[] = [];
