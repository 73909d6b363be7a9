// drizzle-kit is hoisted to the root but drizzle-orm lives in hosts/api/node_modules, and
// drizzle-kit's own `import('drizzle-orm/version')` cannot see it; this hook points it here.
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const hook = `
const here = ${JSON.stringify(pathToFileURL(process.cwd() + '/package.json').href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: here });
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hook));
const require = createRequire(import.meta.url);
// Its CommonJS require() calls need the same: NODE_PATH is read once, so re-init the paths.
process.env.NODE_PATH = process.cwd() + '/node_modules';
require('node:module')._initPaths();
process.argv.splice(1, 1, require.resolve('drizzle-kit').replace(/[^/]+$/, 'bin.cjs'));
require(process.argv[1]);
