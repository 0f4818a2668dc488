import { Center } from '@mantine/core';
import { Outlet, useLoaderData } from 'react-router';
import type { ReadyShell } from '../guards/shell-loaders';
import { SignedInShell } from './signed-in-shell';

/** The not-found and not-permitted pages: inside the tenant's shell when reached from its console, alone otherwise. */
export function StatusLayout() {
  const shell = useLoaderData() as ReadyShell | null;
  if (shell) return <SignedInShell />;
  return (
    <Center mih="100vh">
      <Outlet />
    </Center>
  );
}
