/**
 * Entry names of a workspace's ZIP: `<requirement title>/<file name>`, each part cleaned so that
 * no name can leave the archive or trouble an unzip tool, older versions marked, duplicates
 * numbered. Kept apart from the route so the rules are read (and tested) in one place.
 */
import { BIDI_CONTROLS } from '@si/contract';

const SEGMENT_MAX = 150;

/** Cut to `max` characters, keeping a short extension and never halving a surrogate pair. */
function cut(name: string, max: number): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, max - ext.length).replace(/[\ud800-\udbff]$/, '').replace(/[.\s]+$/, '') + ext;
}

/**
 * One path part: no separators, `..`, control, bidi or reserved characters, leading or trailing
 * dots; at most 150 characters, its extension kept.
 */
export function safeSegment(raw: string, fallback: string): string {
  const clean = raw
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(BIDI_CONTROLS, '')
    .split(/[\\/]/)
    .filter((part) => !/^[.\s]*$/.test(part))
    .join('_')
    .replace(/[:*?"<>|]/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return cut(clean, SEGMENT_MAX).trim() || fallback;
}

/** `name.pdf` -> `name<suffix>.pdf` (a name without an extension takes the suffix at its end). */
export function withSuffix(name: string, suffix: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}${suffix}${name.slice(dot)}` : `${name}${suffix}`;
}

export type ArchivedFile = { folder: string; name: string; version: number; latest: boolean };

/** Hands out unique entry names in order; the comparison ignores case, as Windows and macOS do. */
export function entryNamer() {
  const taken = new Set<string>();
  return (f: ArchivedFile): string => {
    const folder = safeSegment(f.folder, 'Untitled requirement');
    const base = safeSegment(f.latest ? f.name : withSuffix(f.name, ` (v${f.version})`), 'file');
    let name = `${folder}/${base}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${folder}/${withSuffix(base, ` (${n})`)}`;
    taken.add(name.toLowerCase());
    return name;
  };
}
