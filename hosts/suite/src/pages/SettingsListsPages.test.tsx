// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { logout } from '@si/core';
import { currentPath, renderApp, type RenderedApp } from '../test-support/renderApp.tsx';
import { shellServer } from '../test-support/shellServer.ts';
import { ADA, signInAs } from '../test-support/signedIn.ts';
import { waitFor } from '../test-support/waitFor.ts';

const empty = { json: { count: 0, next: null, previous: null, results: [] } };
const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };

// Each settings route on several module prefixes: the element it shows, the list it reads, and that list's filters.
const CASES: [path: string, tag: string, api: string, query?: Record<string, string>][] = [
  ['/bank/contactRoles', 'si-contact-roles-admin', '/api/contact_roles'],
  ['/clm/contactRoles', 'si-contact-roles-admin', '/api/contact_roles'],
  ['/payable/contactRoles', 'si-contact-roles-admin', '/api/contact_roles'],
  ['/secureinvoice/expectedDocumentTypes', 'si-document-types-admin', '/api/expected_document_types'],
  ['/spm/expectedDocumentTypes', 'si-document-types-admin', '/api/expected_document_types'],
  ['/bank/categories', 'si-categories-admin', '/api/categories'],
  ['/spm/categories', 'si-categories-admin', '/api/categories'],
  ['/bank/products', 'si-products-admin', '/api/products'],
  ['/spm/products', 'si-products-admin', '/api/products'],
  ['/bank/customfields', 'si-custom-fields-admin', '/api/custom_fields', { module_kind: '2' }],
  ['/filestride/customfields', 'si-custom-fields-admin', '/api/custom_fields', { module_kind: '1' }],
  ['/spm/customfields', 'si-custom-fields-admin', '/api/custom_fields', { module_kind: '7' }],
  ['/bank/pipelines', 'si-pipelines-admin', '/api/pipelines'],
  ['/spm/pipelines', 'si-pipelines-admin', '/api/pipelines'],
];

describe('settings list pages (issue 5)', () => {
  let app: RenderedApp | undefined;

  // Loads the lazy page chunks once up front, so the first case does not time out on a cold dev server.
  before(async function () {
    this.timeout(60000);
    await Promise.all([import('./ContactRolesPage.tsx'), import('./DocumentTypesPage.tsx'), import('./CategoriesPage.tsx'), import('./ProductsPage.tsx'), import('./CustomFieldsPage.tsx'), import('./PipelinesPage.tsx')]);
  });

  afterEach(() => {
    app?.unmount();
    app = undefined;
    logout();
  });

  for (const [path, tag, api, query] of CASES) {
    it(`${path} shows <${tag}>, which reads ${api}${query ? ` with ${JSON.stringify(query)}` : ''}`, async () => {
      signInAs(OA);
      const server = shellServer();
      server.on('GET', api, empty);
      server.on('GET', '/api/categories', empty);
      try {
        app = renderApp(path);
        const element = await waitFor(() => app!.container.querySelector(tag), 10000).catch(() => {
          throw new Error(`no ${tag}: ${app!.container.innerHTML.slice(0, 300)} ${JSON.stringify(server.requests.map((r) => r.path))}`);
        });
        await waitFor(() => element.shadowRoot?.querySelector('[part="empty"]'), 10000).catch(() => {
          throw new Error(`no empty: ${element.shadowRoot?.innerHTML.slice(0, 300)}`);
        });
        const request = server.requests.find((r) => r.path === api);
        expect(request, `a request to ${api}`).to.not.equal(undefined);
        if (query) expect(Object.fromEntries(new URLSearchParams(request!.search))).to.include(query);
        expect(currentPath()).to.equal(path);
        expect(app.container.querySelector('[data-testid=not-yet-available]')).to.equal(null);
      } finally {
        server.restore();
      }
    });
  }
});
