"""The deep review on a Dask cluster: python -m ai.lab.review --scheduler tcp://HOST:8786 game.json.

ai.review's deep review (python -m ai.review --deep), its spans sent to the cluster's workers
through the lab's executor, for records too many for one machine. Here and not in ai.review,
which the window's helper process imports: the window never imports the lab nor Dask.
"""

from __future__ import annotations

import sys

from ..review import DEEP_CANDIDATES, DEEP_SAMPLES, DEEP_SPEC, deep_command, review_parser
from .executor import NoCluster, cluster_cores, executor


def main(argv: list[str] | None = None) -> int:
    parser = review_parser("python -m ai.lab.review", __doc__.split("\n\n")[0],
                           "game records (JSON), any number")
    parser.description = (f"{parser.description} {DEEP_SPEC.capitalize()}'s search a "
                          f"decision, {DEEP_CANDIDATES} candidates, {DEEP_SAMPLES} samples.")
    parser.add_argument("--scheduler", required=True,
                        help="the Dask scheduler (tcp://HOST:8786) whose workers review")
    args = parser.parse_args(argv)
    try:
        cores = cluster_cores(args.scheduler)
    except (NoCluster, OSError) as exc:  # no Dask, or no scheduler there (OSError: timeout)
        parser.error(f"--scheduler {args.scheduler}: {exc}")
    where = f"{cores} core(s) of the cluster at {args.scheduler}"
    return deep_command(parser, args, cores, where, lambda: executor(scheduler=args.scheduler))


if __name__ == "__main__":
    sys.exit(main())
