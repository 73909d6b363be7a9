import { createRoot, type Root } from 'react-dom/client';
import { App } from '../modules/app/components/App.tsx';
import { registerSuiteCatalogs } from '../modules/i18n/utils/registerSuiteCatalogs.ts';
import { $router } from '../modules/routing/states/$router.ts';
// The page's own styles, as main.tsx loads them, so sizes and positions are the real ones.
import '../styles.css';

registerSuiteCatalogs();

// The test page's own address, put back after each test so the runner is not confused.
const RUNNER_URL = location.pathname + location.search;

export type RenderedApp = { container: HTMLElement; unmount(): void };

/** Opens a path in the router (pushing it into history) and renders the whole suite. */
export function renderApp(path: string): RenderedApp {
  $router.open(path);
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  root.render(<App />);
  return {
    container,
    unmount() {
      root.unmount();
      container.remove();
      history.replaceState(null, '', RUNNER_URL);
    },
  };
}

/** The path the suite shows now (after any guard redirect). */
export function currentPath(): string {
  return location.pathname;
}
