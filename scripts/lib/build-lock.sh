# Sourced by scripts/build, test, bench and demo, which all rebuild build/: one of them at a time
# works there (a second one waits, and says so). A script started by one that holds the lock
# (FM_BUILD_LOCK_HELD, inherited) goes ahead.
hold_build_lock() {  # $1: the script's name, for the message
  if [ -n "${FM_BUILD_LOCK_HELD:-}" ] || ! command -v flock >/dev/null 2>&1; then return 0; fi
  mkdir -p build
  exec 9>build/.lock
  if ! flock -n 9; then
    echo "$1: waiting for another scripts/build, test, bench or demo to finish with build/" >&2
    flock 9
  fi
  export FM_BUILD_LOCK_HELD=1
}

# For a script that goes on without build/ (the demo's server): others may start.
release_build_lock() {
  exec 9>&-
  unset FM_BUILD_LOCK_HELD
}
