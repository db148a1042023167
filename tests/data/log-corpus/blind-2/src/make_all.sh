#!/bin/sh
# Regenerate every log (CPU, ~1 minute).  Needs torch (1.13 was used) and pandas.
set -e
cd "$(dirname "$0")"
PY=${PY:-/usr/bin/python3}
rm -f ../logs/*
for s in gen*.py; do
  echo "== $s"; $PY "$s"
done
$PY verify.py > verify_report.txt
