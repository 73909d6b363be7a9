import { Trans, useLingui } from '@lingui/react/macro';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { MonthGrid } from '../../modules/template/components/MonthGrid.tsx';
import { ValidationDemo } from '../../modules/template/components/ValidationDemo.tsx';
import { templatePageTitle } from '../../modules/template/utils/templatePageTitle.ts';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';

/**
 * Spec 2.11: the admin template's demo pages, reachable behind sign-in in the content
 * layout. They say plainly that they are template material; the two that need no data
 * (calendar, forms) show a working sample, the others no invented data at all.
 */
export default function TemplateDemoPage({ route }: PageProps) {
  const { i18n } = useLingui();
  const title = i18n._(templatePageTitle(route.path));
  return (
    <MessagePanel eyebrow={<Trans>Template demo</Trans>} heading={title}>
      <p data-testid="template-note">
        <Trans>
          This page comes from the admin template the suite was built on. It is template material, not part of the product, and shows no
          business data.
        </Trans>
      </p>
      {route.path.startsWith('/apps/calendar') ? <MonthGrid /> : null}
      {route.path.startsWith('/forms/') ? <ValidationDemo /> : null}
    </MessagePanel>
  );
}
