import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { contentDisposition, downloadHeaders } from './send.ts';

describe('download headers', () => {
  test('a file name: plain ASCII in filename, the exact UTF-8 name in filename*', () => {
    assert.equal(contentDisposition('attachment', 'aging-2026-06-30.csv'), `attachment; filename="aging-2026-06-30.csv"; filename*=UTF-8''aging-2026-06-30.csv`);
    assert.equal(contentDisposition('inline', 'relevé été.pdf'), `inline; filename="relev_ _t_.pdf"; filename*=UTF-8''relev%C3%A9%20%C3%A9t%C3%A9.pdf`);
  });

  test('quotes, backslashes and percent signs never break out of the header', () => {
    const header = contentDisposition('attachment', 'a"b\\c%d\r\n(e)*.pdf');
    assert.equal(header, `attachment; filename="a_b_c_d__(e)*.pdf"; filename*=UTF-8''a%22b%5Cc%25d%0D%0A%28e%29%2A.pdf`);
    assert.ok(!/[\r\n]/.test(header));
  });

  test('a download: type, size when known, attachment, nosniff, never cached', () => {
    assert.deepEqual(downloadHeaders({ name: 'INV-0001.pdf', contentType: 'application/pdf', size: 1234 }), {
      'Content-Type': 'application/pdf',
      'Content-Length': '1234',
      'Content-Disposition': `attachment; filename="INV-0001.pdf"; filename*=UTF-8''INV-0001.pdf`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    const streamed = downloadHeaders({ name: 'Northwind.zip', contentType: 'application/zip' });
    assert.equal(streamed['Content-Length'], undefined, 'a streamed answer has no length');
    assert.match(downloadHeaders({ name: 'scan.png', contentType: 'image/png', size: 1 }, 'inline')['Content-Disposition']!, /^inline; /);
  });
});
