"""`python3 -m m2r_tools.difftest`: what scripts/difftest runs."""

from .cli import main

main()
