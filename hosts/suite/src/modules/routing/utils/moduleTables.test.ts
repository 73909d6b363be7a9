import { expect } from '@esm-bundle/chai';
import { MODULES } from '@si/contract/modules';
import { menuForLayout } from '../../navigation/utils/menuForLayout.ts';
import type { NavItem } from '../../navigation/utils/NavItem.ts';
import { routeByName } from './routeByName.ts';
import { moduleKindOf } from './routeModule.ts';
import { routeTable } from './routeTable.ts';

function links(items: NavItem[]): string[] {
  return items.flatMap((item) => [...(item.to ? [item.to.name] : []), ...links(item.children ?? [])]);
}

describe('module tables from the descriptor', () => {
  for (const module of MODULES) {
    it(`${module.id}: dashboard, staff routes, portal and menu follow MODULES`, () => {
      const dashboard = routeTable.find((route) => route.path === module.dashboardPath);
      expect(dashboard, module.dashboardPath).to.include({ page: 'dashboard', layout: module.layout, guard: 'login', module: module.id });

      const own = routeTable.filter((route) => route.module === module.id);
      for (const route of own.filter((r) => r.guard === 'login')) {
        expect(route.path.startsWith(`/${module.prefix}/`) || route === dashboard, route.path).to.equal(true);
        expect(moduleKindOf(route), route.path).to.equal(module.kind);
      }
      expect(own.some((route) => route.path === module.tasksPath), module.tasksPath).to.equal(true);

      if (module.portal) {
        const portal = routeTable.find((route) => route.path === `${module.portal!.path}:token`);
        expect(portal, module.portal.path).to.include({ layout: module.portal.layout, guard: 'public', module: module.id });
      }

      const menu = menuForLayout(module.layout);
      for (const name of links(menu)) expect(routeByName.has(name), name).to.equal(true);
      expect(links(menu)[0]).to.equal(dashboard!.name);
    });
  }
});
