import type { PlayerMedia } from '../../domain/signage/player/manifest.js';

/** How a shown item ended: ran its course, cut short, or could not be shown at all (no play is recorded then). */
export type Outcome = 'completed' | 'skipped' | 'failed';

/** A video that makes no progress for this long is given up (a broken file, a decoder that hangs). */
const STALL_MS = 15_000;

/** Resolves after `ms`, or at once when `signal` aborts. */
export const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Holds the screen for `seconds` (at least one): completed unless aborted first. */
async function hold(seconds: number, signal: AbortSignal): Promise<Outcome> {
  await pause(Math.max(1, seconds) * 1000, signal);
  return signal.aborted ? 'skipped' : 'completed';
}

function mark(el: HTMLElement, media: PlayerMedia): void {
  el.dataset.mediaId = media.mediaId;
  el.dataset.kind = media.kind;
}

/** Resolves once the element loaded (true) or failed (false). */
const loaded = (el: HTMLElement, ok: string, failed = 'error') =>
  new Promise<boolean>((resolve) => {
    el.addEventListener(ok, () => resolve(true), { once: true });
    el.addEventListener(failed, () => resolve(false), { once: true });
  });

async function showImage(stage: HTMLElement, media: PlayerMedia, signal: AbortSignal): Promise<Outcome> {
  const img = document.createElement('img');
  img.alt = media.name;
  mark(img, media);
  const ready = loaded(img, 'load');
  img.src = media.url;
  if (!(await ready)) return 'failed';
  stage.replaceChildren(img);
  return hold(media.duration, signal);
}

/** Videos play muted (browsers let only muted videos start by themselves) to their end. */
function showVideo(stage: HTMLElement, media: PlayerMedia, signal: AbortSignal): Promise<Outcome> {
  const video = document.createElement('video');
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  video.preload = 'auto';
  mark(video, media);
  return new Promise<Outcome>((resolve) => {
    let started = false;
    let lastProgress = Date.now();
    const watchdog = setInterval(() => {
      if (Date.now() - lastProgress > STALL_MS) finish(started ? 'skipped' : 'failed');
    }, 1000);
    function finish(outcome: Outcome) {
      clearInterval(watchdog);
      signal.removeEventListener('abort', onAbort);
      video.pause();
      resolve(outcome);
    }
    const onAbort = () => finish(started ? 'skipped' : 'failed');
    signal.addEventListener('abort', onAbort, { once: true });
    video.addEventListener('timeupdate', () => {
      started ||= video.currentTime > 0;
      lastProgress = Date.now();
    });
    video.addEventListener('playing', () => (lastProgress = Date.now()));
    video.addEventListener('ended', () => finish('completed'), { once: true });
    video.addEventListener('error', () => finish(started ? 'skipped' : 'failed'), { once: true });
    video.src = media.url;
    stage.replaceChildren(video);
    void video.play().catch(() => undefined);
  });
}

/** HTML runs in a sandboxed frame: its scripts, nothing of the player's origin (the file's own policy says the same). */
async function showHtml(stage: HTMLElement, media: PlayerMedia, signal: AbortSignal): Promise<Outcome> {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.title = media.name;
  mark(frame, media);
  frame.src = media.url;
  stage.replaceChildren(frame);
  return hold(media.duration, signal);
}

/** A PDF is framed from a blob of its cached bytes: the file's own answer forbids the viewer (a sandboxed document). */
async function showPdf(stage: HTMLElement, media: PlayerMedia, signal: AbortSignal): Promise<Outcome> {
  const res = await fetch(media.url).catch(() => null);
  if (!res?.ok) return 'failed';
  const url = URL.createObjectURL(new Blob([await res.arrayBuffer()], { type: 'application/pdf' }));
  try {
    const frame = document.createElement('iframe');
    frame.title = media.name;
    mark(frame, media);
    frame.src = `${url}#toolbar=0&navpanes=0&view=Fit`;
    stage.replaceChildren(frame);
    return await hold(media.duration, signal);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A ticker's text crosses the screen once in its duration. */
async function showTicker(stage: HTMLElement, media: PlayerMedia, signal: AbortSignal): Promise<Outcome> {
  const res = await fetch(media.url).catch(() => null);
  if (!res?.ok) return 'failed';
  const text = (await res.text()).replace(/\s+/g, ' ').trim();
  const box = document.createElement('div');
  box.className = 'ticker';
  mark(box, media);
  const line = document.createElement('span');
  line.textContent = text;
  line.style.animationDuration = `${Math.max(1, media.duration)}s`;
  box.append(line);
  stage.replaceChildren(box);
  return hold(media.duration, signal);
}

const SHOW: Partial<Record<PlayerMedia['kind'], (stage: HTMLElement, media: PlayerMedia, signal: AbortSignal) => Promise<Outcome>>> = {
  IMAGE: showImage,
  VIDEO: showVideo,
  PDF: showPdf,
  HTML: showHtml,
  TICKER: showTicker,
};

/** Shows one media item on the stage until it ends or `signal` aborts; kinds a screen cannot show (CANVA, UNKNOWN) fail. */
export function showMedia(stage: HTMLElement, media: PlayerMedia, signal: AbortSignal): Promise<Outcome> {
  const show = SHOW[media.kind];
  return show ? show(stage, media, signal) : Promise.resolve('failed');
}

/** A full-screen text: the pairing code, the override's message, or why nothing plays. */
export function showText(stage: HTMLElement, lines: { text: string; className?: string; testId?: string }[], className = ''): void {
  const box = document.createElement('div');
  box.className = `screen-message ${className}`.trim();
  for (const line of lines) {
    const p = document.createElement('div');
    p.textContent = line.text;
    if (line.className) p.className = line.className;
    if (line.testId) p.dataset.testid = line.testId;
    box.append(p);
  }
  stage.replaceChildren(box);
}
