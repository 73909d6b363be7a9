import { Trans, useLingui } from '@lingui/react/macro';
import { MODULE_NAMES } from '@si/core/module-names';
import { workspaceChoices } from '../../modules/signup/utils/workspaceChoices.ts';
import { MessagePanel } from '../../modules/ui/components/MessagePanel.tsx';

/** /public/get-started/select-workspace: after sign-up, pick the module to open. */
export default function SelectWorkspacePage() {
  const { i18n, t } = useLingui();
  return (
    <MessagePanel heading={<Trans>Choose where to start</Trans>}>
      <p>
        <Trans>Your organization is ready. Open a module; you can switch at any time.</Trans>
      </p>
      <nav aria-label={t`Modules`}>
        <ul className="si-choices">
          {workspaceChoices.map(({ module, path }) => (
            <li key={module}>
              <a className="si-choice" href={path}>
                {i18n._(MODULE_NAMES[module])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </MessagePanel>
  );
}
