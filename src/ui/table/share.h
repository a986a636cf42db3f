/* share.h: the final box's sharing buttons: "Save image" writes the result
 * image (result_image.h) into the player's Pictures folder, or the data
 * folder when there is none; "Copy summary" puts the one-line summary
 * (result_text.h) on the clipboard. What happened, or why not, goes into a
 * ShareNote for the box to show (never silent). */
#ifndef UI_TABLE_SHARE_H
#define UI_TABLE_SHARE_H

#include <stdbool.h>

#include "table_view.h"

/* What the last sharing button did, or why it could not. */
typedef struct ShareNote {
    char text[FILEIO_PATH_MAX + 200]; /* where the image went, "copied", or why not ("" none) */
    char shorter[300];                /* the same, shorter (the file's name without its folder) */
    bool error;
} ShareNote;

/* The sharing buttons for the game tv shows. */
void share_save_image(const TableView *tv, ShareNote *out);
void share_copy_summary(const TableView *tv, ShareNote *out);

/* The folder "Save image" writes to: the Pictures folder, else the data
 * folder ("" when there is neither). */
void share_folder(const TableView *tv, char *out, size_t size);

#endif
