#!/bin/sh
# make-sounds.sh: generates the game's sounds with SoX from noise and tones
# (our own work, MIT like the rest of assets/; see assets/README.md).
#
#   assets/sounds/make-sounds.sh [OUT_DIR]      (default: this folder)
#
# Every file is 22050 Hz, mono, 16-bit WAV, short and quiet (peaks at -12 dBFS
# or lower). SoX runs with -R (repeatable): its noise generator is seeded with
# a fixed number and nothing else varies, so the same SoX version writes the
# same bytes every time (tests/ui/test_sounds.sh regenerates and compares;
# sox-version.txt names the version the shipped files were made with).
set -eu

out=${1:-$(dirname "$0")}
mkdir -p "$out"
fmt="-r 22050 -c 1 -b 16"

# $1: the file's name; the rest: a SoX effects chain after "synth ..." from
# nothing. -R: repeatable noise.
make() {
    name=$1
    shift
    # shellcheck disable=SC2086
    sox -R -n $fmt "$out/$name.wav" "$@"
}

# A pencil stroke (a shape drawn): pink noise in the scratchy band, in short
# pulses like a pencil going back and forth, fading out.
make pencil synth 0.34 pinknoise band 3200 1600 tremolo 14 70 \
    fade q 0.02 0.34 0.10 gain -n -20

# A card turned: a quick swish of noise rising in pitch, then a soft tap.
make card synth 0.2 whitenoise sine 180 highpass 1200 band -n 3000 2500 \
    remix 1v0.9,2v0.1 fade h 0.01 0.2 0.16 gain -n -18

# A coin: two small bell tones a little apart (E7 then B6), dying away.
make coin synth 0.45 sine 2637 sine 1976 delay 0 0.06 remix 1v0.5,2v0.5 \
    fade l 0 0.45 0.42 gain -n -16

# A monster card: a low growl, brown noise over a rough low tone, swelling
# and falling away.
make monster synth 0.7 brownnoise sawtooth 62 remix 1v0.7,2v0.3 \
    lowpass 420 tremolo 9 35 fade t 0.15 0.7 0.4 gain -n -14

# The season's end: a soft major chord, its notes struck one after another.
make season synth 1.0 pluck C5 pluck E5 pluck G5 delay 0 0.09 0.18 \
    remix 1v0.34,2v0.33,3v0.33 lowpass 3000 fade l 0 1.0 0.5 gain -n -14

# The game's end: four notes going up, the last held longer.
make end synth 1.4 pluck C5 pluck E5 pluck G5 pluck C6 delay 0 0.14 0.28 0.42 \
    remix 1v0.25,2v0.25,3v0.25,4v0.25 lowpass 3000 fade l 0 1.4 0.7 gain -n -14

# "No" (an illegal drop): a low soft tone sliding down, rounded off.
make refuse synth 0.32 triangle 210-150 lowpass 800 fade h 0.015 0.32 0.14 gain -n -16

# A click (buttons): a few milliseconds of filtered noise.
make click synth 0.035 whitenoise band 2400 1200 fade h 0.001 0.035 0.03 gain -n -22
