import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { ShellLayout } from './shell-layout';

/**
 * The shell with what only signed-in pages use: the query client and modal confirmations. Both come
 * with the shell's chunk, so the landing and sign-in pages download neither.
 */
export function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <ShellLayout />
      </ModalsProvider>
    </QueryClientProvider>
  );
}
