/**
 * Typed calls of the workflow screens: workflows of a module kind, their steps and
 * transitions (conditions, actions, file-upload triggers). See docs/api.md "Workflows".
 */
import type { z } from 'zod';
import type {
  Page,
  WorkflowCreate,
  WorkflowDetail,
  WorkflowPatch,
  WorkflowStep,
  WorkflowStepCreate,
  WorkflowSummary,
  WorkflowTransition,
  WorkflowTransitionCreate,
} from '@si/contract';
import { api } from '../http/operation.ts';
import type { ListParams } from './client.ts';

// Outputs, not inputs: the codes are read through a preprocess (query text or JSON number), so their input type is unknown.
export type WorkflowInput = z.output<typeof WorkflowCreate>;
export type WorkflowChange = z.output<typeof WorkflowPatch>;
export type StepInput = z.output<typeof WorkflowStepCreate>;
/** What a transition's create and change bodies carry (docs/api.md `TransitionCreate`). */
export type TransitionInput = z.output<typeof WorkflowTransitionCreate>;

/** `module_kind` 1-7 narrows the list to one module's workflows. */
export function listWorkflows(params: ListParams & { module_kind?: number }, signal?: AbortSignal): Promise<Page<WorkflowSummary>> {
  return api('listWorkflows', { query: params, signal });
}
export function getWorkflow(id: number, signal?: AbortSignal): Promise<WorkflowDetail> {
  return api('getWorkflow', { params: { id }, signal });
}
export function createWorkflow(input: WorkflowInput): Promise<WorkflowDetail> {
  return api('createWorkflow', { json: input });
}
/** `is_active: true` deactivates the module's other workflows (one active per module kind). */
export function updateWorkflow(id: number, input: WorkflowChange): Promise<WorkflowDetail> {
  return api('updateWorkflow', { params: { id }, json: input });
}
export function deleteWorkflow(id: number): Promise<void> {
  return api('deleteWorkflow', { params: { id }, responseType: 'none' });
}

export function createWorkflowStep(workflowId: number, input: StepInput): Promise<WorkflowStep> {
  return api('addWorkflowStep', { params: { id: workflowId }, json: input });
}
/** Marking a step initial moves the mark from the other step. */
export function updateWorkflowStep(workflowId: number, stepId: number, input: Partial<StepInput>): Promise<WorkflowStep> {
  return api('updateWorkflowStep', { params: { id: workflowId, stepId }, json: input });
}
/** Deletes the step and every transition from or to it. */
export function deleteWorkflowStep(workflowId: number, stepId: number): Promise<void> {
  return api('deleteWorkflowStep', { params: { id: workflowId, stepId }, responseType: 'none' });
}

export function createTransition(workflowId: number, input: TransitionInput): Promise<WorkflowTransition> {
  return api('addWorkflowTransition', { params: { id: workflowId }, json: input });
}
export function getTransition(id: number, signal?: AbortSignal): Promise<WorkflowTransition> {
  return api('getWorkflowTransition', { params: { id }, signal });
}
export function updateTransition(id: number, input: Partial<TransitionInput>): Promise<WorkflowTransition> {
  return api('updateWorkflowTransition', { params: { id }, json: input });
}
export function deleteTransition(id: number): Promise<void> {
  return api('deleteWorkflowTransition', { params: { id }, responseType: 'none' });
}
