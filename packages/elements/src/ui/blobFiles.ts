/**
 * A file fetched with the staff's Authorization header reaches the page as a Blob; these hand it
 * to the browser: saved under the server's name, or shown in a tab opened beforehand.
 */

/** Saves a downloaded file the way a link with `download` does, then lets the browser free it. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A blank tab opened during the click (a tab opened after the download would meet the popup
 * blocker); `showBlob` later points it at the file, `close` gives it up when the call fails.
 */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Shows the file in the pending tab, or in a new one if none could be opened. */
export function showBlob(tab: Window | null, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  else window.open(url, '_blank', 'noopener');
  // The tab keeps what it loaded; the URL stays a while for the viewer's own save button.
  setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
}
