/**
 * What each setting is and how its input checks it before anything is sent (the server
 * checks again: hosts/api/src/routes/organizations/config-rules.ts).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { readConfigValue } from '@si/core';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@si/contract/validation';

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'number'
  | 'date'
  | 'multiline'
  | 'boolean'
  | 'secret'
  /** A JSON object or array, typed in a textarea. */
  | 'json'
  /** A JSON array, typed in a textarea. */
  | 'json-array'
  /** The allowed modules: one checkbox per application type, the value a JSON array. */
  | 'modules';

export type FieldDef = { key: string; label: string; kind: FieldKind; max?: number; min?: number; help?: string };
export type Values = Record<string, string>;

/** A stored config value as the input shows it: switches 'true'/'false' (spec 5), JSON pretty-printed. */
export function shownValue(kind: FieldKind, raw: string): string {
  if (kind === 'boolean') return readConfigValue(raw) === true ? 'true' : 'false';
  if ((kind === 'json' || kind === 'json-array') && raw.trim() !== '') {
    try {
      return JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      return raw;
    }
  }
  return raw;
}

/** What goes on the wire for a changed input: JSON compacted, the rest trimmed. */
export function sentValue(kind: FieldKind, value: string): string {
  if ((kind === 'json' || kind === 'json-array') && value.trim() !== '') return JSON.stringify(JSON.parse(value));
  return value.trim();
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The message for a value the server would refuse, or undefined. An empty value clears a setting and is always allowed. */
export function problemOf(field: FieldDef, value: string, i18n: I18n): string | undefined {
  const text = value.trim();
  if (field.kind === 'modules') {
    const modules = JSON.parse(value || '[]') as unknown[];
    return modules.length ? undefined : i18n._(msg`Choose at least one module.`);
  }
  if (text === '' || field.kind === 'boolean') return undefined;
  const max = field.max;
  if (max !== undefined && text.length > max) return i18n._(msg`Use at most ${max} characters.`);
  switch (field.kind) {
    case 'text':
      return /[\r\n]/.test(text) ? i18n._(msg`Must be a single line.`) : undefined;
    case 'email':
      return EMAIL_PATTERN.test(text) ? undefined : i18n._(msg`Invalid e-mail`);
    case 'tel':
      return PHONE_PATTERN.test(text) ? undefined : i18n._(msg`Invalid phone number`);
    case 'url':
      return isHttpUrl(text) ? undefined : i18n._(msg`Enter a valid http or https URL.`);
    case 'number': {
      const min = field.min ?? 0;
      const top = field.max ?? 2147483647;
      const n = /^-?\d{1,10}$/.test(text) ? Number(text) : NaN;
      return Number.isSafeInteger(n) && n >= min && n <= top ? undefined : i18n._(msg`Enter a whole number from ${min} to ${top}.`);
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)) ? undefined : i18n._(msg`Enter a date as YYYY-MM-DD.`);
    case 'secret':
      return /\s/.test(text) ? i18n._(msg`Must not contain spaces or line breaks.`) : undefined;
    case 'json':
    case 'json-array': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        const reason = (error as Error).message;
        return i18n._(msg`This is not valid JSON (${reason}). Nothing was sent.`);
      }
      if (field.kind === 'json-array' && !Array.isArray(parsed)) return i18n._(msg`Enter a JSON array, e.g. ["https://shop.example.com"].`);
      if (parsed === null || typeof parsed !== 'object') return i18n._(msg`Enter a JSON object or array.`);
      return undefined;
    }
    default:
      return undefined;
  }
}
