/* datalock.h: one program at a time owns the data folder. Players start
 * the game twice (a double click too many): two copies writing the same
 * autosave, statistics and campaign would each overwrite what the other
 * kept. The first copy takes a lock on DATALOCK_FILE in the folder and
 * keeps it until it closes (the system drops it when the program dies, so
 * a crash leaves nothing stale); a second copy finds it taken, writes
 * nothing there and may ask the first to come to the front.
 *
 * Coming to the front: the second copy writes DATALOCK_FORWARD_FILE; the
 * owner looks for it each time round its loop (datalock_forward_asked),
 * deletes it and raises its window. The second copy waits for the file to
 * go before it closes, so a request to a copy that died meanwhile is seen
 * (it stays) and nobody is left without a game. Nothing is written by the
 * second copy but that request. */
#ifndef CARTO_DATALOCK_H
#define CARTO_DATALOCK_H

#include <stdbool.h>
#include <stddef.h>

#define DATALOCK_FILE "in-use.lock"
#define DATALOCK_FORWARD_FILE "come-forward.request"

typedef struct DataLock DataLock;

typedef enum DataLockState {
    DATALOCK_OWNED,      /* this program owns the folder (*lock): it may write */
    DATALOCK_BUSY,       /* another program owns it: read only */
    DATALOCK_UNWRITABLE, /* nothing can be written in the folder; `why` says why */
    DATALOCK_NO_LOCKS,   /* the folder's file system has no locks (`why`): this
                            program writes unguarded, *lock NULL */
} DataLockState;

/* Takes the data folder dir. When owned, the temporary files of writes a
 * kill cut short (fileio_clean_temps) and a request to come to the front
 * meant for an earlier owner are deleted. */
DataLockState datalock_take(const char *dir, DataLock **lock, char *why, size_t whysize);
/* Lets the folder go (NULL is fine). */
void datalock_release(DataLock *lock);

/* The owner's process id as its lock file says, 0 when unknown. */
long datalock_owner(const char *dir);

/* A second copy asks the owner to come to the front (and, on Windows,
 * allows it to: platform_allow_foreground). */
bool datalock_ask_forward(const char *dir, char *err, size_t errsize);
/* Whether that request is still waiting (the owner has not seen it). */
bool datalock_forward_waiting(const char *dir);
/* Takes the request back (the owner did not answer). */
void datalock_cancel_forward(const char *dir);

/* The owner, each time round its loop: true once for each request,
 * which it deletes. */
bool datalock_forward_asked(DataLock *lock);

#endif
