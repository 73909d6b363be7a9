// First: gives this test page its own localStorage (test files run side by side on one origin).
import '@si/core/testing';
import { ADA } from '../../test-support/signedIn.ts';
import { elementPageTests, pageReply, withQuery, type ElementPageCase } from '../../test-support/elementPages.ts';

const OA = { ...ADA, offices: [{ office: { id: 1, identifier: 'HQ', name: 'Head office' }, role: 'OA' as const }] };
const list = (path: string, tag: string, api: string, query?: Record<string, string>): ElementPageCase => ({
  path, tag, api, ready: '[part="empty"]', ...(query ? { check: withQuery(query) } : {}),
});

// Each settings route on several module prefixes: the element it shows, the list it reads, and that list's filters.
const CASES = [
  list('/bank/contactRoles', 'si-contact-roles-admin', '/api/contact_roles'),
  list('/clm/contactRoles', 'si-contact-roles-admin', '/api/contact_roles'),
  list('/payable/contactRoles', 'si-contact-roles-admin', '/api/contact_roles'),
  list('/secureinvoice/expectedDocumentTypes', 'si-document-types-admin', '/api/expected_document_types'),
  list('/spm/expectedDocumentTypes', 'si-document-types-admin', '/api/expected_document_types'),
  list('/bank/categories', 'si-categories-admin', '/api/categories'),
  list('/spm/categories', 'si-categories-admin', '/api/categories'),
  list('/bank/products', 'si-products-admin', '/api/products'),
  list('/spm/products', 'si-products-admin', '/api/products'),
  list('/bank/customfields', 'si-custom-fields-admin', '/api/custom_fields', { module_kind: '2' }),
  list('/filestride/customfields', 'si-custom-fields-admin', '/api/custom_fields', { module_kind: '1' }),
  list('/spm/customfields', 'si-custom-fields-admin', '/api/custom_fields', { module_kind: '7' }),
  list('/bank/pipelines', 'si-pipelines-admin', '/api/pipelines'),
  list('/spm/pipelines', 'si-pipelines-admin', '/api/pipelines'),
];

describe('settings list pages', () => {
  elementPageTests(CASES, {
    user: OA,
    serve: (server, c) => {
      if (c) server.on('GET', c.api, pageReply());
      server.on('GET', '/api/categories', pageReply());
    },
  });
});
