import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildInfo } from '../domain/ops/build-info.js';

function git(args: string[]): string | undefined {
  try {
    return (
      execFileSync('git', args, { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** Version from package.json; revision and branch from the environment (CI) or git; build time of the web bundle. */
export function readBuildInfo(root: string, webDir: string, env = process.env): BuildInfo {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  let buildTime = env.BUILD_TIME;
  if (!buildTime) {
    try {
      buildTime = statSync(join(webDir, 'index.html')).mtime.toISOString();
    } catch {
      buildTime = new Date().toISOString();
    }
  }
  return {
    version: `v${pkg.version}`,
    revision: env.BUILD_REVISION ?? git(['rev-parse', '--short', 'HEAD']) ?? 'unknown',
    branch: env.BUILD_BRANCH ?? git(['rev-parse', '--abbrev-ref', 'HEAD']) ?? 'unknown',
    buildTime,
  };
}
