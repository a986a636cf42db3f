/* share.h: the final box's sharing buttons: "Save image" writes the result
 * image (result_image.h) into the player's Pictures folder, or the data
 * folder when there is none, and "Open folder" then shows that folder;
 * "Copy summary" puts the one-line summary
 * (result_text.h) on the clipboard. What happened, or why not, goes into a
 * ShareNote for the box to show (never silent). */
#ifndef UI_TABLE_SHARE_H
#define UI_TABLE_SHARE_H

#include <stdbool.h>

#include "table_view.h"

/* What the last sharing button did, or why it could not. */
typedef struct ShareNote {
    char text[FILEIO_PATH_MAX + 200]; /* where the image went, "copied", or why not ("" none) */
    char shorter[300];                /* the same, shorter (the folder's own name and the file's) */
    char folder[FILEIO_PATH_MAX];     /* the folder the last image went into, for Open folder ("" none) */
    bool error;
} ShareNote;

/* The sharing buttons for the game tv shows. */
void share_save_image(const TableView *tv, ShareNote *out);
void share_copy_summary(const TableView *tv, ShareNote *out);
/* Open folder: shows the folder the image went into in the system's file
 * manager (SDL_OpenURL with its file: URL); a failure is said in the note. */
void share_open_folder(ShareNote *out);

/* The folder "Save image" writes to: the Pictures folder, else the data
 * folder ("" when there is neither). */
void share_folder(const TableView *tv, char *out, size_t size);

#endif
