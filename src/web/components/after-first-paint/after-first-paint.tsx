import { useEffect, useState, type ReactNode } from 'react';

// Parts waiting to be drawn, first asked first drawn, one a task, starting once the browser has painted what was drawn
// at once: a record page's heading and first sections show without waiting for the dozen below them, their charts and
// the code those load.
const waiting: (() => void)[] = [];

// While parts wait, the page says so (`data-drawing` on the body): what is not on screen yet may still come, which a
// test checking that something is absent waits out.
const marked = () => {
  if (waiting.length > 0) document.body.dataset.drawing = 'true';
  else delete document.body.dataset.drawing;
};

function drawNext() {
  setTimeout(() => {
    waiting.shift()?.();
    if (waiting.length > 0) drawNext();
    // Cleared once the last part's render has been committed, in a task after its own.
    else setTimeout(marked);
  });
}

function ask(draw: () => void) {
  waiting.push(draw);
  marked();
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
