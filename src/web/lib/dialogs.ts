import { modals } from '@mantine/modals';

/**
 * The console's dialogs (confirmations, alerts) open through Mantine's `modals`, which the shell's modal host answers.
 * The host, Mantine's ModalsProvider with the Modal, focus trap, overlay and scroll lock under it (~35 KB gzipped), is
 * drawn only once a first dialog is asked for, so that no page's first load carries it (app/shell/modal-host.tsx).
 */
let wanted = false;
const watchers = new Set<() => void>();
let listening: () => void = () => undefined;
const hostListening = new Promise<void>((resolve) => {
  listening = resolve;
});

/** Mantine's `modals`, once the shell's host listens for them (at once after the first time). */
export function dialogs(): Promise<typeof modals> {
  if (!wanted) {
    wanted = true;
    for (const watch of watchers) watch();
  }
  return hostListening.then(() => modals);
}

/** For the shell's host: whether a dialog has been asked for, its changes, and the call saying it listens. */
export const dialogHost = {
  wanted: () => wanted,
  subscribe(watch: () => void) {
    watchers.add(watch);
    return () => void watchers.delete(watch);
  },
  listening: () => listening(),
};
