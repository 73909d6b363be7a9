// Local lint rule: an element wrapper outside the portal folders (a staff screen) imports
// base/staff-catalog.ts, which registers the staff screens' messages; without it the element
// would show message ids on a page that loads no other staff element.
import path from 'node:path';
import { isPortalFolder } from './portal-folders.js';

export const staffCatalog = {
  meta: {
    type: 'problem',
    docs: { description: "A staff element's wrapper imports base/staff-catalog.ts." },
    schema: [],
  },
  create(context) {
    const m = /packages\/elements\/src\/([^/]+)\/([^/]+)\/([^/]+)\.ts$/.exec(context.filename.split(path.sep).join('/'));
    // Only wrappers: src/<module>/<element>/<element>.ts, outside the portal folders.
    if (!m || m[2] !== m[3] || isPortalFolder(m[1], m[2])) return {};
    let defines = false;
    let imports = false;
    return {
      ImportDeclaration(node) {
        if (/\/base\/staff-catalog\.ts$/.test(node.source.value)) imports = true;
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'define') defines = true;
      },
      'Program:exit'(node) {
        if (defines && !imports) context.report({ node, message: "A staff element's wrapper imports '../../base/staff-catalog.ts' (the staff screens' messages)." });
      },
    };
  },
};
