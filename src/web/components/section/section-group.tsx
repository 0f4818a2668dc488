import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pageShortcut } from '../../../domain/sections/section-state';

/** The last fold-all / unfold-all order given on the page; `n` makes repeated orders distinct. */
export interface FoldOrder {
  expanded: boolean;
  n: number;
}

interface PageOrders {
  fold: FoldOrder | null;
  /**
   * Counts "edit every section" orders (a type mutation enables editing of all sections, docs/product/platform.md §4).
   */
  editAll: number;
  requestEditAll(): void;
  /** A widget's problem that no draft field shows (a repeated property name), by section; null clears it. */
  reportProblem(section: string, key: string, message: string | null): void;
  /** The first problem of a section, or of the whole page when no section is named. */
  problemOf(section?: string): string | null;
}

/**
 * A popup that takes Escape for itself: a select's list, a date picker, a menu or a dialog. Mantine keeps
 * some of them mounted while hidden, and portals them outside the page's content: only a visible one
 * outside it counts (a list drawn inside a section, such as the anchor targets, is part of the page).
 */
const openPopup = () =>
  [...document.querySelectorAll('[role="dialog"],[role="listbox"],[role="menu"]')].some((el) => el.checkVisibility() && !el.closest('main'));
const expanded = (target: EventTarget | null) => target instanceof Element && target.getAttribute('aria-expanded') === 'true';

const GroupContext = createContext<PageOrders>({
  fold: null,
  editAll: 0,
  requestEditAll: () => {},
  reportProblem: () => {},
  problemOf: () => null,
});

export const useSectionGroup = () => useContext(GroupContext);

/**
 * Holds a page's sections and its keyboard shortcuts (docs/product/platform.md §2.7): Escape closes the page, F9 folds
 * every section, F10 unfolds them.
 */
export function SectionGroup({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const [order, setOrder] = useState<FoldOrder | null>(null);
  const [editAll, setEditAll] = useState(0);
  const problems = useRef(new Map<string, Map<string, string>>());
  // Bumped when a problem comes or goes: Save and Create are disabled while one stands, so they must hear of it.
  const [problemsSeen, setProblemsSeen] = useState(0);
  const close = useRef(onClose);
  close.current = onClose;

  const orders = useMemo<PageOrders>(
    () => ({
      fold: order,
      editAll,
      requestEditAll: () => setEditAll((n) => n + 1),
      reportProblem(section, key, message) {
        const of = problems.current.get(section) ?? new Map<string, string>();
        if ((of.get(key) ?? null) === message) return;
        if (message) of.set(key, message);
        else of.delete(key);
        problems.current.set(section, of);
        setProblemsSeen((n) => n + 1);
      },
      problemOf(section) {
        const lists = section === undefined ? [...problems.current.values()] : [problems.current.get(section) ?? new Map<string, string>()];
        return lists.flatMap((m) => [...m.values()])[0] ?? null;
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- problemsSeen stands for the problems map, read through its ref
    [order, editAll, problemsSeen],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = pageShortcut(event.key);
      if (!action) return;
      // This runs in the capture phase, before any widget: an open popup is still open here, so the
      // Escape is left to it (it closes itself) instead of closing the page and its draft.
      if (action === 'close' && (openPopup() || expanded(event.target))) return;
      event.preventDefault();
      if (action === 'close') close.current();
      else setOrder((o) => ({ expanded: action === 'unfoldAll', n: (o?.n ?? 0) + 1 }));
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return <GroupContext.Provider value={orders}>{children}</GroupContext.Provider>;
}
