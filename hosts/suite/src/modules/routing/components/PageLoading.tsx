import { Trans } from '@lingui/react/macro';

/** Shown while a page's chunk loads. */
export function PageLoading() {
  return (
    <p className="si-loading" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
