/**
 * Test helpers for every package's browser tests (`@si/core/testing`). Import it
 * before anything that loads @si/core, so the page's storage is isolated first.
 */
import './isolateStorage.ts';

export { testStorage } from './isolateStorage.ts';
export { fakeServer, replyResponse, type FakeServer, type Recorded, type Reply } from './fakeServer.ts';
export { bodyOf, interceptFetch, json, type Intercept } from './network.ts';
export { installFakeMatchMedia, type FakeColorScheme } from './fakeMatchMedia.ts';
export { forgetWarmReads } from '../portal/warm.ts';
export { earlyRead } from './earlyRead.ts';
