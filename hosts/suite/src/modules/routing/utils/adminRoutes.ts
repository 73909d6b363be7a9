import type { ModuleRoutes } from './moduleRoutes.ts';

/** The settings screens of spec 2.4-2.10 with the path every module gives them (detail routes included): written once. */
const ADMIN_ROUTES = {
  offices: { offices: { page: 'offices' } },
  teams: { teams: { page: 'teams' }, 'teams/:id': { page: 'team' } },
  users: { users: { page: 'users' } },
  contactRoles: { contactRoles: { page: 'contactRoles' } },
  expectedDocumentTypes: { expectedDocumentTypes: { page: 'expectedDocumentTypes' } },
  organizationSetting: { 'organization/setting': { page: 'organizationSettings' } },
  customFields: { customfields: { page: 'customFields' } },
  pipelines: { pipelines: { page: 'pipelines' } },
  categories: { categories: { page: 'categories' } },
  products: { products: { page: 'products' } },
  checklists: { checklists: { page: 'checklists' }, 'checklists/:id': { page: 'checklist' } },
  standardFiles: { standardFiles: { page: 'standardFiles' } },
  secureFileShare: { secureFileShare: { page: 'secureFileShare' } },
  workflows: { workflows: { page: 'workflows' }, 'workflows/:id': { page: 'workflow' }, 'workflow/transitions/:id': { page: 'workflowTransition' } },
} satisfies Record<string, ModuleRoutes>;

export type AdminScreen = keyof typeof ADMIN_ROUTES;

/** The path of a settings screen's own page (its first route above), which the menu's settings entry leads to. */
export function adminPath(screen: AdminScreen): string {
  return Object.keys(ADMIN_ROUTES[screen])[0];
}

/** The settings routes of the screens a module lists, under the module's prefix (`moduleRoutes` adds it). */
export function adminRoutes(screens: readonly AdminScreen[]): ModuleRoutes {
  return Object.assign({}, ...screens.map((screen) => ADMIN_ROUTES[screen])) as ModuleRoutes;
}
