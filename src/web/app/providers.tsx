import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { createTheme, darken, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { snackbarsWanted, subscribeSnackbars } from '../lib/notify';
import { withConsoleStyles } from '../lib/console-styles';

// Shade 8 of blue and gray 7 for dimmed text: white on the primary colour and dimmed text on white reach
// WCAG AA contrast (4.5:1); Mantine's defaults (shade 6, gray 6) give 3.6:1 and 3.3:1. Filled badges and buttons
// of lighter colours (green, teal, orange, cyan at shade 8: white gives them 3.4–4.2:1) write in black instead:
// auto contrast with a luminance threshold below theirs and above the shades that keep white (blue, red, gray).
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  autoContrast: true,
  luminanceThreshold: 0.19,
});
// Light badges and alerts write in shade 9 on shade 1; for the lighter colours that is 3.8:1 at best, so their
// text is a fifth darker (5:1 and more).
const LIGHT_TEXT_DARKENED = ['green', 'teal', 'lime', 'yellow', 'orange', 'cyan'];
const contrastVariables: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(LIGHT_TEXT_DARKENED.map((c) => [`--mantine-color-${c}-light-color`, darken(t.colors[c][9], 0.2)])),
  },
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
