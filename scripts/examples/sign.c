/* The seeds' first walk-through: one variable, two stores, one load where
 * the two paths meet. mem2reg gives x one phi, in if.end.
 *     scripts/explain scripts/examples/sign.c --function sign -o sign.html */
int sign(int cond) {
    int x;
    if (cond > 0)
        x = 1;
    else
        x = -1;
    return x;
}
