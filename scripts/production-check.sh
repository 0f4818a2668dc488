#!/usr/bin/env bash
# A production install checked as an operator would deploy it (README "Deploy"): the repository's files and the
# built dist/ copied to a new folder, `npm ci --omit=dev` there, `npm start` on a fresh embedded database with the
# demo tenant, then the smoke test (scripts/smoke.mjs). Run from the repository root after `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/server/main.js ] && [ -f dist/web/index.html ] || { echo "production-check: run npm run build first" >&2; exit 1; }

dir=$(mktemp -d /tmp/sdm-production-XXXXXX)
server=
cleanup() { [ -z "$server" ] || kill -- "-$server" 2>/dev/null || true; sleep 1; rm -rf "$dir"; }
trap cleanup EXIT

# Modification times kept: the build stays newer than its sources, so `npm start` runs it as it is.
git ls-files -z --cached --others --exclude-standard | xargs -0 cp -p --parents -t "$dir"
cp -pr dist "$dir/"
(cd "$dir" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
echo "production-check: $(cd "$dir" && ls node_modules | wc -l) top-level packages, $(du -sm "$dir/node_modules" | cut -f1) MB of node_modules"
[ ! -e "$dir/node_modules/tsx" ] && [ ! -e "$dir/node_modules/vite" ] || { echo "production-check: a development tool was installed" >&2; exit 1; }

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# In a process group of its own, so that the cleanup stops npm, the start script and the server together.
(cd "$dir" && PORT=$port DATA_DIR="$dir/.data" exec setsid npm start >"$dir/server.log" 2>&1) &
server=$!
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$port/health" >/dev/null && break; sleep 1; done
node scripts/smoke.mjs "http://127.0.0.1:$port" || { cat "$dir/server.log"; exit 1; }
# The server process is node running the built JavaScript, with no TypeScript loader.
ps -eo args | grep -q "[d]ist/server/main.js" || { echo "production-check: no node dist/server/main.js process" >&2; exit 1; }
! ps -eo args | grep "[d]ist/server/main.js" | grep -q tsx || { echo "production-check: the server runs through tsx" >&2; exit 1; }
