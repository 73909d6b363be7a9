import '@si/elements/settings/settings-lists/settings-lists';

/** /{prefix}/expectedDocumentTypes: the document types accounts are expected to provide (the element does the work, on the signed-in session). */
export default function DocumentTypesPage() {
  return <si-document-types-admin />;
}
