import { useStore } from '@nanostores/react';
import { Trans } from '@lingui/react/macro';
import { $preloadError } from '../states/$preloadError.ts';

/** After a chunk failed to load (usually a new release replaced it), offers a reload. */
export function PreloadErrorOffer() {
  const error = useStore($preloadError);
  if (error === undefined) return null;

  function handleReload() {
    window.location.reload();
  }

  return (
    <div role="alert" className="si-preload-error">
      <p>
        <Trans>Part of this page could not be loaded. A new version may have been released.</Trans>
      </p>
      <button type="button" className="si-button" onClick={handleReload}>
        <Trans>Reload the page</Trans>
      </button>
    </div>
  );
}
