type Notifications = (typeof import('@mantine/notifications'))['notifications'];

export type SnackbarStyle = 'success' | 'warning' | 'error' | 'info';

const COLOURS: Record<SnackbarStyle, string> = { success: 'green', warning: 'orange', error: 'red', info: 'blue' };
const TITLES: Record<SnackbarStyle, string> = { success: 'Success', warning: 'Warning', error: 'Error', info: 'Information' };

// The snackbar library (and its outlet, app/snackbars.tsx) loads with the first snackbar, not with the first page.
let library: Notifications | undefined;
let loading: Promise<Notifications> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function withLibrary(show: (notifications: Notifications) => void): void {
  if (library) return show(library);
  loading ??= import('@mantine/notifications').then((m) => (library = m.notifications));
  void loading.then(show);
}

/** Whether a snackbar was ever asked for (the outlet mounts from then on). */
export const snackbarsWanted = () => wanted;
export function subscribeSnackbars(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let count = 0;

/**
 * The snackbar of docs/product/platform.md §2.7: shown at the top for 4000 ms in one of four styles; answers its id.
 */
export function snackbar(message: string, style: SnackbarStyle = 'info'): string {
  const id = `snackbar-${++count}`;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  withLibrary((notifications) =>
    notifications.show({
      id,
      message,
      title: TITLES[style],
      color: COLOURS[style],
      position: 'top-center',
      autoClose: 4000,
      withCloseButton: true,
      'data-testid': `snackbar-${style}`,
    }),
  );
  return id;
}

export const notify = {
  success: (message: string) => snackbar(message, 'success'),
  warning: (message: string) => snackbar(message, 'warning'),
  error: (message: string) => snackbar(message, 'error'),
  info: (message: string) => snackbar(message, 'info'),
};
