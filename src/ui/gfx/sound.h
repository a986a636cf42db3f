/* sound.h: the game's few short sounds (assets/sounds, made by
 * make-sounds.sh), played through SDL2_mixer. Knows nothing of the game:
 * the table decides which sound goes with which event.
 *
 * The audio device is opened once, when the window opens. Without one (no
 * device, as under Xvfb or in CI; SDL_AUDIODRIVER naming a driver that does
 * not exist; a build without SDL2_mixer) sound is simply off and every call
 * here does nothing else: the game plays exactly as it would with sound.
 * The sounds are not loaded with the device (converting them to the
 * device's rate takes longer than the first frame): the loop loads them one
 * at a time while it waits for input (sound_load_next), and a sound asked
 * for before its turn is loaded then. Playing never waits otherwise: a
 * sound is mixed on SDL's audio thread (Mix_PlayChannel returns at once;
 * with every channel busy the sound is dropped). SDL_AUDIODRIVER is SDL's
 * to read: tests use `dummy`, or `disk` with SDL_DISKAUDIOFILE to look at
 * what was mixed.
 *
 * Each request is counted, played or not, so tests can check which sounds
 * the game asked for at which events (sound_asked, sound_played). */
#ifndef UI_GFX_SOUND_H
#define UI_GFX_SOUND_H

#include <stdbool.h>

typedef enum SoundId {
    SOUND_PENCIL,  /* a shape drawn */
    SOUND_CARD,    /* a card turned */
    SOUND_COIN,    /* a coin gained */
    SOUND_MONSTER, /* a monster (ambush) card turned */
    SOUND_SEASON,  /* a season's end */
    SOUND_END,     /* the game's end */
    SOUND_REFUSE,  /* a low soft "no": a shape dropped where it may not go */
    SOUND_CLICK,   /* a button */
    SOUND_COUNT
} SoundId;

typedef struct Sound {
    bool open;                /* the audio device is open: sound can be heard */
    bool failed;              /* sound_open found no device (or a build without SDL2_mixer) */
    char why[160];            /* then SDL's words for it, for the settings screen */
    void *chunk[SOUND_COUNT]; /* Mix_Chunk *, NULL before it is loaded or for a file that could not be */
    bool tried[SOUND_COUNT];  /* its file was read (chunk NULL: it failed, the sound stays silent) */
    char dir[1024];           /* where the sound files are: the assets' folder/sounds */
    int volume;               /* 0..100 */
    bool muted;
    int asked[SOUND_COUNT];  /* requests (sound_play calls) */
    int played[SOUND_COUNT]; /* requests that reached the mixer */
} Sound;

/* Opens the audio device for the sounds of asset_dir/sounds; false (sound
 * off, `failed` and `why` set, one line on stderr saying why) when there is
 * no device. The volume starts at 100, not muted, until sound_set_volume. */
bool sound_open(Sound *s, const char *asset_dir);
/* Loads the next sound not loaded yet; false when there was none (or sound
 * is off). */
bool sound_load_next(Sound *s);
void sound_close(Sound *s);
/* Volume 0..100; muted (or 0) stops every sound playing at once. */
void sound_set_volume(Sound *s, int volume, bool muted);
/* Starts a sound and returns at once; nothing when off or muted. */
void sound_play(Sound *s, SoundId id);
/* Whether this build has sound at all (SDL2_mixer). */
bool sound_built(void);

/* Tests: how often a sound was asked for, and how often it was handed to the
 * mixer. */
int sound_asked(const Sound *s, SoundId id);
int sound_played(const Sound *s, SoundId id);

#endif
