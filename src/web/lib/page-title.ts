import { useEffect } from 'react';

export const APP_NAME = 'SDM Console';

/** The browser tab's title: page · workspace, project or tenant name · SDM Console (blanks left out). */
export const titleOf = (page?: string, scope?: string): string => [page, scope, APP_NAME].filter(Boolean).join(' · ');

/** A menu label as a page name: words in capitals become capitalised, others stay ('IoT DEVICES' → 'IoT Devices'). */
export const pageNameOf = (label: string): string =>
  label
    .split(' ')
    .map((w) => (w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w))
    .join(' ');

interface TitleParts {
  /** The shell's scope (its workspace, project or tenant name) and its page (the selected menu item). */
  scope?: string;
  page?: string;
  /** What the page on screen calls itself (a record's name), over the shell's page name. */
  own?: string;
}

const parts: TitleParts = {};

/** Sets some parts of the tab's title; the title is written at once. */
export function setTitleParts(patch: Partial<TitleParts>): void {
  Object.assign(parts, patch);
  document.title = titleOf(parts.own ?? parts.page, parts.scope);
}

// Which page set the tab's own name last: only it takes the name away again.
let owner: object | null = null;

/**
 * The page on screen names the tab (a record's name, 'Page not found') while it is shown; undefined (a
 * record still loading) leaves the name to the shell or to what the page shows instead.
 */
export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    if (name === undefined) return;
    const token = {};
    owner = token;
    setTitleParts({ own: name });
    return () => {
      if (owner !== token) return;
      owner = null;
      setTitleParts({ own: undefined });
    };
  }, [name]);
}
