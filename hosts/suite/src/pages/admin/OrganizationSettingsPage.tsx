import '@si/elements/settings/organization-settings/organization-settings';
import { Suspense } from 'react';
import type { ModuleId } from '@si/contract/modules';
import { payablesSettings } from '../../modules/payables/routes.ts';
import { salesSettings } from '../../modules/sales/routes.ts';
import { lendingSettings } from '../../modules/lending/routes.ts';
import type { ElementPage as Placed } from '../../modules/routing/utils/ElementPage.ts';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import ElementPage from '../ElementPage.tsx';

/** A module's own settings, shown under the organization's on that module's page (loaded only there). */
const MODULE_SETTINGS: Partial<Record<ModuleId, Placed>> = { payables: payablesSettings, sales: salesSettings, lending: lendingSettings };

/**
 * /{prefix}/organization/setting: the organization's settings (the element does the work, on the
 * signed-in session), followed on payables' page by accounts payable's own settings and on the
 * sales pipeline's by its own (the lead form, lead assignment, loan products), and on the
 * lender's by its own (rating scale, warning margin, decision and draw amounts, formulas).
 */
export default function OrganizationSettingsPage({ route, params, search }: PageProps) {
  const own = route.module ? MODULE_SETTINGS[route.module] : undefined;
  return (
    <>
      <si-organization-settings />
      {own && (
        <Suspense fallback={null}>
          <ElementPage route={{ ...route, element: own }} params={params} search={search} />
        </Suspense>
      )}
    </>
  );
}
