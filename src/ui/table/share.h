/* share.h: the end box's sharing buttons: "Save image" writes the result
 * image (result_image.h) into the player's Pictures folder, or the data
 * folder when there is none; "Copy summary" puts the one-line summary
 * (result_text.h) on the clipboard. What happened, or why not, goes into
 * the UI state for the box to show (never silent). */
#ifndef UI_TABLE_SHARE_H
#define UI_TABLE_SHARE_H

#include <stdbool.h>

#include "table_view.h"

/* Carries out a sharing button (OVB_SAVE_IMAGE, OVB_COPY_SUMMARY) for the
 * game tv shows; false for any other button. */
bool share_action(TableView *tv, OverlayButton b);

/* The folder "Save image" writes to: the Pictures folder, else the data
 * folder ("" when there is neither). */
void share_folder(const TableView *tv, char *out, size_t size);

#endif
