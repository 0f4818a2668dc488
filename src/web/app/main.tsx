import './first-load.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';

const RELOADED = 'sdm-console.reloaded-for';

// Areas load as chunks on first visit. After a release the old build's chunks are gone: a page still
// running the old build reloads once to get the new one, rather than failing to open an area.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem(RELOADED) === location.pathname) return;
  sessionStorage.setItem(RELOADED, location.pathname);
  event.preventDefault();
  location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
