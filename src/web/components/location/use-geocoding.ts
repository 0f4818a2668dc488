import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { addressOf, GEOCODE_FAILED_MESSAGE, reverseGeocode, withAddress, withPoint, type AddressDraft } from './address';

/** The server's 503 message when no geocoder is configured (docs/api.md); a busy 503 is a failure like any other. */
export const GEOCODER_NOT_CONFIGURED = 'No location service is configured.';

/** The notice to show when `error` says no geocoder is configured (a form cannot fill an address then); else null. */
export const geocoderNotice = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 503 && error.message === GEOCODER_NOT_CONFIGURED ? error.message : null;

/**
 * Setting the point clears the address and refills it by reverse geocoding (docs/product/platform.md §4); while one
 * look-up runs, further points are refused. When nothing can refill it — no geocoder configured (503,
 * said in the section) or a failed look-up — the typed address comes back, so a click never loses it;
 * once the server has said it has no geocoder, later points move without clearing anything.
 */
export function useGeocoding<D extends AddressDraft>(setDraft: (update: (d: D) => D) => void) {
  const [looking, setLooking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const running = useRef(false);

  /** Sets the point at `lat`, `lon`; `current` is the form's address as it stands before the pick. */
  async function pick(lat: number, lon: number, current: AddressDraft) {
    if (running.current) return;
    if (notice) return setDraft((d) => ({ ...withPoint(d, lat, lon), ...addressOf(d) }));
    running.current = true;
    setLooking(true);
    setDraft((d) => withPoint(d, lat, lon));
    try {
      const reply = await reverseGeocode(lat, lon);
      setDraft((d) => withAddress(d, reply));
      setNotice(null);
    } catch (e) {
      setDraft((d) => ({ ...d, ...addressOf(current) }));
      const unavailable = geocoderNotice(e);
      if (unavailable) setNotice(unavailable);
      else notify.error(GEOCODE_FAILED_MESSAGE);
    } finally {
      running.current = false;
      setLooking(false);
    }
  }

  return { looking, notice, pick };
}
