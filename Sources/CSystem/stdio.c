#include <stdio.h>

#include "CSystem.h"

// C stdio's streams are globals that Swift's strict concurrency checking cannot see are used by one thread at
// a time (a worker runs one block at a time); touched here, in C, the Swift that calls these stays checked.

void lessonbuild_stdio_flush(void) {
    fflush(stdout);
    fflush(stderr);
}

void lessonbuild_stdio_unbuffered(void) {
    setvbuf(stdout, NULL, _IONBF, 0);
    setvbuf(stderr, NULL, _IONBF, 0);
}

void lessonbuild_stdin_clear_error(void) {
    clearerr(stdin);
}
