/// <reference types="mocha" />
// First: this page gets its own localStorage before any store reads it.
import '../test-support/isolateStorage.ts';
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { addCatalog, getI18n, peekI18n } from './i18n.ts';
import { $locale, directionOf, normalizeLocale, setLocale } from './locale.ts';
import { useI18nFor } from './useI18nFor.ts';
import { LOCALE_NAMES } from './messages.ts';
import { describeError } from '../http/describeError.ts';
import { ApiError } from '../http/ApiError.ts';
import { validators } from '../validation/validators.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function LanguageName({ locale }: { locale?: string }) {
  const i18n = useI18nFor(locale);
  return <span>{i18n ? i18n._(LOCALE_NAMES.en) : '…'}</span>;
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('i18n', () => {
  afterEach(() => setLocale('en'));

  it('English is ready at once; French and Arabic are real translations', async () => {
    expect(peekI18n('en')?._(LOCALE_NAMES.fr)).to.equal('French');
    const fr = await getI18n('fr');
    const ar = await getI18n('ar');
    expect([fr.locale, ar.locale]).to.deep.equal(['fr', 'ar']);
    expect(fr._(LOCALE_NAMES.en)).to.equal('Anglais');
    expect(ar._(LOCALE_NAMES.en)).to.equal('الإنجليزية');
    // No global switch: the English instance still speaks English.
    expect((await getI18n('en'))._(LOCALE_NAMES.en)).to.equal('English');
  });

  it("core's own texts and the spec's field messages are translated", async () => {
    const fr = await getI18n('fr');
    const ar = await getI18n('ar');
    const offline = new ApiError({ status: 0, statusText: 'Failed to fetch' });
    expect(describeError(offline, fr)).to.equal('Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.');
    expect(describeError(new ApiError({ status: 503, statusText: 'x' }), ar)).to.equal('واجه الخادم مشكلة. يرجى المحاولة لاحقًا.');
    expect(describeError(new ApiError({ status: 418, statusText: 'x' }), fr)).to.equal('La requête a échoué (erreur 418).');
    expect(describeError(new ApiError({ status: 400, statusText: 'x', data: { detail: 'Server says no' } }), fr)).to.equal('Server says no');
    expect(fr._(validators.required('')!)).to.equal('Champ obligatoire');
    expect(ar._(validators.email('nope')!)).to.equal('بريد إلكتروني غير صالح');
  });

  it('unknown locales fall back to English', async () => {
    expect(await getI18n('de')).to.equal(await getI18n('en'));
    expect(normalizeLocale('fr-CA')).to.equal('fr');
    expect(normalizeLocale('AR')).to.equal('ar');
    expect(normalizeLocale(undefined)).to.equal('en');
    setLocale('klingon');
    expect($locale.get()).to.equal('en');
    expect(document.documentElement.lang).to.equal('en');
  });

  it("setLocale('ar') makes the page right-to-left and is remembered", () => {
    setLocale('ar');
    expect(document.documentElement.dir).to.equal('rtl');
    expect(document.documentElement.lang).to.equal('ar');
    expect(localStorage.getItem('locale')).to.equal('ar');
    expect(directionOf('ar')).to.equal('rtl');
    setLocale('fr');
    expect(document.documentElement.dir).to.equal('ltr');
    expect(document.documentElement.lang).to.equal('fr');
  });

  it('merges a catalog registered later into instances already in use', async () => {
    const fr = await getI18n('fr');
    let changes = 0;
    const off = fr.on('change', () => (changes += 1));
    addCatalog('fr', async () => ({ messages: { 'suite.test.greeting': 'Bonjour' } }));
    await getI18n('fr');
    expect(fr._('suite.test.greeting')).to.equal('Bonjour');
    expect(changes).to.be.greaterThan(0);
    addCatalog('ar', { 'suite.test.greeting': 'مرحبًا' });
    expect((await getI18n('ar'))._('suite.test.greeting')).to.equal('مرحبًا');
    off();
  });

  it('two elements on one page show two languages; one without a locale follows the page', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <>
          <LanguageName locale="fr" />
          <LanguageName locale="ar" />
          <LanguageName />
        </>,
      ),
    );
    const texts = () => [...host.querySelectorAll('span')].map((span) => span.textContent);
    await waitFor(() => texts()[0] === 'Anglais' && texts()[1] === 'الإنجليزية', 'fr and ar');
    expect(texts()).to.deep.equal(['Anglais', 'الإنجليزية', 'English']);
    await act(async () => setLocale('fr'));
    await waitFor(() => texts()[2] === 'Anglais', 'the page locale');
    expect(texts()).to.deep.equal(['Anglais', 'الإنجليزية', 'Anglais']);
    await act(async () => root.unmount());
    host.remove();
  });
});
