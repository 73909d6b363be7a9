// The suite's staff-kit chunk takes the elements' shared ui files that only staff screens use
// (packages/elements/build/staff-kit.mjs), worked out from the import graph rather than listed.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { staffOnlyUi } from '../packages/elements/build/staff-kit.mjs';

describe('the staff screens kit', () => {
  test('holds the data table and its paging, never what a portal, sign-in or a shell panel loads', () => {
    const kit = staffOnlyUi();
    for (const staffOnly of ['ui/DataTable.tsx', 'ui/usePagedList.ts', 'ui/useWindow.ts', 'ui/data-table.styles.ts']) assert.ok(kit.includes(staffOnly), `${staffOnly} in ${kit.join(', ')}`);
    // The loader is every portal's; the side panel is the shell's.
    for (const shared of ['ui/useLoad.tsx', 'ui/TableScroll.tsx', 'ui/SidePanel.tsx']) assert.ok(!kit.includes(shared), `${shared} is not staff-only`);
  });

  test('a ui file joins the kit when only staff elements reach it, directly or through another file', () => {
    const src = mkdtempSync(join(tmpdir(), 'staff-kit-'));
    const write = (path, text) => {
      mkdirSync(dirname(join(src, path)), { recursive: true });
      writeFileSync(join(src, path), text);
    };
    try {
      write('base/staff-catalog.ts', '');
      write('ui/Grid.tsx', "import './grid.styles.ts';\n");
      write('ui/grid.styles.ts', '');
      write('ui/useLoad.tsx', '');
      write('ui/Panel.tsx', '');
      write('settings/list-admin/ListAdmin.tsx', "import { Grid } from '../../ui/Grid.tsx';\nimport { useLoad } from '../../ui/useLoad.tsx';\n");
      write('settings/list-admin/list-admin.ts', "import '../../base/staff-catalog.ts';\nimport { ListAdmin } from './ListAdmin.tsx';\ndefine('si-list-admin', ListAdmin);\n");
      write('portal/door/door.ts', "import { useLoad } from '../../ui/useLoad.tsx';\ndefine('si-door', X);\n");
      write('shell/drawer/drawer.ts', "import '../../base/staff-catalog.ts';\nimport { Panel } from '../../ui/Panel.tsx';\ndefine('si-drawer', X);\n");
      assert.deepEqual(staffOnlyUi(src), ['ui/Grid.tsx', 'ui/grid.styles.ts']);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });
});
