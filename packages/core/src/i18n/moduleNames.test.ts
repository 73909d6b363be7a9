/// <reference types="mocha" />
import '../test-support/isolateStorage.ts';
import { expect } from '@esm-bundle/chai';
import { MODULES } from '@si/contract/modules';
import { getI18n } from './i18n.ts';
import { MODULE_NAMES } from './moduleNames.ts';

describe('module names', () => {
  it('names every module of the descriptor as its English label, which the server writes', async () => {
    const en = await getI18n('en');
    expect(MODULES.map((m) => en._(MODULE_NAMES[m.id]))).to.deep.equal(MODULES.map((m) => m.label));
    expect(MODULES.map((m) => m.label)).to.deep.equal([
      'Secure Invoice',
      'Accounts Payable',
      'Expense Management',
      'Document Collection',
      'Lender',
      'Sales Pipeline',
      'Contract Lifecycle',
    ]);
  });

  it('translates every name from core catalog, which every page loads', async () => {
    const fr = await getI18n('fr');
    const ar = await getI18n('ar');
    for (const m of MODULES) {
      expect(fr._(MODULE_NAMES[m.id]), `${m.id} in French`).not.to.equal(m.label);
      expect(ar._(MODULE_NAMES[m.id]), `${m.id} in Arabic`).not.to.equal(m.label);
    }
    expect(fr._(MODULE_NAMES.lending)).to.equal('Prêteur');
  });
});
