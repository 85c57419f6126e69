# Shared set-up steps of scripts/run and scripts/test. Each step installs what
# is missing and skips what is already there, so a second run starts fast.
# Sourced, not run.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

export PATH="$HOME/.cargo/bin:$PATH"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"

# Each phase says when it began, and how long the one before it took, so
# that a slower phase shows in the run that made it slower.
STEP_NAME=""
STEP_AT=0
step() {
  if [ -n "$STEP_NAME" ]; then
    local took=$((SECONDS - STEP_AT))
    printf '    (%s: %dm%02ds)\n' "$STEP_NAME" $((took / 60)) $((took % 60))
  fi
  STEP_NAME="$*"
  STEP_AT=$SECONDS
  printf '\n==> %s  [%dm%02ds]\n' "$*" $((SECONDS / 60)) $((SECONDS % 60))
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

APT_UPDATED=""
apt_install() {
  if [ -z "$APT_UPDATED" ]; then
    as_root apt-get update -q >/dev/null
    APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null
}

ensure_rust_tools() {
  command -v cargo >/dev/null || { echo "Rust is missing: install it with rustup (https://rustup.rs)" >&2; exit 1; }
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    step "Adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  # The CLI must be exactly the wasm-bindgen version the lockfile pins.
  local want
  want="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
  if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$want" ]; then
    step "Installing wasm-bindgen-cli $want"
    cargo install wasm-bindgen-cli --version "$want" --force
  fi
}

ensure_node() {
  command -v node >/dev/null || { echo "Node.js 20+ is missing: install it first" >&2; exit 1; }
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$major" -ge 20 ] || { echo "Node.js 20+ is required (found $(node --version))" >&2; exit 1; }
}

# core-wasm compiled for the browser by cargo (the size profile) into
# TARGET_DIR, then bound by the wasm-bindgen CLI into core-wasm/$1 as the
# npm package $2 (file names $3): what wasm-pack did, without a tool of
# its own to install (4 minutes of a first set-up). Further arguments go
# to cargo. Only the zones a guide can be set to (GUIDE_CITY_ZONES in
# .cargo/config.toml) go into the browser's copy of chrono-tz.
bind_wasm() {
  local dir="$1" package="$2" name="$3" target_dir="$4"
  shift 4
  local zones
  zones="$(sed -n 's/^GUIDE_CITY_ZONES = "\(.*\)"$/\1/p' .cargo/config.toml)"
  [ -n "$zones" ] || { echo "GUIDE_CITY_ZONES is missing from .cargo/config.toml" >&2; return 1; }
  CARGO_TARGET_DIR="$target_dir" CHRONO_TZ_TIMEZONE_FILTER="^($zones)\$" \
    cargo build --quiet --locked -p guide-core-wasm --lib --target wasm32-unknown-unknown \
    --profile wasm-release "$@"
  local built="$target_dir/wasm32-unknown-unknown/wasm-release/guide_core_wasm.wasm"
  # Bound and optimised before from the same module: nothing to do.
  WASM_BUILT_FROM="$(sha256sum "$built" | cut -d' ' -f1) $package"
  if [ "$(cat "core-wasm/$dir/.built-from" 2>/dev/null)" = "$WASM_BUILT_FROM" ]; then
    WASM_UNCHANGED=1
    return
  fi
  WASM_UNCHANGED=""
  rm -rf "core-wasm/$dir"
  wasm-bindgen --target bundler --out-dir "core-wasm/$dir" --out-name "$name" "$built"
  node -e '
    const fs = require("fs");
    const [dir, pkg, name] = process.argv.slice(1);
    const files = [`${name}_bg.wasm`, `${name}.js`, `${name}_bg.js`, `${name}.d.ts`];
    const manifest = {
      name: pkg, type: "module", version: "0.1.0", license: "MIT",
      files, main: `${name}.js`, module: `${name}.js`, types: `${name}.d.ts`,
      sideEffects: [`./${name}.js`, "./snippets/*"],
    };
    fs.writeFileSync(`${dir}/package.json`, JSON.stringify(manifest, null, 2) + "\n");
  ' "core-wasm/$dir" "$package" "$name"
}

# One browser WASM package (bind_wasm), then optimised for size by
# wasm-opt from the npm package binaryen (Debian's binaryen 108 produces
# broken modules). With WASM_CONVERGE=1 its passes are repeated while they
# still shrink the module: 0.7 KB gzipped for the visitors' package, in
# every first download, for 6 s of each build; the packages loaded on
# asking take one pass.
wasm_package() {
  local dir="$1" package="$2" name="$3"
  shift 3
  bind_wasm "$dir" "$package" "$name" "$PWD/target" "$@"
  local wasm="core-wasm/$dir/${name}_bg.wasm"
  if [ -n "$WASM_UNCHANGED" ]; then
    echo "core-wasm/$dir: unchanged"
    return
  fi
  web/node_modules/.bin/wasm-opt -Oz ${WASM_CONVERGE:+--converge} --strip-debug --strip-producers \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$wasm" -o "$wasm"
  echo "core-wasm/$dir: $(wc -c <"$wasm") bytes, $(gzip -9 -c "$wasm" | wc -c) gzipped"
  echo "$WASM_BUILT_FROM" >"core-wasm/$dir/.built-from"
}

# The browser's four WASM packages. pkg is the visitors' (in every first
# download, so without the dashboard's rules or the search); pkg-admin adds
# the cargo feature `admin` and is imported only by the lazily loaded
# /admin page, as the npm package guide-core-wasm-admin; pkg-calendar holds
# only the calendar files and the trip planner's days, imported when a
# visitor asks for them, as guide-core-wasm-calendar; pkg-device holds only the indexes of the
# device-copy worker (the events and the search), as guide-core-wasm-device.
# Needs the npm packages installed first.
build_wasm() {
  step "Building core-wasm"
  WASM_CONVERGE=1 wasm_package pkg guide-core-wasm guide_core_wasm
  step "Building core-wasm for the admin dashboard (feature admin)"
  wasm_package pkg-admin guide-core-wasm-admin guide_core_wasm_admin --features admin
  step "Building core-wasm's calendar files (feature calendar)"
  wasm_package pkg-calendar guide-core-wasm-calendar guide_core_wasm_calendar --no-default-features --features calendar
  step "Building core-wasm's device-copy indexes (feature device)"
  wasm_package pkg-device guide-core-wasm-device guide_core_wasm_device --no-default-features --features device
}

ensure_npm_packages() {
  # Installs exactly the locked versions, only when package-lock.json changed
  # since the last install. `npm ci` cannot be used here: the registry mirror
  # lacks some other-platform optional packages (e.g. darwin builds of
  # tailwind's oxide), which npm ci insists on finding in the lockfile.
  # `npm install` with the lockfile installs the same tree; the check below
  # fails if it had to change the lockfile, as npm ci would.
  local stamp="web/node_modules/.guide-lock-hash" want
  want="$(sha256sum web/package-lock.json | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    step "Installing npm packages"
    (cd web && npm install --no-audit --no-fund --loglevel=error)
    if [ "$(sha256sum web/package-lock.json | cut -d' ' -f1)" != "$want" ]; then
      echo "web/package-lock.json is out of date with package.json: commit the updated lockfile" >&2
      exit 1
    fi
    echo "$want" >"$stamp"
  fi
}

# What the web app's build reads: its sources and configuration (git's
# list of them, ignored files left out), the catalogs, the WASM packages,
# and through the lockfile its npm packages.
web_inputs() {
  {
    git ls-files -co --exclude-standard -- web core/locales
    find core-wasm -path 'core-wasm/pkg*' -type f
  } | sort | { xargs -d '\n' sha256sum 2>/dev/null || true; } | sha256sum | cut -d' ' -f1
}

# Builds the web app, unless it was built from the same inputs (and
# outside a git checkout, always).
build_web() {
  local stamp=target/web-built-from want=""
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then want="$(web_inputs)"; fi
  if [ -n "$want" ] && [ -f web/dist/index.html ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
    step "The web app is built (nothing it reads changed)"
    return
  fi
  step "Building the web app"
  rm -f "$stamp"
  (cd web && npm run --silent build)
  if [ -n "$want" ]; then mkdir -p target && echo "$want" >"$stamp"; fi
}

# Lighthouse 13 for the benchmarks: it asks for Node 22 but runs on the
# Node 20 the README needs; it is kept out of the web app's packages (it is
# large and only for this).
LIGHTHOUSE_DIR="${LIGHTHOUSE_DIR:-$HOME/.cache/guide-bench/lighthouse}"
ensure_lighthouse() {
  if [ ! -x "$LIGHTHOUSE_DIR/node_modules/.bin/lighthouse" ]; then
    step "Installing Lighthouse 13 into $LIGHTHOUSE_DIR"
    mkdir -p "$LIGHTHOUSE_DIR"
    npm install --prefix "$LIGHTHOUSE_DIR" --no-audit --no-fund --loglevel=error --engine-strict=false lighthouse@13
  fi
}

# Lighthouse's mobile preset (a phone, simulated throttling) on URL, its
# JSON report to FILE, for the CATEGORIES given (comma-separated); the CPU
# slowed LIGHTHOUSE_CPU_SLOWDOWN times when set (else the preset's 4).
lighthouse() {
  CHROME_PATH=/usr/bin/chromium "$LIGHTHOUSE_DIR/node_modules/.bin/lighthouse" \
    "$1" --quiet --output=json --output-path="$2" --only-categories="$3" \
    ${LIGHTHOUSE_CPU_SLOWDOWN:+--throttling.cpuSlowdownMultiplier="$LIGHTHOUSE_CPU_SLOWDOWN"} \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync" \
    >/dev/null 2>&1
}

# Lighthouse's 4x CPU slowdown is calibrated for a benchmarkIndex near
# 1,600; a faster machine (this one reads 2,000-3,400) would flatter every
# figure. Sets LIGHTHOUSE_CPU_SLOWDOWN (unless set already) to 4 x the
# index Lighthouse reads on URL / 1,600, where the index is above 1,800;
# DIR holds the calibration's report.
calibrate_cpu_slowdown() {
  if [ -z "${LIGHTHOUSE_CPU_SLOWDOWN:-}" ]; then
    lighthouse "$1" "$2/calibration.json" performance || true
    LIGHTHOUSE_CPU_SLOWDOWN="$(python3 - "$2/calibration.json" <<'PY'
import json, sys
try:
    index = json.load(open(sys.argv[1]))["environment"]["benchmarkIndex"]
except (OSError, KeyError, ValueError):
    index = 1600
print(f"{4 * index / 1600:.1f}" if index > 1800 else "4")
PY
)"
    rm -f "$2/calibration.json"
  fi
  export LIGHTHOUSE_CPU_SLOWDOWN
  echo "CPU slowed ${LIGHTHOUSE_CPU_SLOWDOWN}x (Lighthouse's 4x at a benchmarkIndex of 1,600)"
}

# The end-to-end tests run in its headless shell, which renders no window:
# the same engine, a quarter less CPU on the whole suite than the full
# browser in headless mode (docs/decisions/0015-tests-in-the-headless-shell.md). The
# benchmarks measure the full browser, as a visitor's.
ensure_chromium() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  if [ ${#missing[@]} -gt 0 ]; then
    step "Installing Chromium (Debian packages: ${missing[*]}) for browser tests and benchmarks"
    apt_install "${missing[@]}"
  fi
}

# A real SMTP server for the e-mail tests (Debian's aiosmtpd, run by the
# system Python, which is the one apt installs it for).
ensure_smtp_server() {
  if ! /usr/bin/python3 -c 'import aiosmtpd' 2>/dev/null; then
    step "Installing aiosmtpd (Debian package) for the e-mail tests"
    apt_install python3-aiosmtpd
  fi
}

# OpenSSL's command line: the independent signer the federation's HTTP
# Signatures are checked against (server/src/federation/signatures.rs).
# The Fedify peer the federation tests run (server/tests/fedify): an
# independent ActivityPub implementation from npm, installed at its locked
# versions when its lockfile changed, as the web app's packages are.
ensure_fedify_peer() {
  local dir="server/tests/fedify" want
  local stamp="$dir/node_modules/.guide-lock-hash"
  want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    step "Installing the Fedify peer of the federation tests (npm)"
    (cd "$dir" && npm install --no-audit --no-fund --loglevel=error)
    if [ "$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)" != "$want" ]; then
      echo "$dir/package-lock.json is out of date with package.json: commit the updated lockfile" >&2
      exit 1
    fi
    echo "$want" >"$stamp"
  fi
}

ensure_openssl() {
  if ! command -v openssl >/dev/null 2>&1; then
    step "Installing OpenSSL's command line (Debian package) for the signature tests"
    apt_install openssl
  fi
}

# Python's icalendar, the independent RFC 5545 reader the calendar tests
# check the guide's .ics files with (PyPI's 7.x: Debian's 4.0 is too old),
# feedparser, which reads its RSS and Atom feeds back, openapi-spec-validator
# for the API's description and prometheus-client's parser for /metrics, in
# a virtual environment of their own under target/.
ICS_PYTHON="$ROOT/target/py-ics/bin/python"
export GUIDE_ICS_PYTHON="$ICS_PYTHON"
ensure_ics_reader() {
  if ! "$ICS_PYTHON" -c 'import icalendar, dateutil, feedparser, openapi_spec_validator, prometheus_client' 2>/dev/null; then
    step "Installing Python's icalendar (with dateutil), feedparser, openapi-spec-validator and prometheus-client (PyPI) for the calendar, feed, API description and metrics tests"
    if [ ! -x "$ICS_PYTHON" ] && ! python3 -m venv "$ROOT/target/py-ics" 2>/dev/null; then
      apt_install python3-venv
      python3 -m venv "$ROOT/target/py-ics"
    fi
    "$ICS_PYTHON" -m pip install -q 'icalendar>=6,<8' 'python-dateutil>=2.8,<3' 'feedparser>=6,<7' 'openapi-spec-validator>=0.7,<0.9' \
      'prometheus-client>=0.20,<1'
  fi
}

# cargo-fuzz for the scraping engine's fuzz targets (core/fuzz). They build
# on the stable toolchain without a sanitizer, so no nightly is needed.
ensure_cargo_fuzz() {
  if ! cargo fuzz --version >/dev/null 2>&1; then
    step "Installing cargo-fuzz"
    cargo install cargo-fuzz --locked
  fi
}

# PostgreSQL for the second run of the server's integration tests (several
# instances share one database in production). Installs Debian's server if
# missing, starts the cluster if it is down (ensure_postgres_stopped stops it
# again afterwards, leaving the machine as found), and creates a test role
# that may create databases: every test gets a fresh database of its own,
# named guide_test_*, all dropped before and after a run. Exports
# GUIDE_TEST_DATABASE_URL, which the test harness reads.
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi
}

PG_STARTED_HERE=""
PG_CLUSTER=""
ensure_postgres() {
  if ! command -v pg_lsclusters >/dev/null || [ -z "$(pg_lsclusters -h 2>/dev/null)" ]; then
    step "Installing PostgreSQL (Debian package) for the multi-instance tests"
    apt_install postgresql
  fi
  local version name port status
  read -r version name port status _ < <(pg_lsclusters -h | head -n 1)
  PG_CLUSTER="$version $name"
  if [ "$status" != "online" ]; then
    step "Starting PostgreSQL $version/$name"
    as_root pg_ctlcluster "$version" "$name" start
    PG_STARTED_HERE=1
  fi
  if [ "$(as_postgres psql -p "$port" -tAc "SELECT 1 FROM pg_roles WHERE rolname = 'guide_test'")" != "1" ]; then
    step "Creating the PostgreSQL role guide_test"
    as_postgres psql -p "$port" -qc "CREATE ROLE guide_test LOGIN CREATEDB PASSWORD 'guide_test'"
  fi
  drop_test_databases "$port"
  # Without TLS: the cluster is on this machine, and each connection's
  # handshake (its root certificates read again) took 90 ms of every test.
  export GUIDE_TEST_DATABASE_URL="postgres://guide_test:guide_test@127.0.0.1:$port/postgres?sslmode=disable"
}

drop_test_databases() {
  local port="$1"
  # One session: each DROP DATABASE runs on its own (no transaction block).
  as_postgres psql -p "$port" -tAc "SELECT format('DROP DATABASE IF EXISTS %I WITH (FORCE);', datname)
    FROM pg_database WHERE datname LIKE 'guide\_test\_%'" |
    as_postgres psql -p "$port" -q -v ON_ERROR_STOP=1 >/dev/null
}

# Drops the test databases, and stops the cluster if ensure_postgres started it.
ensure_postgres_stopped() {
  [ -n "$PG_CLUSTER" ] || return 0
  local port
  port="$(pg_lsclusters -h | awk -v v="${PG_CLUSTER% *}" -v n="${PG_CLUSTER#* }" '$1 == v && $2 == n { print $3 }')"
  drop_test_databases "$port"
  if [ -n "$PG_STARTED_HERE" ]; then
    step "Stopping PostgreSQL ${PG_CLUSTER/ //} (it was not running)"
    as_root pg_ctlcluster ${PG_CLUSTER} stop
  fi
}
