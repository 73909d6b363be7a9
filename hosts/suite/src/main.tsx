import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { $loggedIn } from '@si/core';
import { loadCurrentUser } from '@si/core/account';
import { App } from './modules/app/components/App.tsx';
import { registerSuiteCatalogs } from './modules/i18n/utils/registerSuiteCatalogs.ts';
import './styles.css';

registerSuiteCatalogs();

// A stored user may be stale (another tab, an admin's edit); refresh it once per load.
if ($loggedIn.get()) void loadCurrentUser();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
