"""`python3 -m m2r_tools.explain`: what scripts/explain runs."""

from .cli import main

main()
