#!/usr/bin/env bash
# `npm run test:node -- <major> [npm script [its arguments]]`: the suite (or another npm script) on another Node.js
# release line, e.g. 22 or 24, without installing it. Node's official Linux build comes from the npm
# registry (the package node-linux-<arch>, what the `node` package installs), the committed HEAD is
# cloned beside it, installed with that Node (better-sqlite3 12 compiled against the headers the
# package carries; Node 22 and later load the prebuilt 13, packages/games/src/store/sqlite-driver.ts)
# and run. The clone keeps this checkout's node_modules, built for the Node
# on PATH, out of it. KY_TEST_DATABASE_URL and the like pass through. Linux only.
set -euo pipefail
major=${1:?usage: npm run test:node -- <Node.js major, e.g. 24> [npm script, default: test [its arguments]]}
script=${2:-test}
shift $(($# < 2 ? $# : 2))
root=$(cd "$(dirname "$0")/.." && pwd)
package="node-linux-$(node -p process.arch)"

work=$(mktemp -d "/tmp/ky-node$major.XXXXXX")
trap 'rm -rf "$work"' EXIT
# npm pack resolves the range to the line's newest release and prints the tarball's name.
tarball=$(cd "$work" && npm pack --silent "$package@^$major")
tar xzf "$work/$tarball" -C "$work"
git clone --quiet "$root" "$work/ky-wallet"

cd "$work/ky-wallet"
export PATH="$work/package/bin:$PATH" npm_config_nodedir="$work/package"
echo "Node.js $(node --version) from $tarball; $(git log -1 --format='%h %s' | cut -c1-72)"
npm ci --no-audit --no-fund
# `npm test` builds first; the other scripts (the proof, the benchmarks) expect a build.
[ "$script" = test ] || npm run build
npm run "$script" -- "$@"
