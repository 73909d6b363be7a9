import type { ProductKey } from '../../screens/utils/productNames.ts';
import type { ScreenKey } from '../../screens/utils/screenTitles.ts';

/** login: logged-out visitors go to /login; guest: logged-in users go to /apps/secureinvoice (spec 4). */
export type RouteGuard = 'login' | 'guest' | 'public';

/** The layouts of spec 2.1; the lender product's segment is `bank` (ARCHITECTURE.md). */
export type LayoutName =
  | 'content'
  | 'blank'
  | 'secure-invoice'
  | 'expense-management'
  | 'filestride'
  | 'bank'
  | 'sales-pipeline-management'
  | 'contract-lifecycle-management'
  | 'payable-management'
  | 'secure-invoice-portal'
  | 'filestride-portal'
  | 'bank-portal'
  | 'sales-crm-portal'
  | 'contract-lifecycle-management-portal'
  | 'payable-portal';

/** The route-level page module that renders a route (one lazy chunk each). */
export type PageKey =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'activateUser'
  | 'mfaChallenge'
  | 'mfaSetup'
  | 'checkEmail'
  | 'confirmEmail'
  | 'selectWorkspace'
  | 'notFound'
  | 'notAuthorized'
  | 'serverError'
  | 'underMaintenance'
  | 'notAllowed'
  | 'templateDemo'
  | 'invoicePortal'
  | 'requirementsPortal'
  | 'contractPortal'
  | 'payablePortal'
  | 'paymentResult'
  | 'offices'
  | 'myTasks'
  | 'auditLog'
  | 'users'
  | 'teams'
  | 'dashboard'
  | 'exceptionReport'
  | 'summaryReport'
  | 'detailsReport'
  | 'userReport'
  | 'taskReport'
  | 'organizationSettings'
  | 'workflows'
  | 'workflow'
  | 'workflowTransition'
  | 'contactRoles'
  | 'expectedDocumentTypes'
  | 'categories'
  | 'products'
  | 'customFields'
  | 'pipelines'
  | 'checklists'
  | 'checklist'
  | 'standardFiles'
  | 'secureFileShare'
  | 'team'
  | 'later';

/** The issue that builds a screen this issue leaves for later (docs/coverage.md); null: none filed yet. */
export type LaterIssue = 3 | 4 | 5 | null;

export type RouteDefinition = {
  name: string;
  path: string;
  layout: LayoutName;
  guard: RouteGuard;
  page: PageKey;
  /** For `later` pages: which screen the route will show, and of which product. */
  screen?: ScreenKey;
  product?: ProductKey;
  issue?: LaterIssue;
};
