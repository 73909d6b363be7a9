// Writes the elements' two registries from the element folders themselves, so a new element
// needs no hand-made line in either:
//
// - src/index.ts: every element class (the all-in-one `elements.js` entry and the package's types);
// - src/jsx.d.ts: every si-* tag in React's JSX, with its attributes and `onsi-*` events.
//
// Each wrapper src/<module>/<element>/<element>.ts calls define('si-...', Class) and documents the
// class above `export class` (the same doc comment custom-elements.json is made from):
// `@customElement` names the tag, `@summary` says what it is, `@attr {type} name - text` and
// `@event {type} name - text` list its attributes and events. An attribute's `{type}` is its type
// in JSX as written (`{string | number}`, `{'invoices' | 'statements'}`); an event's type in JSX is
// its entry in SiEventMap (base/events.ts). `locale`, `theme` and `api-base` are every element's.
//
//   node packages/elements/build/registries.mjs          writes both files
//   node packages/elements/build/registries.mjs --check  exits 1 when a committed file differs
//
// The elements' build runs it first (packages/elements/package.json); scripts/registries.test.mjs
// fails when the committed files are not what it writes.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SRC = fileURLToPath(new URL('../src/', import.meta.url));
export const COMMAND = 'npm run registries -w @si/elements';

/** The attributes every element has; JSX types them once, in `Shared`. */
const SHARED_ATTRIBUTES = new Set(['locale', 'theme', 'api-base']);

/** src-relative paths of the element wrappers: src/<module>/<element>/<element>.ts that call define(). */
export function findWrappers(src = SRC) {
  const folders = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  const found = [];
  for (const module of folders(src)) {
    for (const element of folders(join(src, module))) {
      const path = `${module}/${element}/${element}.ts`;
      if (existsSync(join(src, path)) && /\bdefine\(/.test(readFileSync(join(src, path), 'utf8'))) found.push(path);
    }
  }
  return found;
}

/** `{type} rest` -> [type, rest]; the type may hold braces of its own (`{CustomEvent<{ a: 1 }>}`). */
function splitType(text) {
  if (!text.startsWith('{')) return ['', text];
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return [text.slice(1, i).trim(), text.slice(i + 1).trim()];
  }
  throw new Error(`unbalanced braces in "${text}"`);
}

/** The block tags of one doc comment: [{ tag, text }], a tag's text running on until the next tag. */
function blockTags(comment) {
  const tags = [];
  for (const raw of comment.split('\n')) {
    const line = raw.replace(/^\s*\/?\*+\/?\s?/, '').replace(/\s*\*\/\s*$/, '').trimEnd();
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tag) tags.push({ tag: tag[1], text: tag[2] });
    else if (tags.length > 0 && line.trim()) tags.at(-1).text += ` ${line.trim()}`;
  }
  return tags;
}

/** `{type} name - description` (description optional). */
function member(text, where) {
  const [type, rest] = splitType(text);
  const named = /^([\w-]+)\s*(?:-\s*)?(.*)$/.exec(rest);
  if (!named) throw new Error(`${where}: cannot read "${text}"`);
  return { type, name: named[1], description: named[2] };
}

/**
 * The elements one wrapper defines: class, tag, summary, attributes and events, read from the doc
 * comment above each `export class` and checked against the file's define() calls.
 */
export function readWrapper(path, src = SRC) {
  const text = readFileSync(join(src, path), 'utf8');
  const defined = new Map([...text.matchAll(/\bdefine\(\s*'(si-[a-z0-9-]+)'\s*,\s*(\w+)\s*\)/g)].map((m) => [m[1], m[2]]));
  const elements = [];
  for (const [, comment, name] of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export class (\w+)/g)) {
    const tags = blockTags(comment);
    const tag = tags.find((t) => t.tag === 'customElement')?.text.trim();
    if (!tag) continue;
    const where = `src/${path} (${tag})`;
    if (defined.get(tag) !== name) throw new Error(`${where}: the doc comment of ${name} names ${tag}, but define('${tag}', ...) ${defined.has(tag) ? `registers ${defined.get(tag)}` : 'is missing'}`);
    const attributes = tags.filter((t) => t.tag === 'attr' || t.tag === 'attribute').map((t) => member(t.text, where));
    const events = tags.filter((t) => t.tag === 'event' || t.tag === 'fires').map((t) => member(t.text, where));
    for (const attribute of attributes) if (!attribute.type) throw new Error(`${where}: @attr ${attribute.name} has no {type}`);
    elements.push({ path, name, tag, summary: tags.find((t) => t.tag === 'summary')?.text.trim() ?? '', attributes, events });
  }
  for (const [tag, name] of defined) {
    if (!elements.some((e) => e.tag === tag)) throw new Error(`src/${path}: define('${tag}', ${name}) has no doc comment with @customElement ${tag} above \`export class ${name}\``);
  }
  return elements;
}

/** Event name -> its type's name, from `interface SiEventMap` in base/events.ts. */
export function readEventTypes(src = SRC) {
  const text = readFileSync(join(src, 'base/events.ts'), 'utf8');
  const body = /export interface SiEventMap \{([^}]*)\}/.exec(text);
  if (!body) throw new Error('src/base/events.ts: no `export interface SiEventMap { ... }`');
  return new Map([...body[1].matchAll(/'(si-[a-z0-9-]+)'\s*:\s*(\w+)\s*;/g)].map((m) => [m[1], m[2]]));
}

const HEADER = (what) =>
  [
    `// GENERATED by packages/elements/build/registries.mjs from the element folders: do not edit.`,
    `// ${what} Regenerate with \`${COMMAND}\` (the elements' build runs it first).`,
  ].join('\n');

const docLine = (text, indent) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

export function renderIndex(elements) {
  const byPath = new Map();
  for (const element of elements) byPath.set(element.path, [...(byPath.get(element.path) ?? []), element.name]);
  const lines = [
    HEADER('A new element folder is picked up by itself.'),
    `/**`,
    ` * All elements at once (\`elements.js\`). Each import defines its tag; single elements`,
    ` * load from their own entry (\`sign-in.js\`, ...) and share the runtime chunk.`,
    ` */`,
    `export { define } from './base/define.ts';`,
    `export { emit } from './base/emit.ts';`,
    `export type * from './base/events.ts';`,
    ...[...byPath].map(([path, names]) => `export { ${names.sort().join(', ')} } from './${path}';`),
  ];
  return `${lines.join('\n')}\n`;
}

export function renderJsx(elements, eventTypes) {
  const used = new Set();
  const tags = [];
  for (const element of [...elements].sort((a, b) => a.tag.localeCompare(b.tag))) {
    const props = [];
    for (const attribute of element.attributes) {
      if (SHARED_ATTRIBUTES.has(attribute.name)) continue;
      props.push(`${docLine(attribute.description, '        ')}        ${key(attribute.name)}?: ${attribute.type};`);
    }
    for (const event of element.events) {
      const type = eventTypes.get(event.name);
      if (!type) throw new Error(`src/${element.path} (${element.tag}): the event ${event.name} is not in SiEventMap (src/base/events.ts); add it there`);
      used.add(type);
      props.push(`${docLine(event.description, '        ')}        '${`on${event.name}`}'?: (event: ${type}) => void;`);
    }
    const body = props.length > 0 ? `Shared & {\n${props.join('\n')}\n      }` : 'Shared';
    tags.push(`${docLine(element.summary, '      ')}      '${element.tag}': ${body};`);
  }
  const lines = [
    HEADER('Each tag, attribute and event comes from its wrapper\'s doc comment.'),
    `// The si-* tags for React users (the suite host writes \`<si-sign-in ...>\` in TSX).`,
    `// React 19 sets attributes by their kebab names and listens to \`on<event>\` props,`,
    `// so \`onsi-signed-in={(e) => ...}\` works as well as addEventListener.`,
    `import type { DetailedHTMLProps, HTMLAttributes } from 'react';`,
    ...(used.size > 0 ? [`import type { ${[...used].sort().join(', ')} } from './base/events.ts';`] : []),
    ``,
    `type Shared = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {`,
    `  /** \`en\`, \`fr\` or \`ar\`; defaults to the page's language. */`,
    `  locale?: 'en' | 'fr' | 'ar';`,
    `  /** \`light\`, \`dark\` or \`system\`; defaults to the suite's appearance. */`,
    `  theme?: 'light' | 'dark' | 'system';`,
    `  /** Where the API lives; defaults to the page's origin. */`,
    `  'api-base'?: string;`,
    `};`,
    ``,
    `declare module 'react' {`,
    `  namespace JSX {`,
    `    interface IntrinsicElements {`,
    ...tags,
    `    }`,
    `  }`,
    `}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** File name in src/ -> the text it should have. */
export function registries(src = SRC) {
  const elements = findWrappers(src).flatMap((path) => readWrapper(path, src));
  const seen = new Map();
  for (const element of elements) {
    for (const [what, value] of [['tag', element.tag], ['class', element.name]]) {
      const other = seen.get(`${what} ${value}`);
      if (other) throw new Error(`the ${what} ${value} is declared twice: src/${other} and src/${element.path}`);
      seen.set(`${what} ${value}`, element.path);
    }
  }
  return { 'index.ts': renderIndex(elements), 'jsx.d.ts': renderJsx(elements, readEventTypes(src)) };
}

/** The files of src/ that differ from what the generator writes. */
export function staleRegistries(src = SRC) {
  return Object.entries(registries(src))
    .filter(([file, text]) => !existsSync(join(src, file)) || readFileSync(join(src, file), 'utf8') !== text)
    .map(([file]) => `packages/elements/src/${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const stale = staleRegistries();
    if (stale.length > 0) {
      console.error(`${stale.join(' and ')} ${stale.length === 1 ? 'differs' : 'differ'} from the element folders: run \`${COMMAND}\`.`);
      process.exit(1);
    }
  } else {
    const written = [];
    for (const [file, text] of Object.entries(registries())) {
      const path = join(SRC, file);
      if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
      writeFileSync(path, text);
      written.push(file);
    }
    console.log(written.length > 0 ? `packages/elements/src: wrote ${written.join(' and ')}` : 'packages/elements/src: index.ts and jsx.d.ts are up to date');
  }
}
