import { createContext, useContext } from 'react';

/** What the shell around a page offers it: the list's create action and the tenant's home. */
export interface ShellView {
  /**
   * The selected list's create action when the caller may create there (docs/product/platform.md §2.6, §6); null
   * elsewhere.
   */
  createAction: { label: string; to: string } | null;
  /** The tenant's home inside the console; null outside a tenant. */
  home: string | null;
}

export const ShellViewContext = createContext<ShellView>({ createAction: null, home: null });

/** The shell's offers to the page on screen (none outside a shell). */
export const useShellView = () => useContext(ShellViewContext);
