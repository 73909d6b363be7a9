import '@si/elements/settings/secure-file-share/secure-file-share';

/** /{prefix}/secureFileShare: files shared with contacts through expiring links (the element does the work, on the signed-in session). */
export default function SecureFileSharePage() {
  return <si-secure-file-share />;
}
