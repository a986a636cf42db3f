/* hold_desktop.c: keeps Wine's default desktop open for a whole Windows test
 * run (tools/windows/wine-session.sh starts it once, under the run's X
 * display, with its output going to the session's log).
 *
 * Wine makes the desktop when a program first asks for it (explorer.exe
 * /desktop, started by that program) and closes it one second after its last
 * user leaves. The desktop takes its graphics driver from the program that
 * made it, and explorer inherits that program's standard error: made by a
 * test, it held the test's output pipe open after the test ended. Held from
 * the start by this program, the desktop is made once, with the run's
 * display, and no test starts or ends it.
 *
 * Prints "ready" once the desktop exists, then waits until its standard
 * input closes (or `wineserver -k` ends it). */
#include <stdio.h>
#include <windows.h>

int main(void)
{
    if (!GetDesktopWindow()) {
        printf("no desktop (error %lu)\n", (unsigned long)GetLastError());
        return 1;
    }
    printf("ready\n");
    fflush(stdout);
    char buf[256];
    while (fread(buf, 1, sizeof buf, stdin) > 0) {
    }
    return 0;
}
