import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageProps } from './PageProps.ts';
import type { PageKey } from './RouteDefinition.ts';
import { lazyPage } from './lazyPage.ts';

/** One lazily loaded chunk per route-level page. */
export const pages: Record<PageKey, LazyExoticComponent<ComponentType<PageProps>>> = {
  login: lazyPage(() => import('../../../pages/LoginPage.tsx')),
  register: lazyPage(() => import('../../../pages/RegisterPage.tsx')),
  forgotPassword: lazyPage(() => import('../../../pages/ForgotPasswordPage.tsx')),
  resetPassword: lazyPage(() => import('../../../pages/ResetPasswordPage.tsx')),
  activateUser: lazyPage(() => import('../../../pages/ActivateUserPage.tsx')),
  mfaChallenge: lazyPage(() => import('../../../pages/MfaChallengePage.tsx')),
  mfaSetup: lazyPage(() => import('../../../pages/MfaSetupPage.tsx')),
  checkEmail: lazyPage(() => import('../../../pages/CheckEmailPage.tsx')),
  confirmEmail: lazyPage(() => import('../../../pages/ConfirmEmailPage.tsx')),
  selectWorkspace: lazyPage(() => import('../../../pages/SelectWorkspacePage.tsx')),
  notFound: lazyPage(() => import('../../../pages/NotFoundPage.tsx')),
  notAuthorized: lazyPage(() => import('../../../pages/NotAuthorizedPage.tsx')),
  serverError: lazyPage(() => import('../../../pages/ServerErrorPage.tsx')),
  underMaintenance: lazyPage(() => import('../../../pages/UnderMaintenancePage.tsx')),
  notAllowed: lazyPage(() => import('../../../pages/NotAllowedPage.tsx')),
  templateDemo: lazyPage(() => import('../../../pages/TemplateDemoPage.tsx')),
  invoicePortal: lazyPage(() => import('../../../pages/InvoicePortalPage.tsx')),
  requirementsPortal: lazyPage(() => import('../../../pages/RequirementsPortalPage.tsx')),
  contractPortal: lazyPage(() => import('../../../pages/ContractPortalPage.tsx')),
  payablePortal: lazyPage(() => import('../../../pages/PayablePortalPage.tsx')),
  paymentResult: lazyPage(() => import('../../../pages/PaymentResultPage.tsx')),
  offices: lazyPage(() => import('../../../pages/OfficesPage.tsx')),
  myTasks: lazyPage(() => import('../../../pages/MyTasksPage.tsx')),
  auditLog: lazyPage(() => import('../../../pages/AuditLogPage.tsx')),
  users: lazyPage(() => import('../../../pages/UsersPage.tsx')),
  teams: lazyPage(() => import('../../../pages/TeamsPage.tsx')),
  dashboard: lazyPage(() => import('../../../pages/DashboardPage.tsx')),
  later: lazyPage(() => import('../../../pages/LaterPage.tsx')),
};
