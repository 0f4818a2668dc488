import { cloneElement, useRef, useState, type ReactElement, type Ref } from 'react';
import { lazyComponent } from '../../lib/lazy-component';

const HintTooltip = lazyComponent('HintTooltip', () => import('./hint-tooltip').then((m) => m.HintTooltip));

interface HintProps {
  /** What the tooltip says. */
  label: string;
  /** The element hovered: it must take a ref and mouse handlers (a Mantine component or a DOM element). */
  children: ReactElement<{ ref?: Ref<HTMLElement>; onMouseEnter?: () => void; onMouseLeave?: () => void }>;
}

/**
 * A hover tooltip whose Mantine Tooltip mounts only once the pointer first reaches its element. A Tooltip sets up its
 * floating position, interactions and effects when it mounts: a list of seven tiles held 70 of them, a third of the
 * time it took to show the list on a phone (docs/performance.md). The element keeps its place in the tree either
 * way (the tooltip points at it), so hovering it does not rebuild it under the pointer. The Tooltip's code comes with
 * the first hover too.
 */
export function Hint({ label, children }: HintProps) {
  const target = useRef<HTMLElement>(null);
  // null until first hovered: no Tooltip at all until then.
  const [opened, setOpened] = useState<boolean | null>(null);
  return (
    <>
      {cloneElement(children, {
        ref: target,
        // The element's own handlers, if it has any, still run.
        onMouseEnter: () => {
          children.props.onMouseEnter?.();
          setOpened(true);
        },
        onMouseLeave: () => {
          children.props.onMouseLeave?.();
          setOpened(false);
        },
      })}
      {opened !== null && <HintTooltip label={label} target={target} opened={opened} />}
    </>
  );
}
