// C++: a member function and a function template, named in the report by
// their C++ names (scripts/explain demangles):
//     scripts/explain scripts/examples/clamp.cpp --function geo::Range::clamp -o clamp.html
namespace geo {
struct Range {
    int lo, hi;
    int clamp(int v) const {
        int r = v;
        if (r < lo)
            r = lo;
        else if (r > hi)
            r = hi;
        return r;
    }
};

template <typename T> T largest(const T *xs, int n) {
    T best = xs[0];
    for (int i = 1; i < n; i++)
        if (xs[i] > best)
            best = xs[i];
    return best;
}
} // namespace geo

int use(const geo::Range &r, const double *xs) { return r.clamp(7) + (int)geo::largest(xs, 4); }
