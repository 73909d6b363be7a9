/**
 * Workflows and their engine, items and My Tasks, dashboards, reports and the audit log
 * (hosts/api/src/shared/workflow, items, tasks, dashboard, reports, audit-log). A workflow or
 * item of a module the organization does not allow is a 403 `Module not allowed`.
 */
import { z } from 'zod';
import { DASHBOARD_MODULES, DashboardSummary } from '../dashboard.ts';
import { WRITE_ROLES } from '../enums.ts';
import {
  AuditLogQuery,
  AuditRow,
  DetailsReport,
  ExceptionsReport,
  ExceptionsReportRequest,
  ItemHistoryRow,
  ItemListQuery,
  ItemStatusChange,
  ItemStatusChanged,
  ItemTransitions,
  PendingItemsPage,
  PendingItemsReportQuery,
  SummaryRow,
  TaskQuery,
  TaskReport,
  TaskRow,
  UserDetailReport,
  WorkflowCreate,
  WorkflowDetail,
  WorkflowListQuery,
  WorkflowPatch,
  WorkflowStep,
  WorkflowStepCreate,
  WorkflowStepPatch,
  WorkflowSummary,
  WorkflowTransition,
  WorkflowTransitionCreate,
  WorkflowTransitionPatch,
} from '../workflow.ts';
import { Page } from '../answers.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Workflows', auth: 'staff' } as const;
const oa = { ...read, roles: ['OA'] } as const;
const ownOrOa = { tag: 'Users', auth: 'staff', description: "The caller's own report, or any user's for an Office Administrator (403 otherwise)." } as const;

export const WORKFLOW_ROUTES: ApiRoute[] = [
  { ...read, method: 'get', path: '/api/workflows', operationId: 'listWorkflows', summary: 'List workflows', query: WorkflowListQuery, response: Page(WorkflowSummary) },
  { ...oa, method: 'post', path: '/api/workflows', operationId: 'createWorkflow', summary: 'Create a workflow for a module', body: WorkflowCreate, response: WorkflowDetail, status: 201 },
  { ...read, method: 'get', path: '/api/workflows/{id}', operationId: 'getWorkflow', summary: 'A workflow with its steps and transitions', response: WorkflowDetail },
  { ...oa, method: 'patch', path: '/api/workflows/{id}', operationId: 'updateWorkflow', summary: 'Rename, describe, activate or deactivate a workflow', body: WorkflowPatch, response: WorkflowDetail },
  { ...oa, method: 'delete', path: '/api/workflows/{id}', operationId: 'deleteWorkflow', summary: 'Delete a workflow', status: 204 },
  { ...oa, method: 'post', path: '/api/workflows/{id}/steps', operationId: 'addWorkflowStep', summary: 'Add a step', body: WorkflowStepCreate, response: WorkflowStep, status: 201 },
  { ...oa, method: 'patch', path: '/api/workflows/{id}/steps/{stepId}', operationId: 'updateWorkflowStep', summary: 'Change a step', body: WorkflowStepPatch, response: WorkflowStep },
  { ...oa, method: 'delete', path: '/api/workflows/{id}/steps/{stepId}', operationId: 'deleteWorkflowStep', summary: 'Delete a step', status: 204 },
  { ...oa, method: 'post', path: '/api/workflows/{id}/transitions', operationId: 'addWorkflowTransition', summary: 'Add a transition between two steps', body: WorkflowTransitionCreate, response: WorkflowTransition, status: 201 },
  { ...read, method: 'get', path: '/api/workflow_transitions/{id}', operationId: 'getWorkflowTransition', summary: 'A transition with its conditions and actions', response: WorkflowTransition },
  { ...oa, method: 'patch', path: '/api/workflow_transitions/{id}', operationId: 'updateWorkflowTransition', summary: 'Change a transition', body: WorkflowTransitionPatch, response: WorkflowTransition },
  { ...oa, method: 'put', path: '/api/workflow_transitions/{id}', operationId: 'replaceWorkflowTransition', summary: 'Change a transition (the same as PATCH)', body: WorkflowTransitionPatch, response: WorkflowTransition },
  { ...oa, method: 'delete', path: '/api/workflow_transitions/{id}', operationId: 'deleteWorkflowTransition', summary: 'Delete a transition', status: 204 },

  { ...read, method: 'get', path: '/api/items', operationId: 'listItems', summary: "Items of the modules the organization allows, filtered and paged", query: ItemListQuery, response: Page(TaskRow) },
  {
    ...read,
    roles: WRITE_ROLES,
    method: 'patch',
    path: '/api/items/{id}/status',
    operationId: 'changeItemStatus',
    summary: "Change an item's status by hand (through the module's active workflow)",
    body: ItemStatusChange,
    response: ItemStatusChanged,
  },
  { ...read, method: 'get', path: '/api/items/{id}/transitions', operationId: 'listItemTransitions', summary: "The manual transitions the caller may take from the item's step", response: ItemTransitions },
  {
    ...read,
    method: 'get',
    path: '/api/items/{id}/history',
    operationId: 'listItemHistory',
    summary: "An item's status changes, oldest first",
    response: z.array(ItemHistoryRow),
  },
  { ...read, method: 'get', path: '/api/tasks', operationId: 'listTasks', summary: "My Tasks: the items assigned to the caller (or their teams)", query: TaskQuery, response: Page(TaskRow) },
  {
    ...read,
    method: 'get',
    path: '/api/dashboard/{module}',
    operationId: 'getDashboard',
    summary: "A module dashboard's figures",
    params: z.object({ module: z.enum(DASHBOARD_MODULES) }),
    response: DashboardSummary,
  },
  { ...oa, method: 'get', path: '/api/audit_log', operationId: 'listAuditLog', summary: "The organization's audit log", query: AuditLogQuery, response: Page(AuditRow) },
  { ...read, method: 'get', path: '/api/reports/summary', operationId: 'getSummaryReport', summary: 'Summary report: items per workspace by state', query: WorkflowListQuery, response: Page(SummaryRow) },
  { ...read, method: 'get', path: '/api/reports/details/{id}', operationId: 'getDetailsReport', summary: "Details report: one workspace's items", response: DetailsReport },
  { ...read, method: 'get', path: '/api/reports/tasks', operationId: 'getTaskReport', summary: 'Task report: items per assignee by state', query: TaskQuery, response: TaskReport },
  {
    ...ownOrOa,
    method: 'post',
    path: '/api/users/{id}/userExceptionsReport',
    operationId: 'getExceptionsReport',
    summary: "A user's overdue items, as JSON, PDF or XLSX",
    body: ExceptionsReportRequest,
    response: ExceptionsReport,
  },
  { ...ownOrOa, method: 'get', path: '/api/users/{id}/userPendingItemsReport', operationId: 'getPendingItemsReport', summary: "A user's pending items by workspace", query: PendingItemsReportQuery, response: PendingItemsPage },
  { ...ownOrOa, method: 'get', path: '/api/users/{id}/userDetailReport', operationId: 'getUserDetailReport', summary: "A user's workspaces, items by module and recent activity", response: UserDetailReport },
];
