import type { ProductKey } from '../../screens/utils/productNames.ts';

/** The modules a new organization can open first, each by its dashboard (spec 2.3). */
export const workspaceChoices: { product: ProductKey; path: string }[] = [
  { product: 'secureinvoice', path: '/apps/secureinvoice' },
  { product: 'payable', path: '/apps/payable' },
  { product: 'filestride', path: '/apps/filestride' },
  { product: 'bank', path: '/apps/bank' },
  { product: 'spm', path: '/apps/spm' },
  { product: 'clm', path: '/apps/clm' },
  { product: 'expensemanagement', path: '/apps/expensemanagement' },
];
