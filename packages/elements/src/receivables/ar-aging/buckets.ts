import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgingTotals } from '@si/contract';

export type Bucket = keyof AgingTotals;

/** The aging buckets in order, with their column names; `total` last. */
export const BUCKETS: [Bucket, MessageDescriptor][] = [
  ['current', msg`Current`],
  ['days_1_30', msg`1–30 days`],
  ['days_31_60', msg`31–60 days`],
  ['days_61_90', msg`61–90 days`],
  ['days_over_90', msg`Over 90 days`],
  ['total', msg`Total`],
];
