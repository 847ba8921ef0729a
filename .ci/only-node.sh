#!/usr/bin/env bash
# Runs a command as on a machine that has only Node (issue 18, item 10; docs/decisions/097): Debian's
# Chromium and PostgreSQL are hidden in a private mount namespace, and TEST_DATABASE_URL, CHROMIUM_PATH
# and SILOKER_BROWSER are unset, so the suite has to find its own browser and skip what needs PostgreSQL.
# Needs root and util-linux's unshare; the rest of the machine is untouched.
set -euo pipefail
if [[ "${SILOKER_ONLY_NODE_INSIDE:-}" != 1 ]]; then
  if [[ $(id -u) -eq 0 ]] && command -v unshare >/dev/null && unshare -m --propagation private true 2>/dev/null; then
    exec env SILOKER_ONLY_NODE_INSIDE=1 unshare -m --propagation private bash "$0" "$@"
  fi
  # No private mount namespace here (not root, or a container forbids it): Debian's tools stay visible,
  # so the bundled Chromium is forced and PostgreSQL is left out by unsetting its URL.
  echo "only-node: no private mount namespace; forcing the bundled Chromium instead" >&2
  unset TEST_DATABASE_URL CHROMIUM_PATH
  exec env SILOKER_BROWSER=bundled "$@"
fi
blank=$(mktemp)
chmod 644 "$blank"
if [[ -d /usr/lib/postgresql ]]; then mount -t tmpfs none /usr/lib/postgresql; fi
if [[ -e /usr/bin/chromium ]]; then mount --bind "$blank" /usr/bin/chromium; fi
if [[ -d /usr/lib/chromium ]]; then mount -t tmpfs none /usr/lib/chromium; fi
unset TEST_DATABASE_URL CHROMIUM_PATH SILOKER_BROWSER SILOKER_ONLY_NODE_INSIDE
exec "$@"
