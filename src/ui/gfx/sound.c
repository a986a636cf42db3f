/* sound.c: the sounds through SDL2_mixer (see sound.h). Built without
 * SDL2_mixer (CARTO_SOUND undefined), sound is always off. */
#include "sound.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>
#ifdef CARTO_SOUND
#include <SDL_mixer.h>
#endif

#define SOUND_CHANNELS 12

#ifdef CARTO_SOUND
static const char *const files[SOUND_COUNT] = {
    "pencil.wav", "card.wav", "coin.wav", "monster.wav", "season.wav", "end.wav", "refuse.wav", "click.wav",
};
#endif

bool sound_built(void)
{
#ifdef CARTO_SOUND
    return true;
#else
    return false;
#endif
}

/* Sound off: why, kept for the settings screen and said on stderr. */
static bool off(Sound *s, const char *why)
{
    s->failed = true;
    snprintf(s->why, sizeof s->why, "%s", why && why[0] ? why : "unknown error");
    fprintf(stderr, "cartographers: no sound: %s\n", s->why);
    return false;
}

bool sound_open(Sound *s, const char *asset_dir)
{
    memset(s, 0, sizeof *s);
    s->volume = 100;
#ifdef CARTO_SOUND
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0)
        return off(s, SDL_GetError());
    /* SDL converts to what the device wants; 1024 frames is about 23 ms */
    if (Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024) != 0) {
        off(s, Mix_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return false;
    }
    s->open = true;
    Mix_AllocateChannels(SOUND_CHANNELS);
    snprintf(s->dir, sizeof s->dir, "%s/sounds", asset_dir ? asset_dir : ".");
    return true;
#else
    (void)asset_dir;
    return off(s, "built without SDL2_mixer");
#endif
}

#ifdef CARTO_SOUND
static void load(Sound *s, int i)
{
    char path[sizeof s->dir + 32];
    snprintf(path, sizeof path, "%s/%s", s->dir, files[i]);
    s->tried[i] = true;
    s->chunk[i] = Mix_LoadWAV(path);
    if (!s->chunk[i]) /* that one sound stays silent; the game goes on */
        fprintf(stderr, "cartographers: cannot load the sound %s: %s\n", path, Mix_GetError());
}
#endif

bool sound_load_next(Sound *s)
{
#ifdef CARTO_SOUND
    for (int i = 0; s->open && i < SOUND_COUNT; i++) {
        if (!s->tried[i]) {
            load(s, i);
            return true;
        }
    }
#else
    (void)s;
#endif
    return false;
}

void sound_close(Sound *s)
{
#ifdef CARTO_SOUND
    if (s->open) {
        Mix_HaltChannel(-1);
        for (int i = 0; i < SOUND_COUNT; i++)
            if (s->chunk[i])
                Mix_FreeChunk(s->chunk[i]);
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
#endif
    memset(s->chunk, 0, sizeof s->chunk);
    memset(s->tried, 0, sizeof s->tried);
    s->open = false;
}

#ifdef CARTO_SOUND
static bool silent(const Sound *s) { return s->muted || s->volume <= 0; }
#endif

void sound_set_volume(Sound *s, int volume, bool muted)
{
    s->volume = volume < 0 ? 0 : volume > 100 ? 100 : volume;
    s->muted = muted;
#ifdef CARTO_SOUND
    if (!s->open)
        return;
    if (silent(s)) {
        Mix_HaltChannel(-1);
        Mix_Volume(-1, 0);
    } else {
        Mix_Volume(-1, (s->volume * MIX_MAX_VOLUME + 50) / 100);
    }
#endif
}

void sound_play(Sound *s, SoundId id)
{
    if ((unsigned)id >= SOUND_COUNT)
        return;
    s->asked[id]++;
#ifdef CARTO_SOUND
    if (!s->open || silent(s))
        return;
    if (!s->tried[id])
        load(s, (int)id);
    if (!s->chunk[id])
        return;
    /* every channel busy (moves made faster than their sounds end, or a
     * late audio thread): the newest sound takes the oldest's channel */
    int channel = Mix_PlayChannel(-1, s->chunk[id], 0);
    if (channel < 0 && Mix_GroupOldest(-1) >= 0)
        channel = Mix_PlayChannel(Mix_GroupOldest(-1), s->chunk[id], 0);
    if (channel >= 0)
        s->played[id]++;
#endif
}

int sound_asked(const Sound *s, SoundId id) { return (unsigned)id < SOUND_COUNT ? s->asked[id] : 0; }

int sound_played(const Sound *s, SoundId id) { return (unsigned)id < SOUND_COUNT ? s->played[id] : 0; }
