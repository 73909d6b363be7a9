import { useLingui } from '@lingui/react/macro';
import { api } from '@si/core/admin';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { SettingsForm } from './SettingsForm.tsx';

/**
 * The sales pipeline's own settings, under the organization's on the module's settings page: the
 * lead form a tenant embeds on its website, who gets new leads, and which products are loans. An
 * Office Administrator changes them; other roles read them.
 */
export function SalesSettings() {
  const { t } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const settings = useLoad((signal) => api('getSalesSettings', { signal }), 'settings');
  return (
    <div className="admin" part="base">
      <h2 part="page-heading">{t`Sales pipeline settings`}</h2>
      {!canWrite && (
        <p className="muted" part="read-only">
          {t`Only an Office Administrator can change these settings; you see them read-only.`}
        </p>
      )}
      <LoadState loaded={settings.loaded} retry={settings.retry} />
      {settings.loaded.data && <SettingsForm settings={settings.loaded.data} canWrite={canWrite} onSaved={settings.setData} />}
    </div>
  );
}
