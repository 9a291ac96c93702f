<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Exporter</name>
    <message>
        <source>the output file must end in .png, .svg or .pdf: %1</source>
        <translation>输出文件必须以 .png、.svg 或 .pdf 结尾：%1</translation>
    </message>
    <message>
        <source>size must be from 16x16 to 16384x16384 pixels</source>
        <translation>尺寸必须在 16x16 到 16384x16384 像素之间</translation>
    </message>
    <message>
        <source>scale must be from 0.5 to 4</source>
        <translation>缩放比例必须在 0.5 到 4 之间</translation>
    </message>
    <message>
        <source>size divided by scale is too small to lay out (%1x%2)</source>
        <translation>尺寸除以缩放比例后太小，无法排版（%1x%2）</translation>
    </message>
    <message>
        <source>could not encode the PNG image</source>
        <translation>无法编码 PNG 图像</translation>
    </message>
</context>
<context>
    <name>Labs</name>
    <message>
        <source>Ring</source>
        <translation>哈希环</translation>
    </message>
</context>
<context>
    <name>SafeWrite</name>
    <message>
        <source>cannot write %1: %2 (the old file, if any, is unchanged)</source>
        <translation>无法写入 %1：%2（原有文件保持不变）</translation>
    </message>
    <message>
        <source>the disk is full or the file too large</source>
        <translation>磁盘已满或文件过大</translation>
    </message>
</context>
<context>
    <name>Scenario</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2 MB; scenario files are limited to 10 MB.</source>
        <translation>%1 的大小为 %2 MB；场景文件不能超过 10 MB。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a usable scenario: %2</source>
        <translation>%1 不是可用的场景文件：%2</translation>
    </message>
    <message>
        <source>This scenario is for the %1 lab, not the %2 lab.</source>
        <translation>该场景属于 %1 实验，而不是 %2 实验。</translation>
    </message>
    <message>
        <source>Scenario not saved: %1</source>
        <translation>场景未保存：%1</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BirthdayPlot</name>
    <message>
        <source>b = %1 bits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 bits: 1 % at n = %2, 50 % at n = %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Circles: fraction of %1 experiments (%2 hash, random URLs) with at least one collision.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>birthday.hash: expected "md5", "murmur3" or "xxh3"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run experiments again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hash for the measured points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>keys n (log scale)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>P(at least one collision)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::BloomLab</name>
    <message>
        <source>%1 words · fill %2 %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why not delete? (plain filter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Plain filter: “%1” and “%2” share a bit. Deleting “%2” by clearing its bits also cleared a bit of “%1”, which is still stored: the filter now says “definitely not” for a present key — a false negative. Press again for the counting filter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why not delete? (counting filter)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Counting filter: removing “%2” decremented its counters; the shared counter still counts “%1”, so “%1” is found: “maybe — and it is present”. Query “%2”: “definitely not”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the bloom state must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a word (1 to 64 characters); Enter inserts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Insert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>counting filter only: decrement the word's counters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clear its bits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a naive delete on a plain filter: see what it breaks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Why not delete?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New filter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>k</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cells on the canvas: 1 to 4,096</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hash positions: 1 to 64</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>FP plot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Sizing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Read path</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Bloom</source>
        <translation>布隆过滤器</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BloomModel</name>
    <message>
        <source>m: the bit-array canvas shows 1 to 4,096 cells; use the sizing panel and the FP plot for larger filters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Type a word first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A word has at most 64 characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>an operation lacks its key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>a key must have 1 to 64 characters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown operation '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Configure filter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Insert “%1”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>A plain Bloom filter cannot delete: use “Clear its bits” to see why, or switch to the counting variant.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“%1” is definitely not in the filter: nothing to remove.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove “%1”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The counting filter deletes properly: use Remove.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clear the bits of “%1”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the bloom state must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“filter” must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“filter” has a field of the wrong type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“ops” must be a list of at most 10,000 operations</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>every operation must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>definitely not</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>maybe — and it is present</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>maybe — a false positive: never inserted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>definitely not — a FALSE NEGATIVE: it was inserted, a cleared bit erased it</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::BloomPipelinePanel</name>
    <message>
        <source>&lt;b&gt;Read path&lt;/b&gt;: hot cache → Bloom filter → store. The filter is sized at 10 bits per key, k = 7.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>filter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>keys in store</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>share of absent keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>share deleted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cache entries</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>degraded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>filter unavailable: every miss reads the store</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1 to 10,000,000</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Run the read path</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Press “Run the read path”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reads %1
cache hits %2
filter said “definitely not”: %3 store reads avoided
store reads %4 (found %5)
store reads caused by false positives %6
reads of deleted keys %7
answered present %8 · absent %9
present keys answered “absent”: %10 (must be 0)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::BloomPlotPanel</name>
    <message>
        <source>&lt;b&gt;False-positive rate&lt;/b&gt;: measured (95 % Wilson interval) against theory, k optimal per point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>n keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>queries per point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>keys inserted per point: 1 to 1,000,000</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>negative queries per point: 1,000 to 10,000,000</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select at least one variant to measure.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measuring %1 variants × 30 points…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Cancelled: the previous plot stays.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 points measured · false negatives: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>classic (1 − e^(−kn/m))^k</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 theory</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 measured</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bits per key m/n</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>false-positive rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“plot” must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>plot n must be from 1 to 1,000,000</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>plot queries must be from 1,000 to 10,000,000</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>“plot” has a field of the wrong type</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::BloomSizingPanel</name>
    <message>
        <source>&lt;b&gt;Sizing&lt;/b&gt; — how many bits and hashes?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>from n and p</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>from n and m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>keys to hold: 1 to 2^40</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>target false-positive rate: 0 &lt; p &lt; 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bits: 1 to 2^34 (2 GiB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>your k (1 to 64): its rate is shown beside the optimum</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>n must be a whole number from 1 to 2^40 (1,099,511,627,776).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p must be a number with 0 &lt; p &lt; 1, e.g. 0.001.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>m must be a whole number of bits from 1 to 2^34 (2 GiB).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>That needs more than 2^34 bits (2 GiB), the limit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>m = %1 bits (%2) = %3 bytes = %4 = %5&lt;br&gt;optimum k = round((m/n)·ln 2) = &lt;b&gt;%6&lt;/b&gt;%7, p = (1 − e^(−kn/m))^k = &lt;b&gt;%8&lt;/b&gt;&lt;br&gt;your k = %9: p = %10 · %11 bits per key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (capped at 64)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>p(k) at this m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>your k = %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>optimum k = %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>k (hash positions)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>false-positive rate</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::BloomView</name>
    <message>
        <source>%1 filter · m = %2 · k = %3 · %4 words · fill %5 %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>insert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>query</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 “%2”:  h1 = 0x%3,  h2 = 0x%4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Type a word and press Insert or Query.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>counter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>bit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>   %1 %2 → %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Inserted: all %1 cells set</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Removed: every counter decremented</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Not removed</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::CollisionsLab</name>
    <message>
        <source>%1 written, %2 stored, %3 collisions, %4 lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>collisions: the state must be an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>collisions: unknown key '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Dedup store (seed 000): physical id + hash_id + raw-data check</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Birthday bound: P(collision) for n keys in b bits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Short links (seed 004): Base62 ids against hash codes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Collisions</source>
        <translation>哈希碰撞</translation>
    </message>
</context>
<context>
    <name>hashlab::app::CollisionsModel</name>
    <message>
        <source>A record must be a JSON object {…}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The lab keeps at most %1 writes; clear the store first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The lab keeps at most %1 writes.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Write %n random record(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Strategy %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hash_id bits %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clear store</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dedup: expected an object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dedup.strategy: expected "naive", "reject" or "coexist"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dedup.bits: expected an integer from 1 to 128</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dedup.writes: expected an array of at most %1 JSON texts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>dedup.writes[%1]: expected the JSON text of an object</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::ConfigPanel</name>
    <message>
        <source>c1 = c2 = 0 makes every probe hit the same slot; choose c2 ≠ 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Presets…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>linear: (h1 + i) mod m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>quadratic: (h1 + c1·i + c2·i²) mod m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>double: (h1 + i·s) mod m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>textbook: integer keys, formulas</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>murmur3 halves (text keys)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>xxh3 halves (text keys)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>step s = h2 (no fix)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>prime: s = h2 mod (m℡) + 1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>odd: s = h2 | 1 (m = 2^r)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Example</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Slots m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Probing</source>
        <translation>探测</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Step fix</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1 to 1,000,000 slots; up to 128 are drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Formulas use k, m, + − * / %, parentheses. % is the non-negative modulo (℡ % 7 = 6), / the matching quotient.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Apply (empties the table)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Seed 002: m = 7, keys 14, 21, 28</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Three keys start at slot 0; different steps h2 send them along different paths.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>m = 16 with odd steps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>In a power-of-two table every odd step is coprime with m: each path reaches all 16 slots.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The m = 8, step 2 trap</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Step 2 shares the factor 2 with m = 8: the path 0 → 2 → 4 → 6 → 0 never sees the odd slots, and the fifth insert fails with four slots empty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Quadratic probing beyond α = ½</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>With prime m = 11, h1 + i² reaches only 6 slots: the 7th key with the same start fails although 5 slots are empty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CLRS 11.4-1, linear probing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>h(k, i) = (k mod 11 + i) mod 11.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CLRS 11.4-1, quadratic probing c1 = 1, c2 = 3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>h(k, i) = (k mod 11 + i + 3i²) mod 11.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CLRS 11.4-1, double hashing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>h(k, i) = (k mod 11 + i·(1 + k mod 10)) mod 11.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::DedupPanel</name>
    <message>
        <source>A record must be a JSON object {…}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>naive: the hash is the primary key (overwrites);
reject: refuse and alert;
coexist: keep both with collision_flag (seed 000)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hash_id bits: 128 (full)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hash_id bits: %1 (%2 values) — fewer bits force collisions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write a record (JSON object):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write 10 random records</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>written %1 · stored %2 · duplicates %3 · collisions %4 · rejected %5 · lost %6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Audit (hash_id with count &gt; 1): none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Audit (hash_id with count &gt; 1): %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::DedupTableModel</name>
    <message>
        <source>t%1 / t%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>collision_flag</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>LOST (overwritten by #%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hash_id %1 (full murmur3-128: %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>physical id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hash_id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>raw data (canonical)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>created / updated</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>flags</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::ExportDialog</name>
    <message>
        <source>Export image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>图像 (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>File (.png, .svg, .pdf)</source>
        <translation>文件（.png、.svg、.pdf）</translation>
    </message>
    <message>
        <source>Size in pixels</source>
        <translation>尺寸（像素）</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>缩放比例</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>hashlab::app::FormulaField</name>
    <message>
        <source>%1: column %2: %3</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::LessonBanner</name>
    <message>
        <source>Close the lesson caption</source>
        <translation>关闭课程说明</translation>
    </message>
</context>
<context>
    <name>hashlab::app::MainWindow</name>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>HashLab scenarios (*.json)</source>
        <translation>HashLab 场景 (*.json)</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>About HashLab</source>
        <translation>关于 HashLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;HashLab %1&lt;/h3&gt;&lt;p&gt;An exact, measured simulator of the hashing ideas distributed systems are built on: consistent hashing, open addressing, Bloom filters and collision-safe ids.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;HashLab %1&lt;/h3&gt;&lt;p&gt;一个精确且经过实测的模拟器，演示分布式系统所依赖的哈希思想：一致性哈希、开放寻址、布隆过滤器以及防碰撞 ID。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>HashLab</source>
        <translation>HashLab 哈希实验室</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save scenario…</source>
        <translation>保存场景(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Export image…</source>
        <translation>导出图像(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Copy image</source>
        <translation>复制图像(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Classroom (high contrast)</source>
        <translation>课堂（高对比度）</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About HashLab</source>
        <translation>关于 HashLab(&amp;A)</translation>
    </message>
    <message>
        <source>%1 names an unknown lab '%2'.</source>
        <translation>%1 指定了未知的实验“%2”。</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Copied the view to the clipboard</source>
        <translation>已将视图复制到剪贴板</translation>
    </message>
    <message>
        <source>Less&amp;ons</source>
        <translation>课程(&amp;O)</translation>
    </message>
</context>
<context>
    <name>hashlab::app::OperationsPanel</name>
    <message>
        <source>Type a key first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>No key was placed: the table is at this load factor already, or every insert fails.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>key, e.g. 42 (textbook) or any text (murmur3/xxh3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Insert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>α = </source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Random fill to α</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Insert random keys until n/m reaches α (one undo step)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::PlaceholderLab</name>
    <message>
        <source>The %1 lab is not built yet, so this scenario cannot be shown.</source>
        <translation>%1 实验尚未实现，因此无法显示该场景。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ProbingLab</name>
    <message>
        <source>%1 of %2 slots occupied, %3 tombstones</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Table and probe sequence</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Operations</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Probing</source>
        <translation>探测</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ProbingModel</name>
    <message>
        <source>Set up m = %1, %2 probing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown preset '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Preset: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Random fill to α = %1 (%2 keys)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>the probing state must be a JSON object</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slots must be an array</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>each slot needs a slot number and a key</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slot state must be occupied or tombstone, got '%1'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ops must be an array of at most 10000 operations</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>each op needs "op" (insert, find, delete) and "key"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>unknown op '%1' (insert, find or delete)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>step must be an integer</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::ProbingPlot</name>
    <message>
        <source>linear</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>quadratic</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>double</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lines: Knuth's formulas; circles: measured on m = %1 (%2 random fills per strategy, linear %3; 95 % bars, widest ±%4 %). Double: step uniform in [1, m℡]; quadratic: c1 = %5, c2 = %6.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>load factor α = n / m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>average probes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Successful search (key present)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Unsuccessful search (key absent)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Measure again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Repeat the random fills with a new seed</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::ProbingView</name>
    <message>
        <source>linear probing: pᵢ = (h1 + i) mod %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>quadratic probing: pᵢ = (h1 + %1·i + %2·i²) mod %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>double hashing: pᵢ = (h1 + i·s) mod %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>h1, h2 = the two 64-bit halves of %1(key)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>h1(k) = %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>    h2(k) = %1    step fix: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>    (% is the non-negative modulo)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slot %1 is empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slot %1 holds %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slot %1 holds %2: collision</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>slot %1 is a tombstone (%2 was deleted): keep probing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (visited before)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  →  %1 placed in slot %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  →  %1 is already in the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  →  found in slot %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  →  deleted: slot %1 becomes a tombstone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  →  %1 is not in the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  →  insert failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>key %1: linear probing walks slot by slot, period m = %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>key %1: period %2, the sequence reaches %3 of %4 slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>key %1: step s = %2, gcd(%2, %3) = %4, period %3/%4 = %5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: reaches only the %1 marked slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>: reaches every slot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (marked)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 of %2 slots occupied (α = %3), tombstones: %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; clusters: %1, longest %2, mean %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>; slots %1–%2 of %3 drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>occupied</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>tombstone (deleted)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>probed now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>reachable by this key's step</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::ProgressPanel</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingCompareView</name>
    <message>
        <source>the last change on the ring (%1 → %2 nodes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>adding one node (%1 → %2 nodes)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>cannot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 cannot make this change: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>moved %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ideal %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>max/mean − 1, %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (cannot)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>% of keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare algorithms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Moved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ideal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Max/mean</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ns/lookup</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Runs the same keys and node change under every algorithm.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Same keys, same change: %1. Lookup time is measured on this machine, key already hashed.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::RingControls</name>
    <message>
        <source>weight: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>remove: select a node in the list first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>fail: select a node in the list first</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1   weight %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>   (failed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Select a node to remove it or mark it failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>e.g. E</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Mark failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Vnodes (1–1,000)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Ring points per node (per unit of weight); ring and bounded only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Keys (10–10⁶)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>10 to 1,000,000 keys; above 20,000 the canvas draws a sample</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Key hash</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>identity reads the keys 0, 1, 2, … as numbers; ketama always uses md5</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>jump can only add or remove the last node; jump, maglev and modulo refuse unequal weights</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::RingLab</name>
    <message>
        <source>%1 keys on %2 nodes — max/mean %3 — add, remove or fail a node to see keys move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>moved %1 of %2 (%3) — ideal %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> — modulo would move %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Drawing a sample of %1 of %2 keys (every %3th); counts and plots use all keys.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hover a key to see its hash and the clockwise walk to its point; hover a point to see its arc share.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Before the change.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stage 1 of 3 — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stage 2 of 3 — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Stage 3 of 3 — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::RingLoadPanel</name>
    <message>
        <source>keys per node (dashed: mean)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>mean %1 · stddev %2 · CV %3 · max/mean %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>CV of shares (measured)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>max/mean − 1 (measured)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>1/√V</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>vnodes per node V</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>spread</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Lower plot: these nodes' exact arc shares (not a key sample) for V points per node; their spread falls like 1/√V.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::RingModel</name>
    <message>
        <source>nodes: at most %1 nodes in the lab</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>name: give the new node a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Add node %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>remove: cannot remove the last working node</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Remove node %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Fail node %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Restore node %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>vnodes: must be from 1 to 1,000 in the lab</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set vnodes to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>keys: must be from 10 to 1,000,000 in the lab</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Set keys to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hash keys with %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Use %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::RingView</name>
    <message>
        <source>0 = %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · %2 points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 · no ring: dots sit at their hash</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>  %1 % of space · %2 keys</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>… and %1 more</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1
hash %2 (%3 round the ring)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>
walks %1 clockwise to %2#%3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>
owner: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source> (bounded load may pass a key on past a full node)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1#%2
position %3
arc share %4 of the space</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::ShortLinkPanel</name>
    <message>
        <source>0 collisions, ≤ %1 chars</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>✗ an integer from 0 to 18446744073709551615 (2^64 − 1)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>→ %1 (%n character(s))</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>→ id %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>The panel keeps at most %1 links.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Known URL (pre-check: maybe, lookup: found): code %1 reused</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>New URL (pre-check: absent): id %1 → code %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>short_links.links: expected an array of at most %1 URLs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>short_links.links[%1]: expected a URL scheme://host/path</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Base62 (0-9a-zA-Z)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Short-link service: normalise → pre-check → id → Base62</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Code length and collisions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Encode id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Decode code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Shorten</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>https://Example.com//path?b=2&amp;a=1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>normalised URL</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>code length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>ids it can hold (62^L − 1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>URL as typed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>normalised</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>hash code L</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>collisions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>C(n,2)/62^L</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>failed (3 retries)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Base62 ids</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>%1 random URLs: md5(url) mod 62^L as a fixed-length code (retried with a salt on collision) against auto-increment ids in Base62.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hashlab::app::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Step forward / back</source>
        <translation>前进一步 / 后退一步</translation>
    </message>
    <message>
        <source>Right / Left</source>
        <translation>右方向键 / 左方向键</translation>
    </message>
    <message>
        <source>Play / pause the steps</source>
        <translation>播放 / 暂停步骤</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格键</translation>
    </message>
    <message>
        <source>To the first / last step</source>
        <translation>跳到第一步 / 最后一步</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
</context>
<context>
    <name>hashlab::app::StepPlayer</name>
    <message>
        <source>To start (Home)</source>
        <translation>回到开头（Home）</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>后退一步（左方向键）</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>播放 / 暂停（空格键）</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>前进一步（右方向键）</translation>
    </message>
    <message>
        <source>To end (End)</source>
        <translation>跳到结尾（End）</translation>
    </message>
    <message>
        <source>Steps per second</source>
        <translation>每秒步数</translation>
    </message>
</context>
<context>
    <name>hashlab::app::WritePathView</name>
    <message>
        <source>Canonicalise: json.dumps(sort_keys, no spaces, UTF-8)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Hash: mmh3.hash128(canonical, seed=42, unsigned)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>hash_id: first %n bit(s)</source>
        <translation type="unfinished">
            <numerusform />
        </translation>
    </message>
    <message>
        <source>Look up hash_id on the non-unique index</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Compare raw data</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Apply (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>no record has this hash_id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>found %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>same data as #%1: a duplicate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>data differs from %1: a hash collision</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>new record #%1 inserted (created_at = updated_at = t%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>nothing inserted; updated_at of #%1 set to t%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>#%1 overwrites #%2 under the same key: #%2's data is LOST</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>write refused; alert logged with #%1 and the new data</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>#%1 inserted beside %2 with collision_flag = true</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write path of the last write</source>
        <translation type="unfinished" />
    </message>
    <message>
        <source>Write a JSON record to see its path: canonicalise → hash → look up → new, duplicate or collision.</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>