"""``python -m unsun_lab`` runs the command line."""

import sys

from unsun_lab.cli import main

sys.exit(main())
