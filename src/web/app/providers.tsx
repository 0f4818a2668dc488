import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { createTheme, MantineProvider } from '@mantine/core';
import { snackbarsWanted, subscribeSnackbars } from '../lib/notify';

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'sm' });
const Snackbars = lazy(() => import('./snackbars'));

function SnackbarOutlet() {
  const wanted = useSyncExternalStore(subscribeSnackbars, snackbarsWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Snackbars />
    </Suspense>
  ) : null;
}

/** Theme and snackbars around the app (the query client and modals come with the signed-in shell, app/shell/signed-in-shell.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <SnackbarOutlet />
      {children}
    </MantineProvider>
  );
}
