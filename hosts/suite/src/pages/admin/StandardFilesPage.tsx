import '@si/elements/settings/standard-files/standard-files';

/** /{prefix}/standardFiles: the organization's standard files (the element does the work, on the signed-in session). */
export default function StandardFilesPage() {
  return <si-standard-files />;
}
