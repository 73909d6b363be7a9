// Local lint rule: each element folder (packages/elements/src/<module>/<element>/) imports only
// from itself, from the shared folders (base, ui, portal-kit, account, admin) and from its own
// module's kit (src/<module>/kit/), never from another element folder, not even that element's
// wrapper: what two elements show lives in a kit as a component, which both render. Test
// support is for tests and stories, never for an element.
import path from 'node:path';

const SHARED = new Set(['base', 'ui', 'portal-kit', 'account', 'admin', 'locales']);
const TEST_SUPPORT = 'test-support';

/** Where a file sits under packages/elements/src: { module, folder } or null outside it. */
function place(file) {
  const m = /packages\/elements\/src\/(.*)$/.exec(file.split(path.sep).join('/'));
  if (!m) return null;
  const parts = m[1].split('/');
  if (parts.length < 2) return { module: null, folder: null };
  const [module, folder] = parts;
  if (SHARED.has(module) || module === TEST_SUPPORT) return { module, folder: null, shared: true };
  return { module, folder: parts.length > 2 ? folder : null };
}

export const elementBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'No import from one element folder into another; shared code lives in the shared folders or the module kit.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = place(file);
    if (!from || from.module === null) return {};
    const isTest = /\.test\.tsx?$/.test(file);
    // Outside any element folder: a shared folder, a module's kit, a file at a module's top.
    const fromKit = from.folder === null || from.folder === 'kit' || from.folder.endsWith('-kit');
    // A kit (a shared folder or a module's kit) may import an element's wrapper bare
    // (`import '../portal/comments/comments.ts'`) to define the tag it renders, or discard the
    // module (`void import(...)`) to define it when first needed. An element folder may not.
    const discarded = (node) => node.parent?.type === 'ExpressionStatement' || (node.parent?.type === 'UnaryExpression' && node.parent.operator === 'void');
    const definesTag = (node, to, spec) =>
      path.basename(spec) === `${to.folder}.ts` &&
      ((node.type === 'ImportDeclaration' && node.specifiers.length === 0) || (node.type === 'ImportExpression' && discarded(node)));
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(file), spec));
      if (!to) return;
      if (to.module === TEST_SUPPORT && !isTest && from.module !== TEST_SUPPORT) {
        context.report({ node, message: `'${spec}' is test support: only tests and stories import it.` });
        return;
      }
      if (to.shared || to.folder === null) return;
      if (to.folder === 'kit') {
        if (from.module !== to.module) context.report({ node, message: `'${spec}' is the ${to.module} module's kit: move what other modules share to a shared folder (base, ui, portal-kit, account, admin).` });
        return;
      }
      if (from.module === to.module && from.folder === to.folder) return;
      if (fromKit && definesTag(node, to, spec)) return;
      context.report({ node, message: `'${spec}' reaches into the element folder ${to.module}/${to.folder}: move what is shared to a shared folder (base, ui, portal-kit, account, admin) or the module's kit, and render it from there.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
