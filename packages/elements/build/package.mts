/**
 * Makes packages/elements an installable package (`npm pack`), after the elements' build:
 *
 * - dist/<name>.js, dist/elements.js, dist/chunks/: the modules of dist/elements (the same files
 *   the suite serves at /elements/), self-contained (React, Shoelace and the API client inside),
 *   without their source maps.
 * - dist/<name>.d.ts, dist/elements.d.ts, dist/types/: declarations emitted by TypeScript from
 *   the sources; the workspace packages' types they mention (@si/contract's) are written out in
 *   place, so the package needs none of them.
 * - dist/jsx.d.ts: src/jsx.d.ts (the tags in React's JSX).
 * - dist/react/<tag>.js and .d.ts: React components made with @lit/react's createComponent,
 *   generated from custom-elements.json (each element's events) and typed by the classes above.
 * - dist/custom-elements.json: the manifest with its module paths pointing into dist/.
 *
 * Last, every declaration file of dist/ is type-checked together; any error fails the build.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ELEMENT_ENTRIES } from '../../../vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ROOT = here('../../../');
const PACKAGE = here('../');
const SRC = join(PACKAGE, 'src');
const BUILT = join(ROOT, 'dist/elements');
const DIST = join(PACKAGE, 'dist');

/** Bare imports a published declaration may keep: the optional peer (React's types) and the wrappers' library. */
const EXTERNAL_TYPES = new Set(['react', '@lit/react']);

const toPosix = (path: string) => path.split(sep).join('/');
const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** The element modules, without source maps (they name files of this repository). */
function copyModules(): number {
  if (!existsSync(join(BUILT, 'elements.js'))) throw new Error(`${BUILT}/elements.js is missing: build the elements first (npm run build -w @si/elements).`);
  let count = 0;
  for (const file of readdirSync(BUILT, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(BUILT, file), 'utf8').replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '\n');
    write(join(DIST, file), code);
    count += 1;
  }
  return count;
}

/** Where each public source's declarations go in dist/. */
function destinationOf(source: string): string {
  if (source === join(SRC, 'index.ts')) return 'elements.d.ts';
  if (source === join(SRC, 'jsx.d.ts')) return 'jsx.d.ts';
  const entry = Object.entries(ELEMENT_ENTRIES).find(([, file]) => file === source);
  if (entry) return `${entry[0]}.d.ts`;
  if (!source.startsWith(SRC + sep)) throw new Error(`${source} is outside packages/elements/src`);
  return `types/${toPosix(relative(SRC, source)).replace(/(\.d)?\.tsx?$/, '')}.d.ts`;
}

const specifierNodes = (file: ts.SourceFile): ts.StringLiteral[] => {
  const found: ts.StringLiteral[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

/**
 * `import type { User } from '@si/contract'` becomes `type User = { id: number; ... }`: the
 * structure TypeScript computes for it, so the published types need no workspace package.
 */
function inlineWorkspaceTypes(checker: ts.TypeChecker, source: ts.SourceFile, declaration: ts.ImportDeclaration): string {
  const module = (declaration.moduleSpecifier as ts.StringLiteral).text;
  const original = source.statements.find(
    (s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text === module,
  );
  const named = declaration.importClause?.namedBindings;
  if (!original || !named || !ts.isNamedImports(named) || declaration.importClause?.name) {
    throw new Error(`${source.fileName}: only named type imports from ${module} can be written out in the published types`);
  }
  const originals = new Map<string, ts.ImportSpecifier>();
  const originalBindings = original.importClause?.namedBindings;
  if (originalBindings && ts.isNamedImports(originalBindings)) for (const spec of originalBindings.elements) originals.set(spec.name.text, spec);
  return named.elements
    .map((spec) => {
      const local = spec.name.text;
      const at = originals.get(local);
      if (!at) throw new Error(`${source.fileName}: ${local} from ${module} not found in the source`);
      const symbol = checker.getAliasedSymbol(checker.getSymbolAtLocation(at.name)!);
      if (!(symbol.flags & ts.SymbolFlags.Type)) throw new Error(`${source.fileName}: ${local} from ${module} is not a type`);
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      const text = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias);
      return `/** ${module}'s ${local}. */\ntype ${local} = ${text};`;
    })
    .join('\n');
}

/** Declarations of the public sources and of every source they import, rewritten for dist/. */
function emitDeclarations(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    // The sources are checked by `tsc` at the root; here only their declarations are wanted.
    noCheck: true,
    outDir: join(ROOT, '.declarations'),
    rootDir: ROOT,
    customConditions: ['source'],
  };
  const roots = [join(SRC, 'index.ts'), join(SRC, 'jsx.d.ts'), ...Object.values(ELEMENT_ENTRIES)];
  const program = ts.createProgram(roots, options);
  const checker = program.getTypeChecker();

  const declarationOf = (source: string): string => {
    if (source.endsWith('.d.ts')) return readFileSync(source, 'utf8');
    let text = '';
    const result = program.emit(program.getSourceFile(source), (_name, data) => (text = data), undefined, true);
    if (result.emitSkipped || !text) throw new Error(`no declarations for ${source}`);
    return text;
  };

  const written: string[] = [];
  const queue = [...new Set(roots)];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const source = queue.shift()!;
    const destination = destinationOf(source);
    const text = declarationOf(source);
    const parsed = ts.createSourceFile(destination, text, ts.ScriptTarget.Latest, true);
    const edits: { start: number; end: number; text: string }[] = [];
    for (const literal of specifierNodes(parsed)) {
      const spec = literal.text;
      if (spec.startsWith('.')) {
        const resolved = ts.resolveModuleName(spec, source, options, ts.sys).resolvedModule?.resolvedFileName;
        if (!resolved) throw new Error(`${source}: cannot resolve ${spec}`);
        if (!seen.has(resolved)) {
          seen.add(resolved);
          queue.push(resolved);
        }
        let target = posix.relative(posix.dirname(destination), destinationOf(resolved).replace(/\.d\.ts$/, '.js'));
        if (!target.startsWith('.')) target = `./${target}`;
        edits.push({ start: literal.getStart(parsed) + 1, end: literal.getEnd() - 1, text: target });
      } else if (spec.startsWith('@si/')) {
        const declaration = literal.parent;
        if (!ts.isImportDeclaration(declaration)) throw new Error(`${source}: ${spec} is used in a way the published types cannot carry`);
        const sourceFile = program.getSourceFile(source)!;
        edits.push({ start: declaration.getStart(parsed), end: declaration.getEnd(), text: inlineWorkspaceTypes(checker, sourceFile, declaration) });
      } else if (!EXTERNAL_TYPES.has(spec)) {
        throw new Error(`${source}: the published types would import ${spec}, which the package does not depend on`);
      }
    }
    let out = text;
    for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    write(join(DIST, destination), out);
    written.push(destination);
  }
  return written;
}

type Reference = { name: string; module?: string };
type Manifest = {
  modules: {
    path: string;
    declarations?: {
      name: string;
      tagName?: string;
      customElement?: boolean;
      events?: { name: string }[];
      superclass?: Reference;
      mixins?: Reference[];
    }[];
  }[];
};

/**
 * custom-elements.json with module paths into dist/ (`dist/sign-in.js`). Modules that are no
 * entry are left out, and so are the superclass and mixin the analyzer reads from
 * `elementClass(Component)`: the React component and the factory, neither of them shipped.
 */
function packageManifest(): Manifest {
  const manifest = JSON.parse(readFileSync(join(PACKAGE, 'custom-elements.json'), 'utf8')) as Manifest;
  const entryOf = new Map(Object.entries(ELEMENT_ENTRIES).map(([name, file]) => [toPosix(relative(PACKAGE, file)), `dist/${name}.js`]));
  const modules = manifest.modules.filter((module) => {
    if (entryOf.has(module.path)) return true;
    if (module.declarations?.some((d) => d.customElement)) throw new Error(`${module.path} declares an element but is no entry of the build`);
    return false;
  });
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string') return entryOf.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
    return value;
  };
  const packaged = rewrite({ ...manifest, modules }) as Manifest;
  for (const declaration of packaged.modules.flatMap((module) => module.declarations ?? [])) {
    delete declaration.superclass;
    delete declaration.mixins;
  }
  const left = /"(?:module|path)":"(\/?src\/[^"]*)"/.exec(JSON.stringify(packaged));
  if (left) throw new Error(`the packaged custom-elements.json still names the source module ${left[1]}`);
  write(join(DIST, 'custom-elements.json'), `${JSON.stringify(packaged, null, 2)}\n`);
  return packaged;
}

/** `si-signed-in` -> `onSiSignedIn`: the `si-` kept, so no name meets a native event's (`onError`). */
const eventProp = (event: string) => `on${event.replace(/(^|-)([a-z])/g, (_m, _dash: string, c: string) => c.toUpperCase())}`;

/** One React component per tag (dist/react/<tag>.js), and dist/react/index.js with them all. */
function reactWrappers(manifest: Manifest): string[] {
  const names: string[] = [];
  const index: string[] = [];
  const indexTypes: string[] = [];
  for (const module of manifest.modules) {
    const entry = module.path.replace(/^dist\//, '');
    for (const element of module.declarations ?? []) {
      if (!element.customElement || !element.tagName) continue;
      const file = element.tagName.replace(/^si-/, '');
      const events = [...new Set((element.events ?? []).map((e) => e.name))].sort();
      const js = [
        `// ${element.tagName} as a React component (generated by packages/elements/build/package.mts).`,
        `import * as React from 'react';`,
        `import { createComponent } from '@lit/react';`,
        `import { ${element.name} as Element } from '../${entry}';`,
        ``,
        `export const ${element.name} = createComponent({`,
        `  react: React,`,
        `  tagName: '${element.tagName}',`,
        `  elementClass: Element,`,
        `  events: { ${events.map((e) => `${eventProp(e)}: '${e}'`).join(', ')} },`,
        `  displayName: '${element.name}',`,
        `});`,
        `export default ${element.name};`,
        ``,
      ];
      const dts = [
        `import type { EventName, ReactWebComponent } from '@lit/react';`,
        `import type { SiEventMap } from '../elements.js';`,
        `import type { ${element.name} as Element } from '../${entry}';`,
        ``,
        `/** \`<${element.tagName}>\` for React: props set the element's properties, \`on…\` props listen to its events. */`,
        `export declare const ${element.name}: ReactWebComponent<Element, { ${events.map((e) => `${eventProp(e)}: EventName<SiEventMap['${e}']>`).join('; ')} }>;`,
        `export default ${element.name};`,
        ``,
      ];
      write(join(DIST, 'react', `${file}.js`), js.join('\n'));
      write(join(DIST, 'react', `${file}.d.ts`), dts.join('\n'));
      index.push(`export { ${element.name} } from './${file}.js';`);
      indexTypes.push(`export { ${element.name} } from './${file}.js';`);
      names.push(`react/${file}.d.ts`);
    }
  }
  write(join(DIST, 'react/index.js'), `// Every element as a React component; each is also its own module (@si/elements/react/<tag>).\n${index.join('\n')}\n`);
  write(join(DIST, 'react/index.d.ts'), `${indexTypes.join('\n')}\n`);
  return [...names, 'react/index.d.ts'];
}

/** Every declaration of dist/ checked together (strict), against React's and @lit/react's types. */
function checkDeclarations(files: string[]): void {
  const program = ts.createProgram(
    files.map((f) => join(DIST, f)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
    },
  );
  // Only dist/'s files: React's own declarations are not ours to check.
  const problems = [
    ...program.getGlobalDiagnostics(),
    ...program.getSourceFiles()
      .filter((file) => file.fileName.startsWith(DIST))
      .flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  if (problems.length > 0) {
    const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => PACKAGE, getNewLine: () => '\n' };
    throw new Error(`the published declarations do not type-check:\n${ts.formatDiagnostics(problems, host)}`);
  }
}

const started = Date.now();
rmSync(DIST, { recursive: true, force: true });
const modules = copyModules();
const declarations = emitDeclarations();
const manifest = packageManifest();
const wrappers = reactWrappers(manifest);
checkDeclarations([...declarations, ...wrappers]);
console.log(
  `packages/elements/dist: ${modules} modules, ${declarations.length} declaration files, ${wrappers.length - 1} React wrappers (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
