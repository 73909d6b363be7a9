/**
 * All elements at once (`elements.js`). Each import defines its tag; single elements
 * load from their own entry (`sign-in.js`, ...) and share the runtime chunk.
 */
export { SiSignIn } from './sign-in/sign-in.ts';
export { SiMfaChallenge } from './mfa-challenge/mfa-challenge.ts';
export { SiMfaSetup } from './mfa-setup/mfa-setup.ts';
export { SiPasswordReset } from './password-reset/password-reset.ts';
export { SiUploadRequirements } from './upload-requirements/upload-requirements.ts';
export { SiPayablePortal } from './payable-portal/payable-portal.ts';
export { SiContractPortal } from './contract-portal/contract-portal.ts';
export { SiPortalBar } from './portal-bar/portal-bar.ts';
export { SiComments } from './comments/comments.ts';
export { SiPayButton } from './pay-button/pay-button.ts';
export { SiPayInstructions } from './pay-instructions/pay-instructions.ts';
export { SiStatement } from './statement/statement.ts';
export { SiInvoiceView } from './invoice-view/invoice-view.ts';
export { SiInvoicePortal } from './invoice-portal/invoice-portal.ts';
export { SiAppSwitcher } from './app-switcher/app-switcher.ts';
export { SiProfileDrawer } from './profile-drawer/profile-drawer.ts';
export { SiSettingsPanel } from './settings-panel/settings-panel.ts';
export { SiBackToTop } from './back-to-top/back-to-top.ts';
export { SiOfficesAdmin } from './offices-admin/offices-admin.ts';
export { SiMyTasks } from './my-tasks/my-tasks.ts';
export { SiAuditLog } from './audit-log/audit-log.ts';
export { SiUsersAdmin } from './users-admin/users-admin.ts';
export { SiTeamsAdmin } from './teams-admin/teams-admin.ts';
export { SiChecklistsAdmin } from './checklists-admin/checklists-admin.ts';
export { SiChecklistEditor } from './checklist-editor/checklist-editor.ts';
export { SiStandardFiles } from './standard-files/standard-files.ts';
export { SiSecureFileShare } from './secure-file-share/secure-file-share.ts';
export { SiTeamDetail } from './team-detail/team-detail.ts';
export { SiCategoriesAdmin, SiContactRolesAdmin, SiCustomFieldsAdmin, SiDocumentTypesAdmin, SiPipelinesAdmin, SiProductsAdmin } from './settings-lists/settings-lists.ts';
export { SiExceptionReport } from './reports/exception-report.ts';
export { SiSummaryReport } from './reports/summary-report.ts';
export { SiDetailsReport } from './reports/details-report.ts';
export { SiUserReport } from './reports/user-report.ts';
export { SiTaskReport } from './reports/task-report.ts';
export { SiOrganizationSettings } from './organization-settings/organization-settings.ts';
export { SiWorkflowsAdmin } from './workflows-admin/workflows-admin.ts';
export { SiWorkflowEditor } from './workflow-editor/workflow-editor.ts';
export { SiTransitionEditor } from './transition-editor/transition-editor.ts';
export { define } from './shared/define.ts';
export { emit } from './shared/emit.ts';
export type * from './shared/events.ts';
