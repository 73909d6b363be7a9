// Local lint rule: a suite file loads exactly the elements it renders. Each si-* element it shows
// (a JSX tag, or the tag's name as a string for createElement) needs an import of that element's
// wrapper, `@si/elements/<module>/<element>/<element>`, in the same file; '@si/elements' itself
// (every element at once) gives types only. A missing import would leave an empty tag on screen.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../../../packages/elements/src/', import.meta.url));
const PACKAGE = '@si/elements';

let wrappers;
/** tag -> wrapper subpath ('auth/sign-in/sign-in'), read once from the elements' define() calls. */
function wrapperOfTag() {
  if (wrappers) return wrappers;
  wrappers = new Map();
  const folders = (dir) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const module of folders(SRC)) {
    for (const element of folders(SRC + module)) {
      const file = `${SRC}${module}/${element}/${element}.ts`;
      if (!existsSync(file)) continue;
      for (const [, tag] of readFileSync(file, 'utf8').matchAll(/\bdefine\(\s*'(si-[a-z0-9-]+)'/g)) wrappers.set(tag, `${module}/${element}/${element}`);
    }
  }
  return wrappers;
}

export const pageElements = {
  meta: {
    type: 'problem',
    docs: { description: 'Each si-* element a suite file renders is imported there through its own wrapper; the all-in-one entry gives types only.' },
    schema: [],
  },
  create(context) {
    const tags = wrapperOfTag();
    const known = new Set(tags.values());
    const imported = new Set();
    const rendered = [];

    const checkSource = (node, spec, typeOnly) => {
      if (typeof spec !== 'string' || (spec !== PACKAGE && !spec.startsWith(`${PACKAGE}/`))) return;
      if (spec === PACKAGE) {
        if (!typeOnly) context.report({ node, message: `'${PACKAGE}' loads every element: import the wrappers this file renders ('${PACKAGE}/<module>/<element>/<element>'), and only types from '${PACKAGE}'.` });
        return;
      }
      const subpath = spec.slice(PACKAGE.length + 1);
      if (!known.has(subpath)) context.report({ node, message: `'${spec}' is not an element wrapper: import '${PACKAGE}/<module>/<element>/<element>' (the file that calls define()).` });
      else if (!typeOnly) imported.add(subpath);
    };
    const noteTag = (node, name) => {
      if (tags.has(name)) rendered.push({ node, name });
    };

    return {
      ImportDeclaration: (node) => checkSource(node, node.source.value, node.importKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && checkSource(node, node.source.value, false),
      JSXOpeningElement: (node) => node.name.type === 'JSXIdentifier' && noteTag(node, node.name.name),
      // A tag named in a string (createElement, a prop that names the tag); a type such as
      // JSX.IntrinsicElements['si-x'] renders nothing.
      Literal: (node) => typeof node.value === 'string' && node.parent?.type !== 'TSLiteralType' && noteTag(node, node.value),
      'Program:exit': () => {
        for (const { node, name } of rendered) {
          const wrapper = tags.get(name);
          if (!imported.has(wrapper)) context.report({ node, message: `<${name}> needs its element in this file: import '${PACKAGE}/${wrapper}'.` });
        }
      },
    };
  },
};
