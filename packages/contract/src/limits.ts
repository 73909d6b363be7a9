/**
 * The bounds the contract's schemas enforce and the browser checks before sending: lengths of
 * texts, list sizes, numeric ranges and file sizes. The zod schemas read them from here, and
 * zod-free, so the browser can import them (`@si/contract/limits`) without bundling zod.
 */

/** A comment's text (portal and staff comments). */
export const COMMENT_MAX_LENGTH = 5000;

/** Offices: identifier and name. */
export const OFFICE_LIMITS = { identifier: 50, name: 200 } as const;

/** An invited user's e-mail and first and last names. */
export const USER_LIMITS = { email: 254, name: 150 } as const;

/** A team's name. */
export const TEAM_NAME_MAX_LENGTH = 100;

/** The named settings (contact roles, document types, categories, products, pipelines, custom fields). */
export const SETTINGS_LIMITS = {
  name: 100,
  documentTypeName: 200,
  description: 2000,
  customFieldOptions: 100,
  customFieldPosition: 10_000,
  pipelineStages: 50,
} as const;

/** Checklists and their item templates. */
export const CHECKLIST_LIMITS = { name: 200, description: 2000, itemTitle: 300, itemDescription: 5000, dueOffsetDays: 3650 } as const;

/** Standard files: name, description and the largest upload (25 MB; 413 above), also a secure share's. */
export const STANDARD_FILE_LIMITS = { name: 200, description: 2000, bytes: 25 * 1024 * 1024 } as const;

/** A secure file share's message and link lifetime in days. */
export const SECURE_SHARE_LIMITS = { message: 2000, minDays: 1, maxDays: 90, defaultDays: 7 } as const;

/** Workflows, their steps and transitions. */
export const WORKFLOW_LIMITS = {
  name: 100,
  description: 2000,
  stepName: 60,
  stepOrder: 10_000,
  transitionName: 100,
  conditions: 20,
  actions: 20,
  ids: 100,
} as const;

/** Accounts (workspaces): name, hold message, and how many one bulk action takes. */
export const ACCOUNT_LIMITS = { name: 200, holdMessage: 2000, bulk: 500 } as const;

/** Contacts: names, company name, e-mail and phone (the column sizes). */
export const CONTACT_LIMITS = { name: 150, companyName: 200, email: 254, phone: 32 } as const;

/** Portal links: the default lifetime offered when issuing one, in days, and the longest. */
export const PORTAL_LINK_LIMITS = { defaultDays: 30, maxDays: 365 } as const;

/** Requirements on a workspace: title, description, section, review reason, a QUESTION's answer, figures as numeric(18,4). */
export const REQUIREMENT_LIMITS = { title: 300, description: 5000, section: 100, reason: 2000, answer: 5000, figureDigits: 14, figureDecimals: 4, fileTypes: 20 } as const;

