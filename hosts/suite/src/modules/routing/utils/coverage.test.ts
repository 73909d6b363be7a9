import { expect } from '@esm-bundle/chai';
import coverage from '../../../../../../docs/coverage.md?raw';
import { routeTable } from './routeTable.ts';

describe('docs/coverage.md', () => {
  it('lists every route with its name, layout and whether it is built (regenerate with hosts/suite/scripts/coverage.ts)', () => {
    const rows = coverage.split('\n').filter((line) => line.startsWith('| `/'));
    expect(rows, 'one row per route').to.have.length(routeTable.length);
    for (const route of routeTable) {
      const row = rows.find((line) => line.startsWith(`| \`${route.path}\` | ${route.name} | ${route.layout} |`));
      expect(row, route.path).to.be.a('string');
      expect(row!.includes('**built**'), `${route.path} built?`).to.equal(route.page !== 'later');
    }
  });
});
