import { useLingui } from '@lingui/react/macro';
import type { ConfigPropertyName } from '@si/contract';
import { APPLICATION_TYPES } from '@si/contract/enums';
import { fieldErrors } from '@si/core';
import { fetchAllowedModules, readConfigText, writeConfigText } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { BusinessCentralSection } from './BusinessCentralSection.tsx';
import { shownValue, sentValue, type FieldDef, type Values } from './fields.ts';
import { LogoSection } from './LogoSection.tsx';
import { useConfigSections, type ConfigSection } from './sections.ts';
import { SettingsForm, type SaveOutcome } from './SettingsForm.tsx';

const MODULES: ConfigPropertyName = 'modules_allowed';

/**
 * Every organization setting (spec 3) in sections, each saved on its own: general, notifications
 * and e-mail, portal, payments, modules, accounting integration and logo. Office Administrators
 * edit; everyone else reads.
 */
export function OrganizationSettings() {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const sections = useConfigSections();

  const modulesSection: ConfigSection = {
    id: 'modules',
    title: t`Modules`,
    intro: t`The applications people of the organization may open; the others are shown greyed.`,
    fields: [{ key: MODULES, label: t`Allowed modules`, kind: 'modules' }],
  };
  // The names to read, as one string so they are read again only when they change.
  const names = sections.flatMap((s) => s.fields.map((f) => `${f.key}:${f.kind}`)).join(',');
  const { loaded, retry } = useLoad<Values>(async (signal) => {
    const wanted = names.split(',').map((entry) => entry.split(':') as [ConfigPropertyName, FieldDef['kind']]);
    const [texts, modules] = await Promise.all([Promise.all(wanted.map(([name]) => readConfigText(name, signal))), fetchAllowedModules(signal)]);
    const values: Values = Object.fromEntries(wanted.map(([name, kind], i) => [name, shownValue(kind, texts[i])]));
    values[MODULES] = JSON.stringify(APPLICATION_TYPES.filter((type) => modules.includes(type)));
    return values;
  }, names);

  /** Writes each changed property (in parallel); a refused one keeps its input and shows the server's message. */
  async function saveSection(section: ConfigSection, changes: Values): Promise<SaveOutcome> {
    const saved: Values = {};
    const fields: Record<string, string> = {};
    const alerts = new Set<string>();
    await Promise.all(
      Object.entries(changes).map(async ([key, value]) => {
        const field = section.fields.find((f) => f.key === key)!;
        try {
          await writeConfigText(field.key, field.kind === 'boolean' ? value : sentValue(field.kind, value));
          saved[key] = field.kind === 'secret' ? await readConfigText(field.key).catch(() => (value ? '********' : '')) : value;
        } catch (error) {
          const messages = fieldErrors(error);
          const message = messages.config_property_value ?? messages.config_property_name;
          if (message) fields[key] = message;
          else alerts.add(errorText(error, i18n));
        }
      }),
    );
    return { saved, fields, alert: alerts.size ? [...alerts].join(' ') : undefined };
  }

  return (
    <div className="organization-settings" part="settings">
      <div className="admin-head">
        <h2 part="heading">{t`Organization settings`}</h2>
      </div>
      {!canWrite && (
        <p className="muted" part="read-only">
          {t`Only an Office Administrator can change these settings; you see them read-only.`}
        </p>
      )}
      {loaded.status === 'loading' && (
        <p className="muted" role="status" part="loading">
          <sl-spinner /> {t`Loading settings…`}
        </p>
      )}
      {loaded.status === 'error' && (
        <div className="unavailable">
          <Notice variant="danger" part="error">
            {t`The settings could not be read: ${errorText(loaded.error, i18n)}`}
          </Notice>
          <button type="button" onClick={retry}>{t`Try again`}</button>
        </div>
      )}
      {loaded.status === 'ready' &&
        [...sections, modulesSection].map((section) => (
          <SettingsForm
            key={section.id}
            id={section.id}
            title={section.title}
            intro={section.intro}
            fields={section.fields}
            initial={loaded.data!}
            canWrite={canWrite}
            save={(changes) => saveSection(section, changes)}
          />
        ))}
      {/* Reads its own endpoint alongside the properties. */}
      <BusinessCentralSection canWrite={canWrite} />
      <LogoSection canWrite={canWrite} />
    </div>
  );
}
