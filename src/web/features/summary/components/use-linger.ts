import { useEffect, useState } from 'react';

/**
 * True while `active`, and for `ms` after it ends (docs/product/platform.md §2.8: the spinner hides 500 ms after data
 * arrives).
 */
export function useLinger(active: boolean, ms = 500): boolean {
  const [lingering, setLingering] = useState(active);
  useEffect(() => {
    if (active) {
      setLingering(true);
      return;
    }
    const timer = setTimeout(() => setLingering(false), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active || lingering;
}
