/**
 * One Lingui instance per locale, each activated once at creation and never switched,
 * so two elements on one page can show two languages. Catalogs (core's own, the
 * elements', the suite's) are merged into each instance; English loads eagerly,
 * French and Arabic on first use.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as coreEnglish } from '../locales/en.po';
import { normalizeLocale, type Locale } from './locale.ts';

export type CatalogLoader = () => Promise<{ messages: Messages }>;
/** A loader, or compiled messages already in hand (loaded synchronously: no flash of empty text). */
export type CatalogSource = CatalogLoader | Messages;

const sources: Record<Locale, CatalogSource[]> = {
  en: [coreEnglish],
  fr: [() => import('../locales/fr.po')],
  ar: [() => import('../locales/ar.po')],
};

type Entry = { i18n: I18n; started: Map<CatalogSource, Promise<void>>; done: Set<CatalogSource> };
const entries = new Map<Locale, Entry>();
const readyListeners = new Set<() => void>();

function isComplete(locale: Locale, entry: Entry): boolean {
  return sources[locale].every((source) => entry.done.has(source));
}

/** Starts every registered source not yet started; synchronous ones land at once. */
function startLoads(locale: Locale, entry: Entry): void {
  for (const source of sources[locale]) {
    if (entry.started.has(source)) continue;
    if (typeof source !== 'function') {
      entry.i18n.load(locale, source);
      entry.done.add(source);
      entry.started.set(source, Promise.resolve());
      continue;
    }
    const load = source().then(
      (module) => {
        entry.i18n.load(locale, module.messages);
        entry.done.add(source);
        if (isComplete(locale, entry)) for (const listener of readyListeners) listener();
      },
      (error: unknown) => {
        // Forget the failed load so a later call retries (a chunk may fail offline).
        entry.started.delete(source);
        throw error;
      },
    );
    entry.started.set(source, load);
  }
}

function entryFor(locale: Locale): Entry {
  let entry = entries.get(locale);
  if (!entry) {
    const i18n = setupI18n({ locale, messages: { [locale]: {} } });
    entry = { i18n, started: new Map(), done: new Set() };
    entries.set(locale, entry);
  }
  startLoads(locale, entry);
  return entry;
}

async function loadAll(locale: Locale): Promise<I18n> {
  const entry = entryFor(locale);
  await Promise.all(entry.started.values());
  return entry.i18n;
}

// English is the source and the fallback: its instance exists from the start.
entryFor('en');

/** The instance for a locale with every registered catalog loaded (unknown locale -> en). */
export function getI18n(locale: Locale | string): Promise<I18n> {
  return loadAll(normalizeLocale(locale));
}

/** The instance if its catalogs are all loaded, else undefined (for render paths). */
export function peekI18n(locale: Locale | string): I18n | undefined {
  const target = normalizeLocale(locale);
  const entry = entries.get(target);
  return entry && isComplete(target, entry) ? entry.i18n : undefined;
}

/** Called when some locale's instance becomes complete; returns an unsubscribe. */
export function onI18nReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/**
 * Registers another package's catalog for a locale (elements and suite do this at
 * start). Instances already created get it merged in; their `change` event fires.
 */
export function addCatalog(locale: Locale, source: CatalogSource): void {
  const target = normalizeLocale(locale);
  if (sources[target].includes(source)) return;
  sources[target].push(source);
  const entry = entries.get(target);
  if (!entry) return;
  startLoads(target, entry);
  Promise.all(entry.started.values()).catch((error: unknown) => console.error(`Loading a ${target} catalog failed`, error));
}
