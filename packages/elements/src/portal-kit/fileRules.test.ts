import { expect } from '@esm-bundle/chai';
import { formatBytes } from './fileRules.ts';

describe('formatBytes', () => {
  it('writes sizes with their units and plurals in every language', () => {
    expect(formatBytes(21, 'en')).to.equal('21 bytes');
    expect(formatBytes(1, 'en')).to.equal('1 byte');
    expect(formatBytes(88, 'fr').replace(/\s/g, ' ')).to.equal('88 octets');
    expect(formatBytes(2 * 1024 * 1024, 'en')).to.equal('2 MB');
    expect(formatBytes(1536, 'en')).to.equal('1.5 kB');
    // Arabic writes its own unit words, never the English ones.
    expect(formatBytes(21, 'ar')).not.to.match(/byte/);
  });
});
