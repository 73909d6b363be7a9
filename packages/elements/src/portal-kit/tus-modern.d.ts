// tus-js-client's `lib/` is its untranspiled source: ~6 KB gzip smaller than the default
// ES5 build (no regenerator or class helpers) and fine for the browsers we target.
declare module 'tus-js-client/lib/browser/index.js' {
  export * from 'tus-js-client';
}
