import { createElement, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $router } from '../../routing/states/$router.ts';
import { dispatchPreloadError } from '../../routing/utils/dispatchPreloadError.ts';
import { useElementEvent } from '../../ui/hooks/useElementEvent.ts';
import { $shellPanel, type ShellPanel } from '../states/$shellPanel.ts';

type PanelPlaceProps = { tag: string; panel: ShellPanel };

/** One of the shell's side-panel elements, open while the shell says so; closing from inside clears the shell's state. */
function PanelPlace({ tag, panel }: PanelPlaceProps) {
  const ref = useRef<HTMLElement>(null);
  const open = useStore($shellPanel) === panel;

  useElementEvent(ref, 'si-close', () => {
    if ($shellPanel.get() === panel) $shellPanel.set(null);
  });
  // A card of the switcher: route inside the suite instead of reloading the page.
  useElementEvent<CustomEvent<{ href: string }>>(ref, 'si-navigate', (event) => {
    event.preventDefault();
    $shellPanel.set(null);
    $router.open(event.detail.href);
  });

  // createElement: the tag's TSX typing comes with the element; its `open` property toggles the attribute.
  return createElement(tag, { ref, open: open || undefined, 'data-testid': tag });
}

/** The settings panel, the application switcher, the profile drawer and the back-to-top button of every staff page. */
export function ShellPanels() {
  // The four elements load after the shell has painted, apart from the pages' elements; their tags upgrade then.
  useEffect(() => {
    Promise.all([
      import('@si/elements/shell/settings-panel/settings-panel'),
      import('@si/elements/shell/app-switcher/app-switcher'),
      import('@si/elements/shell/profile-drawer/profile-drawer'),
      import('@si/elements/shell/back-to-top/back-to-top'),
    ]).catch((error: unknown) => dispatchPreloadError(error));
  }, []);
  return (
    <>
      <PanelPlace tag="si-settings-panel" panel="settings" />
      <PanelPlace tag="si-app-switcher" panel="apps" />
      <PanelPlace tag="si-profile-drawer" panel="profile" />
      {createElement('si-back-to-top')}
    </>
  );
}
