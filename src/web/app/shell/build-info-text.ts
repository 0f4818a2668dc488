import type { BuildInfo } from '../../../domain/ops/build-info';

/** The footer's build line: `v{version} · {revision} · {branch} · {buildTime}` (one 'v', however the server spells it). */
export function buildInfoText(b: BuildInfo): string {
  return `v${String(b.version).replace(/^v/i, '')} · ${b.revision} · ${b.branch} · ${b.buildTime}`;
}
