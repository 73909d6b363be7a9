import type { ApiRoute } from './types.ts';

export const LOAN_PIPELINE_ROUTES: ApiRoute[] = [];
