import { notifications } from '@mantine/notifications';

export type SnackbarStyle = 'success' | 'warning' | 'error' | 'info';

const COLOURS: Record<SnackbarStyle, string> = { success: 'green', warning: 'orange', error: 'red', info: 'blue' };
const TITLES: Record<SnackbarStyle, string> = { success: 'Success', warning: 'Warning', error: 'Error', info: 'Information' };

/** The snackbar of spec §2.7: shown at the top for 4000 ms in one of four styles. */
export function snackbar(message: string, style: SnackbarStyle = 'info'): string {
  return notifications.show({
    message,
    title: TITLES[style],
    color: COLOURS[style],
    position: 'top-center',
    autoClose: 4000,
    withCloseButton: true,
    'data-testid': `snackbar-${style}`,
  });
}

export const notify = {
  success: (message: string) => snackbar(message, 'success'),
  warning: (message: string) => snackbar(message, 'warning'),
  error: (message: string) => snackbar(message, 'error'),
  info: (message: string) => snackbar(message, 'info'),
};
