/* Plain C's side of the glossy-button comparison: the same recipe as
 * Sources/CairoBaseline, COUNT times in one process, the last written to OUT. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "CairoBaseline.h"

int main(int argc, char **argv) {
    if (argc != 4 || atoi(argv[2]) <= 0 || strcmp(argv[1], "glossy") != 0) {
        fprintf(stderr, "usage: CairoPeer glossy COUNT OUT.png\n");
        return 64;
    }
    int count = atoi(argv[2]);
    for (int i = 1; i < count; i++) baseline_glossy_button(0.65, 0.05, 0.05, 310, 54, 2);
    return baseline_glossy_button_png(0.65, 0.05, 0.05, 310, 54, 2, argv[3]) == 0 ? 0 : 1;
}
