/* A loop. s and i are stored before the loop and in it, so each gets a phi at
 * the loop header (for.cond), where the entry's value and the back edge's
 * meet; the renaming walk reaches the header twice. t, declared in the body,
 * is stored in two places that meet in if.end: it gets a phi there. Its
 * stores' iterated dominance frontier also holds the header, but t is not
 * live there (every iteration writes it before reading it): that phi of
 * minimal SSA is pruned.
 *     scripts/explain scripts/examples/loop.c --function sum -o sum.html */
int sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        int t = i;
        if (i % 2)
            t = -i;
        s += t;
    }
    return s;
}
