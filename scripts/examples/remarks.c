/* Variables mem2reg promotes, and variables it leaves in memory (see
   docs/remarks.md): an escaping address, a struct, a union read as another
   type, a volatile. */
struct point { int x, y; };
union bits { float f; int i; };
void use(int *p);

int f(int n, int c) {
  int sum = 0;
  int escaped = 1;
  struct point pt = {1, 2};
  union bits u;
  volatile int v = 3;
  u.f = 1.0f;
  use(&escaped);
  for (int i = 0; i < n; i++) {
    if (c > 0)
      sum += i;
    else
      sum -= pt.y;
  }
  return sum + escaped + u.i + v;
}
