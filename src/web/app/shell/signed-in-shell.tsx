import { useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { dialogHost } from '../../lib/dialogs';
import { lazyComponent } from '../../lib/lazy-component';
import { queryClient } from '../../lib/query-client';
import { ShellLayout } from './shell-layout';

const ModalProvider = lazyComponent('ModalProvider', () => import('./modal-provider').then((m) => m.ModalProvider));

/** The dialogs' provider, drawn from the first dialog asked for on (lib/dialogs.ts). */
function ModalHost() {
  const wanted = useSyncExternalStore(dialogHost.subscribe, dialogHost.wanted);
  return wanted ? <ModalProvider /> : null;
}

/**
 * The shell with what only signed-in pages use: the query client and modal confirmations. Both come
 * with the shell, so the landing and sign-in pages download neither; the dialogs' code comes with a first dialog.
 */
export function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellLayout />
      <ModalHost />
    </QueryClientProvider>
  );
}
