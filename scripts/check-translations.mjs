#!/usr/bin/env node
/**
 * Fails (exit 1) when a catalog keeps obsolete (#~) entries, or when a French or Arabic catalog
 * entry is untranslated: empty, or the
 * English text copied unchanged. Reads every .po under packages/<pkg>/src/locales (and its folders) and
 * hosts/suite/src/locales. An identical translation is accepted only when it is
 * listed below, has no letters (placeholders, numbers, symbols), or its source
 * message carries the comment `identical-ok` (e.g. msg({ message, comment: 'identical-ok' })).
 *
 * Usage: node scripts/check-translations.mjs [root]
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHECKED_LOCALES = ['fr', 'ar'];
/** Words that are legitimately the same in the target language. */
const SAME_EVERYWHERE = new Set(['OK', 'JWT', 'MFA', 'PDF', 'XLSX', 'QR', 'ID', 'IC', 'OA', 'VO', 'LRA']);
const SAME_IN = {
  fr: new Set(['E-mail', 'Documentation', 'Applications', 'Contact', 'Contacts', 'Code', 'Code 1', 'Code 2', 'Type', 'Date', 'Description', 'Total', 'Statut', 'Message', 'Note', 'Notes', 'Options', 'Version', 'Actions', 'Action', 'Questions', 'Question', 'Portail', 'Format', 'Minimal', 'Classique', 'Permissions', 'Transitions', 'Conditions', 'Rapports', 'Catégories',
    // French business software keeps these words ("le workflow", "le pipeline").
    'Logo', 'Module', 'Modules', 'Position', 'Pipelines', 'Workflows', 'Condition {0}', 'Option {n}', 'Transition {0}', 'Workflow {0}']),
  ar: new Set([]),
};

const root = process.argv[2] ?? join(fileURLToPath(new URL('.', import.meta.url)), '..');

function catalogDirs() {
  const dirs = [];
  const packages = join(root, 'packages');
  if (existsSync(packages)) {
    for (const entry of readdirSync(packages, { withFileTypes: true })) {
      if (entry.isDirectory()) dirs.push(join(packages, entry.name, 'src', 'locales'));
    }
  }
  dirs.push(join(root, 'hosts', 'suite', 'src', 'locales'));
  // A package may split its catalog in folders of locales/ (the elements' portal catalog).
  const nested = dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(dir, entry.name)));
  return [...dirs, ...nested].filter((dir) => existsSync(dir));
}

/** JSON-compatible unescaping of one PO string literal ("..."). */
function unquote(literal) {
  try {
    return JSON.parse(literal);
  } catch {
    return literal.slice(1, -1);
  }
}

/** Minimal PO reader: entries with msgid, msgstr(s), comments and the line they start on. */
export function parsePo(text) {
  const entries = [];
  let entry;
  let field;
  const start = (line) => {
    if (entry && entry.msgid !== undefined) entries.push(entry);
    entry = { line, comments: [], msgid: undefined, msgstr: [], obsolete: false };
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') {
      // An obsolete (#~) entry ends at its blank line too; its flag must not pass to the next one.
      if (entry?.msgid !== undefined || entry?.obsolete) start(index + 1);
      field = undefined;
      return;
    }
    if (!entry) start(index + 1);
    if (line.startsWith('#~')) {
      entry.obsolete = true;
      return;
    }
    if (line.startsWith('#')) {
      if (entry.msgid !== undefined) start(index + 1);
      entry.comments.push(line);
      return;
    }
    let match;
    if ((match = /^msgctxt\s+(".*")$/.exec(line))) {
      if (entry.msgid !== undefined) start(index + 1);
      entry.msgctxt = unquote(match[1]);
      field = 'msgctxt';
    } else if ((match = /^msgid\s+(".*")$/.exec(line))) {
      if (entry.msgid !== undefined) start(index + 1);
      entry.msgid = unquote(match[1]);
      entry.line = entry.line ?? index + 1;
      field = 'msgid';
    } else if ((match = /^msgid_plural\s+(".*")$/.exec(line))) {
      entry.msgidPlural = unquote(match[1]);
      field = 'msgidPlural';
    } else if ((match = /^msgstr(?:\[(\d+)\])?\s+(".*")$/.exec(line))) {
      const slot = Number(match[1] ?? 0);
      entry.msgstr[slot] = unquote(match[2]);
      field = `msgstr:${slot}`;
    } else if (/^".*"$/.test(line) && field) {
      const more = unquote(line);
      if (field.startsWith('msgstr:')) entry.msgstr[Number(field.slice(7))] += more;
      else entry[field] += more;
    }
  });
  if (entry && entry.msgid !== undefined) entries.push(entry);
  return entries;
}

function mayBeIdentical(locale, entry) {
  const text = entry.msgid.trim();
  if (SAME_EVERYWHERE.has(text) || SAME_IN[locale]?.has(text)) return true;
  if (!/\p{L}/u.test(text.replace(/\{[^}]*\}/g, ''))) return true;
  return entry.comments.some((comment) => comment.startsWith('#.') && comment.includes('identical-ok'));
}

const problems = [];
/** `locale context msgid` -> its translation and where: catalogs merged into one i18n instance must agree. */
const seen = new Map();
let checked = 0;
let files = 0;
for (const dir of catalogDirs()) {
  for (const locale of CHECKED_LOCALES) {
    const file = join(dir, `${locale}.po`);
    if (!existsSync(file)) {
      if (existsSync(join(dir, 'en.po'))) problems.push(`${relative(root, file)}: missing (en.po exists)`);
      continue;
    }
    files += 1;
    const text = readFileSync(file, 'utf8');
    // Obsolete messages are still compiled into the catalog, where one can override another
    // catalog's message of the same id (a portal's old "Void" over the staff screens' "Void").
    if (/^#~ msgid /m.test(text)) problems.push(`${relative(root, file)}: obsolete entries (#~); run npx lingui extract --clean`);
    for (const entry of parsePo(text)) {
      if (entry.obsolete || entry.msgid === '') continue;
      checked += 1;
      const where = `${relative(root, file)}:${entry.line}`;
      const id = `${locale} ${entry.msgctxt ?? ''} ${entry.msgid}`;
      const earlier = seen.get(id);
      if (earlier && earlier.text !== entry.msgstr.join('|')) {
        problems.push(`${where} [${locale}] ${JSON.stringify(entry.msgid)} is translated otherwise at ${earlier.where}: the catalogs are merged, so one would override the other (give one a context)`);
      } else if (!earlier) seen.set(id, { text: entry.msgstr.join('|'), where });
      const translations = entry.msgstr.length ? entry.msgstr : [''];
      if (translations.some((value) => !value || !value.trim())) problems.push(`${where} [${locale}] empty: ${JSON.stringify(entry.msgid)}`);
      else if (translations.some((value) => value.trim() === entry.msgid.trim()) && !mayBeIdentical(locale, entry)) {
        problems.push(`${where} [${locale}] same as English: ${JSON.stringify(entry.msgid)}`);
      }
    }
  }
}

if (files === 0) {
  console.error(`check-translations: no fr/ar catalogs found under ${root}`);
  process.exit(1);
}
if (problems.length) {
  console.error(`check-translations: ${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(`(${checked} entries checked in ${files} catalogs; fill the msgstr, or mark a genuinely identical one per ${basename(fileURLToPath(import.meta.url))}'s header)`);
  process.exit(1);
}
console.log(`check-translations: ${checked} fr/ar entries in ${files} catalogs are translated.`);
