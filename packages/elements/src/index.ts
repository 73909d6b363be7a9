/**
 * All elements at once (`elements.js`). Each import defines its tag; single elements
 * load from their own entry (`sign-in.js`, ...) and share the runtime chunk.
 */
export { SiSignIn } from './auth/sign-in/sign-in.ts';
export { SiMfaChallenge } from './auth/mfa-challenge/mfa-challenge.ts';
export { SiMfaSetup } from './auth/mfa-setup/mfa-setup.ts';
export { SiPasswordReset } from './auth/password-reset/password-reset.ts';
export { SiUploadRequirements } from './document-collection/upload-requirements/upload-requirements.ts';
export { SiPayablePortal } from './payables/payable-portal/payable-portal.ts';
export { SiContractPortal } from './contracts/contract-portal/contract-portal.ts';
export { SiPortalBar } from './portal/portal-bar/portal-bar.ts';
export { SiComments } from './portal/comments/comments.ts';
export { SiPayButton } from './receivables/pay-button/pay-button.ts';
export { SiPayInstructions } from './receivables/pay-instructions/pay-instructions.ts';
export { SiStatement } from './receivables/statement/statement.ts';
export { SiInvoiceView } from './receivables/invoice-view/invoice-view.ts';
export { SiInvoicePortal } from './receivables/invoice-portal/invoice-portal.ts';
export { SiAppSwitcher } from './shell/app-switcher/app-switcher.ts';
export { SiProfileDrawer } from './shell/profile-drawer/profile-drawer.ts';
export { SiSettingsPanel } from './shell/settings-panel/settings-panel.ts';
export { SiBackToTop } from './shell/back-to-top/back-to-top.ts';
export { SiOfficesAdmin } from './settings/offices-admin/offices-admin.ts';
export { SiMyTasks } from './tasks/my-tasks/my-tasks.ts';
export { SiAuditLog } from './reports/audit-log/audit-log.ts';
export { SiUsersAdmin } from './settings/users-admin/users-admin.ts';
export { SiTeamsAdmin } from './settings/teams-admin/teams-admin.ts';
export { SiChecklistsAdmin } from './settings/checklists-admin/checklists-admin.ts';
export { SiChecklistEditor } from './settings/checklist-editor/checklist-editor.ts';
export { SiStandardFiles } from './settings/standard-files/standard-files.ts';
export { SiSecureFileShare } from './settings/secure-file-share/secure-file-share.ts';
export { SiTeamDetail } from './settings/team-detail/team-detail.ts';
export { SiWorkspacesAdmin } from './workspaces/workspaces-admin/workspaces-admin.ts';
export { SiWorkspaceImport } from './workspaces/workspace-import/workspace-import.ts';
export { SiWorkspaceDetail } from './workspaces/workspace-detail/workspace-detail.ts';
export { SiWorkspaceRequirements } from './workspaces/workspace-requirements/workspace-requirements.ts';
export { SiCategoriesAdmin, SiContactRolesAdmin, SiCustomFieldsAdmin, SiDocumentTypesAdmin, SiPipelinesAdmin, SiProductsAdmin } from './settings/settings-lists/settings-lists.ts';
export { SiExceptionReport } from './reports/exception-report/exception-report.ts';
export { SiSummaryReport } from './reports/summary-report/summary-report.ts';
export { SiDetailsReport } from './reports/details-report/details-report.ts';
export { SiUserReport } from './reports/user-report/user-report.ts';
export { SiTaskReport } from './reports/task-report/task-report.ts';
export { SiOrganizationSettings } from './settings/organization-settings/organization-settings.ts';
export { SiWorkflowsAdmin } from './workflows/workflows-admin/workflows-admin.ts';
export { SiWorkflowEditor } from './workflows/workflow-editor/workflow-editor.ts';
export { SiTransitionEditor } from './workflows/transition-editor/transition-editor.ts';
export { define } from './base/define.ts';
export { emit } from './base/emit.ts';
export type * from './base/events.ts';
