import type { MessageDescriptor } from '@lingui/core';
import { moduleById, type ModuleId } from '@si/contract/modules';
import { adminPath } from '../../routing/utils/adminRoutes.ts';
import { routeName } from '../../routing/utils/routeName.ts';
import type { IconName as NavIconName } from '../../ui/utils/icons.ts';
import { detailLink, external, group, link, type Label } from './menuBuilders.ts';
import { DOCUMENTATION_URL } from './documentationUrl.ts';
import { navLabels } from './navLabels.ts';
import type { NavItem } from './NavItem.ts';

/**
 * The settings entries of spec 2.12 in the order every menu lists them, each with its path under
 * the module's prefix: a settings screen's from `adminRoutes` (one place for both), the two
 * module screens' (pay instructions, the accounting integration) as their routes write them.
 */
const SETTINGS_PATHS = {
  offices: adminPath('offices'),
  teams: adminPath('teams'),
  users: adminPath('users'),
  contactRoles: adminPath('contactRoles'),
  expectedDocumentTypes: adminPath('expectedDocumentTypes'),
  organizationSetting: adminPath('organizationSetting'),
  customField: adminPath('customFields'),
  pipelines: adminPath('pipelines'),
  categories: adminPath('categories'),
  products: adminPath('products'),
  payInstructions: 'pay-instruction',
  workflows: adminPath('workflows'),
  accountingIntegration: 'settings/businessCentral',
} satisfies Partial<Record<Label, string>>;

export type SettingsEntry = keyof typeof SETTINGS_PATHS;

const SETTINGS_ORDER = Object.keys(SETTINGS_PATHS) as SettingsEntry[];

/**
 * The menu entries of one module (spec 2.12), addressed by paths under its prefix: route
 * names, group names and the dashboard come from the module's descriptor (`MODULES`).
 */
export function moduleMenu(id: ModuleId) {
  const { prefix, dashboardPath, tasksPath } = moduleById(id);
  const route = (sub: string) => routeName(`/${prefix}/${sub}`);
  return {
    dashboard: (): NavItem => link('dashboard', routeName(dashboardPath), 'dashboard'),
    myTasks: (): NavItem => link('myTasks', routeName(tasksPath), 'tasks'),
    /** A screen of the module; `label` is a shared menu word or the screen's own message. */
    link: (label: Label | MessageDescriptor, sub: string, icon?: NavIconName): NavItem => link(label, route(sub), icon),
    detail: (sub: string): NavItem => detailLink(route(sub)),
    reports: (children: NavItem[]): NavItem => group(`${prefix}-reports`, 'reports', 'reports', children),
    /** The settings group with the entries the module lists, always in the one order. */
    settings: (entries: readonly SettingsEntry[]): NavItem =>
      group(
        `${prefix}-settings`,
        'settings',
        'settings',
        SETTINGS_ORDER.filter((entry) => entries.includes(entry)).map((entry) => link(entry, route(SETTINGS_PATHS[entry]))),
      ),
    documentation: (): NavItem => external(`${prefix}-documentation`, navLabels.documentation, DOCUMENTATION_URL, 'documentation'),
  };
}
