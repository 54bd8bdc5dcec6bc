#!/bin/bash
# The Games window under X by keyboard: File > Games, a sort, the statistics, a row to the replay viewer.
#   python tools/demo_library.py /tmp/lib && xvfb-run -a -s "-screen 0 1280x720x24" tools/x_games.sh OUT en /tmp/lib g t s g m
#   (Italian: ... OUT it /tmp/lib p o s p g : the menu, sort, statistics, games and filter keys of each language)
# Screenshots in OUT: games-list.png, statistics.png, replay.png (crop the Games window: 982x648+149+16).
# under xvfb-run: File > Games by keyboard, sorted by keyboard, the statistics, a replay
OUT=$1; LANGUAGE_CODE=$2; DATA=$3; KEY=$4; SORTKEY=$5; STATSKEY=$6; GAMESKEY=$7; FILTERKEY=$8
cd "$(dirname "$0")/.."
openbox & WM=$!
sleep 1
RIVERBOAT_LANGUAGE=$LANGUAGE_CODE RIVERBOAT_DATA_DIR=$DATA .venv/bin/python -m riverboat_qt --speed Off > $OUT/app.log 2>&1 & APP=$!
sleep 10
xdotool key Escape; sleep 1            # the new-game dialog: not now
xdotool key alt+f; sleep 1; xdotool key $KEY; sleep 3   # File > Games
xdotool getactivewindow getwindowname
xdotool key alt+$SORTKEY; sleep 0.5; xdotool key Down Down Down; sleep 1   # sort by the scores
import -window root $OUT/games-list.png
xdotool key alt+$STATSKEY; sleep 2      # the statistics tab
import -window root $OUT/statistics.png
xdotool key alt+$GAMESKEY; sleep 1; xdotool key alt+$FILTERKEY Tab Tab Tab Tab; sleep 0.5
import -window root $OUT/focus.png
xdotool key Return; sleep 5             # the chosen row in the replay viewer
xdotool getactivewindow getwindowname
import -window root $OUT/replay.png
kill $APP; sleep 1; kill $WM
