"""`python3 -m m2r_tools.bench`: what scripts/bench runs."""

from .cli import main

main()
