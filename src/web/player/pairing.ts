import { createPairing, type Pairing, pairingState } from './api.js';
import type { Link } from './link.js';
import { pause, showText } from './stage.js';
import { pendingPairing } from './store.js';

/** The page asks whether its code was claimed this often (docs/signage-player.md "Pairing"). */
const POLL_MS = 2_000;

function showCode(stage: HTMLElement, pairing: Pairing | null) {
  showText(stage, [
    { text: pairing ? pairing.code : '······', className: 'pairing-code', testId: 'pairing-code' },
    { text: 'Enter this code as the Device ID of a display in SDM Console.', className: 'hint' },
    { text: pairing ? '' : 'Waiting for the server…', className: 'hint', testId: 'pairing-status' },
  ]);
}

/**
 * Shows a pairing code until staff claim it, then answers the player's credential. A code the server no longer knows
 * (expired: it says so with a 404, whatever the screen's clock says) is replaced by a new one; while the server cannot
 * be reached the page backs off and keeps the code it has.
 */
export async function pairScreen(stage: HTMLElement, link: Link, now: () => number): Promise<string> {
  let pairing = pendingPairing.get();
  showCode(stage, pairing);
  for (;;) {
    if (!pairing) {
      pairing = (await link.attempt(createPairing)) ?? null;
      pendingPairing.set(pairing);
      showCode(stage, pairing);
      if (!pairing) {
        await pause(Math.max(POLL_MS, link.wait(now())));
        continue;
      }
    }
    const current: Pairing = pairing;
    const state = await link.attempt(() => pairingState(current));
    if (state?.status === 'claimed') {
      pendingPairing.set(null);
      return state.credential;
    }
    if (state?.status === 'gone') {
      pairing = null;
      continue;
    }
    await pause(link.wait(now() + POLL_MS));
  }
}
