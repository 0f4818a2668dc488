import { version } from '../../../package.json';
import { Link } from './link.js';
import { pairScreen } from './pairing.js';
import { playBuffer } from './play-buffer.js';
import { Player } from './player.js';
import './player.css';
import { credential, forgetDisplay } from './store.js';

/**
 * The signage player at /player (docs/signage-player.md): pairs the screen, then plays its manifest, also without the
 * server. A page of its own, apart from the console's bundle, so that a small screen loads little.
 */
const root = document.getElementById('player')!;
const stage = document.createElement('div');
stage.className = 'stage orientation-0';
stage.dataset.testid = 'player-stage';
const offlineMark = document.createElement('div');
offlineMark.className = 'offline-mark';
offlineMark.dataset.testid = 'player-offline-mark';
root.replaceChildren(stage, offlineMark);

const now = () => Date.now();
let player: Player | null = null;
const link = new Link(now, (up, downSince) => {
  document.body.dataset.link = up ? 'up' : 'down';
  if (up) player?.reconnected(downSince);
});
document.body.dataset.link = 'up';

/** The service worker keeps the page, its scripts and the media for playing without the server (sw.ts). */
async function registerWorker() {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/player/sw.js', { scope: '/player', type: 'module' });
  } catch (error) {
    console.error('The player could not install its service worker', error);
  }
}

async function main() {
  void registerWorker();
  for (;;) {
    const held = credential.get() ?? (await pairScreen(stage, link, now));
    credential.set(held);
    document.body.dataset.paired = 'yes';
    player = new Player(stage, held, link, now, version);
    await player.run();
    // The server no longer knows this screen: forget it and show a new code.
    player = null;
    document.body.dataset.paired = 'no';
    await forgetDisplay();
    await playBuffer.clear();
  }
}

void main();
