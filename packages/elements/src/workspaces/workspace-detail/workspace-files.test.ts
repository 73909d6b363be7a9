import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { FakeServer } from '@si/core/testing';
import { expectAccessible, until } from '../../test-support/dom.ts';
import { freshServerPerTest, signInAs } from '../../test-support/table-test-kit.ts';
import { control, textOf } from '../../test-support/portal-fixtures.ts';
import { serveWorkspace, showWorkspace } from './workspace-test-kit.ts';

let server: FakeServer;
freshServerPerTest((s) => (server = s));

/** Records what the element saves (a link with `download`) instead of saving it. */
function watchSaves() {
  const saved: { name: string; href: string }[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, href: this.href });
    else click.call(this);
  };
  return { saved, restore: () => (HTMLAnchorElement.prototype.click = click) };
}

describe('si-workspace-detail: all files as one ZIP', () => {
  it('a View Only user downloads every file of the workspace, saved under the name the server gives', async () => {
    signInAs('VO');
    serveWorkspace(server);
    server.on('GET', '/api/accounts/12/files.zip', { blob: new Blob(['PK'], { type: 'application/zip' }), headers: { 'Content-Disposition': `attachment; filename="Acme Holdings.zip"; filename*=UTF-8''Acme%20Holdings.zip`}, delay: 50 });
    const el = await showWorkspace();
    const saves = watchSaves();
    try {
      const button = control(el, 'Download all files (ZIP)');
      button.click();
      await until(() => button.getAttribute('aria-busy') === 'true', 'the busy button');
      expect(button.textContent).to.equal('Preparing the ZIP file…');
      await expectAccessible(el);
      await until(() => saves.saved.length === 1, 'the ZIP to be saved');
      expect(saves.saved[0].name).to.equal('Acme Holdings.zip');
      expect(saves.saved[0].href).to.match(/^blob:/);
      const calls = server.requests.filter((r) => r.path.endsWith('files.zip'));
      expect(calls.map((r) => [r.method, r.path, r.authorization])).to.deep.equal([['GET', '/api/accounts/12/files.zip', 'JWT ACCESS']]);
      await until(() => button.getAttribute('aria-busy') === 'false', 'the button again');
      expect(button.textContent).to.equal('Download all files (ZIP)');
    } finally {
      saves.restore();
    }
  });

  it('a refused download says why and saves nothing', async () => {
    signInAs('IC');
    serveWorkspace(server);
    server.on('GET', '/api/accounts/12/files.zip', { status: 404, json: { detail: 'Not found.' } });
    const el = await showWorkspace();
    const saves = watchSaves();
    try {
      control(el, 'Download all files (ZIP)').click();
      await until(() => el.shadowRoot!.querySelector('[part="download-all"] [part="error"]'), 'the error');
      expect(textOf(el, '[part="download-all"] [part="error"]')).to.equal('Not found.');
      expect(saves.saved).to.have.length(0);
    } finally {
      saves.restore();
    }
  });
});
