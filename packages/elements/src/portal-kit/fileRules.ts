import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PortalItem } from '@si/contract';

/** What an item accepts: extensions like ".pdf" (empty = any) and a size limit (0 = none). */
export type FileRules = Pick<PortalItem, 'allowed_file_types' | 'max_file_size'>;

/** Lower-case extensions with their dot, whether the server wrote "pdf", ".PDF" or "*.pdf". */
export function normalizedTypes(rules: FileRules): string[] {
  return rules.allowed_file_types.map((type) => `.${type.trim().toLowerCase().replace(/^\*?\./, '')}`).filter((type) => type !== '.');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** "2 MB", "512 kB", "21 bytes" in the reader's language, its units and plurals ("21 octets", "1 byte"). */
export function formatBytes(bytes: number, lang: string): string {
  const units = [
    ['gigabyte', 1024 ** 3],
    ['megabyte', 1024 ** 2],
    ['kilobyte', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return new Intl.NumberFormat(lang, { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / size);
  }
  // Long: the short form has no plural in English ("21 byte").
  return new Intl.NumberFormat(lang, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
}

/**
 * Why a file cannot go to this item, in the reader's language, or undefined when it may.
 * The server checks the same rules; checking here saves uploading a file only to be refused.
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>, rules: FileRules, i18n: I18n): string | undefined {
  const types = normalizedTypes(rules);
  const name = file.name;
  if (types.length && !types.includes(extensionOf(name))) {
    const allowed = types.join(', ');
    return i18n._(msg`${name} is not an accepted type. Accepted: ${allowed}.`);
  }
  if (rules.max_file_size > 0 && file.size > rules.max_file_size) {
    const limit = formatBytes(rules.max_file_size, i18n.locale);
    return i18n._(msg`${name} is larger than the ${limit} limit.`);
  }
  if (file.size === 0) return i18n._(msg`${name} is empty.`);
  return undefined;
}
