// Lingui's Vite plugin compiles `.po` catalogs on import (vite.shared.ts); this types them
// for every package of the single root tsconfig.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
