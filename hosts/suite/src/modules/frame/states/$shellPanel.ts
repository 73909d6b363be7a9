import { atom } from 'nanostores';

/** The side panel the staff shell shows: the settings panel, the application switcher or the profile drawer (one at a time). */
export type ShellPanel = 'settings' | 'apps' | 'profile';

export const $shellPanel = atom<ShellPanel | null>(null);

export function toggleShellPanel(panel: ShellPanel): void {
  $shellPanel.set($shellPanel.get() === panel ? null : panel);
}
