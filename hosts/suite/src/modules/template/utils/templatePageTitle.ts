import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// By path (or path prefix): the pages of spec 2.11, in the template's own words.
const TITLES: [RegExp, MessageDescriptor][] = [
  [/^\/apps\/calendar/, msg`Calendar`],
  [/^\/apps\/invoice\/list/, msg`Invoice list`],
  [/^\/apps\/invoice\/preview/, msg`Invoice details`],
  [/^\/apps\/invoice\/edit/, msg`Edit invoice`],
  [/^\/apps\/invoice\/add/, msg`Add invoice`],
  [/^\/apps\/user\/list/, msg`User list`],
  [/^\/apps\/user\/view/, msg`User profile`],
  [/^\/apps\/ecommerce\/product/, msg`Ecommerce products`],
  [/^\/apps\/ecommerce\/order/, msg`Ecommerce orders`],
  [/^\/charts\//, msg`Charts`],
  [/^\/components\//, msg`Components`],
  [/^\/forms\//, msg`Forms`],
  [/^\/extensions\//, msg`Extensions`],
  [/^\/tables\//, msg`Tables`],
  [/^\/pages\/authentication\//, msg`Authentication pages`],
  [/^\/pages\/misc\//, msg`Miscellaneous pages`],
  [/^\/pages\//, msg`Pages`],
];

/** The title of a template demo page by its path pattern. */
export function templatePageTitle(path: string): MessageDescriptor {
  return TITLES.find(([pattern]) => pattern.test(path))?.[1] ?? msg`Template demo page`;
}
