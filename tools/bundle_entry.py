"""The standalone bundle's entry point (`make bundle`, PyInstaller): the installed app's main.

freeze_support comes first: the window runs its bots in a spawned process, which in a bundle
is this same executable started again with multiprocessing's arguments."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from riverboat_qt.__main__ import main

    sys.exit(main())
