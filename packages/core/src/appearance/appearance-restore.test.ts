/// <reference types="mocha" />
// First: this page gets its own localStorage before any store reads it.
import '../test-support/isolateStorage.ts';
import { expect } from '@esm-bundle/chai';
import { installFakeMatchMedia } from '../test-support/fakeMatchMedia.ts';

// What a previous visit saved, including a value the store must refuse (skin 'neon')
// and a box-layout entry it must ignore (box layout is not persisted).
localStorage.clear();
Object.entries({
  theme: 'system',
  navigationMenu: 'horizontal',
  isVerticalMenuMini: 'true',
  isSemiDark: 'true',
  skin: 'neon',
  isNavbarFixed: 'false',
  layout: 'payable-management',
  'app-preset': 'error',
  portalData: '{"token":"t1"}',
  isBoxLayout: 'false',
}).forEach(([key, value]) => localStorage.setItem(key, value));
installFakeMatchMedia(true);
const { $appearance, $portalData } = await import('./appearance.ts');
const { $resolvedTheme, $themeColors } = await import('./theme.ts');

describe('appearance restored at start', () => {
  it('reads every saved option back; unknown values fall back to the default', () => {
    expect($appearance.get()).to.deep.include({
      theme: 'system',
      navigationMenu: 'horizontal',
      isVerticalMenuMini: true,
      isSemiDark: true,
      skin: 'modern',
      isNavbarFixed: false,
      layout: 'payable-management',
      preset: 'error',
      isBoxLayout: true,
    });
    expect($portalData.get()).to.deep.equal({ token: 't1' });
  });

  it('resolves system to the OS preference from the first read', () => {
    expect($resolvedTheme.get()).to.equal('dark');
    expect($themeColors.get().dark.primary).to.equal('#FF3030');
    expect(JSON.parse(localStorage.getItem('loading-screen-colors')!)).to.deep.include({ theme: 'dark', primary: '#FF3030' });
  });
});
