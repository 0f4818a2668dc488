import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { pageShortcut } from '../../../domain/sections/section-state';

/** The last fold-all / unfold-all order given on the page; `n` makes repeated orders distinct. */
export interface FoldOrder {
  expanded: boolean;
  n: number;
}

interface GroupOrders {
  fold: FoldOrder | null;
  /** Counts "edit every section" orders (a type mutation enables editing of all groups, spec §4). */
  editAll: number;
  requestEditAll(): void;
}

// Mantine keeps some listboxes mounted while hidden: only a visible one counts.
const openPopup = () => [...document.querySelectorAll('[role="dialog"],[role="listbox"]')].some((el) => el.checkVisibility());

const GroupContext = createContext<GroupOrders>({ fold: null, editAll: 0, requestEditAll: () => {} });

export const useSectionGroup = () => useContext(GroupContext);

/**
 * Holds a page's sections and its keyboard shortcuts (spec §2.7): Escape closes the page, F9 folds
 * every section, F10 unfolds them.
 */
export function SectionGroup({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const [order, setOrder] = useState<FoldOrder | null>(null);
  const [editAll, setEditAll] = useState(0);
  const orders = useMemo(() => ({ fold: order, editAll, requestEditAll: () => setEditAll((n) => n + 1) }), [order, editAll]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = pageShortcut(event.key);
      if (!action) return;
      // Escape inside an open menu or dialog belongs to that widget.
      if (action === 'close' && (event.defaultPrevented || openPopup())) return;
      event.preventDefault();
      if (action === 'close') onClose();
      else setOrder((o) => ({ expanded: action === 'unfoldAll', n: (o?.n ?? 0) + 1 }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return <GroupContext.Provider value={orders}>{children}</GroupContext.Provider>;
}
