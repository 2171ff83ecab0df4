/* The latency of a load whose address depends on the load before, by the
 * size of the memory it ranges over: the cost of following a pointer into
 * LLVM's IR (a use list, an operand) when the IR is that big. scripts/bench
 * builds and runs it so that its results can be read against this machine's
 * caches. Prints "<MiB> <ns>" per line.
 *
 * One 64-byte line per element; the lines are shuffled and each points to
 * the next in shuffled order (the last to the first), and the cycle is
 * walked for a fixed number of steps, five times; the fastest walk counts. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static volatile uint64_t sink; /* keeps the walk from being optimized away */
static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t next_random(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

int main(void) {
  const size_t steps = 4000000;
  for (size_t mib = 1; mib <= 64; mib *= 2) {
    size_t n = mib * 1024 * 1024 / 64;
    uint64_t *lines = malloc(n * 64);
    size_t *order = malloc(n * sizeof *order);
    if (!lines || !order)
      return 1;
    for (size_t i = 0; i < n; i++)
      order[i] = i;
    for (size_t i = n - 1; i > 0; i--) {
      size_t j = next_random() % (i + 1);
      size_t t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    for (size_t i = 0; i < n; i++)
      lines[order[i] * 8] = order[(i + 1) % n] * 8;
    /* The best of a few walks: a walk the host disturbed is slower, never
     * faster. */
    double ns = 0;
    for (int walk = 0; walk < 5; walk++) {
      struct timespec t0, t1;
      clock_gettime(CLOCK_MONOTONIC, &t0);
      uint64_t at = 0;
      for (size_t i = 0; i < steps; i++)
        at = lines[at];
      clock_gettime(CLOCK_MONOTONIC, &t1);
      sink = at;
      double walk_ns = ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / steps;
      if (walk == 0 || walk_ns < ns)
        ns = walk_ns;
    }
    printf("%zu %.1f\n", mib, ns);
    free(lines);
    free(order);
  }
  return 0;
}
