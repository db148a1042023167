#!/bin/sh
# Regenerates logs/, truth/ and manifest.json.  Needs /usr/bin/python3 (torch 1.13, CPU). ~1 minute.
set -e
cd "$(dirname "$0")"
rm -rf ../logs ../truth && mkdir -p ../logs
/usr/bin/python3 plain_runs.py
/usr/bin/python3 hf_trainer_sim.py
/usr/bin/python3 lightning_sim.py
/usr/bin/python3 ddp_gloo.py
/usr/bin/python3 cls_runs.py
/usr/bin/python3 check_near_equal_3dp.py
/usr/bin/python3 write_manifest.py
