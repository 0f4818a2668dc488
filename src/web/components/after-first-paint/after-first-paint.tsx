import { useEffect, useState, type ReactNode } from 'react';

// Parts waiting to be drawn, first asked first drawn, one a task, starting once the browser has painted what was drawn
// at once: a record page's heading and first sections show without waiting for the dozen below them, their charts and
// the code those load.
const waiting: (() => void)[] = [];

function drawNext() {
  setTimeout(() => {
    waiting.shift()?.();
    if (waiting.length > 0) drawNext();
  });
}

function ask(draw: () => void) {
  waiting.push(draw);
  // The frame after this one has been painted: a timer set inside an animation frame runs after its paint.
  if (waiting.length === 1) requestAnimationFrame(drawNext);
}

/** Draws `children` at once when `now`, else after the first paint, in a task of its own after those asked before it. */
export function AfterFirstPaint({ now, children }: { now: boolean; children: ReactNode }) {
  const [drawn, setDrawn] = useState(now);
  useEffect(() => {
    if (drawn) return;
    let live = true;
    ask(() => live && setDrawn(true));
    return () => {
      live = false;
    };
  }, [drawn]);
  return drawn ? children : null;
}
