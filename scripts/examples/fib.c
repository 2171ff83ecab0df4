/* A small C file for the demo: loops, branches and a switch keep their
 * locals in stack slots at -O0; rust-mem2reg turns them into SSA values. */
#include <stdio.h>

int fib(int n) {
    int a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        int t = a + b;
        a = b;
        b = t;
    }
    return a;
}

int classify(int x) {
    int kind;
    switch (x % 3) {
    case 0: kind = 10; break;
    case 1: kind = 20; break;
    default: kind = x;
    }
    if (x > 100)
        kind = -kind;
    return kind;
}

int main(void) {
    printf("%d %d\n", fib(20), classify(7));
    return 0;
}
