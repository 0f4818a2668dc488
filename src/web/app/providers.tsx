import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { snackbarsWanted, subscribeSnackbars } from '../lib/notify';
import { withConsoleStyles } from '../lib/console-styles';

// Shade 8 of blue and gray 7 for dimmed text: white on the primary colour and dimmed text on white reach
// WCAG AA contrast (4.5:1); Mantine's defaults (shade 6, gray 6) give 3.6:1 and 3.3:1.
const theme = createTheme({ primaryColor: 'blue', primaryShade: { light: 8, dark: 8 }, defaultRadius: 'sm' });
const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
const Snackbars = lazy(withConsoleStyles(() => import('./snackbars')));

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
    <MantineProvider theme={theme} cssVariablesResolver={contrastVariables} defaultColorScheme="light">
      <SnackbarOutlet />
      {children}
    </MantineProvider>
  );
}
