/**
 * Core's own user-facing strings. Language names are shown in the profile menu
 * (spec 2.13); each is written in the reader's language.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from './locale.ts';

export const LOCALE_NAMES: Record<Locale, MessageDescriptor> = {
  en: msg`English`,
  fr: msg`French`,
  ar: msg`Arabic`,
};
