#!/usr/bin/env bash
# What CI runs instead of `docker build` + `docker run` (its machines have no container engine):
# the Dockerfile's two stages done by the same scripts in plain folders, then the server started
# the way the image's CMD starts it, and asked what the HEALTHCHECK and a load balancer ask.
#
#   1. The Dockerfile's runtime-stage COPY lines against scripts/container/runtime-files.txt.
#   2. The build context: the committed tree (git archive HEAD), or with HAAT_CONTAINER_SOURCE set,
#      that folder as it is (uncommitted changes too), less .dockerignore's paths.
#   3. The build stage: scripts/container/build.sh (npm ci, npm run build) there.
#   4. The runtime stage: a second folder with runtime-files.txt's paths only, then
#      scripts/container/install-runtime.sh (the server's production dependencies) in it; its size
#      is printed, and over 150 MB fails.
#   5. The release step (apps/server/dist/migrate.js), then the server (apps/server/dist/main.js)
#      with NODE_ENV=production, MIGRATE_ON_START=0 and the settings production requires, on a
#      free port with PGlite in a temporary DATA_DIR; like the image's user node, it may write
#      there only (the runtime folder is read-only to it; run as root, it runs as nobody).
#   6. scripts/container/healthcheck.mjs until it passes (60 s at most); then / must answer 200 with
#      a server-rendered page, /api/health/ready 200, and the log must hold no error.
#   7. SIGTERM, as `docker stop` sends: the server must exit 0, leaving no process behind.
#
# Everything lives in one temporary folder, removed at the end whatever happened. Usage:
#   bash scripts/container/ci-steps.sh
#   HAAT_CONTAINER_SOURCE=. bash scripts/container/ci-steps.sh     # the working tree instead of HEAD
set -euo pipefail
umask 022

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
started=$SECONDS
step_started=$SECONDS
step_name=""

step() {
  [ -z "$step_name" ] || printf '(%s: %d s)\n' "$step_name" $((SECONDS - step_started))
  step_name=$*
  step_started=$SECONDS
  printf '\n=== container: %s ===\n' "$*"
}
fail() {
  printf 'ci-steps.sh: %s\n' "$*" >&2
  exit 1
}

work=$(mktemp -d "${TMPDIR:-/tmp}/haat-container.XXXXXX")
# Every long-running command (npm ci, the build, the server) runs in a session and process group of
# its own (setsid), so that stopping it reaches all it started, and nothing of it outlives this
# script: not even when CI or Ctrl+C interrupts it, since `wait` lets the traps below run at once.
job_pid=""    # the build or install running now
server_pid="" # the server

# Processes of a group still alive (zombies waiting to be reaped do not count).
group_alive() {
  ps -e -o pgid=,stat= | awk -v group="$1" '$1 == group && $2 !~ /^Z/ { found = 1 } END { exit !found }'
}
# TERM to the whole group, up to 15 s for it to end, then KILL.
stop_group() {
  local group=$1
  kill -TERM -- "-$group" 2>/dev/null || true
  for _ in $(seq 1 150); do
    group_alive "$group" || break
    sleep 0.1
  done
  if group_alive "$group"; then
    echo "ci-steps.sh: process group $group still running 15 s after SIGTERM; killing it" >&2
    kill -KILL -- "-$group" 2>/dev/null || true
    for _ in $(seq 1 50); do
      group_alive "$group" || break
      sleep 0.1
    done
  fi
  wait "$group" 2>/dev/null || true
}
# Runs a command in a group of its own and waits for it; its exit status is the command's.
run_job() {
  setsid "$@" &
  job_pid=$!
  local code=0
  wait "$job_pid" || code=$?
  job_pid=""
  return "$code"
}
cleanup() {
  local status=$?
  [ -z "$job_pid" ] || stop_group "$job_pid"
  [ -z "$server_pid" ] || stop_group "$server_pid"
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
  if [ "$status" -ne 0 ]; then
    printf '\nContainer steps FAILED (exit %d) after %d s.\n' "$status" $((SECONDS - started)) >&2
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Node looks for node_modules in every folder above the runtime folder: one there would hide a
# dependency missing from the production install.
dir=$(dirname "$work")
while :; do
  [ ! -e "$dir/node_modules" ] || fail "$dir/node_modules exists above the work folder; set TMPDIR elsewhere"
  [ "$dir" != / ] || break
  dir=$(dirname "$dir")
done

context="$work/context" # the build stage's /app
app="$work/app"         # the runtime stage's /app
meta="$work/meta"       # the Dockerfile and lists under test (.dockerignore leaves them out of the context)
mkdir -p "$context" "$app" "$meta"

step "build context"
if [ -n "${HAAT_CONTAINER_SOURCE:-}" ]; then
  source_dir=$(cd "$HAAT_CONTAINER_SOURCE" && pwd)
  echo "From the folder $source_dir as it is (HAAT_CONTAINER_SOURCE), uncommitted changes included."
  # .dockerignore drops these too; leaving them out here saves copying hundreds of MB first.
  tar -C "$source_dir" --exclude=./.git --exclude='./node_modules' --exclude='*/node_modules' -cf - . |
    tar -C "$context" -xf -
else
  echo "From the commit HEAD of $repo ($(git -C "$repo" rev-parse --short HEAD))."
  git -C "$repo" archive --format=tar HEAD | tar -C "$context" -xf -
fi
for file in Dockerfile .dockerignore scripts/container/runtime-files.txt; do
  [ -f "$context/$file" ] || fail "the build context has no $file (commit it, or set HAAT_CONTAINER_SOURCE=. to try the working tree)"
  cp "$context/$file" "$meta/"
done

# The Dockerfile's COPY lines as "stage<TAB>from<TAB>source<TAB>destination" lines, one per
# source, stage counting FROM lines from 1. Continuation lines are joined; ADD and the JSON form of
# COPY are refused (these checks read the plain form).
dockerfile_copies() {
  awk '
    { sub(/\r$/, "") }
    /^[ \t]*#/ && pending == "" { next }
    {
      line = pending $0
      if (line ~ /\\[ \t]*$/) { sub(/\\[ \t]*$/, " ", line); pending = line; next }
      pending = ""
      sub(/^[ \t]+/, "", line)
      n = split(line, t, /[ \t]+/)
      if (n == 0) next
      instruction = toupper(t[1])
      if (instruction == "FROM") { stage++; next }
      if (instruction == "ADD") { print stage "\tADD\t-\t-"; next }
      if (instruction != "COPY") next
      from = ""; first = 2
      while (first <= n && t[first] ~ /^--/) {
        if (t[first] ~ /^--from=/) { from = substr(t[first], 8) }
        first++
      }
      if (t[first] ~ /^\[/) { print stage "\tJSON\t-\t-"; next }
      for (i = first; i < n; i++) print stage "\t" (from == "" ? "-" : from) "\t" t[i] "\t" t[n]
    }
  ' "$1"
}
# The final (runtime) stage's COPY lines, as "from<TAB>source<TAB>destination".
dockerfile_runtime_copies() {
  local last
  last=$(grep -Eic '^[[:space:]]*FROM[[:space:]]' "$1")
  dockerfile_copies "$1" | awk -F '\t' -v last="$last" 'BEGIN { OFS = "\t" } $1 == last { print $2, $3, $4 }'
}
# What the first (build) stage copies before its `COPY . .`: the files `build.sh install` sees.
dockerfile_install_inputs() {
  dockerfile_copies "$1" | awk -F '\t' '
    $1 != 1 { next }
    $3 == "." || $3 == "./" { exit }
    $2 != "-" || $3 ~ /^\// { print "ERROR " $3; next }
    { sub(/^\.\//, "", $3); sub(/\/$/, "", $3); print $3 }
  '
}

# Checks that each runtime-stage COPY puts its one path at the same place under /app, and that
# their paths are exactly runtime-files.txt's. With a built tree, a folder must be copied onto
# the same path (not into its parent).
check_copy_list() {
  local built_tree=${1:-} from source dest path parent problems=0
  local -a copied=()
  while IFS=$'\t' read -r from source dest; do
    case "$from" in
      ADD) fail "the Dockerfile's final stage uses ADD: use COPY (checked against runtime-files.txt)" ;;
      JSON) fail "the Dockerfile's final stage has a COPY in the JSON form: use the plain form" ;;
    esac
    path=$source
    if [ "$from" != - ]; then
      [[ $path == /app/* ]] || fail "COPY --from=$from $source: expected a path under the build stage's /app"
      path=${path#/app/}
    fi
    path=${path#./}
    path=${path%/}
    local where=${dest#/app/}
    where=${where#./}
    where=${where%/}
    [ "$where" != . ] || where=""
    parent=$(dirname "$path")
    [ "$parent" != . ] || parent=""
    if [ "$where" = "$path" ]; then
      :
    elif [[ $dest == */ && $where == "$parent" ]] && { [ -z "$built_tree" ] || [ ! -d "$built_tree/$path" ]; }; then
      :
    else
      echo "  COPY $source $dest does not put $path at $path under /app" >&2
      problems=$((problems + 1))
    fi
    copied+=("$path")
  done < <(dockerfile_runtime_copies "$meta/Dockerfile")
  [ "${#copied[@]}" -gt 0 ] || fail "found no COPY in the Dockerfile's final stage"
  printf '%s\n' "${copied[@]}" | sort >"$work/copied.txt"
  grep -Ev '^[[:space:]]*(#|$)' "$meta/runtime-files.txt" | sed 's/[[:space:]]*$//; s:/$::' | sort >"$work/listed.txt"
  if ! diff -u --label 'runtime-files.txt' --label "Dockerfile's final-stage COPY lines" \
    "$work/listed.txt" "$work/copied.txt" >&2; then
    problems=$((problems + 1))
  fi
  [ "$problems" -eq 0 ] || fail "the Dockerfile's runtime stage and scripts/container/runtime-files.txt differ (above)"
  echo "The Dockerfile's runtime stage copies runtime-files.txt's $(wc -l <"$work/listed.txt") paths."
}
check_copy_list

# What docker build leaves out of the context (plain paths and globs; ** for any depth).
mapfile -t ignored < <(grep -Ev '^[[:space:]]*(#|$)' "$meta/.dockerignore" | sed 's/\r$//; s/[[:space:]]*$//')
for pattern in "${ignored[@]}"; do
  [[ $pattern != '!'* ]] || fail ".dockerignore: exceptions ($pattern) are not supported by ci-steps.sh"
  pattern=${pattern#/}
  pattern=${pattern%/}
  # Unquoted on purpose: the pattern is a glob, expanded inside the context.
  (cd "$context" && shopt -s globstar nullglob dotglob && for match in $pattern; do rm -rf -- "$match"; done)
done
echo "Build context: $(find "$context" -type f | wc -l) files, $(du -sh "$context" | cut -f1)."

step "build stage: scripts/container/build.sh"
# As the Dockerfile does: npm ci with the package files alone, then the sources, then the build.
install="$work/install"
mkdir -p "$install"
mapfile -t install_inputs < <(dockerfile_install_inputs "$meta/Dockerfile")
[ "${#install_inputs[@]}" -gt 0 ] || fail "the Dockerfile's first stage copies nothing before its COPY . ."
for path in "${install_inputs[@]}"; do
  [[ $path != ERROR* ]] || fail "the build stage's COPY ${path#ERROR } before COPY . . is not a path of the context"
  [ -e "$context/$path" ] || fail "the Dockerfile's build stage copies $path, which the context does not hold"
  mkdir -p "$install/$(dirname "$path")"
  cp -a "$context/$path" "$install/$path"
done
echo "build.sh install sees: ${install_inputs[*]}"
run_job env -u NODE_ENV -C "$install" bash scripts/container/build.sh install
# COPY . . (the context holds no node_modules: .dockerignore).
tar -C "$context" -cf - . | tar -C "$install" -xf -
rm -rf "$context"
mv "$install" "$context"
run_job env -u NODE_ENV -C "$context" bash scripts/container/build.sh build
check_copy_list "$context"

step "runtime stage: runtime-files.txt, then scripts/container/install-runtime.sh"
while IFS= read -r path; do
  [ -e "$context/$path" ] || fail "runtime-files.txt names $path, which the build context does not hold"
  mkdir -p "$app/$(dirname "$path")"
  cp -a "$context/$path" "$app/$path"
done <"$work/listed.txt"
# Nothing of the build stage may be reachable from here on.
rm -rf "$context"
run_job env -C "$app" NODE_ENV=production bash scripts/container/install-runtime.sh
# What the runtime stage adds to the Node.js base image (node:24-bookworm-slim): the issue-43 goal
# is under 150 MB. du counts whole disk blocks, as an image layer's size roughly does.
runtime_mb=$(du -sm "$app" | cut -f1)
echo "Runtime folder (the image's own layers): ${runtime_mb} MB; node_modules $(du -sh "$app/node_modules" | cut -f1), apps/web/dist $(du -sh "$app/apps/web/dist" | cut -f1), apps/server/dist $(du -sh "$app/apps/server/dist" | cut -f1)."
[ "$runtime_mb" -lt "${HAAT_RUNTIME_MAX_MB:-150}" ] || fail "the runtime folder is ${runtime_mb} MB, over ${HAAT_RUNTIME_MAX_MB:-150} MB: see what grew (du -sh node_modules/*)"

step "release step and start, as the image runs them"
port=$(node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close() })')
mkdir -p "$work/data" "$work/home"
# The image's files are root's and the server runs as node: it may write in DATA_DIR only.
chmod -R a-w "$app"
as_user=()
if [ "$(id -u)" -eq 0 ]; then
  command -v setpriv >/dev/null || fail "running as root needs setpriv (util-linux) to run the server as nobody"
  as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  chmod 755 "$work"
  chown 65534:65534 "$work/data" "$work/home"
  # This Node.js may live where nobody cannot read (CI's Node 24 is under root's home): nobody gets
  # a copy of the same binary, first on its PATH.
  mkdir -p "$work/node/bin"
  cp "$(command -v node)" "$work/node/bin/node"
  chmod 755 "$work/node" "$work/node/bin" "$work/node/bin/node"
  PATH="$work/node/bin:$PATH"
  echo "Running the server as nobody (uid 65534), as the image runs it as node, on Node.js $(node --version)."
fi
# Only what the image and a deployment would set: nothing leaks in from this shell (DATABASE_URL…).
server_env=(
  env -i PATH="$PATH" HOME="$work/home" NODE_ENV=production PORT="$port" HOST=127.0.0.1
  DATA_DIR="$work/data" PUBLIC_URL=https://haat-ci.invalid SMTP_URL=smtp://127.0.0.1:9 LOG_LEVEL=info
)
(cd "$app" && "${as_user[@]}" "${server_env[@]}" node apps/server/dist/migrate.js) || fail "apps/server/dist/migrate.js failed"
log="$work/server.log"
# In a session (and process group) of its own, like the jobs above.
(cd "$app" && exec setsid "${as_user[@]}" "${server_env[@]}" MIGRATE_ON_START=0 node apps/server/dist/main.js) >"$log" 2>&1 &
server_pid=$!
show_log() {
  echo "--- server log ---" >&2
  cat "$log" >&2
  echo "--- end of server log ---" >&2
}
echo "Server started (pid $server_pid, port $port); waiting for scripts/container/healthcheck.mjs."
deadline=$((SECONDS + 60))
until (cd "$app" && env -i PATH="$PATH" PORT="$port" node scripts/container/healthcheck.mjs 2>/dev/null); do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    show_log
    fail "the server exited before its health check passed"
  fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    show_log
    fail "the health check did not pass within 60 s"
  fi
  sleep 1
done
echo "Healthy after $((SECONDS - step_started)) s."

step "requests"
# Asks one URL; the status, the content type's start and a piece of text the body must hold.
# Text starting with ! must not be in the body.
check_url() {
  node --input-type=module -e '
    const [url, status, type, ...texts] = process.argv.slice(1)
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000), headers: { accept: type } })
    const body = await response.text()
    const problems = []
    if (response.status !== Number(status)) problems.push(`answered ${response.status}, not ${status}`)
    const got = response.headers.get("content-type") ?? ""
    if (!got.startsWith(type)) problems.push(`content-type ${got}, not ${type}`)
    for (const text of texts) {
      const unwanted = text.startsWith("!")
      if (body.includes(unwanted ? text.slice(1) : text) === unwanted)
        problems.push(unwanted ? `holds ${text.slice(1)}` : `lacks ${text}`)
    }
    if (problems.length) {
      console.error(`${url}: ${problems.join("; ")}\n${body.slice(0, 2000)}`)
      process.exit(1)
    }
    console.log(`${url}: ${response.status} ${got}, ${body.length} characters`)
  ' "$@"
}
base="http://127.0.0.1:$port"
# The storefront rendered on the server: apps/web/dist-ssr loaded with the production dependencies.
check_url "$base/" 200 text/html '<html' 'id="haat-server-state"' '!<div id="root"></div>' || {
  show_log
  fail "/ did not answer a server-rendered page"
}
check_url "$base/api/health/ready" 200 application/json '"status":"ok"' '"database":"up"' '"storage":"up"' || {
  show_log
  fail "/api/health/ready did not answer 200"
}
# pino's levels: 50 error, 60 fatal. Any such line in a quiet start is a fault.
if grep -E '"level":(5|6)[0-9]' "$log" >&2; then
  show_log
  fail "the server logged errors (above)"
fi

step "stop"
pid=$server_pid
# As `docker stop` does: SIGTERM to the server alone, which finishes its requests and exits.
kill -TERM "$pid"
for _ in $(seq 1 150); do
  group_alive "$pid" || break
  sleep 0.1
done
if group_alive "$pid"; then
  show_log
  ps -e -o pid=,pgid=,cmd= | awk -v group="$pid" '$2 == group' >&2
  fail "the server (or a process it started) was still running 15 s after SIGTERM"
fi
code=0
wait "$pid" || code=$?
server_pid=""
[ "$code" -eq 0 ] || {
  show_log
  fail "the server exited $code after SIGTERM, not 0"
}
echo "The server stopped cleanly (exit 0); no process left behind."

printf '(%s: %d s)\n' "$step_name" $((SECONDS - step_started))
chmod -R u+w "$work"
rm -rf "$work"
printf '\nContainer steps passed in %d s.\n' $((SECONDS - started))
