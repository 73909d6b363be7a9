/// <reference types="mocha" />
// First: this page gets its own localStorage before any store reads it.
import '../test-support/isolateStorage.ts';
import { expect } from '@esm-bundle/chai';
import { installFakeMatchMedia } from '../test-support/fakeMatchMedia.ts';

// Before the modules load: they read storage and the OS preference at start.
localStorage.clear();
const os = installFakeMatchMedia(false);
const { $appearance, setAppearance, resetAppearance, presetColor, $portalData, APPEARANCE_DEFAULTS } = await import('./appearance.ts');
const { $resolvedTheme, $themeColors, LOADING_SCREEN_KEY, THEME_SURFACES } = await import('./theme.ts');
const { setLocale } = await import('../i18n/locale.ts');

const loadingColors = () => JSON.parse(localStorage.getItem(LOADING_SCREEN_KEY) ?? 'null');

describe('appearance', () => {
  beforeEach(() => {
    resetAppearance();
    localStorage.clear();
  });

  it('starts with every default of spec 4', () => {
    expect($appearance.get()).to.deep.equal({
      skin: 'modern',
      theme: 'light',
      navigationMenu: 'vertical',
      isBoxLayout: true,
      isVerticalMenuMini: false,
      isSemiDark: false,
      isRtl: false,
      isNavbarFixed: true,
      layout: 'secure-invoice',
      transition: 'slide-x',
      preset: 'success',
    });
    expect(APPEARANCE_DEFAULTS.preset).to.equal('success');
    expect(presetColor('success')).to.equal('#0D9394');
    expect($themeColors.get().light.primary).to.equal('#0D9394');
  });

  it('saves each option under its own key; box layout is not persisted', () => {
    setAppearance({
      theme: 'dark',
      navigationMenu: 'horizontal',
      isVerticalMenuMini: true,
      isSemiDark: true,
      skin: 'bordered',
      isNavbarFixed: false,
      layout: 'payable-management',
      preset: 'blue',
      isBoxLayout: false,
    });
    $portalData.set({ token: 'abc', account: 3 });
    const saved = Object.fromEntries(Object.keys(localStorage).filter((k) => k !== LOADING_SCREEN_KEY).map((k) => [k, localStorage.getItem(k)]));
    expect(saved).to.deep.equal({
      theme: 'dark',
      navigationMenu: 'horizontal',
      isVerticalMenuMini: 'true',
      isSemiDark: 'true',
      skin: 'bordered',
      isNavbarFixed: 'false',
      layout: 'payable-management',
      'app-preset': 'blue',
      portalData: '{"token":"abc","account":3}',
    });
    expect($appearance.get().isBoxLayout).to.equal(false);
  });

  it('rejects an invalid value with a clear error and changes nothing', () => {
    expect(() => setAppearance({ theme: 'dark', skin: 'neon' as never })).to.throw(TypeError, 'skin');
    expect($appearance.get().theme).to.equal('light');
    expect(() => setAppearance({ colour: 'red' } as never)).to.throw(TypeError, 'Unknown appearance option');
  });

  it("'system' follows prefers-color-scheme live", () => {
    const seen: string[] = [];
    const off = $resolvedTheme.subscribe((theme) => seen.push(theme));
    setAppearance({ theme: 'system' });
    os.prefersDark(true);
    expect($resolvedTheme.get()).to.equal('dark');
    os.prefersDark(false);
    expect($resolvedTheme.get()).to.equal('light');
    setAppearance({ theme: 'dark' });
    os.prefersDark(false);
    expect($resolvedTheme.get()).to.equal('dark');
    expect(seen).to.deep.equal(['light', 'dark', 'light', 'dark']);
    off();
  });

  it('stores the resolved surface and primary colours for the loading screen', () => {
    setAppearance({ theme: 'dark' });
    expect(loadingColors()).to.deep.include({ theme: 'dark', surface: THEME_SURFACES.dark.surface, background: THEME_SURFACES.dark.background, primary: '#0D9394' });
    setAppearance({ theme: 'system' });
    os.prefersDark(true);
    expect(loadingColors().theme).to.equal('dark');
    os.prefersDark(false);
    expect(loadingColors()).to.deep.include({ theme: 'light', surface: THEME_SURFACES.light.surface });
  });

  it('a preset sets the primary colour of both themes and is saved as app-preset', () => {
    setAppearance({ preset: 'info' });
    expect($themeColors.get().light.primary).to.equal('#078dee');
    expect($themeColors.get().dark.primary).to.equal('#078dee');
    expect(localStorage.getItem('app-preset')).to.equal('info');
    expect(loadingColors().primary).to.equal('#078dee');
    for (const [name, colour] of Object.entries({ primary: '#7635dc', blue: '#2065D1', yellow: '#fda92d', error: '#FF3030' })) {
      setAppearance({ preset: name as never });
      expect($themeColors.get().dark.primary).to.equal(colour);
    }
  });

  it('Arabic turns right-to-left on; the panel can flip direction by itself', () => {
    setLocale('ar');
    expect($appearance.get().isRtl).to.equal(true);
    expect(document.documentElement.dir).to.equal('rtl');
    setLocale('en');
    expect($appearance.get().isRtl).to.equal(false);
    setAppearance({ isRtl: true });
    expect(document.documentElement.dir).to.equal('rtl');
    setAppearance({ isRtl: false });
    expect(document.documentElement.dir).to.equal('ltr');
  });
});
