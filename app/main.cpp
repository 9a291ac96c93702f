// hashlab: the GUI when called bare (or with GUI options), the command line with a subcommand.
#include "hashlab_main.h"

int main(int argc, char** argv) {
    return hashlab::app::hashlabMain(argc, argv);
}
