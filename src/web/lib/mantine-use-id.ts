import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' `useId` in the production build (vite.config.ts). Mantine's starts with React's id and
 * then, in a layout effect after every mount, replaces it with a random one: each component that names an element
 * (every input, checkbox, popover, menu) renders twice on mount, the second time as a cascading update before paint.
 * React's id is unique and stable on its own (React 18 and later), so this one is kept.
 */
export function useId(staticId?: string): string {
  const id = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
