# Independent re-implementation of HashLab's cuckoo filter (Python, libxxhash through ctypes): it
# printed the numbers of CuckooFilter.HandCheckedTraceOfSixInserts (cuckoo_filter_test.cpp).
# Run: python3 tests/core/bloom/cuckoo_trace_check.py
import ctypes
lib = ctypes.CDLL("libxxhash.so.0")
class H128(ctypes.Structure):
    _fields_ = [("low", ctypes.c_uint64), ("high", ctypes.c_uint64)]
lib.XXH3_128bits_withSeed.restype = H128
lib.XXH3_128bits_withSeed.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_uint64]
M = (1 << 64) - 1
G = 0x9E3779B97F4A7C15
def mix64(z):
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
    return z ^ (z >> 31)
class Rng:
    def __init__(s, seed): s.state = mix64(seed ^ G)
    def next(s):
        s.state = (s.state + G) & M
        return mix64(s.state)
def reduce(x, m): return (x * m) >> 64
def run(n, f, b, kicks, seed, words):
    buckets = 1
    want = max(1, (n + b - 1) // b)
    while buckets < want: buckets *= 2
    if n / (buckets * b) > 0.96: buckets *= 2
    mask = buckets - 1
    table = [[0] * b for _ in range(buckets)]
    rng = Rng(seed)
    alt = lambda i, fp: (i ^ mix64(fp)) & mask
    out = []
    for w in words:
        h = lib.XXH3_128bits_withSeed(w.encode(), len(w), seed)
        fp = 1 + reduce(h.high, (1 << f) - 1)
        i1 = h.low & mask
        i2 = alt(i1, fp)
        rec = dict(word=w, fp=fp, i1=i1, i2=i2, kicks=[], bucket=None)
        def put(i, fp):
            for s in range(b):
                if table[i][s] == 0:
                    table[i][s] = fp
                    return s
            return None
        s = put(i1, fp)
        if s is not None: rec['bucket'] = (i1, s)
        else:
            s = put(i2, fp)
            if s is not None: rec['bucket'] = (i2, s)
        if rec['bucket'] is None:
            i = i2 if (rng.next() & 1) else i1
            for _ in range(kicks):
                slot = reduce(rng.next(), b)
                ev = table[i][slot]; table[i][slot] = fp; fp = ev
                nxt = alt(i, fp)
                rec['kicks'].append((i, slot, table[i][slot], ev, nxt))
                i = nxt
                s = put(i, fp)
                if s is not None:
                    rec['bucket'] = (i, s); break
            else:
                rec['stash'] = (fp, i)
        out.append(rec)
    return out, table
res, table = run(7, 8, 1, 50, 3, ["w%d" % i for i in range(6)])
for r in res: print(r)
print(table)
