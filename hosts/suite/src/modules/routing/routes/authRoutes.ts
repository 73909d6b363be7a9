import type { RouteDefinition } from '../utils/RouteDefinition.ts';

/** Spec 2.2: public and auth routes, all in the blank layout. */
export const authRoutes: RouteDefinition[] = [
  { name: 'index', path: '/', layout: 'blank', guard: 'guest', page: 'login' },
  { name: 'login', path: '/login', layout: 'blank', guard: 'guest', page: 'login' },
  { name: 'register', path: '/register', layout: 'blank', guard: 'guest', page: 'register' },
  { name: 'signup', path: '/signup', layout: 'blank', guard: 'guest', page: 'register' },
  { name: 'forgot-password', path: '/forgot-password', layout: 'blank', guard: 'guest', page: 'forgotPassword' },
  { name: 'public-reset-password', path: '/public/reset-password/:uid/:token', layout: 'blank', guard: 'guest', page: 'resetPassword' },
  { name: 'public-activate-user', path: '/public/activate-user/:token', layout: 'blank', guard: 'guest', page: 'activateUser' },
  { name: 'mfa-challenge', path: '/mfa-challenge', layout: 'blank', guard: 'public', page: 'mfaChallenge' },
  { name: 'mfa-setup', path: '/mfa-setup', layout: 'blank', guard: 'public', page: 'mfaSetup' },
  { name: 'not-allowed', path: '/not-allowed', layout: 'blank', guard: 'public', page: 'notAllowed' },
  { name: 'public-get-started-check-email', path: '/public/get-started/check-email', layout: 'blank', guard: 'public', page: 'checkEmail' },
  { name: 'public-get-started-confirm-email', path: '/public/get-started/confirm-email', layout: 'blank', guard: 'public', page: 'confirmEmail' },
  {
    name: 'public-get-started-select-workspace',
    path: '/public/get-started/select-workspace',
    layout: 'blank',
    guard: 'public',
    page: 'selectWorkspace',
  },
  // Spec 8: these pages "exist as routes"; any unmatched path renders not-found without a redirect.
  { name: 'not-found', path: '/not-found', layout: 'blank', guard: 'public', page: 'notFound' },
  { name: 'not-authorized', path: '/not-authorized', layout: 'blank', guard: 'public', page: 'notAuthorized' },
  { name: 'server-error', path: '/server-error', layout: 'blank', guard: 'public', page: 'serverError' },
  { name: 'under-maintenance', path: '/under-maintenance', layout: 'blank', guard: 'public', page: 'underMaintenance' },
];
