// Writes src/operations.gen.ts from the route catalogue (API_ROUTES), so the browser's one typed
// client (`api()` in @si/core) knows every call's method, path and types without loading zod:
//
// - OPERATIONS: per operationId, `{ method, path }` (a few bytes of data, no schema);
// - Operations: per operationId, the path params, the query and body inputs (`z.input` of the
//   contract schema, imported as a type) and the answer (the schema's exported type of the same
//   name, `z.output` of it, or its shape written out when the catalogue builds it in place).
//
// A schema is named by identity: the export of a contract module that is the very object the
// catalogue holds. A response may also still be a string of contract type names
// (`'Page<OfficeRow>'`), which is written as a TypeScript type.
//
//   node --import tsx packages/contract/build/operations.ts          writes the file
//   node --import tsx packages/contract/build/operations.ts --check  exits 1 when the committed file differs
//
// packages/contract/test/operations.test.ts fails when the committed file is stale.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { API_ROUTES, pathParamNames, type ApiRoute } from '../src/api/index.ts';

export const SRC = fileURLToPath(new URL('../src/', import.meta.url));
export const TARGET = 'operations.gen.ts';
export const COMMAND = 'npm run operations -w @si/contract';

type Mode = 'input' | 'output';
/** What a contract module declares: exported names (values and types), by file. */
interface Declared {
  file: string;
  values: Map<string, unknown>;
  types: Set<string>;
}

/** The contract's modules (not the index barrels, not this output): what each declares itself. */
async function contractModules(): Promise<Declared[]> {
  const files = [
    ...readdirSync(SRC).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== TARGET && !f.endsWith('.test.ts')),
    'api/types.ts',
  ].sort();
  const found: Declared[] = [];
  for (const file of files) {
    const text = readFileSync(SRC + file, 'utf8');
    const own = (kind: string) => new Set([...text.matchAll(new RegExp(`^export (?:declare )?${kind} (\\w+)`, 'gm'))].map((m) => m[1]!));
    const consts = own('const');
    const types = new Set([...own('type'), ...own('interface')]);
    const mod = (await import(pathToFileURL(SRC + file).href)) as Record<string, unknown>;
    const values = new Map(Object.entries(mod).filter(([name]) => consts.has(name)));
    found.push({ file, values, types });
  }
  return found;
}

/** The parts of zod's own definition of a schema that this generator reads. */
interface Def {
  type: string;
  coerce?: boolean;
  values?: unknown[];
  entries?: Record<string, string | number>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

class Writer {
  /** file -> names imported from it (as types). */
  readonly imports = new Map<string, Set<string>>();
  private readonly bySchema = new Map<unknown, { name: string; file: string }>();
  private readonly typeFile = new Map<string, string>();
  private usesZod = false;

  constructor(modules: Declared[]) {
    for (const m of modules) {
      for (const [name, value] of m.values) if (!this.bySchema.has(value)) this.bySchema.set(value, { name, file: m.file });
      for (const name of m.types) if (!this.typeFile.has(name)) this.typeFile.set(name, m.file);
    }
  }

  private use(file: string, name: string): string {
    const set = this.imports.get(file) ?? new Set<string>();
    set.add(name);
    this.imports.set(file, set);
    return name;
  }

  /** The TypeScript type of what a schema accepts (`input`) or answers (`output`). */
  schema(schema: z.ZodType, mode: Mode): string {
    const named = this.bySchema.get(schema);
    if (named) {
      this.use(named.file, named.name);
      if (mode === 'output' && this.typeFile.get(named.name) === named.file) return named.name;
      this.usesZod = true;
      return `z.${mode}<typeof ${named.name}>`;
    }
    return this.shape(schema, mode);
  }

  /** A schema the catalogue builds in place, written out member by member. */
  private shape(schema: z.ZodType, mode: Mode): string {
    const def = defOf(schema);
    const inner = (s: z.ZodType | undefined) => this.schema(s!, mode);
    switch (def.type) {
      case 'string':
        return 'string';
      case 'number':
        return mode === 'input' && def.coerce ? 'number | string' : 'number';
      case 'boolean':
        return mode === 'input' && def.coerce ? 'boolean | string' : 'boolean';
      case 'bigint':
        return 'bigint';
      case 'null':
        return 'null';
      case 'undefined':
      case 'void':
        return 'undefined';
      case 'never':
        return 'never';
      case 'date':
        return 'Date';
      case 'file':
        return 'File';
      case 'literal':
        return def.values!.map((v) => JSON.stringify(v)).join(' | ');
      case 'enum':
        return [...new Set(Object.values(def.entries!))].map((v) => JSON.stringify(v)).join(' | ');
      case 'optional':
        return `${inner(def.innerType)} | undefined`;
      case 'nullable':
        return `${inner(def.innerType)} | null`;
      case 'default':
      case 'prefault':
        return mode === 'input' ? `${inner(def.innerType)} | undefined` : inner(def.innerType);
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return inner(def.innerType);
      case 'pipe':
        return inner(mode === 'input' ? def.in : def.out);
      case 'lazy':
        return inner(def.getter!());
      case 'array':
        return `Array<${inner(def.element)}>`;
      case 'tuple':
        return `[${def.items!.map(inner).join(', ')}]`;
      case 'union':
        return def.options!.map(inner).join(' | ');
      case 'intersection':
        return `(${inner(def.left)}) & (${inner(def.right)})`;
      case 'record':
        return `Record<${inner(def.keyType)}, ${inner(def.valueType)}>`;
      case 'object':
        return this.object(def, mode);
      default:
        return 'unknown';
    }
  }

  private object(def: Def, mode: Mode): string {
    const shape = def.shape!;
    const keys = Object.keys(shape);
    // Page(row) is built per route; its rows are named.
    const results = shape.results ? defOf(shape.results) : undefined;
    if (mode === 'output' && keys.join() === 'count,next,previous,results' && results?.type === 'array' && this.typeFile.has('Page')) {
      return `${this.use(this.typeFile.get('Page')!, 'Page')}<${this.schema(results.element!, mode)}>`;
    }
    const members = keys.map((key) => {
      const field = shape[key] as unknown as { _zod: { optin?: string; optout?: string } };
      const type = this.schema(shape[key]!, mode);
      // A key that may be left out (zod's own flag, or a wrapper deeper down that lets undefined through).
      const optional = (mode === 'input' ? field._zod.optin : field._zod.optout) === 'optional' || / \| undefined$/.test(type);
      const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
      return `${name}${optional ? '?' : ''}: ${optional ? type.replace(/( \| undefined)+$/, '') : type}`;
    });
    const rest = def.catchall && defOf(def.catchall).type !== 'never' ? `[key: string]: unknown` : undefined;
    const all = rest ? [...members, rest] : members;
    return all.length ? `{ ${all.join('; ')} }` : 'Record<string, never>';
  }

  /** A response still written as contract type names (`'Page<OfficeRow>'`, `'{sent_to: string[]}'`). */
  typeText(text: string): string {
    for (const [, name] of text.matchAll(/\b([A-Z]\w*)\b/g)) {
      const file = this.typeFile.get(name!);
      if (file) this.use(file, name!);
    }
    return text;
  }

  header(): string {
    const lines = [...this.imports.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, names]) => `import type { ${[...names].sort().join(', ')} } from './${file}';`);
    return [...(this.usesZod ? ["import type { z } from 'zod';"] : []), ...lines].join('\n');
  }
}

const METHOD = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;

function responseType(route: ApiRoute, w: Writer): string {
  const response = route.response as unknown;
  if (route.status === 204) return 'undefined';
  if (typeof response === 'string') return w.typeText(response);
  if (response) return w.schema(response as z.ZodType, 'output');
  // A file, a CSV or a page: read as a Blob (or a stream).
  return route.produces ? 'Blob' : 'unknown';
}

function paramsType(route: ApiRoute): string {
  const names = pathParamNames(route.path);
  if (!names.length) return 'undefined';
  const own = route.params?.shape ?? {};
  return `{ ${names.map((name) => `${name}: ${name in own ? 'string' : 'number | string'}`).join('; ')} }`;
}

/** The generated file's text. */
export async function operationsSource(): Promise<string> {
  const w = new Writer(await contractModules());
  const seen = new Set<string>();
  const table: string[] = [];
  const types: string[] = [];
  for (const route of API_ROUTES) {
    if (seen.has(route.operationId)) throw new Error(`operationId ${route.operationId} is declared twice in API_ROUTES`);
    seen.add(route.operationId);
    table.push(`  ${route.operationId}: { method: '${METHOD[route.method]}', path: '${route.path}' },`);
    const query = route.query ? w.schema(route.query, 'input') : 'undefined';
    const body = route.body ? w.schema(route.body, 'input') : 'undefined';
    types.push(`  ${route.operationId}: {\n    params: ${paramsType(route)};\n    query: ${query};\n    body: ${body};\n    response: ${responseType(route, w)};\n  };`);
  }
  return `// GENERATED by packages/contract/build/operations.ts from the route catalogue (API_ROUTES).
// Do not edit: run \`${COMMAND}\`.
${w.header()}

/** Every call of the API: its method and OpenAPI-style path (\`{id}\` is a path parameter). */
export const OPERATIONS = {
${table.join('\n')}
} as const;

export type OperationId = keyof typeof OPERATIONS;

/** Per call: path parameters, query and body as the caller writes them, and the answer. */
export interface Operations {
${types.join('\n')}
}
`;
}

/** True when the committed file is what the catalogue generates. */
export async function isFresh(): Promise<boolean> {
  let committed = '';
  try {
    committed = readFileSync(SRC + TARGET, 'utf8');
  } catch {
    return false;
  }
  return committed === (await operationsSource());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    if (!(await isFresh())) {
      console.error(`packages/contract/src/${TARGET} differs from the route catalogue: run \`${COMMAND}\` and commit the result.`);
      process.exit(1);
    }
  } else {
    writeFileSync(SRC + TARGET, await operationsSource());
    console.log(`wrote packages/contract/src/${TARGET}`);
  }
}
