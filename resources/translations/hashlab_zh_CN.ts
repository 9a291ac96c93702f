<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CodeSpaces</name>
    <message>
        <source>expected a whole number from 0 to %1</source>
        <translation>应为 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>expected &quot;bits&quot; or &quot;alphabet&quot;</source>
        <translation>应为 &quot;bits&quot; 或 &quot;alphabet&quot;</translation>
    </message>
    <message>
        <source>expected a string of symbols</source>
        <translation>应为由符号组成的字符串</translation>
    </message>
    <message>
        <source>expected an array of whole numbers</source>
        <translation>应为整数数组</translation>
    </message>
    <message>
        <source>n must be a whole number from %1 to %2.</source>
        <translation>n 必须是 %1 到 %2 之间的整数。</translation>
    </message>
    <message>
        <source>The alphabet is empty: type the symbols a code may use, at least two different ones.</source>
        <translation>字母表为空：请输入短码可用的符号，至少两个不同的符号。</translation>
    </message>
    <message>
        <source>The alphabet contains a space or a tab: a code cannot show it.</source>
        <translation>字母表中含有空格或制表符：短码无法显示它。</translation>
    </message>
    <message>
        <source>The alphabet has “%1” twice: every symbol must be different, or two symbols would write the same code.</source>
        <translation>字母表中“%1”出现了两次：每个符号都必须不同，否则两个符号会写出同一个短码。</translation>
    </message>
    <message>
        <source>An alphabet of one symbol writes one code per length: type at least two different symbols.</source>
        <translation>只有一个符号的字母表在每种长度下只能写出一个短码：请至少输入两个不同的符号。</translation>
    </message>
    <message>
        <source>Type one or more bit widths, e.g. 16, 24, 32.</source>
        <translation>请输入一个或多个位宽，例如 16, 24, 32。</translation>
    </message>
    <message>
        <source>Type one or more code lengths, e.g. 4, 5, 6, 7.</source>
        <translation>请输入一个或多个码长，例如 4, 5, 6, 7。</translation>
    </message>
    <message>
        <source>“%1” is not a whole number.</source>
        <translation>“%1”不是整数。</translation>
    </message>
    <message>
        <source>At most %1 sizes at a time (the plot has %1 colours).</source>
        <translation>一次最多 %1 个取值（图中只有 %1 种颜色）。</translation>
    </message>
</context>
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
    <message>
        <source>the %1 lab has no %2 to export</source>
        <translation>%1 实验没有可导出的 %2</translation>
    </message>
    <message>
        <source>the %1 lab shows no steps to animate: its step player is empty</source>
        <translation>%1实验没有可制作动画的步骤：它的步骤播放器是空的</translation>
    </message>
    <message>
        <source>fps must be 5, 10, 20, 25 or 50 (GIF delays are hundredths of a second)</source>
        <translation>帧率必须是 5、10、20、25 或 50（GIF 的帧延迟以百分之一秒计）</translation>
    </message>
    <message>
        <source>seconds per step must be from 0.1 to 60</source>
        <translation>每步停留秒数必须在 0.1 到 60 之间</translation>
    </message>
    <message>
        <source>an animation is at most 3840x2160 pixels</source>
        <translation>动画最大为 3840x2160 像素</translation>
    </message>
    <message>
        <source>the animation would have more than %1 pictures (%2 stages): lower the fps</source>
        <translation>动画将超过 %1 幅画面（%2 个阶段）：请降低帧率</translation>
    </message>
    <message>
        <source>the export was not finished</source>
        <translation>导出尚未完成</translation>
    </message>
    <message>
        <source>could not encode the GIF image: %1</source>
        <translation>无法编码 GIF 图像：%1</translation>
    </message>
    <message>
        <source>a storyboard holds at most %1 stages; this trace has %2</source>
        <translation>分镜图最多容纳 %1 个阶段；此轨迹有 %2 个</translation>
    </message>
    <message>
        <source>the storyboard would be %1x%2 pixels (at most %3 on a side and %4 megapixels): choose a smaller size</source>
        <translation>分镜图将为 %1x%2 像素（每边最多 %3 像素，总计最多 %4 百万像素）：请选择更小的尺寸</translation>
    </message>
    <message>
        <source>could not encode the WebP image: %1</source>
        <translation>无法编码 WebP 图像：%1</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <source>Answers with the number typed</source>
        <translation>以输入的数字作答</translation>
    </message>
    <message>
        <source>The field&apos;s own Enter (inserts the key, adds the word)</source>
        <translation>输入框自己的回车（插入键、添加单词）</translation>
    </message>
    <message>
        <source>Undoes / redoes the typing (not the lab&apos;s Undo)</source>
        <translation>撤销 / 重做输入（不是实验的撤销）</translation>
    </message>
    <message>
        <source>Types, or moves the cursor</source>
        <translation>输入文字，或移动光标</translation>
    </message>
    <message>
        <source>Opens a scenario or lesson (File → Open)</source>
        <translation>打开场景或课程（文件 → 打开）</translation>
    </message>
    <message>
        <source>Saves the lab as a scenario (File → Save)</source>
        <translation>把实验保存为场景（文件 → 保存）</translation>
    </message>
    <message>
        <source>Exports an image (File → Export image)</source>
        <translation>导出图像（文件 → 导出图像）</translation>
    </message>
    <message>
        <source>Copies the view to the clipboard</source>
        <translation>把视图复制到剪贴板</translation>
    </message>
    <message>
        <source>Quits</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Undoes the lab&apos;s last action</source>
        <translation>撤销实验的上一个操作</translation>
    </message>
    <message>
        <source>Redoes it</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Shows the Ring, Hash tables, Bloom or Collisions lab</source>
        <translation>切换到哈希环、散列表、布隆过滤器或哈希碰撞实验</translation>
    </message>
    <message>
        <source>Presentation mode on / off (full screen, larger type)</source>
        <translation>开 / 关演示模式（全屏，更大的字）</translation>
    </message>
    <message>
        <source>Starts a drill (Lessons → Drill)</source>
        <translation>开始练习（课程 → 练习）</translation>
    </message>
    <message>
        <source>Shows this table (Help → Keyboard shortcuts)</source>
        <translation>显示本表（帮助 → 键盘快捷键）</translation>
    </message>
    <message>
        <source>Lifts the blank, and does nothing else</source>
        <translation>取消黑屏，不做别的</translation>
    </message>
    <message>
        <source>Rings the next target</source>
        <translation>圈出下一个目标</translation>
    </message>
    <message>
        <source>Rings the previous target</source>
        <translation>圈出上一个目标</translation>
    </message>
    <message>
        <source>Chooses the ringed target</source>
        <translation>选择圈出的目标</translation>
    </message>
    <message>
        <source>Answers with that choice</source>
        <translation>选择该选项作答</translation>
    </message>
    <message>
        <source>Types the digit into the answer field</source>
        <translation>把数字输入答案框</translation>
    </message>
    <message>
        <source>Presses the button</source>
        <translation>按下按钮</translation>
    </message>
    <message>
        <source>Reveals the open question&apos;s answer; else the next stage, then the next step</source>
        <translation>揭晓未答问题的答案；否则下一阶段，然后下一步</translation>
    </message>
    <message>
        <source>The previous stage, then the previous step</source>
        <translation>上一阶段，然后上一步</translation>
    </message>
    <message>
        <source>The lesson bar&apos;s next control (only the mouse reaches the lab&apos;s)</source>
        <translation>课程栏的下一个控件（实验的控件只能用鼠标）</translation>
    </message>
    <message>
        <source>The lesson bar&apos;s previous control</source>
        <translation>课程栏的上一个控件</translation>
    </message>
    <message>
        <source>Leaves the lesson</source>
        <translation>退出课程</translation>
    </message>
    <message>
        <source>Steps forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Steps back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Plays / pauses the steps</source>
        <translation>播放 / 暂停步骤</translation>
    </message>
    <message>
        <source>The first step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>The last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Blanks the screen (black)</source>
        <translation>黑屏</translation>
    </message>
    <message>
        <source>The next control</source>
        <translation>下一个控件</translation>
    </message>
    <message>
        <source>The previous control</source>
        <translation>上一个控件</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>→</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>←</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Page Down</source>
        <translation>Page Down</translation>
    </message>
    <message>
        <source>Page Up</source>
        <translation>Page Up</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>回车</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Shift+</source>
        <translation>Shift+</translation>
    </message>
    <message>
        <source>a text field</source>
        <translation>文本框中</translation>
    </message>
    <message>
        <source>a number question&apos;s answer field</source>
        <translation>数字题的答案框中</translation>
    </message>
    <message>
        <source>anywhere</source>
        <translation>任何地方</translation>
    </message>
    <message>
        <source>a blank screen</source>
        <translation>黑屏时</translation>
    </message>
    <message>
        <source>a choice on the canvas (click question)</source>
        <translation>在画布上选择时（点选题）</translation>
    </message>
    <message>
        <source>a choice question</source>
        <translation>选择题</translation>
    </message>
    <message>
        <source>a number question</source>
        <translation>数字题</translation>
    </message>
    <message>
        <source>a focused button (in a lesson: the lesson bar&apos;s)</source>
        <translation>焦点在按钮上（课程中：课程栏的按钮）</translation>
    </message>
    <message>
        <source>a lesson</source>
        <translation>课程中</translation>
    </message>
    <message>
        <source>any lab</source>
        <translation>任何实验</translation>
    </message>
    <message>
        <source>Opens / closes the presentation drawer (the lab&apos;s controls and plots)</source>
        <translation>打开 / 关闭演示抽屉（实验的控件和图表）</translation>
    </message>
    <message>
        <source>Shows the steps as a table a screen reader reads (View → Steps as text)</source>
        <translation>以读屏软件可读的表格显示各步骤（视图 → 步骤文字版）</translation>
    </message>
    <message>
        <source>Leaves Your turn and puts the lab back as it was</source>
        <translation>退出“轮到你了”并把实验室恢复原状</translation>
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
    <name>LessonDocument</name>
    <message>
        <source>Predict:</source>
        <translation>预测：</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>你的答案：</translation>
    </message>
    <message>
        <source>Mark your answer on the figure.</source>
        <translation>在图上标出你的答案。</translation>
    </message>
    <message>
        <source>%1 (within %2)</source>
        <translation>%1（误差 %2 以内）</translation>
    </message>
    <message>
        <source>the lesson names an unknown lab &apos;%1&apos;</source>
        <translation>课程指定了未知的实验 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 — answers</source>
        <translation>%1 — 答案</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Step %1.</source>
        <translation>第 %1 步。</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Restore your work?</source>
        <translation>恢复之前的工作？</translation>
    </message>
    <message>
        <source>HashLab did not close normally.</source>
        <translation>HashLab 上次没有正常关闭。</translation>
    </message>
    <message>
        <source>Restore the labs as they were at %1: %2? Discard removes that copy; Not now keeps it for the next start.</source>
        <translation>要把这些实验恢复到 %1 时的状态吗：%2？“丢弃”会删除这份副本；“以后再说”会保留它，下次启动时再问。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以后再说</translation>
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
    <name>core</name>
    <message>
        <source>naive delete: cleared every bit of the key</source>
        <translation>简单删除：清除了该键的每一位</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>must be from 1 to 100000000 keys, got %1</source>
        <translation>必须为 1 到 100000000 个键，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 1 to 1000000000, got %1</source>
        <translation>必须在 1 到 1000000000 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be one of n, bits, k; got &apos;%1&apos;</source>
        <translation>必须是 n、bits、k 之一；实际为“%1”</translation>
    </message>
    <message>
        <source>every value must be a positive finite number</source>
        <translation>每个值都必须是有限的正数</translation>
    </message>
    <message>
        <source>k values must be whole numbers from 1 to 64</source>
        <translation>k 的取值必须是 1 到 64 的整数</translation>
    </message>
    <message>
        <source>must be from 1 to 100000000 keys</source>
        <translation>必须为 1 到 100000000 个键</translation>
    </message>
    <message>
        <source>n·bits per key must give from 1 to 2^34 bits</source>
        <translation>n·每键位数 必须在 1 到 2^34 位之间</translation>
    </message>
    <message>
        <source>give at least one variant</source>
        <translation>请至少选择一种变体</translation>
    </message>
    <message>
        <source>at most 200 points</source>
        <translation>最多 200 个点</translation>
    </message>
    <message>
        <source>bits per key must be a number from 0 to 1000000</source>
        <translation>每键位数必须是 0 到 1000000 之间的数</translation>
    </message>
    <message>
        <source>must be from 1 to 64 (or 0 for the optimum), got %1</source>
        <translation>必须在 1 到 64 之间（0 表示取最优值），实际为 %1</translation>
    </message>
    <message>
        <source>must be one of independent, double, enhanced, blocked, counting, sharded, bad-step; got &apos;%1&apos;</source>
        <translation>必须是 independent、double、enhanced、blocked、counting、sharded、bad-step 之一；实际为“%1”</translation>
    </message>
    <message>
        <source>must be from 1 to 2^34 = 17179869184 cells, got %1</source>
        <translation>必须为 1 到 2^34 = 17179869184 个单元，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 1 to 64, got %1</source>
        <translation>必须在 1 到 64 之间，实际为 %1</translation>
    </message>
    <message>
        <source>a counting filter of %1 4-bit counters needs %2 bits, beyond the memory limit of 2^34 bits (2 GiB); at most 2^32 = 4294967296 counters</source>
        <translation>含 %1 个 4 位计数器的计数过滤器需要 %2 位，超出 2^34 位（2 GiB）的内存上限；计数器最多 2^32 = 4294967296 个</translation>
    </message>
    <message>
        <source>must be from 1 to 4096 and at most m, got %1</source>
        <translation>必须在 1 到 4096 之间且不超过 m，实际为 %1</translation>
    </message>
    <message>
        <source>the sharded variant needs m to be a multiple of shards (%1), got %2</source>
        <translation>分片变体要求 m 是分片数（%1）的整数倍，实际为 %2</translation>
    </message>
    <message>
        <source>could not allocate %1 bytes</source>
        <translation>无法分配 %1 字节</translation>
    </message>
    <message>
        <source>h1, h2 = low, high 64 bits of xxh3_128(key, seed %1)</source>
        <translation>h1, h2 = xxh3_128(key, seed %1) 的低 64 位、高 64 位</translation>
    </message>
    <message>
        <source>b = 1 + ⌊h2·(m−1) / 2^64⌋ = %1  (never 0)</source>
        <translation>b = 1 + ⌊h2·(m−1) / 2^64⌋ = %1  （永不为 0）</translation>
    </message>
    <message>
        <source>gcd(b, m) = %1: only m / gcd = %2 distinct positions are reachable</source>
        <translation>gcd(b, m) = %1：只能到达 m / gcd = %2 个不同的位置</translation>
    </message>
    <message>
        <source>shard = h1 mod %1 = %2, cells %3…%4 (m_s = %5)</source>
        <translation>分片 = h1 mod %1 = %2，单元 %3…%4（m_s = %5）</translation>
    </message>
    <message>
        <source>g_%1 = (g_%2 + y) mod m = (%3 + %4) mod %5 = %6;  then y = (y + %1) mod m</source>
        <translation>g_%1 = (g_%2 + y) mod m = (%3 + %4) mod %5 = %6；  然后 y = (y + %1) mod m</translation>
    </message>
    <message>
        <source>g_%1 = shard·m_s + (a + %1·b) mod m_s = %2 + %3 = %4</source>
        <translation>g_%1 = 分片·m_s + (a + %1·b) mod m_s = %2 + %3 = %4</translation>
    </message>
    <message>
        <source>a plain Bloom filter cannot delete: clearing a bit may erase other keys</source>
        <translation>普通布隆过滤器不能删除：清除一位可能会抹掉其他键</translation>
    </message>
    <message>
        <source>definitely not present: a counter is 0, nothing to remove</source>
        <translation>一定不存在：有计数器为 0，无可删除</translation>
    </message>
    <message>
        <source>must be from 1 to 10000000, got %1</source>
        <translation>必须在 1 到 10000000 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 1 to 100000000, got %1</source>
        <translation>必须在 1 到 100000000 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 0 to 1</source>
        <translation>必须在 0 到 1 之间</translation>
    </message>
    <message>
        <source>must be at most the number of keys (%1)</source>
        <translation>不得超过键的数量（%1）</translation>
    </message>
    <message>
        <source>must be from 0 to 10000000 entries</source>
        <translation>必须为 0 到 10000000 个条目</translation>
    </message>
    <message>
        <source>must be from 1 to 2^40, got %1</source>
        <translation>必须在 1 到 2^40 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be a number with 0 &lt; p &lt; 1</source>
        <translation>必须是满足 0 &lt; p &lt; 1 的数</translation>
    </message>
    <message>
        <source>n = %1 at p = %2 needs %3 bits, beyond the memory limit of 2^34 bits (2 GiB)</source>
        <translation>n = %1、p = %2 时需要 %3 位，超出 2^34 位（2 GiB）的内存上限</translation>
    </message>
    <message>
        <source>must be from 1 to 2^34 = 17179869184 bits, got %1</source>
        <translation>必须为 1 到 2^34 = 17179869184 位，实际为 %1</translation>
    </message>
    <message>
        <source>the formula is empty; write e.g. k % m</source>
        <translation>公式为空；请写成例如 k % m</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>“)”没有匹配的“(”</translation>
    </message>
    <message>
        <source>nested too deeply (at most 100 levels)</source>
        <translation>嵌套过深（最多 100 层）</translation>
    </message>
    <message>
        <source>unknown variable &apos;%1&apos;: formulas know only k and m</source>
        <translation>未知变量“%1”：公式中只能使用 k 和 m</translation>
    </message>
    <message>
        <source>operator &apos;%1&apos; is missing its left operand</source>
        <translation>运算符“%1”缺少左操作数</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>意外的字符“%1”</translation>
    </message>
    <message>
        <source>the number is larger than 9223372036854775807</source>
        <translation>该数大于 9223372036854775807</translation>
    </message>
    <message>
        <source>a number directly followed by a name: write 2 * k, not 2k</source>
        <translation>数字后紧跟名称：请写 2 * k，而不是 2k</translation>
    </message>
    <message>
        <source>%1 %2 %3 (column %4)</source>
        <translation>%1 %2 %3（第 %4 列）</translation>
    </message>
    <message>
        <source>64-bit overflow in -(%1) (column %2)</source>
        <translation>-(%1) 发生 64 位溢出（第 %2 列）</translation>
    </message>
    <message>
        <source>division by zero in %1</source>
        <translation>%1 中除以零</translation>
    </message>
    <message>
        <source>modulo by zero in %1</source>
        <translation>%1 中对零取模</translation>
    </message>
    <message>
        <source>64-bit overflow in %1</source>
        <translation>%1 发生 64 位溢出</translation>
    </message>
    <message>
        <source>the formula is longer than 1000 characters (not counting spaces)</source>
        <translation>公式超过 1000 个字符（不计空格）</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <source>unknown hash algorithm &apos;%1&apos; (one of %2)</source>
        <translation>未知的哈希算法“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>needs an even number of hex digits, got %1</source>
        <translation>需要偶数个十六进制数字，实际为 %1 个</translation>
    </message>
    <message>
        <source>character at column %1 is not a hex digit</source>
        <translation>第 %1 列的字符不是十六进制数字</translation>
    </message>
    <message>
        <source>is empty; a Base62 code has 1 to 11 characters from 0-9a-zA-Z</source>
        <translation>为空；Base62 短码由 1 到 11 个 0-9a-zA-Z 中的字符组成</translation>
    </message>
    <message>
        <source>has %1 characters; a Base62 code has 1 to 11 characters from 0-9a-zA-Z</source>
        <translation>有 %1 个字符；Base62 短码由 1 到 11 个 0-9a-zA-Z 中的字符组成</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>字节 %1</translation>
    </message>
    <message>
        <source>character &apos;%1&apos; at position %2 is not in the Base62 alphabet 0-9a-zA-Z</source>
        <translation>第 %2 个位置的字符“%1”不在 Base62 字母表 0-9a-zA-Z 中</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is above 2^64 - 1 (the largest code is lYGhA16ahyf)</source>
        <translation>“%1”超过了 2^64 - 1（最大的短码是 lYGhA16ahyf）</translation>
    </message>
    <message>
        <source>must be an integer from 1 to 128, got %1</source>
        <translation>必须是 1 到 128 之间的整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a probability strictly between 0 and 1</source>
        <translation>必须是严格介于 0 和 1 之间的概率</translation>
    </message>
    <message>
        <source>number %1 is out of range of a double (Python would read it as infinity, which JSON cannot hold)</source>
        <translation>数 %1 超出了 double 的范围（Python 会把它读成无穷大，而 JSON 无法表示无穷大）</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>at line %1, column %2 (byte %3): %4</source>
        <translation>第 %1 行第 %2 列（字节 %3）：%4</translation>
    </message>
    <message>
        <source>NaN and Infinity are not JSON; the canonical form refuses them</source>
        <translation>NaN 和 Infinity 不是合法的 JSON；规范形式拒绝它们</translation>
    </message>
    <message>
        <source>binary values have no JSON text</source>
        <translation>二进制值没有对应的 JSON 文本</translation>
    </message>
    <message>
        <source>not a JSON value</source>
        <translation>不是 JSON 值</translation>
    </message>
    <message>
        <source>longer than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
    <message>
        <source>empty input: expected a JSON value</source>
        <translation>输入为空：应为一个 JSON 值</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>must be naive, reject or coexist, got &apos;%1&apos;</source>
        <translation>必须是 naive、reject 或 coexist，实际为“%1”</translation>
    </message>
    <message>
        <source>a record must be a JSON object {...}, got an array</source>
        <translation>记录必须是 JSON 对象 {...}，实际为数组</translation>
    </message>
    <message>
        <source>a record must be a JSON object {...}, got a %1</source>
        <translation>记录必须是 JSON 对象 {...}，实际为 %1</translation>
    </message>
    <message>
        <source>hash_id = first %1 bits = %2 (the full hash)</source>
        <translation>hash_id = 前 %1 位 = %2（完整哈希）</translation>
    </message>
    <message>
        <source>hash_id = first %1 bits = %2 (truncated to force collisions)</source>
        <translation>hash_id = 前 %1 位 = %2（截断以制造冲突）</translation>
    </message>
    <message>
        <source>find(hash_id = %1) on the non-unique index: no record</source>
        <translation>在非唯一索引上 find(hash_id = %1)：没有记录</translation>
    </message>
    <message>
        <source>find(hash_id = %1) on the non-unique index: %2</source>
        <translation>在非唯一索引上 find(hash_id = %1)：%2</translation>
    </message>
    <message>
        <source>new: insert record #%1 with created_at = updated_at = %2</source>
        <translation>新记录：插入记录 #%1，created_at = updated_at = %2</translation>
    </message>
    <message>
        <source>raw data equals record #%1&apos;s</source>
        <translation>原始数据与记录 #%1 的相同</translation>
    </message>
    <message>
        <source>duplicate: touch updated_at of #%1 = %2, nothing inserted</source>
        <translation>重复：将 #%1 的 updated_at 更新为 %2，不插入任何记录</translation>
    </message>
    <message>
        <source>raw data differs from %1: a hash collision</source>
        <translation>原始数据与 %1 不同：发生哈希冲突</translation>
    </message>
    <message>
        <source>naive: hash_id is the primary key, so record #%1 overwrites #%2: its data is lost</source>
        <translation>naive：hash_id 是主键，因此记录 #%1 覆盖了 #%2：其数据丢失</translation>
    </message>
    <message>
        <source>reject: write refused, alert logged with record #%1 and the incoming data</source>
        <translation>reject：拒绝写入，记录告警，附上记录 #%1 与新数据</translation>
    </message>
    <message>
        <source>coexist: insert record #%1 with collision_flag = true beside %2</source>
        <translation>coexist：在 %2 旁插入记录 #%1，collision_flag = true</translation>
    </message>
    <message>
        <source>must be from 0 to %1, got %2</source>
        <translation>必须在 0 到 %1 之间，实际为 %2</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>运行已取消</translation>
    </message>
    <message>
        <source>must be md5, murmur3 or xxh3, got &apos;%1&apos;</source>
        <translation>必须是 md5、murmur3 或 xxh3，实际为“%1”</translation>
    </message>
    <message>
        <source>must be from 1 to %1 for %2, got %3</source>
        <translation>对 %2 必须在 1 到 %1 之间，实际为 %3</translation>
    </message>
    <message>
        <source>the experiment was cancelled</source>
        <translation>实验已取消</translation>
    </message>
    <message>
        <source>is empty; expected scheme://host/path</source>
        <translation>为空；应为 scheme://host/path</translation>
    </message>
    <message>
        <source>is longer than %1 bytes</source>
        <translation>超过 %1 字节</translation>
    </message>
    <message>
        <source>contains a space or control character</source>
        <translation>含有空格或控制字符</translation>
    </message>
    <message>
        <source>has no scheme: expected scheme://host/path, e.g. https://a.io/x</source>
        <translation>缺少协议：应为 scheme://host/path，例如 https://a.io/x</translation>
    </message>
    <message>
        <source>scheme &apos;%1&apos; has characters other than letters, digits, + - .</source>
        <translation>协议“%1”含有字母、数字、+ - . 以外的字符</translation>
    </message>
    <message>
        <source>has an empty host</source>
        <translation>主机名为空</translation>
    </message>
    <message>
        <source>the id space of 2^64 values is exhausted</source>
        <translation>2^64 个 ID 的空间已用尽</translation>
    </message>
    <message>
        <source>no link has the code &apos;%1&apos; (id %2)</source>
        <translation>没有短链接使用短码“%1”（ID %2）</translation>
    </message>
    <message>
        <source>must be from 0 to 16, got %1</source>
        <translation>必须在 0 到 16 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 1 to %1, got %2</source>
        <translation>必须在 1 到 %1 之间，实际为 %2</translation>
    </message>
    <message>
        <source>the comparison was cancelled</source>
        <translation>比较已取消</translation>
    </message>
    <message>
        <source>s = 1 (a one-slot table needs no step)</source>
        <translation>s = 1（只有一个槽位的表不需要步长）</translation>
    </message>
    <message>
        <source>must be %1, %2 or %3, got &apos;%4&apos;</source>
        <translation>必须是 %1、%2 或 %3，实际为“%4”</translation>
    </message>
    <message>
        <source>must be an integer from 1 to 1000000, got %1</source>
        <translation>必须是 1 到 1000000 之间的整数，实际为 %1</translation>
    </message>
    <message>
        <source>c1 = c2 = 0 makes every probe hit the same slot; choose c2 != 0 (e.g. c1 = 1, c2 = 3)</source>
        <translation>c1 = c2 = 0 会让每次探测都落在同一个槽位；请选择 c2 != 0（例如 c1 = 1，c2 = 3）</translation>
    </message>
    <message>
        <source>c1 and c2 are both multiples of m = %1: every probe would hit the same slot</source>
        <translation>c1 和 c2 都是 m = %1 的倍数：每次探测都会落在同一个槽位</translation>
    </message>
    <message>
        <source>a key must not be empty</source>
        <translation>键不能为空</translation>
    </message>
    <message>
        <source>keys are at most 256 bytes long</source>
        <translation>键最长 256 字节</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an integer: textbook mode reads keys as 64-bit integers (use the murmur3 or xxh3 hash for text keys)</source>
        <translation>“%1”不是整数：教科书模式把键读作 64 位整数（文本键请使用 murmur3 或 xxh3 哈希）</translation>
    </message>
    <message>
        <source>for key %1: %2</source>
        <translation>对于键 %1：%2</translation>
    </message>
    <message>
        <source>h1(&quot;%1&quot;) = %2 low word = %3 ≡ %4 (mod %5)</source>
        <translation>h1(&quot;%1&quot;) = %2 低 64 位 = %3 ≡ %4 (mod %5)</translation>
    </message>
    <message>
        <source>h2(&quot;%1&quot;) = %2 high word = %3</source>
        <translation>h2(&quot;%1&quot;) = %2 高 64 位 = %3</translation>
    </message>
    <message>
        <source>must be an integer from 11 to 100000, got %1</source>
        <translation>必须是 11 到 100000 之间的整数，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 2 to 10000, got %1</source>
        <translation>必须在 2 到 10000 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 1 to 100000, got %1</source>
        <translation>必须在 1 到 100000 之间，实际为 %1</translation>
    </message>
    <message>
        <source>c1 = c2 = 0 makes every probe hit the same slot</source>
        <translation>c1 = c2 = 0 会让每次探测都落在同一个槽位</translation>
    </message>
    <message>
        <source>each load factor must be in (0, 0.99]</source>
        <translation>每个装载因子都必须在 (0, 0.99] 内</translation>
    </message>
    <message>
        <source>key %1 needs a second probe, but its step is 0 mod %2 (%3): every probe would hit slot %4; use the step fix prime or odd, or an h2 that is never a multiple of m</source>
        <translation>键 %1 需要第二次探测，但其步长模 %2 为 0（%3）：每次探测都会落在槽位 %4；请使用步长修正 prime 或 odd，或使用永远不是 m 的倍数的 h2</translation>
    </message>
    <message>
        <source>probed all %1 slots of the sequence (period %1) without meeting the key or an empty slot</source>
        <translation>探测了序列中全部 %1 个槽位（周期 %1），既没有遇到该键，也没有遇到空槽位</translation>
    </message>
    <message>
        <source>table full: all %1 slots hold keys</source>
        <translation>表已满：全部 %1 个槽位都存有键</translation>
    </message>
    <message>
        <source>step s = %1, gcd(s, m) = %2, period m/g = %3</source>
        <translation>步长 s = %1，gcd(s, m) = %2，周期 m/g = %3</translation>
    </message>
    <message>
        <source>period %1, %2 distinct slots</source>
        <translation>周期 %1，%2 个不同的槽位</translation>
    </message>
    <message>
        <source>period %1</source>
        <translation>周期 %1</translation>
    </message>
    <message>
        <source>the probe sequence came back to slot %1 after %2 probes (%3): it reaches only slots %4, all occupied, while %5 other slots are free</source>
        <translation>探测序列在 %2 次探测后回到了槽位 %1（%3）：它只能到达槽位 %4，且全部已占用，而另有 %5 个槽位空闲</translation>
    </message>
    <message>
        <source>unknown operation</source>
        <translation>未知操作</translation>
    </message>
    <message>
        <source>slot %1 is outside 0 to %2</source>
        <translation>槽位 %1 不在 0 到 %2 之间</translation>
    </message>
    <message>
        <source>slot %1 is given twice</source>
        <translation>槽位 %1 出现了两次</translation>
    </message>
    <message>
        <source>slot %1 is listed as empty</source>
        <translation>槽位 %1 被列为空</translation>
    </message>
    <message>
        <source>key %1 is stored twice</source>
        <translation>键 %1 被存储了两次</translation>
    </message>
    <message>
        <source>jump can only add or remove buckets at the end</source>
        <translation>jump 只能在末尾添加或删除桶</translation>
    </message>
    <message>
        <source>give at least one node</source>
        <translation>请至少给出一个节点</translation>
    </message>
    <message>
        <source>at most %1 nodes, got %2</source>
        <translation>最多 %1 个节点，实际为 %2 个</translation>
    </message>
    <message>
        <source>a node name is empty</source>
        <translation>有节点名称为空</translation>
    </message>
    <message>
        <source>node name &apos;%1...&apos; is longer than %2 characters</source>
        <translation>节点名称“%1...”超过 %2 个字符</translation>
    </message>
    <message>
        <source>duplicate node name &apos;%1&apos;</source>
        <translation>节点名称“%1”重复</translation>
    </message>
    <message>
        <source>weight of &apos;%1&apos; must be a number above 0 and at most %2, got %3</source>
        <translation>“%1”的权重必须是大于 0 且不超过 %2 的数，实际为 %3</translation>
    </message>
    <message>
        <source>%1 cannot weight nodes: give equal weights</source>
        <translation>%1 不支持节点权重：请给出相同的权重</translation>
    </message>
    <message>
        <source>must be xxh3, murmur3, md5 or identity, got &apos;%1&apos;</source>
        <translation>必须是 xxh3、murmur3、md5 或 identity，实际为“%1”</translation>
    </message>
    <message>
        <source>must be an integer from 1 to 10000, got %1</source>
        <translation>必须是 1 到 10000 之间的整数，实际为 %1</translation>
    </message>
    <message>
        <source>ketama always hashes with md5, as libketama does</source>
        <translation>ketama 与 libketama 一样总是使用 md5 哈希</translation>
    </message>
    <message>
        <source>must be a number from 0 to 10, got %1</source>
        <translation>必须是 0 到 10 之间的数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a prime at least the number of nodes, got %1</source>
        <translation>必须是不小于节点数的素数，实际为 %1</translation>
    </message>
    <message>
        <source>vnodes x total weight must be at most 2,000,000 points</source>
        <translation>虚拟节点数 × 总权重最多为 2,000,000 个点</translation>
    </message>
    <message>
        <source>name at least one node to add</source>
        <translation>请至少指定一个要添加的节点</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; already exists</source>
        <translation>节点“%1”已存在</translation>
    </message>
    <message>
        <source>name at least one node to remove</source>
        <translation>请至少指定一个要删除的节点</translation>
    </message>
    <message>
        <source>unknown node &apos;%1&apos;</source>
        <translation>未知节点“%1”</translation>
    </message>
    <message>
        <source>jump hash can only remove the last bucket (&apos;%1&apos;), not &apos;%2&apos;</source>
        <translation>jump 哈希只能删除最后一个桶（“%1”），不能删除“%2”</translation>
    </message>
    <message>
        <source>cannot remove the last node</source>
        <translation>不能删除最后一个节点</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 不是数字</translation>
    </message>
    <message>
        <source>each weight must be above 0 and at most 1000000, got %1</source>
        <translation>每个权重都必须大于 0 且不超过 1000000，实际为 %1</translation>
    </message>
    <message>
        <source>give one weight per node: %1 nodes, %2 weights</source>
        <translation>每个节点给一个权重：现有 %1 个节点、%2 个权重</translation>
    </message>
    <message>
        <source>%1 is not an unsigned 64-bit integer, which the identity hash needs</source>
        <translation>%1 不是 64 位无符号整数，而恒等哈希需要这样的整数</translation>
    </message>
    <message>
        <source>unknown algorithm</source>
        <translation>未知算法</translation>
    </message>
    <message>
        <source>%1 points appear, %2 points vanish</source>
        <translation>出现 %1 个点，消失 %2 个点</translation>
    </message>
    <message>
        <source>%1 arcs change owner, covering %2 of the hash space</source>
        <translation>%1 段弧更换了归属节点，覆盖哈希空间的 %2</translation>
    </message>
    <message>
        <source>maglev has no points: each node fills slots of a %1-slot table</source>
        <translation>maglev 没有环上的点：每个节点填充一张 %1 槽查找表中的槽位</translation>
    </message>
    <message>
        <source>%1 of %2 table slots change owner (%3)</source>
        <translation>%2 个表槽位中有 %1 个更换了归属节点（%3）</translation>
    </message>
    <message>
        <source>%1 has no points on a ring</source>
        <translation>%1 在环上没有点</translation>
    </message>
    <message>
        <source>hash mod n: every residue class is redrawn</source>
        <translation>哈希 mod n：每个剩余类都重新划分</translation>
    </message>
    <message>
        <source>jump hash: buckets are numbered, a new bucket takes a 1/(n+1) share from each</source>
        <translation>jump 哈希：桶按编号排列，新桶从每个桶取走 1/(n+1) 的份额</translation>
    </message>
    <message>
        <source>rendezvous: every key re-ranks the nodes; only keys whose winner changed move</source>
        <translation>rendezvous：每个键对节点重新排序；只有胜出节点改变的键才迁移</translation>
    </message>
    <message>
        <source>%1 of %2 keys migrate (%3; ideal %4)</source>
        <translation>%2 个键中有 %1 个迁移（%3；理想值 %4）</translation>
    </message>
    <message>
        <source>file is %1 bytes; scenarios are limited to %2 bytes</source>
        <translation>文件有 %1 字节；场景文件最多 %2 字节</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>the top level must be a JSON object</source>
        <translation>顶层必须是 JSON 对象</translation>
    </message>
    <message>
        <source>not a HashLab scenario (&quot;format&quot; must be &quot;hashlab-scenario&quot;)</source>
        <translation>不是 HashLab 场景文件（&quot;format&quot; 必须为 &quot;hashlab-scenario&quot;）</translation>
    </message>
    <message>
        <source>missing or not an integer</source>
        <translation>缺失或不是整数</translation>
    </message>
    <message>
        <source>must be at least 1, got %1</source>
        <translation>必须至少为 1，实际为 %1</translation>
    </message>
    <message>
        <source>the file has schema %1; this HashLab reads up to schema %2 - update HashLab to open it</source>
        <translation>该文件的格式版本为 %1；此版本的 HashLab 最多读取版本 %2——请更新 HashLab 后再打开</translation>
    </message>
    <message>
        <source>missing or not a string</source>
        <translation>缺失或不是字符串</translation>
    </message>
    <message>
        <source>must be an object of language -&gt; text</source>
        <translation>必须是“语言 -&gt; 文本”形式的对象</translation>
    </message>
    <message>
        <source>text for &apos;%1&apos; is not a string</source>
        <translation>“%1”的文本不是字符串</translation>
    </message>
    <message>
        <source>missing or not an object</source>
        <translation>缺失或不是对象</translation>
    </message>
    <message>
        <source>expected an operator (+ - * / % mod) or the end of the formula, found %1 (missing an operator?)</source>
        <translation>此处应为运算符（+ - * / % mod）或公式结尾，却是%1（缺少运算符？）</translation>
    </message>
    <message>
        <source>the end of the formula</source>
        <translation>公式结尾</translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>expected a number, k, m or &apos;(&apos;, found %1 (the formula ends too early)</source>
        <translation>此处应为数字、k、m 或“(”，却是%1（公式过早结束）</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at column %1, found %2</source>
        <translation>此处应为“)”以闭合第 %1 列的“(”，却是%2</translation>
    </message>
    <message>
        <source>expected a number, k, m or &apos;(&apos;, found %1</source>
        <translation>此处应为数字、k、m 或“(”，却是%1</translation>
    </message>
    <message>
        <source>write a space before &apos;mod&apos;: 10 mod m, not 10mod m</source>
        <translation>请在 mod 前加空格：写 10 mod m，而不是 10mod m</translation>
    </message>
    <message>
        <source>gcd(%1, m) = %2 would repeat cells: b moves on to %3, the next step coprime with m</source>
        <translation>gcd(%1, m) = %2 会重复选中单元：b 顺延到 %3，即下一个与 m 互质的步长</translation>
    </message>
    <message>
        <source>gcd(b, m) = %1 with b = %2: period %3, so up to %3 indices are distinct</source>
        <translation>b = %2 时 gcd(b, m) = %1：周期为 %3，因此最多 %3 个下标互不相同</translation>
    </message>
    <message>
        <source>%1  — bit already chosen by this word: %2 distinct bits</source>
        <translation>%1  — 该位已被这个词选过：共 %2 个不同的位</translation>
    </message>
    <message>
        <source>refused: the counter of cell %1 is %2 but this word hits it %3 times; removing would take it below 0 and corrupt its neighbour</source>
        <translation>已拒绝：单元 %1 的计数器为 %2，但这个词命中它 %3 次；删除会使它降到 0 以下并破坏相邻的计数器</translation>
    </message>
    <message>
        <source>must be from 2 to 2^128 values</source>
        <translation>必须在 2 到 2^128 个取值之间</translation>
    </message>
    <message>
        <source>must be from 2 to %1 symbols, got %2</source>
        <translation>必须在 2 到 %1 个符号之间，实际为 %2</translation>
    </message>
    <message>
        <source>must be at least 1, with %1^length at most 2^128, got %2</source>
        <translation>必须至少为 1，且 %1^长度 不超过 2^128，实际为 %2</translation>
    </message>
    <message>
        <source>an integer of %1 digits exceeds Python&apos;s limit of %2 digits for integer string conversion</source>
        <translation>%1 位的整数超出了 Python 整数字符串转换的 %2 位上限</translation>
    </message>
    <message>
        <source>at most %1 operations, got %2</source>
        <translation>最多 %1 个操作，实际为 %2</translation>
    </message>
    <message>
        <source>operation %1 &apos;%2&apos;: expected i:KEY (insert), d:KEY (delete) or f:KEY (find)</source>
        <translation>第 %1 个操作“%2”：应为 i:键（插入）、d:键（删除）或 f:键（查找）</translation>
    </message>
    <message>
        <source>operation %1 &apos;%2&apos;: the key is missing</source>
        <translation>第 %1 个操作“%2”：缺少键</translation>
    </message>
    <message>
        <source>%1 is not a plain decimal number</source>
        <translation>%1 不是普通的十进制数</translation>
    </message>
    <message>
        <source>at most %1 digits after the decimal point, got %2</source>
        <translation>小数点后最多 %1 位，收到 %2</translation>
    </message>
    <message>
        <source>weight of &apos;%1&apos; has more than %2 digits after the decimal point, got %3</source>
        <translation>“%1”的权重小数点后超过 %2 位，收到 %3</translation>
    </message>
    <message>
        <source>%1 arcs change where the next key goes, covering %2 of the hash space (full nodes pass their arcs on)</source>
        <translation>%1 段弧上下一个键的去向改变，覆盖哈希空间的 %2（满载节点把弧让给后继）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not stored (it was never inserted, or was removed as often as it was inserted): nothing to remove</source>
        <translation>“%1”不在存储中（从未插入，或删除次数已与插入次数相同）：无可删除</translation>
    </message>
    <message>
        <source>refused: &apos;%1&apos; is not stored (it was never inserted, or was removed as often as it was inserted), but the filter answers &quot;maybe&quot; for it; removing it would decrement cells that %2 stored word(s) rely on (%3), and those could then be reported &quot;definitely not present&quot;: false negatives</source>
        <translation>已拒绝：“%1”不在存储中（从未插入，或删除次数已与插入次数相同），但过滤器对它回答“可能存在”；删除它会减少 %2 个已存词所依赖的计数器（%3），这些词之后可能被报告为“一定不存在”：即假阴性</translation>
    </message>
    <message>
        <source>refused: &apos;%1&apos; is not stored (it was never inserted, or was removed as often as it was inserted); clearing its bits would clear bits that %2 stored word(s) rely on (%3), and those would then be reported &quot;definitely not present&quot;: false negatives</source>
        <translation>已拒绝：“%1”不在存储中（从未插入，或删除次数已与插入次数相同）；清零它的位会清掉 %2 个已存词所依赖的位（%3），这些词之后会被报告为“一定不存在”：即假阴性</translation>
    </message>
    <message>
        <source>all %1 buckets are full</source>
        <translation>全部 %1 个桶都已满</translation>
    </message>
    <message>
        <source>the table cannot grow past %1 slots</source>
        <translation>表不能扩大到超过 %1 个槽</translation>
    </message>
    <message>
        <source>no placement exists: the keys sharing cells with %1 outnumber those cells (a cycle in the cuckoo graph); the kicks are undone, the table is as it was and %1 is not inserted</source>
        <translation>不存在任何放置方案：与 %1 共享单元的键多于这些单元（布谷鸟图中有环）；踢出已全部撤销，表保持原样，%1 未插入</translation>
    </message>
    <message>
        <source>gave up after MaxLoop = %1 rounds although a placement exists; the kicks are undone, the table is as it was and %2 is not inserted</source>
        <translation>虽然存在放置方案，但在 MaxLoop = %1 轮后放弃；踢出已全部撤销，表保持原样，%2 未插入</translation>
    </message>
    <message>
        <source>MaxLoop reached (%1): rehashed %2 time(s), now with seed %3</source>
        <translation>达到 MaxLoop（%1）：重新哈希 %2 次，现在种子为 %3</translation>
    </message>
    <message>
        <source>MaxLoop reached (%1): the tables grew from m = %2 to m = %3 instead of failing</source>
        <translation>达到 MaxLoop（%1）：两张表从 m = %2 扩大到 m = %3，而不是插入失败</translation>
    </message>
    <message>
        <source>even in tables of m = %1 the keys did not all find a cell: %2 is not inserted</source>
        <translation>即使表扩大到 m = %1，仍有键找不到单元：%2 未插入</translation>
    </message>
    <message>
        <source>no seed among %1 new ones placed every key: the table is as it was, with seed %2, and %3 is not inserted</source>
        <translation>在 %1 个新种子中，没有一个能放下所有键：表保持原样，种子仍为 %2，%3 未插入</translation>
    </message>
    <message>
        <source>must be chaining, bucket, linear, quadratic, double, robinhood or cuckoo, got &apos;%1&apos;</source>
        <translation>必须是 chaining、bucket、linear、quadratic、double、robinhood 或 cuckoo，收到“%1”</translation>
    </message>
    <message>
        <source>must be double or prime, got &apos;%1&apos;</source>
        <translation>必须是 double 或 prime，收到“%1”</translation>
    </message>
    <message>
        <source>unknown scheme</source>
        <translation>未知的方案</translation>
    </message>
    <message>
        <source>must be from 1 to %1 slots per bucket, got %2</source>
        <translation>每个桶必须有 1 到 %1 个槽，收到 %2</translation>
    </message>
    <message>
        <source>m·b must be at most %1 slots</source>
        <translation>m·b 最多为 %1 个槽</translation>
    </message>
    <message>
        <source>must be above 0 and at most 10 for chaining, got %1</source>
        <translation>对链地址法必须大于 0 且不超过 10，收到 %1</translation>
    </message>
    <message>
        <source>must be above 0 and below 1 for open addressing and cuckoo, got %1</source>
        <translation>对开放寻址和布谷鸟哈希必须大于 0 且小于 1，收到 %1</translation>
    </message>
    <message>
        <source>needs --scheme chaining and --grow-at: Redis&apos;s dict rehashes its chains one bucket per operation</source>
        <translation>需要 --scheme chaining 和 --grow-at：Redis 的 dict 每次操作只迁移一个桶的链</translation>
    </message>
    <message>
        <source>rehashing into %1 slots failed at key %2</source>
        <translation>重新哈希到 %1 个槽时在键 %2 处失败</translation>
    </message>
    <message>
        <source>all %1 slots are occupied</source>
        <translation>全部 %1 个槽都已占用</translation>
    </message>
    <message>
        <source>must be from %1 to %2, got %3</source>
        <translation>必须在 %1 到 %2 之间，收到 %3</translation>
    </message>
    <message>
        <source>give at least one load factor</source>
        <translation>至少给出一个负载因子</translation>
    </message>
    <message>
        <source>each load factor must be above 0 and at most %1, got %2</source>
        <translation>每个负载因子必须大于 0 且不超过 %1，收到 %2</translation>
    </message>
    <message>
        <source>must be from 2 to %1, got %2</source>
        <translation>必须在 2 到 %1 之间，实际为 %2</translation>
    </message>
    <message>
        <source>at most %1 points, got %2</source>
        <translation>最多 %1 个点，实际为 %2</translation>
    </message>
    <message>
        <source>is not valid UTF-8 at byte %1</source>
        <translation>在第 %1 字节处不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>has the symbol &apos;%1&apos; twice</source>
        <translation>符号“%1”出现了两次</translation>
    </message>
    <message>
        <source>must be from 1 to %1 characters for an alphabet of %2 symbols, got %3</source>
        <translation>对于 %2 个符号的字母表，必须为 1 到 %1 个字符，实际为 %3</translation>
    </message>
    <message>
        <source>give at least one table size</source>
        <translation>至少给出一个表大小</translation>
    </message>
    <message>
        <source>at most %1 sizes, got %2</source>
        <translation>最多 %1 个大小，实际为 %2</translation>
    </message>
    <message>
        <source>each size must be from %1 to %2 keys, got %3</source>
        <translation>每个大小必须在 %1 到 %2 个键之间，实际为 %3</translation>
    </message>
    <message>
        <source>sizes must be strictly increasing, got %1 after %2</source>
        <translation>大小必须严格递增，%2 之后却是 %1</translation>
    </message>
    <message>
        <source>give at least one table kind</source>
        <translation>至少给出一种表</translation>
    </message>
    <message>
        <source>unknown table kind %1</source>
        <translation>未知的表类型 %1</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 列出了两次</translation>
    </message>
    <message>
        <source>must be a power of two from 1 to %1, got %2</source>
        <translation>必须是 1 到 %1 之间的 2 的幂，收到 %2</translation>
    </message>
    <message>
        <source>the key %1 appears twice</source>
        <translation>键 %1 出现了两次</translation>
    </message>
    <message>
        <source>choose at least one scheme</source>
        <translation>请至少选择一种方案</translation>
    </message>
    <message>
        <source>give at least one key</source>
        <translation>请至少给出一个键</translation>
    </message>
    <message>
        <source>at most %1 keys, got %2</source>
        <translation>最多 %1 个键，实际为 %2</translation>
    </message>
    <message>
        <source>at most %1 unsuccessful finds, got %2</source>
        <translation>最多 %1 次不成功查找，实际为 %2</translation>
    </message>
    <message>
        <source>%1 keys do not fit into %2 (%3 cells): choose m so that every scheme holds them</source>
        <translation>%1 个键放不进 %2（%3 个单元）：请选择能让每种方案都容纳它们的 m</translation>
    </message>
    <message>
        <source>%1 is one of the keys</source>
        <translation>%1 是已有的键之一</translation>
    </message>
    <message>
        <source>must be probing, ring, bloom or collisions, got &apos;%1&apos;</source>
        <translation>必须是 probing、ring、bloom 或 collisions，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>text for &apos;%1&apos; is %2 bytes; the limit is %3</source>
        <translation>&apos;%1&apos; 的文本有 %2 字节；上限是 %3</translation>
    </message>
    <message>
        <source>missing or not a number</source>
        <translation>缺失或不是数字</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限数</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是一个对象</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a list of 2 to %1 choices</source>
        <translation>必须是 2 到 %1 个选项的列表</translation>
    </message>
    <message>
        <source>must be the index of a choice, 0 to %1</source>
        <translation>必须是某个选项的序号，0 到 %1</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>must name what to click, as &quot;slot:3&quot;</source>
        <translation>必须指明要点击的对象，例如 &quot;slot:3&quot;</translation>
    </message>
    <message>
        <source>must be &quot;choice&quot;, &quot;number&quot; or &quot;click&quot;, got &apos;%1&apos;</source>
        <translation>必须是 &quot;choice&quot;、&quot;number&quot; 或 &quot;click&quot;，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>must be a non-empty list of JSON Patch operations</source>
        <translation>必须是非空的 JSON Patch 操作列表</translation>
    </message>
    <message>
        <source>has %1 operations; the limit is %2</source>
        <translation>有 %1 个操作；上限是 %2</translation>
    </message>
    <message>
        <source>each operation must be an object whose &quot;op&quot; is add, remove, replace or test</source>
        <translation>每个操作必须是一个对象，其 &quot;op&quot; 为 add、remove、replace 或 test</translation>
    </message>
    <message>
        <source>must leave the state an object</source>
        <translation>执行后状态必须仍是一个对象</translation>
    </message>
    <message>
        <source>does not apply to the previous step: %1</source>
        <translation>无法应用到上一步：%1</translation>
    </message>
    <message>
        <source>must be a lab id</source>
        <translation>必须是实验编号</translation>
    </message>
    <message>
        <source>has both a state and an action; give one</source>
        <translation>同时给出了状态和操作；只能给一个</translation>
    </message>
    <message>
        <source>the first step needs a state</source>
        <translation>第一步必须给出状态</translation>
    </message>
    <message>
        <source>a step that moves to another lab needs a state</source>
        <translation>切换到另一个实验的步骤必须给出状态</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 1000000</source>
        <translation>必须是 0 到 1000000 的整数</translation>
    </message>
    <message>
        <source>missing or not a non-empty list</source>
        <translation>缺失或不是非空列表</translation>
    </message>
    <message>
        <source>has %1 steps; the limit is %2</source>
        <translation>有 %1 步；上限是 %2</translation>
    </message>
    <message>
        <source>the steps&apos; states add up to more than %1 bytes</source>
        <translation>各步状态合计超过 %1 字节</translation>
    </message>
    <message>
        <source>the file is a guided lesson (schema 2): open it as a lesson</source>
        <translation>该文件是引导式课程（schema 2）：请作为课程打开</translation>
    </message>
    <message>
        <source>must be from 1 to 1000, got %1</source>
        <translation>必须在 1 到 1000 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 2 to 16, got %1</source>
        <translation>必须在 2 到 16 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 1 to 8 entries, got %1</source>
        <translation>必须为 1 到 8 个条目，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 1 to 2^30 = 1073741824 keys, got %1</source>
        <translation>必须为 1 到 2^30 = 1073741824 个键，实际为 %1</translation>
    </message>
    <message>
        <source>%1 keys need %2 entries (a power of two of buckets of %3), beyond the limit of 2^30 entries (2 GiB)</source>
        <translation>%1 个键需要 %2 个条目（大小为 %3 的桶，桶数为 2 的幂），超出 2^30 个条目（2 GiB）的上限</translation>
    </message>
    <message>
        <source>not enough memory for %1 buckets</source>
        <translation>内存不足，无法分配 %1 个桶</translation>
    </message>
    <message>
        <source>the stashed fingerprint %1 tried to go back into the table: after %2 kicks fingerprint %3 is stashed again</source>
        <translation>暂存的指纹 %1 尝试回到表中：经过 %2 次踢出后，指纹 %3 再次进入暂存区</translation>
    </message>
    <message>
        <source>the stashed fingerprint %1 went back into the table after %2 kicks</source>
        <translation>暂存的指纹 %1 经过 %2 次踢出后回到了表中</translation>
    </message>
    <message>
        <source>fp = 1 + ⌊h2·(2^%1 − 1)/2^64⌋ = %2 (0 marks an empty entry)</source>
        <translation>fp = 1 + ⌊h2·(2^%1 − 1)/2^64⌋ = %2（0 表示空条目）</translation>
    </message>
    <message>
        <source>i1 = h1 mod %1 = %2 (%1 buckets: a power of two)</source>
        <translation>i1 = h1 mod %1 = %2（%1 个桶：2 的幂）</translation>
    </message>
    <message>
        <source>i2 = i1 XOR (hash(fp) mod %1) = %2 XOR %3 = %4</source>
        <translation>i2 = i1 异或 (hash(fp) mod %1) = %2 异或 %3 = %4</translation>
    </message>
    <message>
        <source>refused: the victim stash already holds fingerprint %1 (the filter is full; delete a word first)</source>
        <translation>已拒绝：受害者暂存区已存有指纹 %1（过滤器已满；请先删除一个词）</translation>
    </message>
    <message>
        <source>failed after %1 kicks: fingerprint %2 waits in the victim stash for bucket %3; further inserts are refused</source>
        <translation>经过 %1 次踢出后失败：指纹 %2 在受害者暂存区中等待桶 %3；之后的插入将被拒绝</translation>
    </message>
    <message>
        <source>fingerprint %1 is in neither bucket %2 nor %3</source>
        <translation>指纹 %1 既不在桶 %2 中，也不在桶 %3 中</translation>
    </message>
    <message>
        <source>after %1 keys the next sub-filter would pass the memory limit of 2^34 bits</source>
        <translation>插入 %1 个键后，下一个子过滤器将超出 2^34 位的内存上限</translation>
    </message>
    <message>
        <source>must be above 0 and below 1, got %1</source>
        <translation>必须大于 0 且小于 1，实际为 %1</translation>
    </message>
    <message>
        <source>must be 2 or 4, got %1</source>
        <translation>必须为 2 或 4，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 0.8 to 0.9, got %1</source>
        <translation>必须在 0.8 到 0.9 之间，实际为 %1</translation>
    </message>
    <message>
        <source>a sub-filter for %1 keys at rate %2 needs %3 bits, beyond the memory limit of 2^34 bits</source>
        <translation>容纳 %1 个键、误判率 %2 的子过滤器需要 %3 位，超出 2^34 位的内存上限</translation>
    </message>
    <message>
        <source>the first sub-filter does not fit in the memory limit of 2^34 bits</source>
        <translation>第一个子过滤器超出 2^34 位的内存上限</translation>
    </message>
    <message>
        <source>%1 keys need sub-filters beyond 2^40 keys</source>
        <translation>%1 个键需要超过 2^40 个键的子过滤器</translation>
    </message>
    <message>
        <source>%1 keys need more than the memory limit of 2^34 bits</source>
        <translation>%1 个键需要的内存超过 2^34 位的上限</translation>
    </message>
    <message>
        <source>give 1 to 20 rates, got %1</source>
        <translation>请给出 1 到 20 个误判率，实际为 %1</translation>
    </message>
    <message>
        <source>each rate must be above 0 and below 1, got %1</source>
        <translation>每个误判率都必须大于 0 且小于 1，实际为 %1</translation>
    </message>
    <message>
        <source>an xor filter is static: it was built from its %1 keys and cannot take &apos;%2&apos;; build it again with the new set</source>
        <translation>异或过滤器是静态的：它由其 %1 个键构建而成，无法再加入“%2”；请用新的集合重新构建</translation>
    </message>
    <message>
        <source>must be 8 or 16, got %1</source>
        <translation>必须为 8 或 16，实际为 %1</translation>
    </message>
    <message>
        <source>must be from 0 to 100000000 keys, got %1</source>
        <translation>必须为 0 到 100000000 个键，实际为 %1</translation>
    </message>
    <message>
        <source>a traced build takes at most 1000 keys, got %1</source>
        <translation>带跟踪的构建最多接受 1000 个键，实际为 %1</translation>
    </message>
    <message>
        <source>not enough memory for %1 keys</source>
        <translation>内存不足，无法容纳 %1 个键</translation>
    </message>
    <message>
        <source>peeling stalled with %1 different seeds; the keys may not be distinct enough to build an xor filter</source>
        <translation>使用 %1 个不同的种子剥离均停滞；这些键可能区分度不足，无法构建异或过滤器</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>more than %1 fields</source>
        <translation>超过 %1 个字段</translation>
    </message>
    <message>
        <source>a quoted field is not closed on its line</source>
        <translation>带引号的字段未在本行内闭合</translation>
    </message>
    <message>
        <source>text after a closing quote</source>
        <translation>闭合引号之后还有文字</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>大于 %1 字节</translation>
    </message>
    <message>
        <source>expected name,weight,rack, got %1 fields</source>
        <translation>应为 name,weight,rack，实际有 %1 个字段</translation>
    </message>
    <message>
        <source>at most %1 nodes</source>
        <translation>最多 %1 个节点</translation>
    </message>
    <message>
        <source>a node name must have 1 to 64 characters</source>
        <translation>节点名必须为 1 到 64 个字符</translation>
    </message>
    <message>
        <source>a rack name must have 1 to 64 characters</source>
        <translation>机架名必须为 1 到 64 个字符</translation>
    </message>
    <message>
        <source>the file holds no nodes</source>
        <translation>文件中没有节点</translation>
    </message>
    <message>
        <source>the header has no column &apos;%1&apos;</source>
        <translation>表头中没有列“%1”</translation>
    </message>
    <message>
        <source>%1 fields, the columns named need %2</source>
        <translation>只有 %1 个字段，所指定的列需要 %2 个</translation>
    </message>
    <message>
        <source>at most %1 keys</source>
        <translation>最多 %1 个键</translation>
    </message>
    <message>
        <source>the key is empty</source>
        <translation>键为空</translation>
    </message>
    <message>
        <source>the count must be an integer from 0 to 1000000000000, got &apos;%1&apos;</source>
        <translation>计数必须是 0 到 1000000000000 之间的整数，实际为“%1”</translation>
    </message>
    <message>
        <source>the counts add up to more than %1</source>
        <translation>计数之和超过 %1</translation>
    </message>
    <message>
        <source>the file is empty: it needs a header</source>
        <translation>文件为空：需要一行表头</translation>
    </message>
    <message>
        <source>the file holds no keys</source>
        <translation>文件中没有键</translation>
    </message>
    <message>
        <source>must be an integer from 1 to 5, got %1</source>
        <translation>必须是 1 到 5 之间的整数，实际为 %1</translation>
    </message>
    <message>
        <source>at most the number of nodes (%1), got %2</source>
        <translation>不能超过节点数（%1），实际为 %2</translation>
    </message>
    <message>
        <source>%1 places one copy by capacity and has no order to take replicas or a stand-in in: use ring</source>
        <translation>%1 按容量只放置一个副本，没有选取副本或接替节点的顺序：请使用 ring</translation>
    </message>
    <message>
        <source>give one rack per node: %1 nodes, %2 racks</source>
        <translation>每个节点给一个机架：%1 个节点，%2 个机架</translation>
    </message>
    <message>
        <source>one failed flag per node</source>
        <translation>每个节点一个故障标记</translation>
    </message>
    <message>
        <source>must be uniform or zipf:S with S from 0 to 10, got &apos;%1&apos;</source>
        <translation>必须是 uniform 或 zipf:S（S 在 0 到 10 之间），实际为“%1”</translation>
    </message>
    <message>
        <source>each rate must be from 0.0001 to below 1, got %1</source>
        <translation>每个比率必须不小于 0.0001 且小于 1，实际为 %1</translation>
    </message>
    <message>
        <source>must be ring, ketama, jump, rendezvous, maglev, modulo, bounded or cassandra, got &apos;%1&apos;</source>
        <translation>必须是 ring、ketama、jump、rendezvous、maglev、modulo、bounded 或 cassandra，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>must be an integer from 1 to 100000, got %1</source>
        <translation>必须是 1 到 100000 之间的整数，实际为 %1</translation>
    </message>
    <message>
        <source>name the header of the key column</source>
        <translation>请给出键列的表头</translation>
    </message>
    <message>
        <source>at most %1 keys in the lab (they are saved in the scenario); this file has %2</source>
        <translation>实验中最多 %1 个键（键会保存在场景中）；此文件有 %2 个</translation>
    </message>
    <message>
        <source>the keys have more than %1 bytes together in the lab (they are saved in the scenario)</source>
        <translation>这些键合计超过实验允许的 %1 字节（键会保存在场景中）</translation>
    </message>
    <message>
        <source>one count per key</source>
        <translation>每个键一个计数</translation>
    </message>
    <message>
        <source>%1 slices of %2 bits pass the memory limit of 2^34 bits</source>
        <translation>%1 个 %2 位的分片超出 2^34 位的内存上限</translation>
    </message>
    <message>
        <source>out of memory for %1 bits</source>
        <translation>内存不足，无法分配 %1 位</translation>
    </message>
    <message>
        <source>redis-cluster has no ring: each node owns ranges of the %1 hash slots</source>
        <translation>redis-cluster 没有环：每个节点拥有 %1 个哈希槽中的若干区间</translation>
    </message>
    <message>
        <source>%1 of %2 slots change owner (%3), whole slots</source>
        <translation>%2 个槽中有 %1 个更换所有者（%3），按整槽移动</translation>
    </message>
    <message>
        <source>the blocked variant&apos;s k is fixed at 8: leave it out of a sweep over k</source>
        <translation>分块变体的 k 固定为 8：对 k 扫描时请不要选它</translation>
    </message>
    <message>
        <source>the blocked variant needs a multiple of 256 bits (whole blocks of 8 words of 32 bits), got %1</source>
        <translation>分块变体要求位数为 256 的整数倍（由 8 个 32 位字组成的整块），实际为 %1</translation>
    </message>
    <message>
        <source>the blocked variant sets one bit in each of the 8 words of a block: k must be 8, got %1</source>
        <translation>分块变体在块的 8 个字中各置 1 位：k 必须为 8，实际为 %1</translation>
    </message>
    <message>
        <source>h1 = low 64 bits of xxh3_128(key, seed %1)</source>
        <translation>h1 = xxh3_128(key, seed %1) 的低 64 位</translation>
    </message>
    <message>
        <source>block = ⌊(h1 &gt;&gt; 32)·%1 / 2^32⌋ = %2: bits %3…%4, 8 words of 32 bits</source>
        <translation>块 = ⌊(h1 &gt;&gt; 32)·%1 / 2^32⌋ = %2：位 %3…%4，8 个 32 位字</translation>
    </message>
    <message>
        <source>x = h1 mod 2^32 = %1; word i gets bit (x·salt_i mod 2^32) &gt;&gt; 27, its top 5 bits</source>
        <translation>x = h1 mod 2^32 = %1；字 i 取位 (x·salt_i mod 2^32) &gt;&gt; 27，即乘积的最高 5 位</translation>
    </message>
    <message>
        <source>word %1: x·%2 mod 2^32 = %3, &gt;&gt; 27 = bit %4;  g_%1 = %5 + 32·%1 + %4 = %6</source>
        <translation>字 %1：x·%2 mod 2^32 = %3，&gt;&gt; 27 = 位 %4；  g_%1 = %5 + 32·%1 + %4 = %6</translation>
    </message>
    <message>
        <source>n = %1 at p = %2 needs more than 2^34 bits in split blocks, beyond the memory limit (2 GiB)</source>
        <translation>n = %1、p = %2 时拆分块需要超过 2^34 位，超出内存上限（2 GiB）</translation>
    </message>
    <message>
        <source>a single node cannot leave</source>
        <translation>只有一个节点时，没有节点可以离开</translation>
    </message>
    <message>
        <source>more than %1 nodes</source>
        <translation>超过 %1 个节点</translation>
    </message>
    <message>
        <source>%1: node %2 is listed again (first: %3)</source>
        <translation>%1：节点 %2 重复出现（首次：%3）</translation>
    </message>
    <message>
        <source>no master node in the cluster&apos;s description</source>
        <translation>集群描述中没有主节点</translation>
    </message>
    <message>
        <source>%1: replica %2 follows %3, which is not a master here</source>
        <translation>%1：副本 %2 跟随的 %3 在此不是主节点</translation>
    </message>
    <message>
        <source>%1: slot %2 is already served by %3 (%4)</source>
        <translation>%1：槽 %2 已由 %3 负责（%4）</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is %2 bytes, more than the %3 bytes (16 MiB) a cluster&apos;s text may have</source>
        <translation>“%1”有 %2 字节，超过集群文本允许的 %3 字节（16 MiB）</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;</source>
        <translation>无法打开“%1”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is more than %2 bytes (16 MiB)</source>
        <translation>“%1”超过 %2 字节（16 MiB）</translation>
    </message>
    <message>
        <source>slot %1 alone holds %2, more than any master&apos;s share (%3 at most): master %4 keeps it and gives its other slots&apos; keys to the rest</source>
        <translation>槽 %1 独自持有 %2，超过任何主节点的份额（至多 %3）：主节点 %4 保留它，并把其他槽的键交给其余主节点</translation>
    </message>
    <message>
        <source>master %1 ends with %2 where its share is %3: no whole slot brings it within the threshold</source>
        <translation>主节点 %1 最终持有 %2，而其份额为 %3：没有哪个完整的槽能使它进入阈值范围</translation>
    </message>
    <message>
        <source>every master is within %1% of its share: nothing to move</source>
        <translation>每个主节点都在其份额的 %1% 以内：无需迁移</translation>
    </message>
    <message>
        <source>no cpu figures per slot: only a live read of a server that answers CLUSTER SLOT-STATS with cluster-slot-stats-enabled has them</source>
        <translation>没有每个槽的 CPU 数据：只有在线读取启用了 cluster-slot-stats-enabled 且支持 CLUSTER SLOT-STATS 的服务器才有</translation>
    </message>
    <message>
        <source>no key counts per slot: read the cluster live (the text of cluster nodes or shards has none)</source>
        <translation>没有每个槽的键数：请在线读取集群（cluster nodes 或 shards 的文本中没有键数）</translation>
    </message>
    <message>
        <source>one weight per master is needed</source>
        <translation>每个主节点需要一个权重</translation>
    </message>
    <message>
        <source>the masters&apos; weights add up to 0</source>
        <translation>主节点的权重之和为 0</translation>
    </message>
    <message>
        <source>%1 refused the connection: is a Redis server listening there?</source>
        <translation>%1 拒绝了连接：那里有 Redis 服务器在监听吗？</translation>
    </message>
    <message>
        <source>%1 did not answer in time (%2 ms to connect, %3 ms a reply)</source>
        <translation>%1 未及时应答（连接限时 %2 毫秒，每个回复限时 %3 毫秒）</translation>
    </message>
    <message>
        <source>%1 closed the connection in the middle of the read (did the server stop?): nothing was read</source>
        <translation>%1 在读取中途关闭了连接（服务器停止了吗？）：未读取任何内容</translation>
    </message>
    <message>
        <source>cannot talk to %1: %2</source>
        <translation>无法与 %1 通信：%2</translation>
    </message>
    <message>
        <source>%1 needs a password: give --user and --password-file</source>
        <translation>%1 需要密码：请给出 --user 和 --password-file</translation>
    </message>
    <message>
        <source>%1 refused the user name and password</source>
        <translation>%1 拒绝了该用户名和密码</translation>
    </message>
    <message>
        <source>%1 is a Redis server not in cluster mode (cluster-enabled no)</source>
        <translation>%1 是未处于集群模式的 Redis 服务器（cluster-enabled no）</translation>
    </message>
    <message>
        <source>%1 does not let this user run %2 (%3)</source>
        <translation>%1 不允许该用户执行 %2（%3）</translation>
    </message>
    <message>
        <source>%1 answered %2 with an error: %3</source>
        <translation>%1 对 %2 返回了错误：%3</translation>
    </message>
    <message>
        <source>the read was cancelled</source>
        <translation>读取已取消</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not host:port</source>
        <translation>“%1”不是 host:port</translation>
    </message>
    <message>
        <source>%1 sent a CLUSTER NODES reply HashLab cannot read: %2</source>
        <translation>%1 返回的 CLUSTER NODES 回复 HashLab 无法读取：%2</translation>
    </message>
    <message>
        <source>%1 sent a CLUSTER SHARDS reply HashLab cannot read: %2</source>
        <translation>%1 返回的 CLUSTER SHARDS 回复 HashLab 无法读取：%2</translation>
    </message>
    <message>
        <source>%1 is no longer master %2: the cluster changed during the read, read it again</source>
        <translation>%1 已不再是主节点 %2：集群在读取期间发生了变化，请重新读取</translation>
    </message>
    <message>
        <source>%1 sent a CLUSTER SLOT-STATS reply HashLab cannot read</source>
        <translation>%1 返回的 CLUSTER SLOT-STATS 回复 HashLab 无法读取</translation>
    </message>
    <message>
        <source>this build of HashLab cannot read a cluster live (built without hiredis)</source>
        <translation>此版本的 HashLab 无法在线读取集群（构建时未包含 hiredis）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not HOST:PORT (port 1 to 65535)</source>
        <translation>“%1”不是 HOST:PORT（端口 1 到 65535）</translation>
    </message>
    <message>
        <source>open slot &apos;%1&apos; has no closing &apos;]&apos;</source>
        <translation>开放槽“%1”缺少右括号“]”</translation>
    </message>
    <message>
        <source>open slot &apos;%1&apos; is neither [slot-&gt;-id] nor [slot-&lt;-id]</source>
        <translation>开放槽“%1”既不是 [slot-&gt;-id] 也不是 [slot-&lt;-id]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no slot or range of slots from 0 to 16383</source>
        <translation>“%1”不是 0 到 16383 之间的槽或槽范围</translation>
    </message>
    <message>
        <source>%1 fields where CLUSTER NODES has at least 8 (id, address, flags, master, ping, pong, epoch, link)</source>
        <translation>有 %1 个字段，而 CLUSTER NODES 至少有 8 个（id、地址、标志、主节点、ping、pong、纪元、链接）</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>node id &apos;%1&apos; is not 40 hexadecimal digits</source>
        <translation>节点 ID“%1”不是 40 位十六进制数字</translation>
    </message>
    <message>
        <source>address &apos;%1&apos; is not ip:port@cport</source>
        <translation>地址“%1”不是 ip:port@cport</translation>
    </message>
    <message>
        <source>flags &apos;%1&apos; name neither master nor slave, or both</source>
        <translation>标志“%1”既未标明 master 也未标明 slave，或两者都有</translation>
    </message>
    <message>
        <source>a replica&apos;s master &apos;%1&apos; is not a node id</source>
        <translation>副本的主节点“%1”不是节点 ID</translation>
    </message>
    <message>
        <source>a replica lists slots</source>
        <translation>副本列出了槽</translation>
    </message>
    <message>
        <source>no node lines: is this the output of redis-cli cluster nodes?</source>
        <translation>没有节点行：这是 redis-cli cluster nodes 的输出吗？</translation>
    </message>
    <message>
        <source>redis-cli refuses to rebalance a cluster with open slots (slot %1 first): close them with redis-cli --cluster fix</source>
        <translation>redis-cli 拒绝对有开放槽的集群做再平衡（首个为槽 %1）：请用 redis-cli --cluster fix 关闭它们</translation>
    </message>
    <message>
        <source>redis-cli refuses to rebalance: not all 16384 slots are covered by reachable masters (slot %1 is not)</source>
        <translation>redis-cli 拒绝再平衡：并非全部 16384 个槽都由可达的主节点负责（槽 %1 没有）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not ID=WEIGHT</source>
        <translation>“%1”不是 ID=WEIGHT</translation>
    </message>
    <message>
        <source>no master&apos;s id starts with &apos;%1&apos;</source>
        <translation>没有主节点的 ID 以“%1”开头</translation>
    </message>
    <message>
        <source>master %1 is weighted twice</source>
        <translation>主节点 %1 被赋予了两次权重</translation>
    </message>
    <message>
        <source>weight &apos;%1&apos; of %2 must be a number from 0 to 1000000</source>
        <translation>%2 的权重“%1”必须是 0 到 1000000 之间的数</translation>
    </message>
    <message>
        <source>more than %1 masters</source>
        <translation>超过 %1 个主节点</translation>
    </message>
    <message>
        <source>the plan moves slots to or from %1, which is not in the cluster yet: add it (redis-cli --cluster add-node), read the cluster again and plan then</source>
        <translation>该计划将槽迁入或迁出 %1，而它尚不在集群中：请先添加它（redis-cli --cluster add-node），重新读取集群后再制定计划</translation>
    </message>
    <message>
        <source>redis-cli would stop here: its reshard table has %1 slots where %2 should move</source>
        <translation>redis-cli 会在此停止：其重新分片表有 %1 个槽，而应迁移 %2 个</translation>
    </message>
    <message>
        <source>No rebalancing needed! All nodes are within the %1% threshold.</source>
        <translation>无需再平衡！所有节点都在 %1% 阈值以内。</translation>
    </message>
    <message>
        <source>redis-cli&apos;s rebalance loop does not end for these weights</source>
        <translation>对这些权重，redis-cli 的再平衡循环不会结束</translation>
    </message>
    <message>
        <source>shard %1: %2</source>
        <translation>分片 %1：%2</translation>
    </message>
    <message>
        <source>node %1: %2</source>
        <translation>节点 %1：%2</translation>
    </message>
    <message>
        <source>not a map of id, ip, port, role and health</source>
        <translation>不是包含 id、ip、port、role 和 health 的映射</translation>
    </message>
    <message>
        <source>shard %1, node %2</source>
        <translation>分片 %1，节点 %2</translation>
    </message>
    <message>
        <source>no id of 40 hexadecimal digits</source>
        <translation>没有 40 位十六进制数字的 ID</translation>
    </message>
    <message>
        <source>no ip and port</source>
        <translation>没有 ip 和端口</translation>
    </message>
    <message>
        <source>role is neither master nor replica</source>
        <translation>角色既不是 master 也不是 replica</translation>
    </message>
    <message>
        <source>health &apos;%1&apos; is none of online, failed, loading</source>
        <translation>健康状态“%1”不是 online、failed、loading 之一</translation>
    </message>
    <message>
        <source>CLUSTER SHARDS is an array of shards; this is not an array</source>
        <translation>CLUSTER SHARDS 是分片数组；这不是数组</translation>
    </message>
    <message>
        <source>not a map of slots and nodes</source>
        <translation>不是包含 slots 和 nodes 的映射</translation>
    </message>
    <message>
        <source>needs &quot;slots&quot; as pairs of first and last slot, and &quot;nodes&quot;</source>
        <translation>需要以首槽、末槽成对给出的“slots”，以及“nodes”</translation>
    </message>
    <message>
        <source>slots %1-%2 are no range from 0 to 16383</source>
        <translation>槽 %1-%2 不是 0 到 16383 之间的范围</translation>
    </message>
    <message>
        <source>two masters</source>
        <translation>两个主节点</translation>
    </message>
    <message>
        <source>no master</source>
        <translation>没有主节点</translation>
    </message>
    <message>
        <source>no shards</source>
        <translation>没有分片</translation>
    </message>
    <message>
        <source>line %1: not JSON (as redis-cli --json cluster shards prints)</source>
        <translation>第 %1 行：不是 JSON（应为 redis-cli --json cluster shards 的输出）</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>不是 JSON</translation>
    </message>
    <message>
        <source>unknown figure &apos;%1&apos; for the %2 lab (its figures: %3)</source>
        <translation>%2 实验没有数值“%1”（它的数值：%3）</translation>
    </message>
    <message>
        <source>must be a list of up to 32 figure names</source>
        <translation>必须是最多 32 个数值名称的列表</translation>
    </message>
    <message>
        <source>%1 places one copy by capacity and has no order to take replicas in: one copy per key, not %2</source>
        <translation>%1 按容量只放置一个副本，没有选取副本的顺序：每个键一个副本，而不是 %2 个</translation>
    </message>
    <message>
        <source>%1 has no preference order: racks are not used</source>
        <translation>%1 没有偏好顺序：不使用机架</translation>
    </message>
    <message>
        <source>no live node would be left</source>
        <translation>将不剩任何存活节点</translation>
    </message>
    <message>
        <source>a Redis Cluster here has no failed nodes (a failed master&apos;s own replica takes over its slots)</source>
        <translation>这里的 Redis Cluster 没有故障节点（故障主节点的槽由它自己的副本接管）</translation>
    </message>
    <message>
        <source>a Redis Cluster keeps its replicas outside the masters: one copy per key among them, not %1</source>
        <translation>Redis Cluster 的副本不在主节点之中：主节点之间每个键一个副本，而不是 %1 个</translation>
    </message>
    <message>
        <source>a Redis Cluster places no copy by rack: racks are not used</source>
        <translation>Redis Cluster 不按机架放置副本：不使用机架</translation>
    </message>
    <message>
        <source>fewer nodes than copies</source>
        <translation>节点数少于副本数</translation>
    </message>
    <message>
        <source>keys x R above %1</source>
        <translation>键数 × R 超过 %1</translation>
    </message>
    <message>
        <source>the %1 variant uses the smallest prime ≥ m, here %2: beyond 2^34 = 17179869184 cells</source>
        <translation>%1 变体使用不小于 m 的最小素数，这里是 %2：超出了 2^34 = 17179869184 个单元</translation>
    </message>
    <message>
        <source>insert &apos;%1&apos; (a = %2, b = %3, m = %4): which bit is g_%5?</source>
        <translation>插入 &apos;%1&apos;（a = %2，b = %3，m = %4）：g_%5 是哪一位？</translation>
    </message>
    <message>
        <source>query &apos;%1&apos; (a = %2, b = %3, m = %4): which bit is g_%5?</source>
        <translation>查询 &apos;%1&apos;（a = %2，b = %3，m = %4）：g_%5 是哪一位？</translation>
    </message>
    <message>
        <source>g_%1 = (a + %1·b) mod m</source>
        <translation>g_%1 = (a + %1·b) 对 m 取模</translation>
    </message>
    <message>
        <source>query &apos;%1&apos;: does the filter answer maybe (yes) or definitely not (no)?</source>
        <translation>查询 &apos;%1&apos;：过滤器回答“可能在”（是）还是“一定不在”（否）？</translation>
    </message>
    <message>
        <source>all %1 bits of &apos;%2&apos; are set: maybe</source>
        <translation>&apos;%2&apos; 的 %1 位都已置位：可能在</translation>
    </message>
    <message>
        <source>a bit of &apos;%1&apos; is 0: definitely not</source>
        <translation>&apos;%1&apos; 有一位是 0：一定不在</translation>
    </message>
    <message>
        <source>insert &apos;%1&apos;: fingerprint %2, i1 = %3, hash(%2) mod %4 = %5. Which is its other bucket i2?</source>
        <translation>插入 &apos;%1&apos;：指纹 %2，i1 = %3，hash(%2) mod %4 = %5。它的另一个桶 i2 是哪个？</translation>
    </message>
    <message>
        <source>i2 = i1 ⊕ (hash(fp) mod %1) = %2 ⊕ %3</source>
        <translation>备用桶 i2 = i1 ⊕ (hash(fp) mod %1) = %2 ⊕ %3</translation>
    </message>
    <message>
        <source>insert &apos;%1&apos;: which bucket stores fingerprint %2?</source>
        <translation>插入 &apos;%1&apos;：哪个桶存放指纹 %2？</translation>
    </message>
    <message>
        <source>a fingerprint goes to i1 = %1 when it has a free entry, else to i2 = %2</source>
        <translation>指纹放入 i1 = %1（若有空位），否则放入 i2 = %2</translation>
    </message>
    <message>
        <source>insert &apos;%1&apos;: fingerprint %2 is evicted from bucket %3 (hash(%2) mod %4 = %5). Which bucket does it go to?</source>
        <translation>插入 &apos;%1&apos;：指纹 %2 被踢出桶 %3（hash(%2) mod %4 = %5）。它去往哪个桶？</translation>
    </message>
    <message>
        <source>an evicted fingerprint goes to its other bucket: %1 ⊕ %2</source>
        <translation>被踢出的指纹去往它的另一个桶：%1 ⊕ %2</translation>
    </message>
    <message>
        <source>Base62 of %1: which is its last digit?</source>
        <translation>%1 的 Base62：最后一位是什么？</translation>
    </message>
    <message>
        <source>Base62 of %1: %2 is left after dividing by 62. Which digit comes next, from the right?</source>
        <translation>%1 的 Base62：除以 62 后剩下 %2。从右往左，下一位是什么？</translation>
    </message>
    <message>
        <source>the digit is %1 mod 62, written in the alphabet 0-9a-zA-Z (a = 10, A = 36)</source>
        <translation>这一位是 %1 mod 62，按字母表 0-9a-zA-Z 书写（a = 10，A = 36）</translation>
    </message>
    <message>
        <source>md5(&apos;%1&apos;) = %2…, md5(&apos;%3&apos;) = %4…: do they collide when cut to their first %5 bits?</source>
        <translation>md5(&apos;%1&apos;) = %2…，md5(&apos;%3&apos;) = %4…：截取前 %5 位时它们碰撞吗？</translation>
    </message>
    <message>
        <source>their first %1 bits read %2 and %3</source>
        <translation>它们的前 %1 位分别是 %2 和 %3</translation>
    </message>
    <message>
        <source>Which node owns %1 (hash %2)?</source>
        <translation>哪个节点拥有 %1（哈希 %2）？</translation>
    </message>
    <message>
        <source>walk clockwise from %1 to the first point: it is at %2</source>
        <translation>从 %1 顺时针走到第一个点：它位于 %2</translation>
    </message>
    <message>
        <source>%1 joins: does %2 move?</source>
        <translation>%1 加入：%2 会移动吗？</translation>
    </message>
    <message>
        <source>%1 fails: does %2 move?</source>
        <translation>%1 故障：%2 会移动吗？</translation>
    </message>
    <message>
        <source>a point of %1 now comes first clockwise from %2</source>
        <translation>现在从 %2 顺时针遇到的第一个点属于 %1</translation>
    </message>
    <message>
        <source>no point of %1 lies between %2 and the point of %3 that owns it</source>
        <translation>%2 与拥有它的 %3 的点之间没有 %1 的点</translation>
    </message>
    <message>
        <source>%1 belonged to %2, which failed: it goes to the next point clockwise</source>
        <translation>%1 原属于 %2，而 %2 已故障：它归顺时针方向的下一个点</translation>
    </message>
    <message>
        <source>%1 belongs to %2, which is still up: only %3&apos;s keys move</source>
        <translation>%1 属于 %2，%2 仍在运行：只有 %3 的键移动</translation>
    </message>
    <message>
        <source>%1 (hash %2), %3 copies, racks first: which node holds copy %4?</source>
        <translation>%1（哈希 %2），%3 个副本，机架优先：哪个节点存放第 %4 个副本？</translation>
    </message>
    <message>
        <source>walk clockwise from %1 and take each new node whose rack holds no copy yet; when every rack has one, take the skipped nodes in the order met</source>
        <translation>从 %1 顺时针走，依次选取机架上尚无副本的新节点；每个机架都有副本后，按遇到的顺序选取被跳过的节点</translation>
    </message>
    <message>
        <source>the exercise is finished</source>
        <translation>练习已完成</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <source>must be an integer from 0 to %1</source>
        <translation>必须是 0 到 %1 的整数</translation>
    </message>
    <message>
        <source>is larger than %1 bytes</source>
        <translation>大于 %1 字节</translation>
    </message>
    <message>
        <source>line %1: not valid JSON (byte %2)</source>
        <translation>第 %1 行：不是有效的 JSON（第 %2 字节）</translation>
    </message>
    <message>
        <source>holds a number too large to read</source>
        <translation>含有一个大得无法读取的数</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>必须是 JSON 对象</translation>
    </message>
    <message>
        <source>must be %1, got %2</source>
        <translation>必须是 %1，实际为 %2</translation>
    </message>
    <message>
        <source>does not match the record: it was edited or damaged after it was saved</source>
        <translation>与记录不符：记录在保存后被编辑或损坏</translation>
    </message>
    <message>
        <source>must be practice or exam, got &apos;%1&apos;</source>
        <translation>必须是 practice 或 exam，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>has more than %1 entries</source>
        <translation>多于 %1 项</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is %1 bytes, more than a record&apos;s %2</source>
        <translation>有 %1 字节，超过记录上限 %2</translation>
    </message>
    <message>
        <source>cannot write the record</source>
        <translation>无法写入记录</translation>
    </message>
    <message>
        <source>must be 1, 2 or 3, got %1</source>
        <translation>必须是 1、2 或 3，实际为 %1</translation>
    </message>
    <message>
        <source>the %1 lab&apos;s kinds are %2, got &apos;%3&apos;</source>
        <translation>%1 实验室的类型为 %2，实际为 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>must be right, wrong or given, got &apos;%1&apos;</source>
        <translation>必须是 right、wrong 或 given，实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>slot %1 holds %2: probe on with step h2(%3) = %4</source>
        <translation>槽 %1 存有 %2：以步长 h2(%3) = %4 继续探测</translation>
    </message>
    <message>
        <source>slot %1 holds %2: the next probe is (h1 + %3·i + %4·i²) mod m with i = %5</source>
        <translation>槽 %1 存有 %2：下一次探测为 (h1 + %3·i + %4·i²) mod m，i = %5</translation>
    </message>
    <message>
        <source>slot %1 holds %2: probe on with step 1</source>
        <translation>槽 %1 存有 %2：以步长 1 继续探测</translation>
    </message>
    <message>
        <source>%1 %2: which slot does it probe first?</source>
        <translation>%1 %2：它首先探测哪个槽？</translation>
    </message>
    <message>
        <source>the first probe is h1(%1) = %1 mod %2</source>
        <translation>第一次探测是 h1(%1) = %1 mod %2</translation>
    </message>
    <message>
        <source>%1 %2: which slot does it probe next?</source>
        <translation>%1 %2：它接下来探测哪个槽？</translation>
    </message>
    <message>
        <source>Robin Hood insert %1: which slot does it look at first?</source>
        <translation>Robin Hood 插入 %1：它首先查看哪个槽？</translation>
    </message>
    <message>
        <source>slot %1 held %2 at distance %3, closer to home than %4 at distance %5: they swap and %2 probes on</source>
        <translation>槽 %1 中的 %2 距离为 %3，比距离为 %5 的 %4 更靠近本位：二者交换，%2 继续探测</translation>
    </message>
    <message>
        <source>slot %1 holds %2 at distance %3, not closer to home than %4 at distance %5: probe on</source>
        <translation>槽 %1 中的 %2 距离为 %3，并不比距离为 %5 的 %4 更靠近本位：继续探测</translation>
    </message>
    <message>
        <source>Robin Hood insert %1: %2 is in hand. Which slot does it look at next?</source>
        <translation>Robin Hood 插入 %1：手中是 %2。它接下来查看哪个槽？</translation>
    </message>
    <message>
        <source>Cuckoo insert %1: which cell does it take?</source>
        <translation>布谷鸟插入 %1：它占据哪个单元？</translation>
    </message>
    <message>
        <source>a new key always takes T1[h1(%1)], kicking out what is there</source>
        <translation>新键总是占据 T1[h1(%1)]，把原有的键踢出</translation>
    </message>
    <message>
        <source>Cuckoo insert %1: %2 was kicked out of %3. Where does it go?</source>
        <translation>布谷鸟插入 %1：%2 被踢出 %3。它去往哪里？</translation>
    </message>
    <message>
        <source>a key kicked out of one table goes to its cell in the other: %1</source>
        <translation>被踢出一个表的键去往它在另一个表中的单元：%1</translation>
    </message>
    <message>
        <source>%1 %2: which slot&apos;s chain does it go to?</source>
        <translation>%1 %2：它进入哪个槽的链？</translation>
    </message>
    <message>
        <source>a key&apos;s chain is slot h1(%1) = %1 mod %2</source>
        <translation>键所在的链是槽 h1(%1) = %1 mod %2</translation>
    </message>
    <message>
        <source>find %1: at which position of the chain (1 = the head) is it?</source>
        <translation>查找 %1：它在链中的第几个位置（1 = 链头）？</translation>
    </message>
    <message>
        <source>the chain of slot %1 reads %2 from the head</source>
        <translation>槽 %1 的链从链头起依次为 %2</translation>
    </message>
    <message>
        <source>delete %1: %2 shifts back. To which slot?</source>
        <translation>删除 %1：%2 向回移动。移到哪个槽？</translation>
    </message>
    <message>
        <source>backward shift moves each following key that is not at its home one slot back, from slot %1</source>
        <translation>后移删除把其后每个不在本位的键向回移一个槽，从槽 %1 开始</translation>
    </message>
    <message>
        <source>The table grows from %1 to %2 slots and takes its keys again in slot order. Where does %3 land?</source>
        <translation>表从 %1 个槽扩大到 %2 个槽，并按槽的顺序重新放入键。%3 落在哪里？</translation>
    </message>
    <message>
        <source>in the new table h1(%1) = %1 mod %2, then linear probing past the keys taken before it</source>
        <translation>在新表中 h1(%1) = %1 mod %2，然后线性探测越过此前放入的键</translation>
    </message>
    <message>
        <source>must be an object with &quot;kind&quot;, &quot;seed&quot; and &quot;level&quot;</source>
        <translation>必须是含 &quot;kind&quot;、&quot;seed&quot; 和 &quot;level&quot; 的对象</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to %1</source>
        <translation>必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to %1</source>
        <translation>必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>no such exercise: %1</source>
        <translation>没有这个练习：%1</translation>
    </message>
    <message>
        <source>has both a question and a your_turn; a Your turn step asks its own questions</source>
        <translation>同时有 question 和 your_turn；“轮到你了”步骤自己会提问</translation>
    </message>
</context>
<context>
    <name>hashlab::app::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>GIF 动画</translation>
    </message>
    <message>
        <source>Animated WebP (lossless)</source>
        <translation>WebP 动画（无损）</translation>
    </message>
    <message>
        <source>Storyboard (PNG)</source>
        <translation>分镜图（PNG）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>GIF 动画 (*.gif)</translation>
    </message>
    <message>
        <source>WebP animations (*.webp)</source>
        <translation>WebP 动画 (*.webp)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>每秒帧数</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Each step held for</source>
        <translation>每步停留</translation>
    </message>
    <message>
        <source>The file must end in .%1.</source>
        <translation>文件名必须以 .%1 结尾。</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>已取消：未写入任何文件。</translation>
    </message>
    <message>
        <source>Measuring the plots… %p%</source>
        <translation>正在测量图表… %p%</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BirthdayPlot</name>
    <message>
        <source>b = %1 bits</source>
        <translation>b = %1 bits</translation>
    </message>
    <message>
        <source>birthday.hash: expected &quot;md5&quot;, &quot;murmur3&quot; or &quot;xxh3&quot;</source>
        <translation>birthday.hash：应为 &quot;md5&quot;、&quot;murmur3&quot; 或 &quot;xxh3&quot;</translation>
    </message>
    <message>
        <source>Run experiments again</source>
        <translation>重新运行实验</translation>
    </message>
    <message>
        <source>Hash for the measured points</source>
        <translation>实测点使用的哈希</translation>
    </message>
    <message>
        <source>keys n (log scale)</source>
        <translation>键数 n（对数刻度）</translation>
    </message>
    <message>
        <source>P(at least one collision)</source>
        <translation>P(至少一次碰撞)</translation>
    </message>
    <message>
        <source>Birthday spaces</source>
        <translation>生日界取值空间</translation>
    </message>
    <message>
        <source>L = %1 (%2)</source>
        <translation>L = %1 (%2)</translation>
    </message>
    <message>
        <source>Dashed line: n = %1. Circles: fraction of %2 experiments (%3 hash, random URLs) with at least one collision, with its 95 % Wilson interval, where N ≤ 2^32.</source>
        <translation>虚线：n = %1。圆点：在 N ≤ 2^32 的空间中，%2 次实验（%3 哈希、随机 URL）里至少出现一次碰撞的比例，并附 95% Wilson 区间。</translation>
    </message>
    <message>
        <source>birthday: unknown key &apos;%1&apos;</source>
        <translation>birthday：未知的键“%1”</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BirthdayTable</name>
    <message>
        <source>space N</source>
        <translation>空间 N</translation>
    </message>
    <message>
        <source>log2 N</source>
        <translation>log2 N</translation>
    </message>
    <message>
        <source>pairs C(n,2)/N at n = %1</source>
        <translation>n = %1 时的碰撞对数 C(n,2)/N</translation>
    </message>
    <message>
        <source>P(collision) at n</source>
        <translation>n 处的 P(碰撞)</translation>
    </message>
    <message>
        <source>n for 1 %</source>
        <translation>P 达 1% 时的 n</translation>
    </message>
    <message>
        <source>n for 50 %</source>
        <translation>P 达 50% 时的 n</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BloomImportDialog</name>
    <message>
        <source>Import words</source>
        <translation>导入单词</translation>
    </message>
    <message>
        <source>A text file with one word a line (empty lines are skipped). Every word is inserted into the filter in one step (Edit → Undo takes them out); at most %1 words of up to 64 characters.</source>
        <translation>文本文件，每行一个单词（空行跳过）。所有单词一步插入过滤器（编辑 → 撤销可取出）；最多 %1 个单词，每个最多 64 个字符。</translation>
    </message>
    <message>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>文本文件 (*.txt *.csv);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BloomLab</name>
    <message>
        <source>%1 words · fill %2 %</source>
        <translation>%1 个词 · 填充率 %2 %</translation>
    </message>
    <message>
        <source>Why not delete? (plain filter)</source>
        <translation>为什么不能删除？（普通过滤器）</translation>
    </message>
    <message>
        <source>Why not delete? (counting filter)</source>
        <translation>为什么不能删除？（计数过滤器）</translation>
    </message>
    <message>
        <source>the bloom state must be an object</source>
        <translation>布隆过滤器状态必须是对象</translation>
    </message>
    <message>
        <source>a word (1 to 64 characters); Enter inserts</source>
        <translation>一个词（1 到 64 个字符）；按 Enter 插入</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Clear its bits</source>
        <translation>清零其位</translation>
    </message>
    <message>
        <source>Why not delete?</source>
        <translation>为什么不能删除？</translation>
    </message>
    <message>
        <source>New filter</source>
        <translation>新建过滤器</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>cells on the canvas: 1 to 4,096</source>
        <translation>画布上的单元格数：1 到 4,096</translation>
    </message>
    <message>
        <source>hash positions: 1 to 64</source>
        <translation>哈希位置数：1 到 64</translation>
    </message>
    <message>
        <source>FP plot</source>
        <translation>误判率曲线</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>容量估算</translation>
    </message>
    <message>
        <source>Read path</source>
        <translation>读路径</translation>
    </message>
    <message>
        <source>Bloom</source>
        <translation>布隆过滤器</translation>
    </message>
    <message>
        <source>Cleared bit %1. No stored word used it, so nothing breaks yet; the bit may have been set by a word you deleted.</source>
        <translation>已清除第 %1 位。没有已存储的单词用到它，所以暂时没有出错；这一位可能是某个已删除的单词设置的。</translation>
    </message>
    <message>
        <source>Cleared bit %1. Stored words that used it now read “definitely not” — false negatives: %2. Query one to see it.</source>
        <translation>已清除第 %1 位。用到它的已存储单词现在都被判为“一定不存在”——假阴性：%2。查询其中一个即可看到。</translation>
    </message>
    <message>
        <source>step: must be a whole number, 0 or more</source>
        <translation>step：必须是大于或等于 0 的整数</translation>
    </message>
    <message>
        <source>counting filter only: decrement the counters of a stored word (a word that is not stored is refused)</source>
        <translation>仅限计数过滤器：将一个已存词的计数器各减 1（不在存储中的词会被拒绝）</translation>
    </message>
    <message>
        <source>a naive delete of a stored word on a plain filter: see what it breaks</source>
        <translation>在普通过滤器上朴素删除一个已存词：看看会破坏什么</translation>
    </message>
    <message>
        <source>No two of the demo words share a cell on this filter (m = %1, k = %2), so deleting one cannot hurt another here. Make m smaller or k larger and press again.</source>
        <translation>在这个过滤器上（m = %1，k = %2），演示用的词两两之间没有共用的单元，所以删除一个词不会伤到另一个。请把 m 调小或把 k 调大，再按一次。</translation>
    </message>
    <message>
        <source>“%1” still answers “maybe”: every one of its bits is also set by a word still stored, so this time no false negative.</source>
        <translation>“%1”仍回答“可能存在”：它的每一位都还被某个仍在存储中的词置为 1，所以这次没有假阴性。</translation>
    </message>
    <message>
        <source>“%1”, still stored, now answers “definitely not” — a false negative.</source>
        <translation>“%1”仍在存储中，现在却回答“一定不存在”——这就是假阴性。</translation>
    </message>
    <message>
        <source>Plain filter (m = %1, k = %2): “%3” and “%4” share bit(s) %5. Deleting “%4” by clearing its bits cleared those too. %6 Press again for the counting filter.</source>
        <translation>普通过滤器（m = %1，k = %2）：“%3”和“%4”共用位 %5。通过清零“%4”的位来删除它，也清掉了这些共用的位。%6再按一次查看计数过滤器。</translation>
    </message>
    <message>
        <source>the shared counters still count “%1”, so “%1” answers “maybe — and it is present”.</source>
        <translation>共用的计数器仍计入了“%1”，因此“%1”回答“可能存在——且确实存在”。</translation>
    </message>
    <message>
        <source>“%1” now answers “definitely not” — a false negative.</source>
        <translation>“%1”现在回答“一定不存在”——这就是假阴性。</translation>
    </message>
    <message>
        <source>“%1” still answers “maybe”: each of its counters is held up by another stored word — a false positive now, not an error.</source>
        <translation>“%1”仍回答“可能存在”：它的每个计数器都还被其他已存词撑着——现在这是假阳性，并不是错误。</translation>
    </message>
    <message>
        <source>“%1” now answers “definitely not”.</source>
        <translation>“%1”现在回答“一定不存在”。</translation>
    </message>
    <message>
        <source>Counting filter (m = %1, k = %2): “%3” and “%4” share cell(s) %5. Removing “%4” decremented its counters; %6 %7</source>
        <translation>计数过滤器（m = %1，k = %2）：“%3”和“%4”共用单元 %5。删除“%4”时将它的计数器各减 1；%6%7</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>单词</translation>
    </message>
    <message>
        <source>Choosing a filter</source>
        <translation>选择过滤器</translation>
    </message>
    <message>
        <source>Configure filter</source>
        <translation>配置过滤器</translation>
    </message>
    <message>
        <source>cuckoo filter: remove one entry of a stored word&apos;s fingerprint (a word that is not stored is refused)</source>
        <translation>布谷鸟过滤器：删除已存储单词的一个指纹条目（未存储的单词会被拒绝）</translation>
    </message>
    <message>
        <source>Why not delete? (cuckoo filter)</source>
        <translation>为什么不能删除？（布谷鸟过滤器）</translation>
    </message>
    <message>
        <source>No never-inserted word matches a stored word here.</source>
        <translation>这里没有与已存储单词匹配的未插入单词。</translation>
    </message>
    <message>
        <source>“%1”, never inserted, has the fingerprint and buckets of “%2”: deleting it removed “%2”&apos;s entry, and “%2” now reads “definitely not” — a false negative. Remove refuses such a delete; a counting Bloom filter has the same hazard.</source>
        <translation>“%1”从未插入，却与“%2”有相同的指纹和桶：删除它移除了“%2”的条目，现在“%2”被判为“一定不存在”——假阴性。“删除”按钮会拒绝这样的删除；计数布隆过滤器也有同样的隐患。</translation>
    </message>
    <message>
        <source>+10 words</source>
        <translation>+10 个单词</translation>
    </message>
    <message>
        <source>insert ten words w0, w1, … that are not stored yet (one undo step)</source>
        <translation>插入十个尚未存储的单词 w0、w1、……（一个撤销步骤）</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>构建</translation>
    </message>
    <message>
        <source>xor filter: build from the words inserted so far (no inserts after)</source>
        <translation>异或过滤器：用目前已插入的单词构建（之后不能再插入）</translation>
    </message>
    <message>
        <source>cuckoo</source>
        <translation>布谷鸟</translation>
    </message>
    <message>
        <source>scalable</source>
        <translation>可扩展</translation>
    </message>
    <message>
        <source>xor</source>
        <translation>异或</translation>
    </message>
    <message>
        <source>tab: must be one of %1</source>
        <translation>tab：必须是 %1 之一</translation>
    </message>
    <message>
        <source>Bit %1 is 0: no stored word sets it.</source>
        <translation>第 %1 位为 0：没有已存的词设置它。</translation>
    </message>
    <message>
        <source>Counter %1 is %2, held up by %3.</source>
        <translation>计数器 %1 为 %2，由 %3 撑着。</translation>
    </message>
    <message>
        <source>Bit %1 is set, by no word stored now. Double-click it to clear it.</source>
        <translation>第 %1 位已置 1，但现存的词都不用它。双击可清除它。</translation>
    </message>
    <message>
        <source>Bit %1 is set, used by %2. Double-click it to clear it: each becomes a false negative.</source>
        <translation>第 %1 位已置 1，%2 用到它。双击清除它：这些词都会变成假阴性。</translation>
    </message>
    <message>
        <source>Double-click a set bit of a plain filter to clear it and see which words become false negatives</source>
        <translation>在普通过滤器中双击一个已置 1 的位来清除它，看看哪些词变成假阴性</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>insert %1</source>
        <translation>插入 %1</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>counter %1</source>
        <translation>计数器 %1</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>位 %1</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>0: the word cannot be stored</source>
        <translation>0：该词不可能已存入</translation>
    </message>
    <message>
        <source>set</source>
        <translation>已置位</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未变</translation>
    </message>
    <message>
        <source>counter up</source>
        <translation>计数器加一</translation>
    </message>
    <message>
        <source>counter down</source>
        <translation>计数器减一</translation>
    </message>
    <message>
        <source>set now</source>
        <translation>现在置位</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>已清零</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BloomModel</name>
    <message>
        <source>m: the bit-array canvas shows 1 to 4,096 cells; use the sizing panel and the FP plot for larger filters</source>
        <translation>m：位数组画布显示 1 到 4,096 个单元格；更大的过滤器请使用容量估算面板和误判率曲线</translation>
    </message>
    <message>
        <source>Type a word first.</source>
        <translation>请先输入一个词。</translation>
    </message>
    <message>
        <source>A word has at most 64 characters.</source>
        <translation>一个词最多 64 个字符。</translation>
    </message>
    <message>
        <source>an operation lacks its key</source>
        <translation>某个操作缺少键</translation>
    </message>
    <message>
        <source>a key must have 1 to 64 characters</source>
        <translation>键的长度必须为 1 到 64 个字符</translation>
    </message>
    <message>
        <source>unknown operation &apos;%1&apos;</source>
        <translation>未知操作“%1”</translation>
    </message>
    <message>
        <source>Configure filter</source>
        <translation>配置过滤器</translation>
    </message>
    <message>
        <source>Insert “%1”</source>
        <translation>插入“%1”</translation>
    </message>
    <message>
        <source>A plain Bloom filter cannot delete: use “Clear its bits” to see why, or switch to the counting variant.</source>
        <translation>普通布隆过滤器无法删除：使用“清零其位”查看原因，或切换到计数变体。</translation>
    </message>
    <message>
        <source>Remove “%1”</source>
        <translation>删除“%1”</translation>
    </message>
    <message>
        <source>The counting filter deletes properly: use Remove.</source>
        <translation>计数过滤器可以正确删除：请使用“删除”。</translation>
    </message>
    <message>
        <source>Clear the bits of “%1”</source>
        <translation>清零“%1”的位</translation>
    </message>
    <message>
        <source>the bloom state must be an object</source>
        <translation>布隆过滤器状态必须是对象</translation>
    </message>
    <message>
        <source>“filter” must be an object</source>
        <translation>“filter”必须是对象</translation>
    </message>
    <message>
        <source>“filter” has a field of the wrong type</source>
        <translation>“filter”中有字段类型错误</translation>
    </message>
    <message>
        <source>“ops” must be a list of at most 10,000 operations</source>
        <translation>“ops”必须是最多包含 10,000 个操作的列表</translation>
    </message>
    <message>
        <source>every operation must be an object</source>
        <translation>每个操作都必须是对象</translation>
    </message>
    <message>
        <source>definitely not</source>
        <translation>一定不存在</translation>
    </message>
    <message>
        <source>maybe — and it is present</source>
        <translation>可能存在——且确实存在</translation>
    </message>
    <message>
        <source>maybe — a false positive: never inserted</source>
        <translation>可能存在——误判：从未插入</translation>
    </message>
    <message>
        <source>definitely not — a FALSE NEGATIVE: it was inserted, a cleared bit erased it</source>
        <translation>一定不存在——漏判（假阴性）：它已插入，但一个被清零的位抹掉了它</translation>
    </message>
    <message>
        <source>“clear-bit” needs an index below m, on a filter that is not counting</source>
        <translation>“clear-bit”需要小于 m 的下标，且只能用于非计数型过滤器</translation>
    </message>
    <message>
        <source>bit %1 is outside the filter (m = %2)</source>
        <translation>第 %1 位超出了过滤器范围（m = %2）</translation>
    </message>
    <message>
        <source>Clear bit %1</source>
        <translation>清除第 %1 位</translation>
    </message>
    <message>
        <source>file: the lab keeps at most 10,000 operations; %1 are used and the file has %2 words</source>
        <translation>文件：实验室最多保存 10,000 个操作；已用 %1 个，而文件有 %2 个单词</translation>
    </message>
    <message>
        <source>file: word %1 (“%2”): %3</source>
        <translation>文件：第 %1 个单词（“%2”）：%3</translation>
    </message>
    <message>
        <source>Insert %1 words</source>
        <translation>插入 %1 个单词</translation>
    </message>
    <message>
        <source>this file holds a blocked filter saved before blocked filters became split block filters, with cleared bits: those bit numbers name other bits in the new layout, so the file cannot be loaded</source>
        <translation>此文件保存的是分块过滤器改为拆分块布局之前的分块过滤器，且含有被清除的位：这些位号在新布局中指向别的位，因此无法加载该文件</translation>
    </message>
    <message>
        <source>m: the %1 filter uses the smallest prime ≥ m, %2 here: beyond the canvas&apos;s 4,096 cells (at most m = 4,093)</source>
        <translation>m：%1 过滤器使用不小于 m 的最小素数，这里是 %2：超出了画布的 4,096 个单元（m 最多为 4,093）</translation>
    </message>
    <message>
        <source>Bit %1 is already 0: double-click a set bit.</source>
        <translation>第 %1 位已是 0：请双击一个已置 1 的位。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BloomPipelinePanel</name>
    <message>
        <source>filter</source>
        <translation>过滤器</translation>
    </message>
    <message>
        <source>keys in store</source>
        <translation>存储中的键数</translation>
    </message>
    <message>
        <source>reads</source>
        <translation>读取次数</translation>
    </message>
    <message>
        <source>share of absent keys</source>
        <translation>不存在键的占比</translation>
    </message>
    <message>
        <source>share deleted</source>
        <translation>已删除占比</translation>
    </message>
    <message>
        <source>cache entries</source>
        <translation>缓存条目数</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>1 to 10,000,000</source>
        <translation>1 到 10,000,000</translation>
    </message>
    <message>
        <source>Run the read path</source>
        <translation>运行读路径</translation>
    </message>
    <message>
        <source>Press “Run the read path”.</source>
        <translation>请按“运行读路径”。</translation>
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
        <translation>读取 %1
缓存命中 %2
过滤器判定“一定不存在”：避免了 %3 次存储读取
存储读取 %4（找到 %5）
误判导致的存储读取 %6
读取已删除的键 %7
回答存在 %8 · 不存在 %9
存在的键被回答“不存在”：%10（必须为 0）</translation>
    </message>
    <message>
        <source>filter unavailable</source>
        <translation>过滤器不可用</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read path&lt;/b&gt;: hot cache → Bloom filter → store. The filter is sized at 10 bits per key, k = 7. &lt;b&gt;Degraded&lt;/b&gt;: the filter is unavailable, so every cache miss reads the store.</source>
        <translation>&lt;b&gt;读路径&lt;/b&gt;：热缓存 → 布隆过滤器 → 存储。过滤器按每个键 10 bits 配置，k = 7。&lt;b&gt;降级&lt;/b&gt;：过滤器不可用，每次缓存未命中都读取存储。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BloomPlotPanel</name>
    <message>
        <source>n keys</source>
        <translation>键数 n</translation>
    </message>
    <message>
        <source>queries per point</source>
        <translation>每点查询数</translation>
    </message>
    <message>
        <source>keys inserted per point: 1 to 1,000,000</source>
        <translation>每个点插入的键数：1 到 1,000,000</translation>
    </message>
    <message>
        <source>negative queries per point: 1,000 to 10,000,000</source>
        <translation>每个点查询不存在键的次数：1,000 到 10,000,000</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Select at least one variant to measure.</source>
        <translation>请至少选择一个变体进行测量。</translation>
    </message>
    <message>
        <source>Measuring %1 variants × 30 points…</source>
        <translation>正在测量 %1 个变体 × 30 个点…</translation>
    </message>
    <message>
        <source>Cancelled: the previous plot stays.</source>
        <translation>已取消：保留之前的图表。</translation>
    </message>
    <message>
        <source>%1 points measured · false negatives: %2</source>
        <translation>已测量 %1 个点 · 漏判：%2</translation>
    </message>
    <message>
        <source>classic (1 − e^(−kn/m))^k</source>
        <translation>经典 (1 − e^(−kn/m))^k</translation>
    </message>
    <message>
        <source>%1 theory</source>
        <translation>%1 理论值</translation>
    </message>
    <message>
        <source>bits per key m/n</source>
        <translation>每键位数 m/n</translation>
    </message>
    <message>
        <source>false-positive rate</source>
        <translation>误判率</translation>
    </message>
    <message>
        <source>“plot” must be an object</source>
        <translation>“plot”必须是对象</translation>
    </message>
    <message>
        <source>plot n must be from 1 to 1,000,000</source>
        <translation>plot n 必须在 1 到 1,000,000 之间</translation>
    </message>
    <message>
        <source>plot queries must be from 1,000 to 10,000,000</source>
        <translation>plot queries 必须在 1,000 到 10,000,000 之间</translation>
    </message>
    <message>
        <source>“plot” has a field of the wrong type</source>
        <translation>“plot”中有字段类型错误</translation>
    </message>
    <message>
        <source>The plotted series, one row per point with a header line: the same as hashlab bloom sweep --csv</source>
        <translation>图中绘出的序列，首行为表头，每个点一行：与 hashlab bloom sweep --csv 的输出相同</translation>
    </message>
    <message>
        <source>&lt;b&gt;False-positive rate&lt;/b&gt;: measured (dots, 95 % Wilson interval) against theory (dashes), k optimal per point</source>
        <translation>&lt;b&gt;误判率&lt;/b&gt;：实测值（圆点，95 % Wilson 置信区间）与理论值（虚线）对比，每个点取最优 k</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BloomPlotReadout</name>
    <message>
        <source>Copy data as CSV</source>
        <translation>复制数据为 CSV</translation>
    </message>
    <message>
        <source>%1 · %2 bits per key (m = %3, n = %4, k = %5)</source>
        <translation>%1 · 每键 %2 位（m = %3，n = %4，k = %5）</translation>
    </message>
    <message>
        <source>measured %1 (%2 of %3 queries)</source>
        <translation>实测 %1（%3 次查询中 %2 次）</translation>
    </message>
    <message>
        <source>95 % CI %1 – %2</source>
        <translation>95 % 置信区间 %1 – %2</translation>
    </message>
    <message>
        <source>theory %1</source>
        <translation>理论值 %1</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BloomSizingPanel</name>
    <message>
        <source>&lt;b&gt;Sizing&lt;/b&gt; — how many bits and hashes?</source>
        <translation>&lt;b&gt;容量估算&lt;/b&gt;——需要多少位、多少个哈希？</translation>
    </message>
    <message>
        <source>from n and p</source>
        <translation>由 n 和 p 求解</translation>
    </message>
    <message>
        <source>from n and m</source>
        <translation>由 n 和 m 求解</translation>
    </message>
    <message>
        <source>keys to hold: 1 to 2^40</source>
        <translation>要容纳的键数：1 到 2^40</translation>
    </message>
    <message>
        <source>target false-positive rate: 0 &lt; p &lt; 1</source>
        <translation>目标误判率：0 &lt; p &lt; 1</translation>
    </message>
    <message>
        <source>bits: 1 to 2^34 (2 GiB)</source>
        <translation>位数：1 到 2^34（2 GiB）</translation>
    </message>
    <message>
        <source>your k (1 to 64): its rate is shown beside the optimum</source>
        <translation>自选 k（1 到 64）：其误判率显示在最优值旁边</translation>
    </message>
    <message>
        <source>n must be a whole number from 1 to 2^40 (1,099,511,627,776).</source>
        <translation>n 必须是 1 到 2^40（1,099,511,627,776）之间的整数。</translation>
    </message>
    <message>
        <source>p must be a number with 0 &lt; p &lt; 1, e.g. 0.001.</source>
        <translation>p 必须是满足 0 &lt; p &lt; 1 的数，例如 0.001。</translation>
    </message>
    <message>
        <source>m must be a whole number of bits from 1 to 2^34 (2 GiB).</source>
        <translation>m 必须是 1 到 2^34（2 GiB）之间的整数位数。</translation>
    </message>
    <message>
        <source>That needs more than 2^34 bits (2 GiB), the limit.</source>
        <translation>所需位数超过上限 2^34 bits（2 GiB）。</translation>
    </message>
    <message>
        <source> (capped at 64)</source>
        <translation>（上限 64）</translation>
    </message>
    <message>
        <source>p(k) at this m</source>
        <translation>当前 m 下的 p(k)</translation>
    </message>
    <message>
        <source>your k = %1</source>
        <translation>自选 k = %1</translation>
    </message>
    <message>
        <source>optimum k = %1</source>
        <translation>最优 k = %1</translation>
    </message>
    <message>
        <source>k (hash positions)</source>
        <translation>k（哈希位置数）</translation>
    </message>
    <message>
        <source>false-positive rate</source>
        <translation>误判率</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>m = %1 bits (%2) = %3&lt;br&gt;optimum k = the better of ⌊(m/n)·ln 2⌋ = %4 and ⌈(m/n)·ln 2⌉ = %5: &lt;b&gt;%6&lt;/b&gt;%7, p = (1 − e^(−kn/m))^k = &lt;b&gt;%8&lt;/b&gt;&lt;br&gt;your k = %9: p = %10 · %11 bits per key</source>
        <translation>m = %1 bits（%2）= %3&lt;br&gt;最优 k = ⌊(m/n)·ln 2⌋ = %4 与 ⌈(m/n)·ln 2⌉ = %5 中较好的一个：&lt;b&gt;%6&lt;/b&gt;%7，p = (1 − e^(−kn/m))^k = &lt;b&gt;%8&lt;/b&gt;&lt;br&gt;自选 k = %9：p = %10 · 每键 %11 bits</translation>
    </message>
</context>
<context>
    <name>hashlab::app::BloomView</name>
    <message>
        <source>%1 filter · m = %2 · k = %3 · %4 words · fill %5 %</source>
        <translation>%1 过滤器 · m = %2 · k = %3 · %4 个词 · 填充率 %5 %</translation>
    </message>
    <message>
        <source>insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>%1 “%2”:  h1 = 0x%3,  h2 = 0x%4</source>
        <translation>%1“%2”：h1 = 0x%3，h2 = 0x%4</translation>
    </message>
    <message>
        <source>Type a word and press Insert or Query.</source>
        <translation>输入一个词，然后按“插入”或“查询”。</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>计数器</translation>
    </message>
    <message>
        <source>bit</source>
        <translation>位</translation>
    </message>
    <message>
        <source>   %1 %2 → %3</source>
        <translation>   %1 %2 → %3</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>结论：%1</translation>
    </message>
    <message>
        <source>Inserted: all %1 cells set</source>
        <translation>已插入：%1 个单元均已置位</translation>
    </message>
    <message>
        <source>Removed: every counter decremented</source>
        <translation>已删除：每个计数器都已减 1</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>未删除</translation>
    </message>
</context>
<context>
    <name>hashlab::app::CaptionFold</name>
    <message>
        <source>less</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>more</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>Show the caption&apos;s first lines only</source>
        <translation>只显示说明的前几行</translation>
    </message>
    <message>
        <source>Show the whole caption</source>
        <translation>显示完整说明</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ClickPicker</name>
    <message>
        <source>slot %1</source>
        <translation>槽 %1</translation>
    </message>
    <message>
        <source>slot %1 of T2</source>
        <translation>T2 的槽 %1</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>位 %1</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>Choose on the canvas: Tab or the arrow keys, then Enter</source>
        <translation>在画布上选择：Tab 或方向键，然后回车</translation>
    </message>
</context>
<context>
    <name>hashlab::app::CodeSpaceInputs</name>
    <message>
        <source>whole bits (2^b)</source>
        <translation>整数位数 (2^b)</translation>
    </message>
    <message>
        <source>typed alphabet</source>
        <translation>自定义字母表</translation>
    </message>
    <message>
        <source>%1 alphabet</source>
        <translation>%1 字母表</translation>
    </message>
    <message>
        <source>n =</source>
        <translation>n =</translation>
    </message>
    <message>
        <source>number of keys, %1 to %2</source>
        <translation>键的个数，%1 到 %2</translation>
    </message>
    <message>
        <source>the space the keys are drawn from</source>
        <translation>键的取值空间</translation>
    </message>
    <message>
        <source>the symbols a code may use, each once</source>
        <translation>短码可用的符号，每个只出现一次</translation>
    </message>
    <message>
        <source>symbols, e.g. 0123456789abcdef</source>
        <translation>符号，例如 0123456789abcdef</translation>
    </message>
    <message>
        <source>bits b =</source>
        <translation>位数 b =</translation>
    </message>
    <message>
        <source>lengths L =</source>
        <translation>码长 L =</translation>
    </message>
    <message>
        <source>one or more widths from 1 to 128, separated by commas</source>
        <translation>一个或多个 1 到 128 的位宽，用逗号分隔</translation>
    </message>
    <message>
        <source>one or more code lengths, separated by commas; A^L at most 2^128</source>
        <translation>一个或多个码长，用逗号分隔；A^L 不超过 2^128</translation>
    </message>
</context>
<context>
    <name>hashlab::app::CollisionsLab</name>
    <message>
        <source>%1 written, %2 stored, %3 collisions, %4 lost</source>
        <translation>写入 %1，存储 %2，碰撞 %3，丢失 %4</translation>
    </message>
    <message>
        <source>collisions: the state must be an object</source>
        <translation>collisions：状态必须是对象</translation>
    </message>
    <message>
        <source>collisions: unknown key &apos;%1&apos;</source>
        <translation>collisions：未知的键“%1”</translation>
    </message>
    <message>
        <source>Birthday bound: P(collision) for n keys in b bits</source>
        <translation>生日界：b 位哈希下 n 个键的 P(碰撞)</translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation>哈希碰撞</translation>
    </message>
    <message>
        <source>collisions: “tab” must be one of %1</source>
        <translation>collisions：“tab”必须是 %1 之一</translation>
    </message>
    <message>
        <source>Dedup store</source>
        <translation>去重存储</translation>
    </message>
    <message>
        <source>Birthday bound</source>
        <translation>生日界</translation>
    </message>
    <message>
        <source>Short links</source>
        <translation>短链接</translation>
    </message>
    <message>
        <source>collisions: “step” must be a whole number, 0 or more</source>
        <translation>collisions：“step”必须是大于或等于 0 的整数</translation>
    </message>
    <message>
        <source>Dedup store: physical id + hash_id</source>
        <translation>去重存储：物理 ID + hash_id</translation>
    </message>
    <message>
        <source>Short links: Base62 ids against hash codes</source>
        <translation>短链接：Base62 编码的 ID 与哈希短码对比</translation>
    </message>
    <message>
        <source>write at t%1</source>
        <translation>t%1 时刻的写入</translation>
    </message>
</context>
<context>
    <name>hashlab::app::CollisionsModel</name>
    <message>
        <source>A record must be a JSON object {…}.</source>
        <translation>记录必须是 JSON 对象 {…}。</translation>
    </message>
    <message>
        <source>The lab keeps at most %1 writes; clear the store first.</source>
        <translation>本实验最多保留 %1 次写入；请先清空存储。</translation>
    </message>
    <message>
        <source>Write record</source>
        <translation>写入记录</translation>
    </message>
    <message>
        <source>The lab keeps at most %1 writes.</source>
        <translation>本实验最多保留 %1 次写入。</translation>
    </message>
    <message numerus="yes">
        <source>Write %n random record(s)</source>
        <translation>
            <numerusform>写入 %n 条随机记录</numerusform>
        </translation>
    </message>
    <message>
        <source>Strategy %1</source>
        <translation>策略设为 %1</translation>
    </message>
    <message>
        <source>hash_id bits %1</source>
        <translation>hash_id 位数设为 %1</translation>
    </message>
    <message>
        <source>Clear store</source>
        <translation>清空存储</translation>
    </message>
    <message>
        <source>dedup: expected an object</source>
        <translation>dedup：应为对象</translation>
    </message>
    <message>
        <source>dedup.strategy: expected &quot;naive&quot;, &quot;reject&quot; or &quot;coexist&quot;</source>
        <translation>dedup.strategy：应为 &quot;naive&quot;、&quot;reject&quot; 或 &quot;coexist&quot;</translation>
    </message>
    <message>
        <source>dedup.bits: expected an integer from 1 to 128</source>
        <translation>dedup.bits：应为 1 到 128 之间的整数</translation>
    </message>
    <message>
        <source>dedup.writes: expected an array of at most %1 JSON texts</source>
        <translation>dedup.writes：应为最多包含 %1 个 JSON 文本的数组</translation>
    </message>
    <message>
        <source>dedup.writes[%1]: expected the JSON text of an object</source>
        <translation>dedup.writes[%1]：应为一个对象的 JSON 文本</translation>
    </message>
</context>
<context>
    <name>hashlab::app::CompareView</name>
    <message>
        <source>chaining</source>
        <translation>链地址法</translation>
    </message>
    <message>
        <source>bucketed</source>
        <translation>分桶</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>线性探测</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>二次探测</translation>
    </message>
    <message>
        <source>double</source>
        <translation>双重散列</translation>
    </message>
    <message>
        <source>Robin Hood</source>
        <translation>罗宾汉</translation>
    </message>
    <message>
        <source>cuckoo</source>
        <translation>布谷鸟</translation>
    </message>
    <message>
        <source>insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>find (hit)</source>
        <translation>查找（命中）</translation>
    </message>
    <message>
        <source>find (miss)</source>
        <translation>查找（未命中）</translation>
    </message>
    <message>
        <source>Type at least one key, e.g. 5, 28, 19.</source>
        <translation>请至少输入一个键，例如 5, 28, 19。</translation>
    </message>
    <message>
        <source>m = %1 is not prime: double hashing&apos;s steps may not reach every slot, so some of its inserts can fail.</source>
        <translation>m = %1 不是素数：双重散列的步长可能到达不了所有槽位，因此部分插入可能失败。</translation>
    </message>
    <message>
        <source>%1 cycle</source>
        <translation>%1 次成环</translation>
    </message>
    <message>
        <source>%1 MaxLoop</source>
        <translation>%1 次达到 MaxLoop</translation>
    </message>
    <message>
        <source>%1 table full</source>
        <translation>%1 次表满</translation>
    </message>
    <message>
        <source>, %1 rehash(es)</source>
        <translation>，重新散列 %1 次</translation>
    </message>
    <message>
        <source>%1 %2: %3 cells</source>
        <translation>%1 %2：%3 个单元</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 个单元</translation>
    </message>
    <message>
        <source>%1 B/key</source>
        <translation>%1 字节/键</translation>
    </message>
    <message>
        <source>successful find</source>
        <translation>成功查找</translation>
    </message>
    <message>
        <source>unsuccessful find</source>
        <translation>不成功查找</translation>
    </message>
    <message>
        <source>worst %1</source>
        <translation>最坏 %1</translation>
    </message>
    <message>
        <source>cells visited per operation (mean)</source>
        <translation>每次操作访问的单元数（平均）</translation>
    </message>
    <message>
        <source>Typed keys</source>
        <translation>输入的键</translation>
    </message>
    <message>
        <source>Random keys</source>
        <translation>随机键</translation>
    </message>
    <message>
        <source>textbook formulas</source>
        <translation>教科书公式</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Misses</source>
        <translation>未命中查找</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>散列</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Keys separated by commas or spaces; textbook formulas read integers</source>
        <translation>键之间用逗号或空格分隔；教科书公式把键读作整数</translation>
    </message>
    <message>
        <source>Unsuccessful finds of keys known to be absent</source>
        <translation>对已知不存在的键做的不成功查找</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>未命中</translation>
    </message>
    <message>
        <source>Keys compared (hit / miss)</source>
        <translation>比较的键数（命中 / 未命中）</translation>
    </message>
    <message>
        <source>Worst operation</source>
        <translation>最坏的一次操作</translation>
    </message>
    <message>
        <source>Keys moved</source>
        <translation>移动的键</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Load α</source>
        <translation>装载因子 α</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>h(k) = k mod m; double: step k mod (m − 1) + 1; cuckoo: h2 = ⌊k/m⌋ mod m, MaxLoop %1.</source>
        <translation>h(k) = k mod m；双重散列：步长 k mod (m − 1) + 1；布谷鸟：h2 = ⌊k/m⌋ mod m，MaxLoop %1。</translation>
    </message>
    <message>
        <source>%1 splits into h1 and h2 (double: step h2 mod (m − 1) + 1); cuckoo: xxh3 with seeds, MaxLoop %2, re-seeded after a failure.</source>
        <translation>%1 拆分为 h1 和 h2（双重散列：步长 h2 mod (m − 1) + 1）；布谷鸟：带种子的 xxh3，MaxLoop %2，失败后换种子。</translation>
    </message>
    <message>
        <source>Every scheme gets the same keys at the same m, growth off: the inserts, a find of every stored key, then finds of absent keys. Cells: slots read (chaining: the head and each node; cuckoo: both tables). %1 Memory: 8-byte keys and pointers; open addressing m · 9 bytes, cuckoo 2m · 9, chaining m · 8 + n · 16.</source>
        <translation>每种方案使用相同的键和相同的 m，不扩容：先插入，再查找每个已存的键，最后查找不存在的键。单元：读取的槽位（链地址法：表头和每个节点；布谷鸟：两张表）。%1 内存：键和指针各 8 字节；开放寻址 m · 9 字节，布谷鸟 2m · 9，链地址法 m · 8 + n · 16。</translation>
    </message>
    <message>
        <source>compare: expected an object</source>
        <translation>compare：应为一个对象</translation>
    </message>
    <message>
        <source>compare: %1 must be an integer from %2 to %3</source>
        <translation>compare：%1 必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>compare: mode must be &quot;typed&quot; or &quot;random&quot;</source>
        <translation>compare：mode 必须是 &quot;typed&quot; 或 &quot;random&quot;</translation>
    </message>
    <message>
        <source>compare: source must be textbook, murmur3 or xxh3</source>
        <translation>compare：source 必须是 textbook、murmur3 或 xxh3</translation>
    </message>
    <message>
        <source>compare: keys must be a list</source>
        <translation>compare：keys 必须是列表</translation>
    </message>
    <message>
        <source>compare: every key must be a string</source>
        <translation>compare：每个键都必须是字符串</translation>
    </message>
    <message>
        <source>compare: %1</source>
        <translation>compare：%1</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ConfigPanel</name>
    <message>
        <source>c1 = c2 = 0 makes every probe hit the same slot; choose c2 ≠ 0</source>
        <translation>c1 = c2 = 0 会使每次探测都落在同一槽位；请选择 c2 ≠ 0</translation>
    </message>
    <message>
        <source>Presets…</source>
        <translation>预设…</translation>
    </message>
    <message>
        <source>linear: (h1 + i) mod m</source>
        <translation>线性探测：(h1 + i) mod m</translation>
    </message>
    <message>
        <source>quadratic: (h1 + c1·i + c2·i²) mod m</source>
        <translation>二次探测：(h1 + c1·i + c2·i²) mod m</translation>
    </message>
    <message>
        <source>double: (h1 + i·s) mod m</source>
        <translation>双重哈希：(h1 + i·s) mod m</translation>
    </message>
    <message>
        <source>textbook: integer keys, formulas</source>
        <translation>教材模式：整数键，公式</translation>
    </message>
    <message>
        <source>murmur3 halves (text keys)</source>
        <translation>murmur3 两个半段（文本键）</translation>
    </message>
    <message>
        <source>xxh3 halves (text keys)</source>
        <translation>xxh3 两个半段（文本键）</translation>
    </message>
    <message>
        <source>step s = h2 (no fix)</source>
        <translation>步长 s = h2（不修正）</translation>
    </message>
    <message>
        <source>odd: s = h2 | 1 (m = 2^r)</source>
        <translation>奇数步长：s = h2 | 1（m = 2^r）</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Slots m</source>
        <translation>槽位数 m</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键类型</translation>
    </message>
    <message>
        <source>Step fix</source>
        <translation>步长修正</translation>
    </message>
    <message>
        <source>1 to 1,000,000 slots; up to 128 are drawn</source>
        <translation>1 到 1,000,000 个槽位；最多绘制 128 个</translation>
    </message>
    <message>
        <source>Apply (empties the table)</source>
        <translation>应用（清空表）</translation>
    </message>
    <message>
        <source>Three keys start at slot 0; different steps h2 send them along different paths.</source>
        <translation>三个键都从槽位 0 开始；不同的步长 h2 让它们沿不同的路径探测。</translation>
    </message>
    <message>
        <source>m = 16 with odd steps</source>
        <translation>m = 16，奇数步长</translation>
    </message>
    <message>
        <source>In a power-of-two table every odd step is coprime with m: each path reaches all 16 slots.</source>
        <translation>在大小为 2 的幂的表中，每个奇数步长都与 m 互素：每条路径都能到达全部 16 个槽位。</translation>
    </message>
    <message>
        <source>The m = 8, step 2 trap</source>
        <translation>m = 8、步长 2 的陷阱</translation>
    </message>
    <message>
        <source>Step 2 shares the factor 2 with m = 8: the path 0 → 2 → 4 → 6 → 0 never sees the odd slots, and the fifth insert fails with four slots empty.</source>
        <translation>步长 2 与 m = 8 有公因子 2：路径 0 → 2 → 4 → 6 → 0 永远到不了奇数槽位，第五次插入失败时仍有四个空槽位。</translation>
    </message>
    <message>
        <source>Quadratic probing beyond α = ½</source>
        <translation>二次探测超过 α = ½ 时</translation>
    </message>
    <message>
        <source>With prime m = 11, h1 + i² reaches only 6 slots: the 7th key with the same start fails although 5 slots are empty.</source>
        <translation>素数 m = 11 时，h1 + i² 只能到达 6 个槽位：起点相同的第 7 个键插入失败，尽管还有 5 个空槽位。</translation>
    </message>
    <message>
        <source>CLRS 11.4-1, linear probing</source>
        <translation>《算法导论》习题 11.4-1，线性探测</translation>
    </message>
    <message>
        <source>h(k, i) = (k mod 11 + i) mod 11.</source>
        <translation>h(k, i) = (k mod 11 + i) mod 11。</translation>
    </message>
    <message>
        <source>CLRS 11.4-1, quadratic probing c1 = 1, c2 = 3</source>
        <translation>《算法导论》习题 11.4-1，二次探测 c1 = 1，c2 = 3</translation>
    </message>
    <message>
        <source>h(k, i) = (k mod 11 + i + 3i²) mod 11.</source>
        <translation>h(k, i) = (k mod 11 + i + 3i²) mod 11。</translation>
    </message>
    <message>
        <source>CLRS 11.4-1, double hashing</source>
        <translation>《算法导论》习题 11.4-1，双重哈希</translation>
    </message>
    <message>
        <source>h(k, i) = (k mod 11 + i·(1 + k mod 10)) mod 11.</source>
        <translation>h(k, i) = (k mod 11 + i·(1 + k mod 10)) mod 11。</translation>
    </message>
    <message>
        <source>prime: s = h2 mod (m−1) + 1</source>
        <translation>素数表：s = h2 mod (m−1) + 1</translation>
    </message>
    <message>
        <source>Formulas use k, m, + − * / % (or mod, as in k mod m), parentheses. % is the non-negative modulo (−1 % 7 = 6), / the matching quotient.</source>
        <translation>公式可使用 k、m、+ − * / %（或 mod，如 k mod m）和括号。% 为非负取模（−1 % 7 = 6），/ 为与之对应的商。</translation>
    </message>
    <message>
        <source>m = 7, keys 14, 21, 28: one start, three steps</source>
        <translation>m = 7，键 14、21、28：同一起点，三种步长</translation>
    </message>
    <message>
        <source>separate chaining</source>
        <translation>分离链接法</translation>
    </message>
    <message>
        <source>buckets (b slots each)</source>
        <translation>桶（每桶 b 个槽位）</translation>
    </message>
    <message>
        <source>Robin Hood (linear, swaps)</source>
        <translation>罗宾汉（线性，交换）</translation>
    </message>
    <message>
        <source>cuckoo: T1[h1], T2[h2]</source>
        <translation>布谷鸟：T1[h1]、T2[h2]</translation>
    </message>
    <message>
        <source>new m = 2m</source>
        <translation>新 m = 2m</translation>
    </message>
    <message>
        <source>new m = least prime ≥ 2m</source>
        <translation>新 m = 不小于 2m 的最小素数</translation>
    </message>
    <message>
        <source>insert at the tail</source>
        <translation>插入到链尾</translation>
    </message>
    <message>
        <source>CLRS inserts at the head of the chain; tick to append instead</source>
        <translation>CLRS 插入到链头；勾选则改为追加到链尾</translation>
    </message>
    <message>
        <source>Grow at α &gt;</source>
        <translation>扩容条件 α &gt;</translation>
    </message>
    <message>
        <source>Resize: when an insert takes the load factor past this, the table grows and every key is rehashed (steppable)</source>
        <translation>扩容：插入使装载因子超过此值时，表扩大并重新散列每个键（可逐步查看）</translation>
    </message>
    <message>
        <source>incremental (Redis)</source>
        <translation>渐进式（Redis）</translation>
    </message>
    <message>
        <source>Rehash as Redis&apos;s dict does: two tables, one bucket moved per operation, lookups check both</source>
        <translation>像 Redis 的 dict 一样重新散列：两张表，每次操作搬迁一个桶，查找时两张表都查</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Bucket size b</source>
        <translation>桶大小 b</translation>
    </message>
    <message>
        <source>New size</source>
        <translation>新大小</translation>
    </message>
    <message>
        <source>Cuckoo: rounds of kicks before an insert gives up (Pagh and Rodler&apos;s MaxLoop)</source>
        <translation>布谷鸟：插入放弃前的踢出轮数（Pagh 与 Rodler 的 MaxLoop）</translation>
    </message>
    <message>
        <source>CLRS 11.2-2, separate chaining</source>
        <translation>CLRS 11.2-2，分离链接法</translation>
    </message>
    <message>
        <source>h(k) = k mod 9; each key goes to the head of its slot&apos;s chain.</source>
        <translation>h(k) = k mod 9；每个键放到其槽位链表的表头。</translation>
    </message>
    <message>
        <source>Buckets of 2: full buckets overflow to the next</source>
        <translation>每桶 2 个槽位：满桶溢出到下一个桶</translation>
    </message>
    <message>
        <source>m = 5 buckets of b = 2 slots, h(k) = k mod 5: 0 and 5 fill bucket 0; 10 overflows to bucket 1 beside 1, and 15 finds buckets 0 and 1 full and goes on to bucket 2.</source>
        <translation>m = 5 个桶、每桶 b = 2 个槽位，h(k) = k mod 5：0 和 5 占满桶 0；10 溢出到桶 1，与 1 并排；15 发现桶 0 和桶 1 都满了，继续到桶 2。</translation>
    </message>
    <message>
        <source>Robin Hood: 40 takes the slot of 1</source>
        <translation>罗宾汉：40 抢占 1 的槽位</translation>
    </message>
    <message>
        <source>m = 10, h(k) = k mod 10: 40 passes 10, 20, 30 (equal distances never swap) and takes slot 3 from 1, which is closer to home; 1 then displaces 3.</source>
        <translation>m = 10，h(k) = k mod 10：40 经过 10、20、30（距离相等时不交换），从离家更近的 1 手中夺得槽位 3；随后 1 又挤走 3。</translation>
    </message>
    <message>
        <source>Cuckoo hashing: Pagh and Rodler&apos;s example</source>
        <translation>布谷鸟散列：Pagh 与 Rodler 的例子</translation>
    </message>
    <message>
        <source>Two tables of m = 11, h1(k) = k mod 11, h2(k) = ⌊k/11⌋ mod 11: ten keys find a place, some after kicks.</source>
        <translation>两张 m = 11 的表，h1(k) = k mod 11，h2(k) = ⌊k/11⌋ mod 11：十个键都找到了位置，其中一些经过了踢出。</translation>
    </message>
    <message>
        <source>Cuckoo hashing: an insert that cannot succeed</source>
        <translation>布谷鸟散列：注定失败的插入</translation>
    </message>
    <message>
        <source>After the ten keys, 6 joins a component of the cuckoo graph with more keys than cells: no placement exists and the kicks run out.</source>
        <translation>在这十个键之后，6 加入了布谷鸟图中一个键多于单元的连通分量：不存在任何放置方案，踢出次数耗尽。</translation>
    </message>
    <message>
        <source>Doubling m = 8 → 16: about half the keys move</source>
        <translation>倍增 m = 8 → 16：大约一半的键要搬迁</translation>
    </message>
    <message>
        <source>h(k) = k mod m: when m doubles, a key in slot i stays at i or moves to i + 8; 4 of the 9 keys move.</source>
        <translation>h(k) = k mod m：m 翻倍时，槽位 i 中的键要么留在 i，要么移到 i + 8；9 个键中有 4 个搬迁。</translation>
    </message>
    <message>
        <source>Incremental rehash, as Redis&apos;s dict does it</source>
        <translation>渐进式重新散列，如同 Redis 的 dict</translation>
    </message>
    <message>
        <source>m = 4 grows to 8 at the fifth key; each later operation moves one bucket of the old table, and lookups check both tables meanwhile.</source>
        <translation>m = 4 在第五个键时扩到 8；之后每次操作搬迁旧表的一个桶，其间查找会检查两张表。</translation>
    </message>
    <message>
        <source>Load factor α to grow at</source>
        <translation>触发扩容的装载因子 α</translation>
    </message>
</context>
<context>
    <name>hashlab::app::CuckooView</name>
    <message>
        <source>cuckoo filter · %1 buckets × %2 · f = %3 bits · %4 bits/key · load %5 %</source>
        <translation>布谷鸟过滤器 · %1 个桶 × %2 · f = %3 位 · 每键 %4 位 · 负载 %5 %</translation>
    </message>
    <message>
        <source>bound 2b/2^f = %1 %</source>
        <translation>上界 2b/2^f = %1 %</translation>
    </message>
    <message>
        <source>Type a word and press Insert, Query or Remove.</source>
        <translation>输入一个单词，然后按“插入”“查询”或“删除”。</translation>
    </message>
    <message>
        <source>insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>%1 “%2”: fingerprint 0x%3, i1 = %4, i2 = i1 ⊕ hash(fp) = %5</source>
        <translation>%1“%2”：指纹 0x%3，i1 = %4，i2 = i1 ⊕ hash(fp) = %5</translation>
    </message>
    <message>
        <source>kick %1 of %2: 0x%3 goes into bucket %4 slot %5 and evicts 0x%6, which heads for its other bucket %4 ⊕ hash(0x%6) = %7</source>
        <translation>第 %1 次踢出（共 %2 次）：0x%3 放入桶 %4 的槽 %5，踢出 0x%6，后者前往它的另一个桶 %4 ⊕ hash(0x%6) = %7</translation>
    </message>
    <message>
        <source>FAILED after %1 kicks: the last victim waits in the stash, so no word is lost, but the filter takes no more words</source>
        <translation>%1 次踢出后失败：最后被踢出的指纹留在暂存区，没有单词丢失，但过滤器不再接受新单词</translation>
    </message>
    <message>
        <source>stored in bucket %1 slot %2 after %3 kicks</source>
        <translation>经过 %3 次踢出后存入桶 %1 的槽 %2</translation>
    </message>
    <message>
        <source>removed one entry holding 0x%1</source>
        <translation>删除了一个存有 0x%1 的条目</translation>
    </message>
    <message>
        <source>nothing removed</source>
        <translation>没有删除任何条目</translation>
    </message>
    <message>
        <source>i1 → %1</source>
        <translation>i1 → %1</translation>
    </message>
    <message>
        <source>i2 → %1</source>
        <translation>i2 → %1</translation>
    </message>
    <message>
        <source>stash</source>
        <translation>暂存区</translation>
    </message>
</context>
<context>
    <name>hashlab::app::DedupPanel</name>
    <message>
        <source>A record must be a JSON object {…}.</source>
        <translation>记录必须是 JSON 对象 {…}。</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>hash_id bits: 128 (full)</source>
        <translation>hash_id 位数：128（完整）</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>written %1 · stored %2 · duplicates %3 · collisions %4 · rejected %5 · lost %6</source>
        <translation>写入 %1 · 存储 %2 · 重复 %3 · 碰撞 %4 · 拒绝 %5 · 丢失 %6</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Audit (hash_id with count &gt; 1): none</source>
        <translation>审计（count &gt; 1 的 hash_id）：无</translation>
    </message>
    <message>
        <source>Audit (hash_id with count &gt; 1): %1</source>
        <translation>审计（count &gt; 1 的 hash_id）：%1</translation>
    </message>
    <message>
        <source>hash_id bits: %1 (%2 values)</source>
        <translation>hash_id 位数：%1（%2 个取值）</translation>
    </message>
    <message>
        <source>Force collisions: keep only the first b bits of the hash_id (128 = the seed&apos;s full id)</source>
        <translation>强制碰撞：只保留 hash_id 的前 b 位（128 = 参考文章中的完整 ID）</translation>
    </message>
    <message>
        <source>Record (JSON object):</source>
        <translation>记录（JSON 对象）：</translation>
    </message>
    <message>
        <source>+10 random</source>
        <translation>+10 条随机记录</translation>
    </message>
    <message>
        <source>Write 10 random, distinct records</source>
        <translation>写入 10 条互不相同的随机记录</translation>
    </message>
    <message numerus="yes">
        <source>%n alert(s); latest at t%1: hash_id %2 held by #%3 %4, refused %5</source>
        <translation>
            <numerusform>%n 条告警；最近一次在 t%1：hash_id %2 已被 #%3 %4 占用，拒绝了 %5</numerusform>
        </translation>
    </message>
    <message>
        <source>naive: the hash is the primary key (overwrites);
reject: refuse and alert;
coexist: keep both with collision_flag</source>
        <translation>naive（朴素）：哈希即主键（会覆盖）；
reject（拒绝）：拒绝写入并告警；
coexist（共存）：两者都保留并设置 collision_flag</translation>
    </message>
</context>
<context>
    <name>hashlab::app::DedupTableModel</name>
    <message>
        <source>t%1 / t%2</source>
        <translation>t%1 / t%2</translation>
    </message>
    <message>
        <source>collision_flag</source>
        <translation>collision_flag</translation>
    </message>
    <message>
        <source>LOST (overwritten by #%1)</source>
        <translation>已丢失（被 #%1 覆盖）</translation>
    </message>
    <message>
        <source>hash_id %1 (full murmur3-128: %2)</source>
        <translation>hash_id %1（完整 murmur3-128：%2）</translation>
    </message>
    <message>
        <source>physical id</source>
        <translation>物理 ID</translation>
    </message>
    <message>
        <source>hash_id</source>
        <translation>hash_id</translation>
    </message>
    <message>
        <source>raw data (canonical)</source>
        <translation>原始数据（规范化）</translation>
    </message>
    <message>
        <source>created / updated</source>
        <translation>创建 / 更新</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>标记</translation>
    </message>
</context>
<context>
    <name>hashlab::app::DrillDialog</name>
    <message>
        <source>Drill</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Hash tables (double hashing)</source>
        <translation>散列表（双重散列）</translation>
    </message>
    <message>
        <source>Consistent hashing</source>
        <translation>一致性哈希</translation>
    </message>
    <message>
        <source>Bloom filters</source>
        <translation>布隆过滤器</translation>
    </message>
    <message>
        <source>Collisions (birthday bound)</source>
        <translation>碰撞（生日界）</translation>
    </message>
    <message>
        <source>&amp;Lab</source>
        <translation>实验(&amp;L)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>&amp;Seed (read it out: the same seed, the same questions)</source>
        <translation>种子(&amp;S)（念给全班：种子相同，题目相同）</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题数</translation>
    </message>
    <message>
        <source>&amp;Questions</source>
        <translation>题数(&amp;Q)</translation>
    </message>
    <message>
        <source>Start the drill</source>
        <translation>开始练习</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>种子必须是 0 到 18446744073709551615 的整数。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ExperimentPanel</name>
    <message>
        <source>running…</source>
        <translation>运行中…</translation>
    </message>
    <message>
        <source>%1 colliding pairs (birthday bound: %2), %3 keys share a %4-bit prefix</source>
        <translation>%1 对碰撞（生日界：%2），%3 个键共享 %4 位前缀</translation>
    </message>
    <message>
        <source>e.g. prefix %1: %2</source>
        <translation>例如前缀 %1：%2</translation>
    </message>
    <message>
        <source>Experiment: n =</source>
        <translation>实验：n =</translation>
    </message>
    <message>
        <source>random URLs, 1 to %1</source>
        <translation>个随机 URL，1 到 %1</translation>
    </message>
    <message>
        <source>prefix bits</source>
        <translation>前缀位数</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>1 to 64; md5 with 24 bits is md5(url)[:6], six hex digits</source>
        <translation>1 到 64；md5 取 24 位即 md5(url)[:6]，六位十六进制</translation>
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
    <message>
        <source>Whole page</source>
        <translation>整页</translation>
    </message>
    <message>
        <source>Canvas only</source>
        <translation>仅画布</translation>
    </message>
    <message>
        <source>Plot only</source>
        <translation>仅图表</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Measuring the plots for the export… %p%</source>
        <translation>正在为导出测量图表… %p%</translation>
    </message>
    <message>
        <source>Export cancelled: nothing was written.</source>
        <translation>导出已取消：未写入任何文件。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::FilterCanvas</name>
    <message>
        <source>maybe — and it is present</source>
        <translation>可能存在——而且确实存在</translation>
    </message>
    <message>
        <source>maybe — a false positive: never inserted</source>
        <translation>可能存在——假阳性：从未插入</translation>
    </message>
    <message>
        <source>definitely not — a FALSE NEGATIVE: it was inserted</source>
        <translation>一定不存在——假阴性：它插入过</translation>
    </message>
    <message>
        <source>definitely not</source>
        <translation>一定不存在</translation>
    </message>
    <message>
        <source>measured FP %1 % over %2 never-inserted words · %3</source>
        <translation>在 %2 个从未插入的单词上实测假阳性率 %1 % · %3</translation>
    </message>
</context>
<context>
    <name>hashlab::app::FilterChartView</name>
    <message>
        <source>lower bound log₂(1/ε)</source>
        <translation>下界 log₂(1/ε)</translation>
    </message>
    <message>
        <source>Bloom 1.44·log₂(1/ε)</source>
        <translation>Bloom 1.44·log₂(1/ε)</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>分块</translation>
    </message>
    <message>
        <source>counting</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>cuckoo</source>
        <translation>布谷鸟</translation>
    </message>
    <message>
        <source>scalable</source>
        <translation>可扩展</translation>
    </message>
    <message>
        <source>xor</source>
        <translation>异或</translation>
    </message>
    <message>
        <source>false-positive rate ε (measured)</source>
        <translation>误判率 ε（实测）</translation>
    </message>
    <message>
        <source>bits per key</source>
        <translation>每键比特数</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>k = %1, 4-bit counters</source>
        <translation>k = %1，4 位计数器</translation>
    </message>
    <message>
        <source>f = %1, b = 4</source>
        <translation>f = %1，b = 4</translation>
    </message>
    <message>
        <source>P0 = %1, n0 = %2, s = %3, r = %4</source>
        <translation>P0 = %1，n0 = %2，s = %3，r = %4</translation>
    </message>
    <message>
        <source>f = %1</source>
        <translation>f = %1</translation>
    </message>
    <message>
        <source>Building every filter with %1 keys and asking %2 keys never inserted…</source>
        <translation>正在用 %1 个键构建每个过滤器，并查询 %2 个从未插入的键…</translation>
    </message>
    <message>
        <source>Cancelled: the previous chart stays.</source>
        <translation>已取消：保留之前的图表。</translation>
    </message>
    <message>
        <source>%1 filters built with %2 keys, %3 absent keys asked each (seed %4) · false negatives: %5. ns per lookup: this machine, one lookup at a time.</source>
        <translation>已用 %2 个键构建 %1 个过滤器，每个查询 %3 个不存在的键（种子 %4）· 假阴性：%5。每次查找纳秒数：本机实测，逐次查找。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Choosing a filter&lt;/b&gt;: bits per key against the measured false-positive rate, beside the lower bound and Bloom&apos;s 1.44×</source>
        <translation>&lt;b&gt;选择过滤器&lt;/b&gt;：每键比特数与实测误判率的关系，并与下界和 Bloom 的 1.44× 对照</translation>
    </message>
    <message>
        <source>filter</source>
        <translation>过滤器</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>target ε</source>
        <translation>目标 ε</translation>
    </message>
    <message>
        <source>measured ε</source>
        <translation>实测 ε</translation>
    </message>
    <message>
        <source>bits/key</source>
        <translation>比特/键</translation>
    </message>
    <message>
        <source>cache lines</source>
        <translation>缓存行</translation>
    </message>
    <message>
        <source>deletes?</source>
        <translation>可删除？</translation>
    </message>
    <message>
        <source>grows?</source>
        <translation>可增长？</translation>
    </message>
    <message>
        <source>ns/lookup</source>
        <translation>纳秒/查找</translation>
    </message>
    <message>
        <source>cache lines a lookup that answers “maybe” reads</source>
        <translation>一次回答“可能存在”的查找所读取的缓存行数</translation>
    </message>
    <message>
        <source>Measure again</source>
        <translation>重新测量</translation>
    </message>
    <message>
        <source>Build and ask every filter again (the same seed gives the same counts; only the nanoseconds change)</source>
        <translation>重新构建并查询每个过滤器（相同种子得到相同计数；只有纳秒数会变化）</translation>
    </message>
    <message>
        <source>k = %1, 256-bit split blocks</source>
        <translation>k = %1，256 位拆分块</translation>
    </message>
</context>
<context>
    <name>hashlab::app::FiltersParams</name>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <source>kicks</source>
        <translation>踢出次数</translation>
    </message>
    <message>
        <source>P0</source>
        <translation>P0</translation>
    </message>
    <message>
        <source>n0</source>
        <translation>n0</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>r</source>
        <translation>r</translation>
    </message>
    <message>
        <source>words the cuckoo filter is sized for (its buckets: a power of two)</source>
        <translation>布谷鸟过滤器按多少个单词确定大小（桶数为 2 的幂）</translation>
    </message>
    <message>
        <source>fingerprint bits: 2 to 16</source>
        <translation>指纹位数：2 到 16</translation>
    </message>
    <message>
        <source>entries per bucket: 1 to 8</source>
        <translation>每个桶的条目数：1 到 8</translation>
    </message>
    <message>
        <source>kicks before an insert gives up and stashes the last victim</source>
        <translation>插入放弃并把最后被踢出的指纹放入暂存区之前的踢出次数</translation>
    </message>
    <message>
        <source>P0: the first sub-filter&apos;s false-positive rate</source>
        <translation>P0：第一个子过滤器的假阳性率</translation>
    </message>
    <message>
        <source>n0: the words the first sub-filter holds</source>
        <translation>n0：第一个子过滤器容纳的单词数</translation>
    </message>
    <message>
        <source>growth s: each new sub-filter holds s times as many words</source>
        <translation>增长因子 s：每个新子过滤器容纳的单词数是上一个的 s 倍</translation>
    </message>
    <message>
        <source>tightening r: each new sub-filter&apos;s rate is r times the last one&apos;s</source>
        <translation>收紧比 r：每个新子过滤器的假阳性率是上一个的 r 倍</translation>
    </message>
    <message>
        <source>fingerprint bits of the xor filter: 8 or 16</source>
        <translation>异或过滤器的指纹位数：8 或 16</translation>
    </message>
</context>
<context>
    <name>hashlab::app::FormulaField</name>
    <message>
        <source>%1: column %2: %3</source>
        <translation>%1：第 %2 列：%3</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ImportDialog</name>
    <message>
        <source>file: %1 is larger than the limit of %2 MB</source>
        <translation>文件：%1 超过了 %2 MB 的上限</translation>
    </message>
    <message>
        <source>file: cannot open %1: %2</source>
        <translation>文件：无法打开 %1：%2</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>file: choose a file first</source>
        <translation>文件：请先选择一个文件</translation>
    </message>
    <message>
        <source>Import cancelled: nothing changed</source>
        <translation>导入已取消：没有任何改动</translation>
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
    <name>hashlab::app::LessonBar</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Previous stage or step (Left, Page Up)</source>
        <translation>上一阶段或上一步（左方向键、Page Up）</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Next stage or step (Right, Page Down)</source>
        <translation>下一阶段或下一步（右方向键、Page Down）</translation>
    </message>
    <message>
        <source>Self-study</source>
        <translation>自学</translation>
    </message>
    <message>
        <source>Off: the teacher reveals each answer. On: answer each question yourself and see whether you were right.</source>
        <translation>关闭：由老师揭晓每个答案。打开：自己回答每个问题，并看是否答对。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Speaker notes in a window of their own, for a second screen</source>
        <translation>在单独窗口中显示演讲者备注，可放到第二个屏幕</translation>
    </message>
    <message>
        <source>Leave the lesson (Esc)</source>
        <translation>退出课程（Esc）</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>退出课程</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 right of %2 answered</source>
        <translation>已答 %2 题，答对 %1 题</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>self-study</source>
        <translation>自学</translation>
    </message>
    <message>
        <source>class</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>Predict:</source>
        <translation>预测：</translation>
    </message>
    <message>
        <source>Reveal ▶</source>
        <translation>揭晓 ▶</translation>
    </message>
    <message>
        <source>Reveal the answer (Right, Page Down)</source>
        <translation>揭晓答案（右方向键、Page Down）</translation>
    </message>
</context>
<context>
    <name>hashlab::app::LessonRecorder</name>
    <message>
        <source>A click on the canvas</source>
        <translation>在画布上点选</translation>
    </message>
    <message>
        <source>What to click: slot:3, bit:29, node:B</source>
        <translation>要点选的目标：slot:3、bit:29、node:B</translation>
    </message>
    <message>
        <source>The canvas target that answers the question: a slot (slot:3), a bit (bit:29), a node (node:B)</source>
        <translation>回答这个问题的画布目标：一个槽（slot:3）、一个位（bit:29）、一个节点（node:B）</translation>
    </message>
    <message>
        <source>Nothing recorded yet.</source>
        <translation>还没有录制任何内容。</translation>
    </message>
    <message>
        <source>The lesson is not complete: %1</source>
        <translation>课程不完整：%1</translation>
    </message>
    <message>
        <source>Recording lesson</source>
        <translation>正在录制课程</translation>
    </message>
    <message>
        <source>Lesson editor</source>
        <translation>课程编辑器</translation>
    </message>
    <message>
        <source>Every action in a lab becomes a step; stepping the player sets the step&apos;s stage. Select a step to write its caption, notes and question. Save with Lessons → Save recorded lesson.</source>
        <translation>在实验中的每个操作都成为一步；步进播放器会设定该步的阶段。选中一步来填写说明、备注和问题。用“课程 → 保存录制的课程”保存。</translation>
    </message>
    <message>
        <source>Recording stopped. Edit the steps, then save.</source>
        <translation>录制已停止。编辑各步，然后保存。</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>课程标题</translation>
    </message>
    <message>
        <source>Caption (English)</source>
        <translation>说明（英文）</translation>
    </message>
    <message>
        <source>Caption (Simplified Chinese)</source>
        <translation>说明（简体中文）</translation>
    </message>
    <message>
        <source>Speaker notes</source>
        <translation>演讲者备注</translation>
    </message>
    <message>
        <source>No question</source>
        <translation>无问题</translation>
    </message>
    <message>
        <source>Multiple choice</source>
        <translation>选择题</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>数值题</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>One choice per line; start the right one with *</source>
        <translation>每行一个选项；正确选项以 * 开头</translation>
    </message>
    <message>
        <source>answer </source>
        <translation>答案 </translation>
    </message>
    <message>
        <source>± </source>
        <translation>± </translation>
    </message>
    <message>
        <source>Explanation shown with the answer</source>
        <translation>随答案显示的解释</translation>
    </message>
    <message>
        <source>Delete step</source>
        <translation>删除该步</translation>
    </message>
    <message>
        <source>Stop recording</source>
        <translation>停止录制</translation>
    </message>
</context>
<context>
    <name>hashlab::app::LessonRunner</name>
    <message>
        <source>The lesson has no steps.</source>
        <translation>该课程没有任何步骤。</translation>
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
        <source>%1 names an unknown lab &apos;%2&apos;.</source>
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
    <message>
        <source>Recording a lesson: every action becomes a step</source>
        <translation>正在录制课程：每个操作都成为一步</translation>
    </message>
    <message>
        <source>Recording stopped</source>
        <translation>录制已停止</translation>
    </message>
    <message>
        <source>The lesson names an unknown lab &apos;%1&apos;.</source>
        <translation>课程指定了未知的实验 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Save recorded lesson</source>
        <translation>保存录制的课程</translation>
    </message>
    <message>
        <source>The lesson was not saved: %1</source>
        <translation>课程未保存：%1</translation>
    </message>
    <message>
        <source>Export lesson</source>
        <translation>导出课程</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>No guided lesson is open.</source>
        <translation>没有打开的引导式课程。</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The lesson was not exported: %1</source>
        <translation>课程未导出：%1</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages) and its answer key %3</source>
        <translation>已写入 %1（%2 页）及其答案 %3</translation>
    </message>
    <message>
        <source>Wrote %1 (%2 pages)</source>
        <translation>已写入 %1（%2 页）</translation>
    </message>
    <message>
        <source>Export lesson as &amp;handout (PDF)…</source>
        <translation>将课程导出为讲义(&amp;H)（PDF）…</translation>
    </message>
    <message>
        <source>Export lesson as s&amp;lides (PDF)…</source>
        <translation>将课程导出为幻灯片(&amp;L)（PDF）…</translation>
    </message>
    <message>
        <source>Export lesson as &amp;worksheet + answer key (PDF)…</source>
        <translation>将课程导出为练习卷和答案(&amp;W)（PDF）…</translation>
    </message>
    <message>
        <source>&amp;Drill…</source>
        <translation>练习(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Record lesson</source>
        <translation>录制课程(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save recorded lesson…</source>
        <translation>保存录制的课程(&amp;S)…</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>减少动画(&amp;M)</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>导出动画(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>已作答</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>right first time</source>
        <translation>一次答对</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>End of the drill</source>
        <translation>练习结束</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>再来一次</translation>
    </message>
    <message>
        <source>New drill…</source>
        <translation>新练习…</translation>
    </message>
    <message>
        <source>End of the lesson</source>
        <translation>课程结束</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>下一课：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n steps, with questions)</source>
        <translation>
            <numerusform>%1（%n 步，含提问）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n steps)</source>
        <translation>
            <numerusform>%1（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>Presentation &amp;drawer (controls and plots)</source>
        <translation>演示抽屉（控件和图表）(&amp;D)</translation>
    </message>
    <message>
        <source>Controls and plots (F9)</source>
        <translation>控件和图表 (F9)</translation>
    </message>
    <message>
        <source>S&amp;teps as text</source>
        <translation>步骤文字版(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Your turn…</source>
        <translation>轮到你了(&amp;Y)…</translation>
    </message>
    <message>
        <source>Perform the algorithm yourself on a fresh exercise, each step checked</source>
        <translation>在新的练习上亲手执行算法，每一步都会检查</translation>
    </message>
</context>
<context>
    <name>hashlab::app::OperationsPanel</name>
    <message>
        <source>Type a key first.</source>
        <translation>请先输入一个键。</translation>
    </message>
    <message>
        <source>No key was placed: the table is at this load factor already, or every insert fails.</source>
        <translation>未放入任何键：表的装载因子已达到该值，或每次插入都失败。</translation>
    </message>
    <message>
        <source>key, e.g. 42 (textbook) or any text (murmur3/xxh3)</source>
        <translation>键，例如 42（教材模式）或任意文本（murmur3/xxh3）</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>α = </source>
        <translation>α = </translation>
    </message>
    <message>
        <source>Random fill to α</source>
        <translation>随机填充至 α</translation>
    </message>
    <message>
        <source>Insert random keys until n/m reaches α (one undo step)</source>
        <translation>插入随机键，直到 n/m 达到 α（一步即可撤销）</translation>
    </message>
    <message>
        <source>Insert also takes a list: 10, 22, 31 inserts the keys in order as one step you can undo, and the player walks through all of them.</source>
        <translation>“插入”也接受列表：10, 22, 31 会按顺序插入这些键，作为一步可撤销的操作，播放器会逐一演示全部过程。</translation>
    </message>
    <message>
        <source>An open-addressing table holds at most m keys: choose α ≤ 1 (separate chaining goes beyond).</source>
        <translation>开放寻址表最多容纳 m 个键：请选择 α ≤ 1（分离链接法可以超过）。</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Load factor α to fill to</source>
        <translation>随机填充到的装载因子 α</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ProbingLab</name>
    <message>
        <source>%1 of %2 slots occupied, %3 tombstones</source>
        <translation>%2 个槽位中已占用 %1 个，墓碑标记 %3 个</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Set up m = %1 probing</source>
        <translation>设置 m = %1 的探测表</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>%1 keys in %2 slots (this step)</source>
        <translation>%2 个槽位中有 %1 个键（当前步骤）</translation>
    </message>
    <message>
        <source>plot_tab must be a tab number from 0 to %1</source>
        <translation>plot_tab 必须是 0 到 %1 之间的标签页编号</translation>
    </message>
    <message>
        <source>Table and scheme</source>
        <translation>表与方案</translation>
    </message>
    <message>
        <source>Probe counts</source>
        <translation>探测次数</translation>
    </message>
    <message>
        <source>Real speed</source>
        <translation>真实速度</translation>
    </message>
    <message>
        <source>Hash tables</source>
        <translation>散列表</translation>
    </message>
    <message>
        <source>theory must be {&quot;plot&quot;: one of the theory plots}</source>
        <translation>theory 必须是 {&quot;plot&quot;: 某个理论图}</translation>
    </message>
    <message>
        <source>Schemes vs theory</source>
        <translation>各方案与理论</translation>
    </message>
    <message>
        <source>Compare schemes</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>placed in slot %1</source>
        <translation>放入槽位 %1</translation>
    </message>
    <message>
        <source>already in slot %1: not inserted again</source>
        <translation>已在槽位 %1：不再插入</translation>
    </message>
    <message>
        <source>found in slot %1</source>
        <translation>在槽位 %1 找到</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>deleted: slot %1 becomes a tombstone</source>
        <translation>已删除：槽位 %1 成为墓碑标记</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>槽位 %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>the key itself</source>
        <translation>正是该键</translation>
    </message>
    <message>
        <source>collision</source>
        <translation>碰撞</translation>
    </message>
    <message>
        <source>tombstone (%1 deleted)</source>
        <translation>墓碑标记（%1 已删除）</translation>
    </message>
    <message>
        <source>keep probing</source>
        <translation>继续探测</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>hashes</source>
        <translation>哈希值</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ProbingModel</name>
    <message>
        <source>Set up m = %1, %2 probing</source>
        <translation>设置 m = %1，探测策略 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;</source>
        <translation>未知的预设“%1”</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>Random fill to α = %1 (%2 keys)</source>
        <translation>随机填充至 α = %1（%2 个键）</translation>
    </message>
    <message>
        <source>the probing state must be a JSON object</source>
        <translation>探测实验的状态必须是 JSON 对象</translation>
    </message>
    <message>
        <source>slots must be an array</source>
        <translation>slots 必须是数组</translation>
    </message>
    <message>
        <source>each slot needs a slot number and a key</source>
        <translation>每个槽位都需要槽位编号和键</translation>
    </message>
    <message>
        <source>slot state must be occupied or tombstone, got &apos;%1&apos;</source>
        <translation>槽位状态必须为 occupied 或 tombstone，实际为“%1”</translation>
    </message>
    <message>
        <source>ops must be an array of at most 10000 operations</source>
        <translation>ops 必须是最多包含 10000 个操作的数组</translation>
    </message>
    <message>
        <source>each op needs &quot;op&quot; (insert, find, delete) and &quot;key&quot;</source>
        <translation>每个操作都需要 &quot;op&quot;（insert、find、delete）和 &quot;key&quot;</translation>
    </message>
    <message>
        <source>unknown op &apos;%1&apos; (insert, find or delete)</source>
        <translation>未知操作“%1”（应为 insert、find 或 delete）</translation>
    </message>
    <message>
        <source>step must be an integer</source>
        <translation>step 必须是整数</translation>
    </message>
    <message>
        <source>at most %1 keys in one go, got %2</source>
        <translation>一次最多 %1 个键，实际为 %2 个</translation>
    </message>
    <message>
        <source>key %1 of %2 is empty (two commas in a row, or one at an end?); nothing was inserted</source>
        <translation>第 %1 个键（共 %2 个）为空（连续两个逗号，或逗号在开头/结尾？）；未插入任何键</translation>
    </message>
    <message>
        <source>key %1 of %2 (&apos;%3&apos;): %4; nothing was inserted</source>
        <translation>第 %1 个键（共 %2 个，“%3”）：%4；未插入任何键</translation>
    </message>
    <message>
        <source>insert %1 keys</source>
        <translation>插入 %1 个键</translation>
    </message>
    <message>
        <source>stepped must be an integer from 1 to %1</source>
        <translation>stepped 必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>preset must name one of the lab&apos;s examples</source>
        <translation>preset 必须是本实验的示例之一</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ProbingPlot</name>
    <message>
        <source>linear</source>
        <translation>线性探测</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>二次探测</translation>
    </message>
    <message>
        <source>double</source>
        <translation>双重哈希</translation>
    </message>
    <message>
        <source>load factor α = n / m</source>
        <translation>装载因子 α = n / m</translation>
    </message>
    <message>
        <source>average probes</source>
        <translation>平均探测次数</translation>
    </message>
    <message>
        <source>Successful search (key present)</source>
        <translation>查找成功（键存在）</translation>
    </message>
    <message>
        <source>Unsuccessful search (key absent)</source>
        <translation>查找失败（键不存在）</translation>
    </message>
    <message>
        <source>Measure again</source>
        <translation>重新测量</translation>
    </message>
    <message>
        <source>Repeat the random fills with a new seed</source>
        <translation>用新的随机种子重新随机填充</translation>
    </message>
    <message>
        <source>Lines: Knuth&apos;s formulas; circles: measured on m = %1 (%2 random fills per strategy, linear %3; 95 % bars, widest ±%4 %). Double: step uniform in [1, m−1]; quadratic: c1 = %5, c2 = %6.</source>
        <translation>曲线：Knuth 公式；圆点：在 m = %1 上的实测值（每种策略随机填充 %2 次，线性探测 %3 次；误差条为 95 % 置信区间，最宽 ±%4 %）。双重哈希：步长在 [1, m−1] 上均匀分布；二次探测：c1 = %5，c2 = %6。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ProbingView</name>
    <message>
        <source>linear probing: pᵢ = (h1 + i) mod %1</source>
        <translation>线性探测：pᵢ = (h1 + i) mod %1</translation>
    </message>
    <message>
        <source>quadratic probing: pᵢ = (h1 + %1·i + %2·i²) mod %3</source>
        <translation>二次探测：pᵢ = (h1 + %1·i + %2·i²) mod %3</translation>
    </message>
    <message>
        <source>double hashing: pᵢ = (h1 + i·s) mod %1</source>
        <translation>双重哈希：pᵢ = (h1 + i·s) mod %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>h1, h2 = the two 64-bit halves of %1(key)</source>
        <translation>h1, h2 = %1(key) 的两个 64 位半段</translation>
    </message>
    <message>
        <source>h1(k) = %1</source>
        <translation>h1(k) = %1</translation>
    </message>
    <message>
        <source>    h2(k) = %1    step fix: %2</source>
        <translation>    h2(k) = %1    步长修正：%2</translation>
    </message>
    <message>
        <source>    (% is the non-negative modulo)</source>
        <translation>    （% 为非负取模）</translation>
    </message>
    <message>
        <source>slot %1 is empty</source>
        <translation>槽位 %1 为空</translation>
    </message>
    <message>
        <source>slot %1 holds %2</source>
        <translation>槽位 %1 存有 %2</translation>
    </message>
    <message>
        <source>slot %1 holds %2: collision</source>
        <translation>槽位 %1 存有 %2：碰撞</translation>
    </message>
    <message>
        <source>slot %1 is a tombstone (%2 was deleted): keep probing</source>
        <translation>槽位 %1 是墓碑标记（%2 已删除）：继续探测</translation>
    </message>
    <message>
        <source> (visited before)</source>
        <translation>（之前访问过）</translation>
    </message>
    <message>
        <source>  →  %1 placed in slot %2</source>
        <translation>  →  %1 放入槽位 %2</translation>
    </message>
    <message>
        <source>  →  %1 is already in the table</source>
        <translation>  →  %1 已在表中</translation>
    </message>
    <message>
        <source>  →  found in slot %1</source>
        <translation>  →  在槽位 %1 找到</translation>
    </message>
    <message>
        <source>  →  deleted: slot %1 becomes a tombstone</source>
        <translation>  →  已删除：槽位 %1 变为墓碑标记</translation>
    </message>
    <message>
        <source>  →  %1 is not in the table</source>
        <translation>  →  %1 不在表中</translation>
    </message>
    <message>
        <source>  →  insert failed: %1</source>
        <translation>  →  插入失败：%1</translation>
    </message>
    <message>
        <source>key %1: linear probing walks slot by slot, period m = %2</source>
        <translation>键 %1：线性探测逐个槽位前进，周期 m = %2</translation>
    </message>
    <message>
        <source>key %1: period %2, the sequence reaches %3 of %4 slots</source>
        <translation>键 %1：周期 %2，探测序列可到达 %4 个槽位中的 %3 个</translation>
    </message>
    <message>
        <source>key %1: step s = %2, gcd(%2, %3) = %4, period %3/%4 = %5</source>
        <translation>键 %1：步长 s = %2，gcd(%2, %3) = %4，周期 %3/%4 = %5</translation>
    </message>
    <message>
        <source>: reaches only the marked slots</source>
        <translation>：只能到达标出的槽位</translation>
    </message>
    <message>
        <source>: reaches every slot</source>
        <translation>：可到达所有槽位</translation>
    </message>
    <message>
        <source> (marked)</source>
        <translation>（已标出）</translation>
    </message>
    <message>
        <source>%1 of %2 slots occupied (α = %3), tombstones: %4</source>
        <translation>%2 个槽位中已占用 %1 个（α = %3），墓碑标记：%4</translation>
    </message>
    <message>
        <source>; clusters: %1, longest %2, mean %3</source>
        <translation>；聚集簇：%1 个，最长 %2，平均 %3</translation>
    </message>
    <message>
        <source>; slots %1–%2 of %3 drawn</source>
        <translation>；已绘制 %3 个槽位中的 %1–%2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>occupied</source>
        <translation>已占用</translation>
    </message>
    <message>
        <source>tombstone (deleted)</source>
        <translation>墓碑标记（已删除）</translation>
    </message>
    <message>
        <source>probed now</source>
        <translation>当前探测</translation>
    </message>
    <message>
        <source>reachable by this key&apos;s step</source>
        <translation>该键步长可达</translation>
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
    <name>hashlab::app::PseudocodePanel</name>
    <message>
        <source>insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>separate chaining</source>
        <translation>分离链接法</translation>
    </message>
    <message>
        <source>bucketed open addressing</source>
        <translation>分桶开放寻址</translation>
    </message>
    <message>
        <source>linear probing</source>
        <translation>线性探测</translation>
    </message>
    <message>
        <source>quadratic probing</source>
        <translation>二次探测</translation>
    </message>
    <message>
        <source>double hashing</source>
        <translation>双重散列</translation>
    </message>
    <message>
        <source>Robin Hood hashing</source>
        <translation>罗宾汉散列</translation>
    </message>
    <message>
        <source>cuckoo hashing</source>
        <translation>布谷鸟散列</translation>
    </message>
    <message>
        <source>walk the chain T[i], comparing each key with x</source>
        <translation>沿链表 T[i] 逐个把键与 x 比较</translation>
    </message>
    <message>
        <source>if a key equals x: return &quot;duplicate&quot;</source>
        <translation>若某个键等于 x：返回“重复”</translation>
    </message>
    <message>
        <source>link x at the tail of the chain T[i]</source>
        <translation>把 x 接到链表 T[i] 的尾部</translation>
    </message>
    <message>
        <source>link x at the head of the chain T[i]</source>
        <translation>把 x 接到链表 T[i] 的头部</translation>
    </message>
    <message>
        <source>walk the chain T[i]: for each key y in it</source>
        <translation>沿链表 T[i] 遍历：对其中每个键 y</translation>
    </message>
    <message>
        <source>if y == x: return y</source>
        <translation>若 y == x：返回 y</translation>
    </message>
    <message>
        <source>return NIL (x is not in the chain)</source>
        <translation>返回 NIL（x 不在链表中）</translation>
    </message>
    <message>
        <source>walk the chain T[i] to x</source>
        <translation>沿链表 T[i] 找到 x</translation>
    </message>
    <message>
        <source>if x is not in the chain: return</source>
        <translation>若 x 不在链表中：返回</translation>
    </message>
    <message>
        <source>unlink x from the chain T[i]</source>
        <translation>把 x 从链表 T[i] 中摘除</translation>
    </message>
    <message>
        <source>B = bucket (h(x) + i) mod m: read its b slots</source>
        <translation>B = 第 (h(x) + i) mod m 个桶：读取它的 b 个槽位</translation>
    </message>
    <message>
        <source>if x is in B: return &quot;duplicate&quot;</source>
        <translation>若 x 在 B 中：返回“重复”</translation>
    </message>
    <message>
        <source>note B&apos;s first free slot (empty or tombstone)</source>
        <translation>记下 B 中第一个空闲槽位（空或墓碑）</translation>
    </message>
    <message>
        <source>if B has a never-used slot: stop searching</source>
        <translation>若 B 中有从未用过的槽位：停止查找</translation>
    </message>
    <message>
        <source>if no free slot was noted: return &quot;table full&quot;</source>
        <translation>若没有记下空闲槽位：返回“表满”</translation>
    </message>
    <message>
        <source>put x in the first free slot noted</source>
        <translation>把 x 放入记下的第一个空闲槽位</translation>
    </message>
    <message>
        <source>if x is in B: return its slot</source>
        <translation>若 x 在 B 中：返回它的槽位</translation>
    </message>
    <message>
        <source>if B has a never-used slot: return NIL</source>
        <translation>若 B 中有从未用过的槽位：返回 NIL</translation>
    </message>
    <message>
        <source>find x&apos;s slot as BUCKET-SEARCH does</source>
        <translation>按 BUCKET-SEARCH 的方式找到 x 的槽位</translation>
    </message>
    <message>
        <source>if x is absent: return</source>
        <translation>若 x 不存在：返回</translation>
    </message>
    <message>
        <source>leave a tombstone in its slot</source>
        <translation>在它的槽位留下墓碑</translation>
    </message>
    <message>
        <source>if T[j] is empty: stop searching</source>
        <translation>若 T[j] 为空：停止查找</translation>
    </message>
    <message>
        <source>if T[j] == x: return &quot;duplicate&quot;</source>
        <translation>若 T[j] == x：返回“重复”</translation>
    </message>
    <message>
        <source>if T[j] is a tombstone and free == NIL: free = j</source>
        <translation>若 T[j] 是墓碑且 free == NIL：free = j</translation>
    </message>
    <message>
        <source>if free == NIL and T[j] is not empty: return &quot;table full&quot;</source>
        <translation>若 free == NIL 且 T[j] 非空：返回“表满”</translation>
    </message>
    <message>
        <source>put x in T[free], or in T[j] if free == NIL</source>
        <translation>把 x 放入 T[free]；若 free == NIL 则放入 T[j]</translation>
    </message>
    <message>
        <source>if T[j] is empty: return NIL</source>
        <translation>若 T[j] 为空：返回 NIL</translation>
    </message>
    <message>
        <source>if T[j] == x: return j</source>
        <translation>若 T[j] == x：返回 j</translation>
    </message>
    <message>
        <source>a tombstone or another key: go on</source>
        <translation>墓碑或其他键：继续</translation>
    </message>
    <message>
        <source>return NIL (every reachable slot probed)</source>
        <translation>返回 NIL（所有可达槽位都已探查）</translation>
    </message>
    <message>
        <source>mark T[j] as a tombstone (DELETED)</source>
        <translation>把 T[j] 标为墓碑（DELETED）</translation>
    </message>
    <message>
        <source>if all m slots are occupied: return &quot;table full&quot;</source>
        <translation>若 m 个槽位全被占用：返回“表满”</translation>
    </message>
    <message>
        <source>j = h(x); d = 0 (d: x&apos;s distance from home)</source>
        <translation>j = h(x); d = 0（d：x 离本位的距离）</translation>
    </message>
    <message>
        <source>loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>if T[j] is empty: place x in the empty slot; return</source>
        <translation>若 T[j] 为空：把 x 放入这个空槽位；返回</translation>
    </message>
    <message>
        <source>if dist(T[j]) &lt; d: (the resident is richer)</source>
        <translation>若 dist(T[j]) &lt; d：（占位者更“富”）</translation>
    </message>
    <message>
        <source>swap x with the richer resident; d = its distance</source>
        <translation>与更“富”的占位者交换 x；d = 它的距离</translation>
    </message>
    <message>
        <source>if T[j] is empty or dist(T[j]) &lt; d: return NIL</source>
        <translation>若 T[j] 为空或 dist(T[j]) &lt; d：返回 NIL</translation>
    </message>
    <message>
        <source>j = ROBIN-HOOD-SEARCH(T, x); if j == NIL: return</source>
        <translation>j = ROBIN-HOOD-SEARCH(T, x)；若 j == NIL：返回</translation>
    </message>
    <message>
        <source>empty T[j] (no tombstone)</source>
        <translation>清空 T[j]（不留墓碑）</translation>
    </message>
    <message>
        <source>while T[k] is occupied and dist(T[k]) &gt; 0</source>
        <translation>当 T[k] 被占用且 dist(T[k]) &gt; 0 时</translation>
    </message>
    <message>
        <source>shift T[k] back into T[k − 1]</source>
        <translation>把 T[k] 后移到 T[k − 1]</translation>
    </message>
    <message>
        <source>if T1[h1(x)] == x or T2[h2(x)] == x: return &quot;duplicate&quot;</source>
        <translation>若 T1[h1(x)] == x 或 T2[h2(x)] == x：返回“重复”</translation>
    </message>
    <message>
        <source>repeat MaxLoop = %1 times</source>
        <translation>重复 MaxLoop = %1 次</translation>
    </message>
    <message>
        <source>swap x with T1[h1(x)] (kick out its key)</source>
        <translation>把 x 与 T1[h1(x)] 交换（踢出原来的键）</translation>
    </message>
    <message>
        <source>if x is empty: return</source>
        <translation>若 x 为空：返回</translation>
    </message>
    <message>
        <source>swap x with T2[h2(x)] (kick out its key)</source>
        <translation>把 x 与 T2[h2(x)] 交换（踢出原来的键）</translation>
    </message>
    <message>
        <source>give up after MaxLoop rounds: x has no nest</source>
        <translation>MaxLoop 轮后放弃：x 无处安放</translation>
    </message>
    <message>
        <source>typed h1, h2 cannot change: report the failure</source>
        <translation>输入的 h1、h2 无法更换：报告失败</translation>
    </message>
    <message>
        <source>rehash everything with new seeds, then insert x</source>
        <translation>用新种子重新散列全部键，再插入 x</translation>
    </message>
    <message>
        <source>if T1[h1(x)] == x: return T1[h1(x)]</source>
        <translation>若 T1[h1(x)] == x：返回 T1[h1(x)]</translation>
    </message>
    <message>
        <source>if T2[h2(x)] == x: return T2[h2(x)]</source>
        <translation>若 T2[h2(x)] == x：返回 T2[h2(x)]</translation>
    </message>
    <message>
        <source>if T1[h1(x)] == x: empty T1[h1(x)]; return</source>
        <translation>若 T1[h1(x)] == x：清空 T1[h1(x)]；返回</translation>
    </message>
    <message>
        <source>if T2[h2(x)] == x: empty T2[h2(x)]; return</source>
        <translation>若 T2[h2(x)] == x：清空 T2[h2(x)]；返回</translation>
    </message>
    <message>
        <source>return (x is absent)</source>
        <translation>返回（x 不存在）</translation>
    </message>
    <message>
        <source>if n / m &gt; grow-at after an insert:</source>
        <translation>若插入后 n / m &gt; grow-at：</translation>
    </message>
    <message>
        <source>m&apos; = the least prime ≥ 2m</source>
        <translation>m&apos; = 不小于 2m 的最小素数</translation>
    </message>
    <message>
        <source>T&apos; = an empty table of m&apos; slots</source>
        <translation>T&apos; = 一张有 m&apos; 个槽位的空表</translation>
    </message>
    <message>
        <source>for each key y of T, in slot order</source>
        <translation>按槽位顺序取 T 中的每个键 y</translation>
    </message>
    <message>
        <source>insert y into T&apos; at its new home</source>
        <translation>把 y 插入 T&apos; 中它的新本位</translation>
    </message>
    <message>
        <source>REHASH-STEP (Redis dict.c: one bucket per operation)</source>
        <translation>REHASH-STEP（Redis dict.c：每次操作搬一个桶）</translation>
    </message>
    <message>
        <source>skip the old table&apos;s empty buckets from rehashidx</source>
        <translation>从 rehashidx 起跳过旧表的空桶</translation>
    </message>
    <message>
        <source>for each key y in old[rehashidx]</source>
        <translation>对 old[rehashidx] 中的每个键 y</translation>
    </message>
    <message>
        <source>move y to new[h&apos;(y)]</source>
        <translation>把 y 搬到 new[h&apos;(y)]</translation>
    </message>
    <message>
        <source>if the old table is empty: the new one takes over</source>
        <translation>若旧表已空：由新表接替</translation>
    </message>
    <message>
        <source>Growing the table</source>
        <translation>扩容</translation>
    </message>
    <message>
        <source>Incremental rehash step</source>
        <translation>渐进式重新散列的一步</translation>
    </message>
    <message>
        <source>open addressing</source>
        <translation>开放寻址</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>hashlab::app::QuestionPanel</name>
    <message>
        <source>why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <source>less</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>Fold the explanation away</source>
        <translation>收起解释</translation>
    </message>
    <message>
        <source>Show the explanation</source>
        <translation>显示解释</translation>
    </message>
    <message>
        <source>Type a number, then press Enter.</source>
        <translation>输入一个数字，然后按回车。</translation>
    </message>
    <message>
        <source>Predict:</source>
        <translation>预测：</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Reveal the answer</source>
        <translation>揭晓答案</translation>
    </message>
    <message>
        <source>Click your answer on the canvas — or Tab / the arrow keys to move, Enter to pick.</source>
        <translation>在画布上点击你的答案——或用 Tab / 方向键移动，回车选定。</translation>
    </message>
    <message>
        <source>Answer, or press → to see the answer.</source>
        <translation>请作答，或按 → 查看答案。</translation>
    </message>
    <message>
        <source>Ask the class, then press → to reveal.</source>
        <translation>先问全班，再按 → 揭晓。</translation>
    </message>
    <message>
        <source>%1 (within %2)</source>
        <translation>%1（误差 %2 以内）</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>答对了。</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>不太对。</translation>
    </message>
    <message>
        <source>The answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>%1 is not it. Try again.</source>
        <translation>%1 不对，再试一次。</translation>
    </message>
    <message>
        <source>%1 is not it. Try again, or press → for the answer.</source>
        <translation>%1 不对。再试一次，或按 → 看答案。</translation>
    </message>
    <message>
        <source>Right, at a later try.</source>
        <translation>对了，但不是第一次就答对。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RealSpeedTab</name>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>chaining</source>
        <translation>链地址法</translation>
    </message>
    <message>
        <source>linear probing</source>
        <translation>线性探测</translation>
    </message>
    <message>
        <source>Robin Hood</source>
        <translation>罗宾汉</translation>
    </message>
    <message>
        <source>cuckoo</source>
        <translation>布谷鸟</translation>
    </message>
    <message>
        <source>real_speed: expected an object</source>
        <translation>real_speed：应为一个对象</translation>
    </message>
    <message>
        <source>real_speed: unknown key &apos;%1&apos;</source>
        <translation>real_speed：未知的键“%1”</translation>
    </message>
    <message>
        <source>real_speed.sweep: expected &quot;quick&quot; or &quot;full&quot;</source>
        <translation>real_speed.sweep：应为 &quot;quick&quot; 或 &quot;full&quot;</translation>
    </message>
    <message>
        <source>real_speed.log_time: expected true or false</source>
        <translation>real_speed.log_time：应为 true 或 false</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The sweep failed: %1</source>
        <translation>测量失败：%1</translation>
    </message>
    <message>
        <source>Measuring: %1 of %2 points.</source>
        <translation>正在测量：第 %1 个点，共 %2 个。</translation>
    </message>
    <message>
        <source>Measured %1 points.</source>
        <translation>已测量 %1 个点。</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 points.</source>
        <translation>已取消：完成 %1 个点，共 %2 个。</translation>
    </message>
    <message>
        <source>Nothing measured yet: press Start.</source>
        <translation>尚未测量：请按“开始”。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; CPU: %2; caches %3. Solid lines: successful lookups (key present), dashed: unsuccessful (key absent); each point times %4 random lookups after an untimed warm-up (the median over batches of 4096). The lab&apos;s four tables store 64-bit keys only; the two library maps store a 64-bit key and a 64-bit value. Dotted lines: the most keys the linear-probing table (9 bytes a slot, at most 7/8 full) holds within each cache; the CSV gives every table&apos;s bytes per key.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; CPU：%2；缓存 %3。实线：成功查找（键存在），虚线：失败查找（键不存在）；每个点在未计时预热之后计时 %4 次随机查找（取每批 4096 次的中位数）。本实验室的四种表只存 64 位键；两个库映射存 64 位键和 64 位值。点线：线性探测表（每槽 9 字节，最多装满 7/8）在各级缓存内能容纳的最多键数；CSV 给出每种表每个键占用的字节数。</translation>
    </message>
    <message>
        <source>How fast are these tables on this computer? Each point builds a table of random 64-bit keys and times lookups of keys it holds and of keys it does not. Nothing runs until you press Start: the quick sweep (10³ to 10⁶ keys) takes some seconds, the full sweep (10³ to 10⁷ keys) may take one to two minutes and about 1 GB of memory. Other programs running at the same time slow it down.</source>
        <translation>这些表在这台计算机上有多快？每个点都用随机 64 位键建一张表，并对表中已有和没有的键分别计时查找。按“开始”之前什么都不会运行：快速测量（10³ 到 10⁶ 个键）需要几秒钟，完整测量（10³ 到 10⁷ 个键）可能需要一到两分钟和约 1 GB 内存。同时运行的其他程序会使它变慢。</translation>
    </message>
    <message>
        <source>Quick: 10³ to 10⁶ keys</source>
        <translation>快速：10³ 到 10⁶ 个键</translation>
    </message>
    <message>
        <source>Full: 10³ to 10⁷ keys</source>
        <translation>完整：10³ 到 10⁷ 个键</translation>
    </message>
    <message>
        <source>Table sizes to measure</source>
        <translation>要测量的表大小</translation>
    </message>
    <message>
        <source>Logarithmic time axis</source>
        <translation>对数时间轴</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Measure the lookups on this computer</source>
        <translation>在这台计算机上测量查找</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <source>Copy the measured points to the clipboard</source>
        <translation>把测量到的点复制到剪贴板</translation>
    </message>
    <message>
        <source>keys in the table (log scale)</source>
        <translation>表中的键数（对数刻度）</translation>
    </message>
    <message>
        <source>ns per lookup</source>
        <translation>每次查找的纳秒数</translation>
    </message>
    <message>
        <source>successful (key present)</source>
        <translation>成功（键存在）</translation>
    </message>
    <message>
        <source>unsuccessful (key absent)</source>
        <translation>失败（键不存在）</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RedisClusterView</name>
    <message>
        <source>redis.nodes: must be the text of redis-cli cluster nodes</source>
        <translation>redis.nodes：必须是 redis-cli cluster nodes 的文本</translation>
    </message>
    <message>
        <source>redis.nodes: longer than %1 bytes</source>
        <translation>redis.nodes：超过 %1 字节</translation>
    </message>
    <message>
        <source>redis.nodes: %1</source>
        <translation>redis.nodes：%1</translation>
    </message>
    <message>
        <source>redis.slot_keys: must be a list of at most 16384 [first, last, keys]</source>
        <translation>redis.slot_keys：必须是最多 16384 个 [first, last, keys] 的列表</translation>
    </message>
    <message>
        <source>redis.slot_keys: each entry is [first, last, keys] with 0 &lt;= first &lt;= last &lt;= 16383 and keys at most 2^40</source>
        <translation>redis.slot_keys：每一项是 [first, last, keys]，0 &lt;= first &lt;= last &lt;= 16383，keys 最多 2^40</translation>
    </message>
    <message>
        <source>redis.plan: must be &quot;redis-cli&quot; or &quot;keys&quot;</source>
        <translation>redis.plan：必须是 &quot;redis-cli&quot; 或 &quot;keys&quot;</translation>
    </message>
    <message>
        <source>redis.threshold: must be from 0 to 1000</source>
        <translation>redis.threshold：必须在 0 到 1000 之间</translation>
    </message>
    <message>
        <source>redis.add_empty: must be from 0 to 10</source>
        <translation>redis.add_empty：必须在 0 到 10 之间</translation>
    </message>
    <message>
        <source>redis.step: must not be negative</source>
        <translation>redis.step：不能为负数</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>HashLab&apos;s plan needs each slot&apos;s keys: connect to the cluster to read them.</source>
        <translation>HashLab 的计划需要每个槽的键数：请连接到集群读取。</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Save the plan as a script</source>
        <translation>把计划保存为脚本</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh);;All files (*)</source>
        <translation>Shell 脚本 (*.sh);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Saved %1: it prints what it would do; run it with --execute to move the slots.</source>
        <translation>已保存 %1：直接运行只打印将要执行的操作；加 --execute 运行才会移动槽。</translation>
    </message>
    <message>
        <source>keys per slot</source>
        <translation>每个槽的键数</translation>
    </message>
    <message>
        <source>cpu-usec per slot</source>
        <translation>每个槽的 CPU 微秒</translation>
    </message>
    <message>
        <source>network bytes in per slot</source>
        <translation>每个槽的网络入字节</translation>
    </message>
    <message>
        <source>network bytes out per slot</source>
        <translation>每个槽的网络出字节</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>移动次数</translation>
    </message>
    <message>
        <source>Slots moved</source>
        <translation>移动的槽</translation>
    </message>
    <message>
        <source>Keys moved</source>
        <translation>移动的键</translation>
    </message>
    <message>
        <source>Slots max/mean after</source>
        <translation>之后槽数 最大/平均</translation>
    </message>
    <message>
        <source>Keys max/mean after</source>
        <translation>之后键数 最大/平均</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>needs key counts: connect to the cluster to read them</source>
        <translation>需要键数：请连接到集群读取</translation>
    </message>
    <message>
        <source>no moves</source>
        <translation>无需移动</translation>
    </message>
    <message>
        <source>before the plan</source>
        <translation>计划执行前</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>第 %1/%2 次移动</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> … (%1 ranges)</source>
        <translation> …（共 %1 段）</translation>
    </message>
    <message>
        <source>%1 masters, %2 replicas — slots max/mean %3</source>
        <translation>%1 个主节点，%2 个副本 — 槽数 最大/平均 %3</translation>
    </message>
    <message>
        <source> — %1 keys, max/mean %2</source>
        <translation> — %1 个键，最大/平均 %2</translation>
    </message>
    <message>
        <source> — %1 open slots</source>
        <translation> — %1 个未完成迁移的槽</translation>
    </message>
    <message>
        <source> — read from %1</source>
        <translation> — 读取自 %1</translation>
    </message>
    <message>
        <source>redis-cli&apos;s plan</source>
        <translation>redis-cli 的计划</translation>
    </message>
    <message>
        <source>HashLab&apos;s plan</source>
        <translation>HashLab 的计划</translation>
    </message>
    <message>
        <source>%1 moves nothing.</source>
        <translation>%1不移动任何槽。</translation>
    </message>
    <message>
        <source>Before %1: %2 moves, %3 slots, %4 keys.</source>
        <translation>执行%1之前：%2 次移动，%3 个槽，%4 个键。</translation>
    </message>
    <message>
        <source>%1, move %2 of %3: %4 slots (%5 keys) from %6 to %7.</source>
        <translation>%1，第 %2/%3 次移动：%4 个槽（%5 个键）从 %6 移到 %7。</translation>
    </message>
    <message>
        <source>Step through</source>
        <translation>逐步查看</translation>
    </message>
    <message>
        <source>redis-cli 7.0.15&apos;s plan</source>
        <translation>redis-cli 7.0.15 的计划</translation>
    </message>
    <message>
        <source>HashLab&apos;s plan (keys)</source>
        <translation>HashLab 的计划（按键数）</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Add empty masters</source>
        <translation>添加空主节点</translation>
    </message>
    <message>
        <source>Heat strip</source>
        <translation>热度条</translation>
    </message>
    <message>
        <source>redis-cli 7.0.15</source>
        <translation>redis-cli 7.0.15</translation>
    </message>
    <message>
        <source>HashLab: keys</source>
        <translation>HashLab：按键数</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>主节点</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康状态</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>槽数</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键数</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>槽范围</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Save the stepped plan as a script…</source>
        <translation>把正在查看的计划保存为脚本…</translation>
    </message>
    <message>
        <source>Back to the ring</source>
        <translation>返回哈希环</translation>
    </message>
    <message>
        <source>%1 slots</source>
        <translation>%1 个槽</translation>
    </message>
    <message>
        <source>online</source>
        <translation>在线</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>已故障</translation>
    </message>
    <message>
        <source>suspected failing</source>
        <translation>疑似故障</translation>
    </message>
    <message>
        <source>loading (not synced yet)</source>
        <translation>加载中（尚未同步）</translation>
    </message>
    <message>
        <source>move %1 of %2: %3 → %4</source>
        <translation>第 %1/%2 次移动：%3 → %4</translation>
    </message>
    <message>
        <source>slots %1</source>
        <translation>槽 %1</translation>
    </message>
    <message>
        <source>%1 slots, %2 keys</source>
        <translation>%1 个槽，%2 个键</translation>
    </message>
    <message>
        <source>keys max/mean after: %1</source>
        <translation>之后键数 最大/平均：%1</translation>
    </message>
    <message>
        <source>slots max/mean after: %1</source>
        <translation>之后槽数 最大/平均：%1</translation>
    </message>
    <message>
        <source>redis.weights: must be a text of id=weight items</source>
        <translation>redis.weights：必须是由 id=权重 项组成的文本</translation>
    </message>
    <message>
        <source>Weights: %1</source>
        <translation>权重：%1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>id=weight, … (0 empties a master, as before del-node)</source>
        <translation>id=权重, …（0 表示清空该主节点，如 del-node 之前）</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RedisConnectDialog</name>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Connect to a Redis Cluster</source>
        <translation>连接到 Redis Cluster</translation>
    </message>
    <message>
        <source>HashLab reads the cluster (CLUSTER NODES, SHARDS, and each slot&apos;s keys) and never writes to it. The password is used for this read only: it is never saved, neither in scenarios nor in autosaves.</source>
        <translation>HashLab 只读取集群（CLUSTER NODES、SHARDS 和每个槽的键数），从不写入。密码只用于这次读取：不会保存在场景或自动保存中。</translation>
    </message>
    <message>
        <source>No TLS: Debian 12&apos;s hiredis 0.14 has none. For a cluster that requires TLS, read it through a tunnel, or import the output of redis-cli --tls cluster nodes.</source>
        <translation>不支持 TLS：Debian 12 的 hiredis 0.14 没有 TLS。需要 TLS 的集群，请通过隧道读取，或导入 redis-cli --tls cluster nodes 的输出。</translation>
    </message>
    <message>
        <source>host:port of any node, e.g. 127.0.0.1:7000</source>
        <translation>任一节点的 host:port，例如 127.0.0.1:7000</translation>
    </message>
    <message>
        <source>optional: an ACL user</source>
        <translation>可选：ACL 用户</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Connect timeout</source>
        <translation>连接超时</translation>
    </message>
    <message>
        <source>Reply timeout</source>
        <translation>应答超时</translation>
    </message>
    <message>
        <source>This build has no hiredis: it cannot read a cluster live. Import the output of redis-cli instead.</source>
        <translation>此版本没有 hiredis：无法在线读取集群。请改为导入 redis-cli 的输出。</translation>
    </message>
    <message>
        <source>live %1</source>
        <translation>在线 %1</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cancelled: the cluster shown is unchanged.</source>
        <translation>已取消：显示的集群保持不变。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RedisHeatStrip</name>
    <message>
        <source>No key counts: a text import has none (connect to the cluster to read them).</source>
        <translation>没有键数：文本导入不含键数（请连接到集群读取）。</translation>
    </message>
    <message>
        <source>%1 — each bar %2 slots — hottest slot %3: %4</source>
        <translation>%1 — 每条柱 %2 个槽 — 最热的槽 %3：%4</translation>
    </message>
    <message>
        <source>slots %1–%2</source>
        <translation>槽 %1–%2</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RedisImportDialog</name>
    <message>
        <source>Import a Redis Cluster</source>
        <translation>导入 Redis Cluster</translation>
    </message>
    <message>
        <source>The output of redis-cli cluster nodes, or of redis-cli --json cluster shards (RESP3, or RESP2 with -2), saved to a file of at most %1 MiB. HashLab only reads it: it never writes to a cluster. Text has no key counts; connect to the cluster to read them.</source>
        <translation>redis-cli cluster nodes 的输出，或 redis-cli --json cluster shards 的输出（RESP3，或加 -2 的 RESP2），保存为最多 %1 MiB 的文件。HashLab 只读取它，从不写入集群。文本不含键数；要读取键数请连接到集群。</translation>
    </message>
    <message>
        <source>redis-cli output (*.txt *.json);;All files (*)</source>
        <translation>redis-cli 输出 (*.txt *.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RedisSlotCircle</name>
    <message>
        <source>%1 slots</source>
        <translation>%1 个槽</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingCompareView</name>
    <message>
        <source>the last change on the ring (%1 → %2 nodes)</source>
        <translation>哈希环上的最近一次变更（%1 → %2 个节点）</translation>
    </message>
    <message>
        <source>adding one node (%1 → %2 nodes)</source>
        <translation>增加一个节点（%1 → %2 个节点）</translation>
    </message>
    <message>
        <source>cannot</source>
        <translation>无法执行</translation>
    </message>
    <message>
        <source>%1 cannot make this change: %2</source>
        <translation>%1 无法执行此变更：%2</translation>
    </message>
    <message>
        <source>moved %</source>
        <translation>迁移 %</translation>
    </message>
    <message>
        <source>ideal %</source>
        <translation>理想 %</translation>
    </message>
    <message>
        <source>max/mean − 1, %</source>
        <translation>max/mean − 1，%</translation>
    </message>
    <message>
        <source> (cannot)</source>
        <translation>（无法执行）</translation>
    </message>
    <message>
        <source>% of keys</source>
        <translation>键占比 %</translation>
    </message>
    <message>
        <source>Compare algorithms</source>
        <translation>比较算法</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>迁移</translation>
    </message>
    <message>
        <source>Ideal</source>
        <translation>理想值</translation>
    </message>
    <message>
        <source>Max/mean</source>
        <translation>最大/平均</translation>
    </message>
    <message>
        <source>ns/lookup</source>
        <translation>ns/次查找</translation>
    </message>
    <message>
        <source>Runs the same keys and node change under every algorithm.</source>
        <translation>在每种算法下使用相同的键和相同的节点变更运行。</translation>
    </message>
    <message>
        <source>Same keys, same change: %1. Lookup time is measured on this machine, key already hashed.</source>
        <translation>相同的键，相同的变更：%1。查找时间在本机实测，键已预先哈希。</translation>
    </message>
    <message>
        <source>Requests max/mean</source>
        <translation>请求 最大/平均</translation>
    </message>
    <message>
        <source>Join moves</source>
        <translation>加入时迁移</translation>
    </message>
    <message>
        <source>Leave moves</source>
        <translation>离开时迁移</translation>
    </message>
    <message>
        <source>Bytes/node</source>
        <translation>字节/节点</translation>
    </message>
    <message>
        <source>Zipf s</source>
        <translation>Zipf s</translation>
    </message>
    <message>
        <source>Keys moved when one node joins the setup before the change</source>
        <translation>在变更之前的配置上加入一个节点时迁移的键</translation>
    </message>
    <message>
        <source>Keys moved when the last node leaves the setup before the change</source>
        <translation>在变更之前的配置上移除最后一个节点时迁移的键</translation>
    </message>
    <message>
        <source>Bytes of the structure a lookup reads, as HashLab holds it, per node</source>
        <translation>查找所读取结构在 HashLab 中所占的字节数，按节点平均</translation>
    </message>
    <message>
        <source>The slot table, %1 slots × %2 bytes (each slot&apos;s owner index), over the nodes: a lookup reads nothing per node</source>
        <translation>槽表：%1 个槽 × %2 字节（每个槽的属主索引），再除以节点数；查找时不读取任何按节点存放的数据</translation>
    </message>
    <message>
        <source>* %1: %2</source>
        <translation>* %1：%2</translation>
    </message>
    <message>
        <source>Copies moved</source>
        <translation>迁移的副本</translation>
    </message>
    <message>
        <source>Requests max/mean: %1 requests drawn from Zipf(s) over the keys (key i−1 has rank i; s = 0.99 is YCSB&apos;s constant, 0 is uniform), counted on the node serving each key after the change</source>
        <translation>请求 最大/平均：按键上的 Zipf(s) 分布抽取 %1 个请求（键 i−1 的排名为 i；s = 0.99 是 YCSB 的常数，0 为均匀分布），计入变更后为该键提供服务的节点</translation>
    </message>
    <message>
        <source>Replica copies the change must create: over all keys, the nodes in a key&apos;s new preference list that were not in its old one</source>
        <translation>变更必须新建的副本：对所有键，新偏好列表中不在旧列表里的节点数之和</translation>
    </message>
    <message>
        <source>failed nodes %1 → %2, their keys served by the node taking over</source>
        <translation>故障节点 %1 → %2，其键由接替节点服务</translation>
    </message>
    <message>
        <source>%1 copies per key</source>
        <translation>每个键 %1 个副本</translation>
    </message>
    <message>
        <source>rack-aware over %1 racks</source>
        <translation>在 %1 个机架上按机架感知放置</translation>
    </message>
    <message>
        <source>As in the lab: %1.</source>
        <translation>与实验室相同：%1。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingControls</name>
    <message>
        <source>weight: %1</source>
        <translation>权重：%1</translation>
    </message>
    <message>
        <source>remove: select a node in the list first</source>
        <translation>移除：请先在列表中选择一个节点</translation>
    </message>
    <message>
        <source>fail: select a node in the list first</source>
        <translation>失效：请先在列表中选择一个节点</translation>
    </message>
    <message>
        <source>%1   weight %2</source>
        <translation>%1   权重 %2</translation>
    </message>
    <message>
        <source>   (failed)</source>
        <translation>   （已失效）</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Select a node to remove it or mark it failed</source>
        <translation>选择一个节点以将其移除或标记为失效</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>e.g. E</source>
        <translation>例如 E</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Mark failed</source>
        <translation>标记失效</translation>
    </message>
    <message>
        <source>Vnodes (1–1,000)</source>
        <translation>虚拟节点（1–1,000）</translation>
    </message>
    <message>
        <source>Keys (10–10⁶)</source>
        <translation>键数（10–10⁶）</translation>
    </message>
    <message>
        <source>10 to 1,000,000 keys; above 20,000 the canvas draws a sample</source>
        <translation>10 到 1,000,000 个键；超过 20,000 个时画布只绘制抽样</translation>
    </message>
    <message>
        <source>Key hash</source>
        <translation>键哈希</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>identity reads the keys 0, 1, 2, … as numbers; ketama always uses md5</source>
        <translation>identity 将键 0、1、2、… 直接当作数值；ketama 始终使用 md5</translation>
    </message>
    <message>
        <source>jump can only add or remove the last node; jump, maglev and modulo refuse unequal weights</source>
        <translation>jump 只能添加或移除最后一个节点；jump、maglev 和 modulo 不支持不等权重</translation>
    </message>
    <message>
        <source>   (leaving)</source>
        <translation>   （即将移除）</translation>
    </message>
    <message>
        <source>Number of nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Adds this many nodes of weight 1, named A, B, C, … after the names already taken, in one step (at most %1 nodes in all)</source>
        <translation>一步添加这么多个权重为 1 的节点，依次命名为 A、B、C、…（跳过已有的名字；总共最多 %1 个节点）</translation>
    </message>
    <message>
        <source>Add %1 nodes</source>
        <translation>添加 %1 个节点</translation>
    </message>
    <message>
        <source>ε</source>
        <translation>ε</translation>
    </message>
    <message>
        <source>Bounded loads: each node holds at most ⌈(1 + ε)·keys·w/W⌉ keys; a key whose node is full goes on clockwise to the next node with room</source>
        <translation>有界负载：每个节点最多容纳 ⌈(1 + ε)·键数·w/W⌉ 个键；若键的节点已满，就顺时针交给下一个还有空位的节点</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Copies per key: the first R distinct nodes clockwise (rendezvous: the R best scores). A failed node keeps its place and only stops counting as a live copy</source>
        <translation>每个键的副本数：顺时针方向前 R 个不同的节点（rendezvous：得分最高的 R 个）。故障节点保留其位置，只是不再算作存活副本</translation>
    </message>
    <message>
        <source>%1 of %2 keys have fewer than %3 live copies; %4 have none</source>
        <translation>%2 个键中有 %1 个的存活副本少于 %3 个；%4 个一个也没有</translation>
    </message>
    <message>
        <source>No replica counts: bounded loads have no replica order, and R must not exceed the nodes</source>
        <translation>无副本统计：有界负载没有副本顺序，且 R 不能超过节点数</translation>
    </message>
    <message>
        <source>rack: select a node in the list first</source>
        <translation>机架：请先在列表中选择一个节点</translation>
    </message>
    <message>
        <source>fail rack: select a node of the rack in the list first</source>
        <translation>使机架失效：请先在列表中选择该机架的一个节点</translation>
    </message>
    <message>
        <source>   rack %1</source>
        <translation>   机架 %1</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机架</translation>
    </message>
    <message>
        <source>The selected node&apos;s rack or zone (1 to 64 characters); empty puts it back in the rack &quot;default&quot;</source>
        <translation>所选节点的机架或可用区（1 到 64 个字符）；留空则放回机架“default”</translation>
    </message>
    <message>
        <source>Set rack</source>
        <translation>设置机架</translation>
    </message>
    <message>
        <source>Rack-aware</source>
        <translation>机架感知</translation>
    </message>
    <message>
        <source>Walk clockwise taking a node only if its rack is not used yet; once every rack is used, the skipped nodes fill the rest in the order met (Cassandra&apos;s NetworkTopologyStrategy)</source>
        <translation>顺时针走，只有当节点所在机架还没有副本时才选它；每个机架都用过后，按遇到的顺序用跳过的节点补足其余副本（Cassandra 的 NetworkTopologyStrategy）</translation>
    </message>
    <message>
        <source>Restore rack</source>
        <translation>恢复机架</translation>
    </message>
    <message>
        <source>Fail rack</source>
        <translation>使机架失效</translation>
    </message>
    <message>
        <source>Mark every node of the selected node&apos;s rack failed</source>
        <translation>把所选节点所在机架的每个节点标记为失效</translation>
    </message>
    <message>
        <source>Mark every node of rack %1 failed (down in place, as &quot;Mark failed&quot;), or restore them</source>
        <translation>把机架 %1 的每个节点标记为失效（原地宕机，同“标记失效”），或恢复它们</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 接管 %2 个</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失效：%2</translation>
    </message>
    <message>
        <source>cassandra: Vnodes is num_tokens, random tokens per node; keys are hashed by Cassandra&apos;s Murmur3Partitioner, not the key hash above.</source>
        <translation>cassandra：虚拟节点数即 num_tokens，每个节点取随机令牌；键由 Cassandra 的 Murmur3Partitioner 散列，不用上面的键哈希。</translation>
    </message>
    <message>
        <source>Ring points per node (per unit of weight) for ring and bounded; for cassandra, num_tokens</source>
        <translation>ring 和 bounded：每个节点（每单位权重）的环上点数；cassandra：num_tokens</translation>
    </message>
    <message>
        <source>%1 keys imported from a file (File → Import…); a new number replaces them with generated keys</source>
        <translation>从文件导入的 %1 个键（文件 → 导入…）；输入新的数量会用生成的键替换它们</translation>
    </message>
    <message>
        <source>   %1 slots</source>
        <translation>   %1 个槽</translation>
    </message>
    <message>
        <source>Redis Cluster (16,384 slots)</source>
        <translation>Redis Cluster（16,384 个槽）</translation>
    </message>
    <message>
        <source>Redis Cluster: slot = CRC16(key) mod 16,384, hashing only the part between the first { and the next } when it is not empty. Each node holds whole slots in contiguous ranges; %1 nodes: ⌊16384/%1⌋ = %2 or ⌈16384/%1⌉ = %3 slots each.</source>
        <translation>Redis Cluster：槽 = CRC16(键) mod 16,384；若第一个 { 与其后第一个 } 之间非空，则只对这部分做哈希。每个节点以连续区间持有完整的槽；%1 个节点：每个节点 ⌊16384/%1⌋ = %2 或 ⌈16384/%1⌉ = %3 个槽。</translation>
    </message>
    <message>
        <source>%1 slots: %2.</source>
        <translation>持有 %1 个槽的节点：%2。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Neither (the history of adds and removes): %1.</source>
        <translation>两者都不是（由添加和移除的历史造成）：%1。</translation>
    </message>
    <message>
        <source>A joining node takes ⌊16384/(N+1)⌋ slots, an equal share from every node; a leaving node&apos;s slots are dealt out equally. The key hash, vnodes and replicas do not apply.</source>
        <translation>新加入的节点取得 ⌊16384/(N+1)⌋ 个槽，从每个节点各取相等的份额；离开节点的槽平均分给其余节点。键哈希、虚拟节点和副本不适用。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingImportDialog</name>
    <message>
        <source>Import into the ring lab</source>
        <translation>导入到哈希环实验</translation>
    </message>
    <message>
        <source>Nodes or keys from a file, at most %1 MB. Either replaces the lab&apos;s own in one step (Edit → Undo brings them back).</source>
        <translation>从文件导入节点或键，最多 %1 MB。导入内容一步替换实验中原有的节点或键（编辑 → 撤销可恢复）。</translation>
    </message>
    <message>
        <source>CSV and text files (*.csv *.txt);;All files (*)</source>
        <translation>CSV 和文本文件 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Key column</source>
        <translation>键列</translation>
    </message>
    <message>
        <source>Count column</source>
        <translation>计数列</translation>
    </message>
    <message>
        <source>Nodes: name, weight, rack</source>
        <translation>节点：名称、权重、机架</translation>
    </message>
    <message>
        <source>Keys: one per line</source>
        <translation>键：每行一个</translation>
    </message>
    <message>
        <source>Keys: a column of a CSV</source>
        <translation>键：CSV 中的一列</translation>
    </message>
    <message>
        <source>the header of the key column</source>
        <translation>键列的表头</translation>
    </message>
    <message>
        <source>optional: the header of a request-count column</source>
        <translation>可选：请求计数列的表头</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>One node a line: name, weight (empty: 1), rack (empty: default); a first line starting with &quot;name&quot; is a header. At most %1 nodes; failures are cleared.</source>
        <translation>每行一个节点：名称、权重（空：1）、机架（空：default）；以“name”开头的第一行是表头。最多 %1 个节点；故障标记会被清除。</translation>
    </message>
    <message>
        <source>One key a line, as hashlab ring --key-file reads it; empty lines are skipped. At most %1 keys (they are saved in the scenario).</source>
        <translation>每行一个键，与 hashlab ring --key-file 的读法相同；空行会被跳过。最多 %1 个键（键会保存在场景中）。</translation>
    </message>
    <message>
        <source>The first line is the header; each later line gives a key in the key column and, with a count column, how many requests it gets, as hashlab ring --key-csv reads it. The counts become the workload (&quot;imported counts&quot;). At most %1 keys.</source>
        <translation>第一行是表头；之后每行在键列给出一个键，若有计数列，还给出它收到的请求数，与 hashlab ring --key-csv 的读法相同。这些计数成为工作负载（“导入的计数”）。最多 %1 个键。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingLab</name>
    <message>
        <source>%1 keys on %2 nodes — max/mean %3 — add, remove or fail a node to see keys move</source>
        <translation>%2 个节点上共 %1 个键——max/mean %3——添加、移除节点或使节点失效，观察键的迁移</translation>
    </message>
    <message>
        <source>moved %1 of %2 (%3) — ideal %4</source>
        <translation>迁移 %1 / %2（%3）——理想值 %4</translation>
    </message>
    <message>
        <source> — modulo would move %1</source>
        <translation>——取模哈希将迁移 %1</translation>
    </message>
    <message>
        <source>Drawing a sample of %1 of %2 keys (every %3th); counts and plots use all keys.</source>
        <translation>从 %2 个键中抽样绘制 %1 个（每 %3 个取一个）；计数和图表使用全部键。</translation>
    </message>
    <message>
        <source>Hover a key to see its hash and the clockwise walk to its point; hover a point to see its arc share.</source>
        <translation>鼠标悬停在键上可查看其哈希值及顺时针走到对应点的过程；悬停在点上可查看其弧段占比。</translation>
    </message>
    <message>
        <source>Before the change.</source>
        <translation>变更之前。</translation>
    </message>
    <message>
        <source>Stage 1 of 3 — %1</source>
        <translation>阶段 1/3——%1</translation>
    </message>
    <message>
        <source>Stage 2 of 3 — %1</source>
        <translation>阶段 2/3——%1</translation>
    </message>
    <message>
        <source>Stage 3 of 3 — %1</source>
        <translation>阶段 3/3——%1</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>%1 keys on %2 nodes — max/mean %3 — the keys have not moved yet</source>
        <translation>%1 个键分布在 %2 个节点上 — 最大/平均 %3 — 键尚未迁移</translation>
    </message>
    <message>
        <source>step: must be an integer from 0 to 3</source>
        <translation>step：必须是 0 到 3 之间的整数</translation>
    </message>
    <message>
        <source>colors: must be a list of node names</source>
        <translation>colors：必须是节点名称的列表</translation>
    </message>
    <message>
        <source>Failure trials</source>
        <translation>故障试验</translation>
    </message>
    <message>
        <source> — slots moved: %1 of %2 (%3)</source>
        <translation>——移动的槽：%2 个中的 %1 个（%3）</translation>
    </message>
    <message>
        <source> — live copies: %1 keys under-replicated, %2 with one copy, %3 unavailable</source>
        <translation> — 存活副本：%1 个键副本不足，%2 个只剩一份，%3 个不可用</translation>
    </message>
    <message>
        <source>nodes %1 → %2</source>
        <translation>节点 %1 → %2</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>arcs</source>
        <translation>弧</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>%1 appear, %2 vanish</source>
        <translation>出现 %1 个，消失 %2 个</translation>
    </message>
    <message>
        <source>%1 arcs change owner</source>
        <translation>%1 段弧易主</translation>
    </message>
    <message>
        <source>%1 keys move</source>
        <translation>%1 个键迁移</translation>
    </message>
    <message>
        <source>stage %1: %2</source>
        <translation>阶段 %1：%2</translation>
    </message>
    <message>
        <source>Import &amp;Redis Cluster…</source>
        <translation>导入 Redis Cluster(&amp;R)…</translation>
    </message>
    <message>
        <source>Co&amp;nnect to Redis Cluster…</source>
        <translation>连接到 Redis Cluster(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingLoadPanel</name>
    <message>
        <source>keys per node (dashed: mean)</source>
        <translation>每个节点的键数（虚线：平均值）</translation>
    </message>
    <message>
        <source>mean %1 · stddev %2 · CV %3 · max/mean %4</source>
        <translation>平均值 %1 · 标准差 %2 · 变异系数 %3 · max/mean %4</translation>
    </message>
    <message>
        <source>CV of shares (measured)</source>
        <translation>占比的变异系数（实测值）</translation>
    </message>
    <message>
        <source>max/mean − 1 (measured)</source>
        <translation>max/mean − 1（实测值）</translation>
    </message>
    <message>
        <source>1/√V</source>
        <translation>1/√V</translation>
    </message>
    <message>
        <source>vnodes per node V</source>
        <translation>每节点虚拟节点数 V</translation>
    </message>
    <message>
        <source>spread</source>
        <translation>离散程度</translation>
    </message>
    <message>
        <source>Lower plot: these nodes&apos; exact arc shares (not a key sample) for V points per node; their spread falls like 1/√V.</source>
        <translation>下图：每个节点取 V 个点时，这些节点的精确弧段占比（不是键的抽样）；其离散程度按 1/√V 下降。</translation>
    </message>
    <message>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <source>capacity ∝ weight</source>
        <translation>容量 ∝ 权重</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingModel</name>
    <message>
        <source>nodes: at most %1 nodes in the lab</source>
        <translation>节点：本实验最多 %1 个节点</translation>
    </message>
    <message>
        <source>name: give the new node a name</source>
        <translation>名称：请为新节点命名</translation>
    </message>
    <message>
        <source>Add node %1</source>
        <translation>添加节点 %1</translation>
    </message>
    <message>
        <source>remove: cannot remove the last working node</source>
        <translation>移除：不能移除最后一个正常工作的节点</translation>
    </message>
    <message>
        <source>Remove node %1</source>
        <translation>移除节点 %1</translation>
    </message>
    <message>
        <source>Fail node %1</source>
        <translation>使节点 %1 失效</translation>
    </message>
    <message>
        <source>Restore node %1</source>
        <translation>恢复节点 %1</translation>
    </message>
    <message>
        <source>vnodes: must be from 1 to 1,000 in the lab</source>
        <translation>虚拟节点：本实验中必须在 1 到 1,000 之间</translation>
    </message>
    <message>
        <source>Set vnodes to %1</source>
        <translation>虚拟节点数设为 %1</translation>
    </message>
    <message>
        <source>keys: must be from 10 to 1,000,000 in the lab</source>
        <translation>键数：本实验中必须在 10 到 1,000,000 之间</translation>
    </message>
    <message>
        <source>Set keys to %1</source>
        <translation>键数设为 %1</translation>
    </message>
    <message>
        <source>Hash keys with %1</source>
        <translation>键哈希改用 %1</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>改用 %1</translation>
    </message>
    <message>
        <source>number of nodes: %1 nodes are on the ring; at most %2 more fit (limit %3)</source>
        <translation>节点数：环上已有 %1 个节点；最多还能添加 %2 个（上限 %3）</translation>
    </message>
    <message>
        <source>Add %1 nodes</source>
        <translation>添加 %1 个节点</translation>
    </message>
    <message>
        <source>ε: must be from 0 to 10 with at most 6 decimals</source>
        <translation>ε：必须在 0 到 10 之间，最多 6 位小数</translation>
    </message>
    <message>
        <source>Set ε to %1</source>
        <translation>将 ε 设为 %1</translation>
    </message>
    <message>
        <source>Set replicas to %1</source>
        <translation>将副本数设为 %1</translation>
    </message>
    <message>
        <source>keys: the hot key must stay one of the keys</source>
        <translation>键数：热点键必须仍是其中一个键</translation>
    </message>
    <message>
        <source>rack: a rack name must have 1 to 64 characters</source>
        <translation>机架：机架名必须有 1 到 64 个字符</translation>
    </message>
    <message>
        <source>Put node %1 in rack %2</source>
        <translation>把节点 %1 放入机架 %2</translation>
    </message>
    <message>
        <source>Rack-aware replicas</source>
        <translation>按机架感知放置副本</translation>
    </message>
    <message>
        <source>Plain replicas</source>
        <translation>普通方式放置副本</translation>
    </message>
    <message>
        <source>fail rack: at least one node must stay up</source>
        <translation>使机架失效：至少要有一个节点保持运行</translation>
    </message>
    <message>
        <source>Fail rack %1</source>
        <translation>使机架 %1 失效</translation>
    </message>
    <message>
        <source>Restore rack %1</source>
        <translation>恢复机架 %1</translation>
    </message>
    <message>
        <source>requests: must be from 1 to 10,000,000 in the lab</source>
        <translation>请求数：在实验室中必须在 1 到 10,000,000 之间</translation>
    </message>
    <message>
        <source>s: must be from 0 to 10</source>
        <translation>s：必须在 0 到 10 之间</translation>
    </message>
    <message>
        <source>Change the workload</source>
        <translation>更改工作负载</translation>
    </message>
    <message>
        <source>file: the file lists no node</source>
        <translation>文件：文件中没有节点</translation>
    </message>
    <message>
        <source>Import %1 nodes</source>
        <translation>导入 %1 个节点</translation>
    </message>
    <message>
        <source>workload: import keys with a count column first</source>
        <translation>工作负载：请先导入带计数列的键</translation>
    </message>
    <message>
        <source>Import %1 keys</source>
        <translation>导入 %1 个键</translation>
    </message>
    <message>
        <source>Redis Cluster: a failed master&apos;s slots go unserved until one of its own replicas takes over, which this lab does not model; remove the node instead</source>
        <translation>Redis Cluster：故障主节点的槽在其自身的某个副本接管之前无人服务，本实验室不模拟这一过程；请改为移除该节点</translation>
    </message>
    <message>
        <source>slots: a Redis Cluster state needs its slot table</source>
        <translation>槽：Redis Cluster 状态需要其槽表</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingRequestPanel</name>
    <message>
        <source>%1 requests · max %2 per node · max/mean %3 · hottest key %4: %5 requests, on %6</source>
        <translation>%1 个请求 · 单节点最多 %2 · 最大/平均 %3 · 最热的键 %4：%5 个请求，在 %6 上</translation>
    </message>
    <message>
        <source>every node within its capacity of %1 requests</source>
        <translation>每个节点都在 %1 个请求的容量以内</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>over capacity (%1 requests): %2</source>
        <translation>超出容量（%1 个请求）：%2</translation>
    </message>
    <message>
        <source>%1 serves %2 requests against a capacity of %3</source>
        <translation>%1 处理 %2 个请求，容量为 %3</translation>
    </message>
    <message>
        <source>%1 serves %2 requests, %3 times the mean</source>
        <translation>%1 处理 %2 个请求，是平均的 %3 倍</translation>
    </message>
    <message>
        <source>Bounded loads cap the keys on a node, not its requests: they even out many warm keys, but cannot split one hot key. %1 alone draws %2 requests, all on %3; %4.</source>
        <translation>有界负载限制的是节点上的键数，而不是它的请求数：能把许多温热的键分摊开，却无法拆分一个热点键。单是 %1 就有 %2 个请求，全部落在 %3 上；%4。</translation>
    </message>
    <message>
        <source>requests per node (dashed: capacity)</source>
        <translation>每个节点的请求数（虚线：容量）</translation>
    </message>
    <message>
        <source>requests per node</source>
        <translation>每个节点的请求数</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingTrialsView</name>
    <message>
        <source>Cancelled: the plot still shows the last finished run.</source>
        <translation>已取消：图中仍是上一次完成的运行结果。</translation>
    </message>
    <message>
        <source>%1: mean %2 failures until a key is unavailable (min %3, max %4; %5 distinct replica sets)</source>
        <translation>%1：平均 %2 次故障后出现不可用的键（最少 %3，最多 %4；%5 种不同的副本集合）</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>rack-aware</source>
        <translation>机架感知</translation>
    </message>
    <message>
        <source>random node failures</source>
        <translation>随机节点故障次数</translation>
    </message>
    <message>
        <source>% of trials with a key unavailable</source>
        <translation>出现不可用键的试验占比（%）</translation>
    </message>
    <message>
        <source>Replicas R</source>
        <translation>副本数 R</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机架数</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>试验次数</translation>
    </message>
    <message>
        <source>Run failure trials</source>
        <translation>运行故障试验</translation>
    </message>
    <message>
        <source>The nodes&apos; own racks are used (Set rack in the form)</source>
        <translation>使用节点自己的机架（在表单中用“设置机架”）</translation>
    </message>
    <message>
        <source>Nodes are dealt round-robin into this many racks</source>
        <translation>节点按轮转方式分到这么多个机架</translation>
    </message>
    <message>
        <source>How many random node failures until the first key has no live copy? Each trial fails the live nodes one at a time in a random order (the ring&apos;s failed nodes are down from the start), with the ring&apos;s keys and nodes, in the nodes&apos; own racks (without any, nodes are dealt round-robin into the racks below).</source>
        <translation>随机失效多少个节点后，第一个键会失去所有存活副本？每次试验按随机顺序逐个让存活节点失效（环上已失效的节点从一开始就宕机），使用环上的键和节点，以及节点自己的机架（若没有设置机架，节点按轮转方式分到下面数量的机架中）。</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The same seed gives the same random failure orders</source>
        <translation>相同的种子给出相同的随机故障顺序</translation>
    </message>
    <message>
        <source>trials: must be an object of replicas, racks, trials and seed</source>
        <translation>trials：必须是包含 replicas、racks、trials 和 seed 的对象</translation>
    </message>
    <message>
        <source>trials: %1 must be an integer from %2 to %3</source>
        <translation>trials：%1 必须是 %2 到 %3 之间的整数</translation>
    </message>
    <message>
        <source>Redis Cluster has no replica order among its masters: no trials</source>
        <translation>Redis Cluster 的主节点之间没有副本顺序：不进行试验</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingView</name>
    <message>
        <source>0 = %1</source>
        <translation>0 = %1</translation>
    </message>
    <message>
        <source>%1 · %2 points</source>
        <translation>%1 · %2 个点</translation>
    </message>
    <message>
        <source>%1 · no ring: dots sit at their hash</source>
        <translation>%1 · 无哈希环：圆点位于其哈希值处</translation>
    </message>
    <message>
        <source>  failed</source>
        <translation>  已失效</translation>
    </message>
    <message>
        <source>  %1 % of space · %2 keys</source>
        <translation>  占空间 %1 % · %2 个键</translation>
    </message>
    <message>
        <source>%1
hash %2 (%3 round the ring)</source>
        <translation>%1
哈希值 %2（位于环上 %3 处）</translation>
    </message>
    <message>
        <source>
owner: %1</source>
        <translation>
归属节点：%1</translation>
    </message>
    <message>
        <source>%1#%2
position %3
arc share %4 of the space</source>
        <translation>%1#%2
位置 %3
弧段占空间的 %4</translation>
    </message>
    <message>
        <source>  leaving · %1 keys</source>
        <translation>  即将移除 · %1 个键</translation>
    </message>
    <message>
        <source>  failed · %1 keys</source>
        <translation>  已失效 · %1 个键</translation>
    </message>
    <message>
        <source>no live copy: unavailable · %1 keys</source>
        <translation>没有存活副本：不可用 · %1 个键</translation>
    </message>
    <message>
        <source>1 live copy · %1 keys</source>
        <translation>1 份存活副本 · %1 个键</translation>
    </message>
    <message>
        <source>%1 live copies · %2 keys</source>
        <translation>%1 份存活副本 · %2 个键</translation>
    </message>
    <message>
        <source>
walks %1 clockwise to %2</source>
        <translation>
顺时针走过 %1，到达 %2</translation>
    </message>
    <message>
        <source>
%1 was full (capacity %2 keys), so the key went on to %3</source>
        <translation>
%1 已满（容量 %2 个键），所以该键继续交给 %3</translation>
    </message>
    <message>
        <source>%1 (failed)</source>
        <translation>%1（故障）</translation>
    </message>
    <message>
        <source>
copies: %1</source>
        <translation>
副本：%1</translation>
    </message>
    <message>
        <source>%1
hashed: the whole key (no {…} with something inside)</source>
        <translation>%1
哈希的部分：整个键（没有内含内容的 {…}）</translation>
    </message>
    <message>
        <source>%1
hashed: &quot;%2&quot; (the part inside {…})</source>
        <translation>%1
哈希的部分：&quot;%2&quot;（{…} 内的部分）</translation>
    </message>
    <message>
        <source>
CRC16 0x%1 mod 16,384 = slot %2</source>
        <translation>
CRC16 0x%1 mod 16,384 = 槽 %2</translation>
    </message>
    <message>
        <source>slots %1–%2 (%3 slots)
owner: %4</source>
        <translation>槽 %1–%2（%3 个槽）
所有者：%4</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>哈希环</translation>
    </message>
    <message>
        <source>modulo</source>
        <translation>取模</translation>
    </message>
    <message>
        <source>bounded loads</source>
        <translation>有界负载</translation>
    </message>
</context>
<context>
    <name>hashlab::app::RingWorkloadControls</name>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>off (count keys)</source>
        <translation>关闭（只数键）</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>均匀</translation>
    </message>
    <message>
        <source>Zipf</source>
        <translation>Zipf</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Zipf exponent, 0 to 10; YCSB&apos;s default is 0.99</source>
        <translation>Zipf 指数，0 到 10；YCSB 默认为 0.99</translation>
    </message>
    <message>
        <source>Number of requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Hot key share</source>
        <translation>热点键份额</translation>
    </message>
    <message>
        <source>This share of the requests goes to one key, exactly; the rest are drawn from the workload</source>
        <translation>恰好这一份额的请求发给一个键；其余请求按工作负载抽取</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Which key is hot: key-N (the number N under the identity hash)</source>
        <translation>哪个键是热点：key-N（恒等哈希下为数字 N）</translation>
    </message>
    <message>
        <source>Capacity per node</source>
        <translation>每节点容量</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Requests one node can serve; nodes above it are flagged</source>
        <translation>一个节点能处理的请求数；超过的节点会被标出</translation>
    </message>
    <message>
        <source>imported counts</source>
        <translation>导入的计数</translation>
    </message>
    <message>
        <source>Draw requests over the keys: uniform, or Zipf(s) where key i−1 has rank i and probability i^−s / H(N,s), sampled exactly; or the request counts of an imported key file, exactly</source>
        <translation>在键上抽取请求：均匀，或 Zipf(s)，其中 key i−1 排名第 i，概率为 i^−s / H(N,s)，精确抽样；或精确使用导入键文件中的请求计数</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ScalableView</name>
    <message>
        <source>scalable Bloom filter · %1 words · %2 sub-filters · %3 bits/key</source>
        <translation>可扩展布隆过滤器 · %1 个单词 · %2 个子过滤器 · 每键 %3 位</translation>
    </message>
    <message>
        <source>P0 = %1 · growth s = %2 · tightening r = %3: sub-filter i holds n0·s^i words at rate P0·r^i</source>
        <translation>P0 = %1 · 增长因子 s = %2 · 收紧比 r = %3：子过滤器 i 以假阳性率 P0·r^i 容纳 n0·s^i 个单词</translation>
    </message>
    <message>
        <source>query “%1”: %2</source>
        <translation>查询“%1”：%2</translation>
    </message>
    <message>
        <source>expected %1 % · these very bits %2 %</source>
        <translation>期望 %1 % · 这些位本身 %2 %</translation>
    </message>
    <message>
        <source>design 1 − Π(1 − P_i) = %1 % · bound P0/(1 − r) = %2 %</source>
        <translation>设计值 1 − Π(1 − P_i) = %1 % · 上界 P0/(1 − r) = %2 %</translation>
    </message>
    <message>
        <source>expected = 1 − Π(1 − FP_i), FP_i = (1 − (1 − 1/M_i)^n_i)^k_i: k_i slices of M_i bits, n_i words</source>
        <translation>期望 = 1 − Π(1 − FP_i)，FP_i = (1 − (1 − 1/M_i)^n_i)^k_i：k_i 个 M_i 位的分片，n_i 个单词</translation>
    </message>
    <message>
        <source>#%1  n = %2/%3 · m = %4 = %5 slices × %6 bits · fill %7 % · FP_%1 = %8 (design P_%1 = %9)</source>
        <translation>#%1  n = %2/%3 · m = %4 = %5 个分片 × %6 位 · 填充 %7 % · FP_%1 = %8（设计 P_%1 = %9）</translation>
    </message>
</context>
<context>
    <name>hashlab::app::SchemeCaptions</name>
    <message>
        <source>bucket %1</source>
        <translation>桶 %1</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>槽位 %1</translation>
    </message>
    <message>
        <source>old%1, m = %2</source>
        <translation>旧表%1，m = %2</translation>
    </message>
    <message>
        <source>new%1, m = %2</source>
        <translation>新表%1，m = %2</translation>
    </message>
    <message>
        <source>ht[0] old, m = %1</source>
        <translation>ht[0] 旧表，m = %1</translation>
    </message>
    <message>
        <source>ht[1] new, m = %1</source>
        <translation>ht[1] 新表，m = %1</translation>
    </message>
    <message>
        <source>separate chaining (at the tail): h(k) = %1, m = %2</source>
        <translation>分离链接法（插入链尾）：h(k) = %1，m = %2</translation>
    </message>
    <message>
        <source>separate chaining (at the head): h(k) = %1, m = %2</source>
        <translation>分离链接法（插入链头）：h(k) = %1，m = %2</translation>
    </message>
    <message>
        <source>buckets of %1 slots: h(k) = %2, m = %3 buckets</source>
        <translation>每桶 %1 个槽位：h(k) = %2，共 m = %3 个桶</translation>
    </message>
    <message>
        <source>linear probing: h(k) = %1, m = %2</source>
        <translation>线性探测：h(k) = %1，m = %2</translation>
    </message>
    <message>
        <source>quadratic probing: h(k) = %1, m = %2</source>
        <translation>二次探测：h(k) = %1，m = %2</translation>
    </message>
    <message>
        <source>double hashing: h1(k) = %1, h2(k) = %2, m = %3</source>
        <translation>双重散列：h1(k) = %1，h2(k) = %2，m = %3</translation>
    </message>
    <message>
        <source>Robin Hood: h(k) = %1, m = %2; the number under a key is its probe distance</source>
        <translation>罗宾汉：h(k) = %1，m = %2；键下方的数字是它的探测距离</translation>
    </message>
    <message>
        <source>cuckoo: T1 by h1(k) = %1, T2 by h2(k) = %2, m = %3 each, MaxLoop %4</source>
        <translation>布谷鸟：T1 用 h1(k) = %1，T2 用 h2(k) = %2，每张 m = %3，MaxLoop %4</translation>
    </message>
    <message>
        <source>cuckoo: T1, T2 by seeded %1, m = %2 each, MaxLoop %3</source>
        <translation>布谷鸟：T1、T2 用带种子的 %1，每张 m = %2，MaxLoop %3</translation>
    </message>
    <message>
        <source>%1 keys, α = %2</source>
        <translation>%1 个键，α = %2</translation>
    </message>
    <message>
        <source>key %1 of %2: </source>
        <translation>第 %1 个键（共 %2 个）：</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>its cells: %1 and %2</source>
        <translation>它的两个单元：%1 和 %2</translation>
    </message>
    <message>
        <source>home: %1</source>
        <translation>起始位置：%1</translation>
    </message>
    <message>
        <source>; first the incremental rehash moves one bucket of ht[0]</source>
        <translation>；渐进式重新散列先搬迁 ht[0] 的一个桶</translation>
    </message>
    <message>
        <source>rehash step: %1 moves ht[0][%2] → ht[1][%3]</source>
        <translation>重新散列一步：%1 从 ht[0][%2] 搬到 ht[1][%3]</translation>
    </message>
    <message>
        <source>Redis&apos;s dict moves one bucket of the old table before each operation (%1 of %2 keys of this bucket)</source>
        <translation>Redis 的 dict 在每次操作前搬迁旧表的一个桶（本桶第 %1 个键，共 %2 个）</translation>
    </message>
    <message>
        <source>%1 %2: visit %3 (%4 of %5)</source>
        <translation>%1 %2：访问 %3（第 %4 步，共 %5 步）</translation>
    </message>
    <message>
        <source>%1 (d = %2) is nearer its home than %3 would be here (d = %4): %3 takes the slot and %1 moves on</source>
        <translation>%1（d = %2）比 %3 在此处（d = %4）离家更近：%3 占据该槽位，%1 继续向后</translation>
    </message>
    <message>
        <source>%1 takes %2 and kicks %3 out</source>
        <translation>%1 占据 %2，把 %3 踢出</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>手中：%1</translation>
    </message>
    <message>
        <source>%1 goes into %2</source>
        <translation>%1 放入 %2</translation>
    </message>
    <message>
        <source>%1 leaves %2</source>
        <translation>%1 离开 %2</translation>
    </message>
    <message>
        <source>%1 moves to %2</source>
        <translation>%1 移到 %2</translation>
    </message>
    <message>
        <source>%1 is left without a cell</source>
        <translation>%1 无处安放</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>holds %1</source>
        <translation>存有 %1</translation>
    </message>
    <message>
        <source>rehash into m = %1: key %2, slot %3 → %4</source>
        <translation>重新散列到 m = %1：键 %2，槽位 %3 → %4</translation>
    </message>
    <message>
        <source>stays at i</source>
        <translation>留在 i</translation>
    </message>
    <message>
        <source>moves to i + m (i + %1)</source>
        <translation>移到 i + m（i + %1）</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>搬迁</translation>
    </message>
    <message>
        <source> — %1 of %2 keys rehashed, %3 moved so far</source>
        <translation> — 已重新散列 %1/%2 个键，目前搬迁了 %3 个</translation>
    </message>
    <message>
        <source>placed in %1</source>
        <translation>放入 %1</translation>
    </message>
    <message>
        <source>placed</source>
        <translation>已放入</translation>
    </message>
    <message>
        <source>already in %1: nothing inserted</source>
        <translation>已在 %1 中：未插入</translation>
    </message>
    <message>
        <source>found in %1</source>
        <translation>在 %1 中找到</translation>
    </message>
    <message>
        <source>not in the table</source>
        <translation>不在表中</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>deleted; %1 keys shifted back one slot</source>
        <translation>已删除；%1 个键各向前移回一个槽位</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source> — %1 cells visited, %2 keys compared</source>
        <translation> — 访问了 %1 个单元，比较了 %2 个键</translation>
    </message>
    <message>
        <source>reason: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source> — the component of %1 in the cuckoo graph: %2 keys on %3 cells</source>
        <translation> — %1 在布谷鸟图中的连通分量：%2 个键、%3 个单元</translation>
    </message>
    <message>
        <source>α passed %1: rehashing into m = %2 starts, one bucket per operation</source>
        <translation>α 超过 %1：开始重新散列到 m = %2，每次操作一个桶</translation>
    </message>
    <message>
        <source>α passed %1: grew m = %2 → %3, %4 of %5 keys moved</source>
        <translation>α 超过 %1：m 从 %2 扩到 %3，%5 个键中搬迁了 %4 个</translation>
    </message>
    <message>
        <source>insert</source>
        <translation>插入</translation>
    </message>
    <message>
        <source>find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>hashlab::app::SchemeModel</name>
    <message>
        <source>table must be an object</source>
        <translation>table 必须是一个对象</translation>
    </message>
    <message>
        <source>Leave %1</source>
        <translation>离开 %1</translation>
    </message>
    <message>
        <source>the window draws tables of at most %1 slots (m = %2); the command line `hashlab table` takes larger ones</source>
        <translation>窗口最多绘制 %1 个槽位的表（m = %2）；更大的表请用命令行 `hashlab table`</translation>
    </message>
    <message>
        <source>Set up m = %1, %2</source>
        <translation>设置 m = %1，%2</translation>
    </message>
    <message>
        <source>key %1 of %2 (&apos;%3&apos;): %4; nothing was inserted</source>
        <translation>第 %1 个键（共 %2 个，“%3”）：%4；没有插入任何键</translation>
    </message>
    <message>
        <source>set up a table first</source>
        <translation>请先设置一张表</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>at most %1 keys in one go, got %2</source>
        <translation>一次最多 %1 个键，实际为 %2 个</translation>
    </message>
    <message>
        <source>key %1 of %2 is empty (two commas in a row, or one at an end?); nothing was inserted</source>
        <translation>第 %1 个键（共 %2 个）为空（连续两个逗号，或逗号在末尾？）；没有插入任何键</translation>
    </message>
    <message>
        <source>insert %1 keys</source>
        <translation>插入 %1 个键</translation>
    </message>
    <message>
        <source>the load factor must be above 0 and at most 3, got %1</source>
        <translation>装载因子必须大于 0 且不超过 3，实际为 %1</translation>
    </message>
    <message>
        <source>Random fill to α = %1 (%2 keys)</source>
        <translation>随机填充到 α = %1（%2 个键）</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;</source>
        <translation>未知示例“%1”</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>示例：%1</translation>
    </message>
    <message>
        <source>a hash-table state needs &quot;scheme&quot;</source>
        <translation>散列表状态需要 &quot;scheme&quot;</translation>
    </message>
    <message>
        <source>m must be at most %1 in the window, got %2</source>
        <translation>窗口中 m 最多为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>ops must be an array of at most %1 operations</source>
        <translation>ops 必须是最多 %1 个操作的数组</translation>
    </message>
    <message>
        <source>each op needs &quot;op&quot; (insert, find, delete) and &quot;key&quot;</source>
        <translation>每个操作都需要 &quot;op&quot;（insert、find、delete）和 &quot;key&quot;</translation>
    </message>
    <message>
        <source>unknown op &apos;%1&apos; (insert, find or delete)</source>
        <translation>未知操作“%1”（应为 insert、find 或 delete）</translation>
    </message>
    <message>
        <source>stepped must be an integer from 0 to the number of ops</source>
        <translation>stepped 必须是 0 到操作数之间的整数</translation>
    </message>
    <message>
        <source>preset must name one of the lab&apos;s examples</source>
        <translation>preset 必须是本实验的示例之一</translation>
    </message>
    <message>
        <source>step must be an integer</source>
        <translation>step 必须是整数</translation>
    </message>
    <message>
        <source>%1 must be an integer from 0 to %2</source>
        <translation>%1 必须是 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>%1 must be true or false</source>
        <translation>%1 必须是 true 或 false</translation>
    </message>
    <message>
        <source>grow_to must be double or prime</source>
        <translation>grow_to 必须是 double 或 prime</translation>
    </message>
    <message>
        <source>grow_at must be a decimal written as a string, such as &quot;0.75&quot;</source>
        <translation>grow_at 必须是写成字符串的小数，例如 &quot;0.75&quot;</translation>
    </message>
</context>
<context>
    <name>hashlab::app::SchemeView</name>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <source>slots %1–%2 of %3</source>
        <translation>槽位 %1–%2（共 %3 个）</translation>
    </message>
    <message>
        <source>Cuckoo graph: each key is an edge between its two cells, the dot marks the cell it occupies</source>
        <translation>布谷鸟图：每个键是连接其两个单元的一条边，圆点标出它所在的单元</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>手中：%1</translation>
    </message>
</context>
<context>
    <name>hashlab::app::ShortLinkPanel</name>
    <message>
        <source>✗ an integer from 0 to 18446744073709551615 (2^64 − 1)</source>
        <translation>✗ 应为 0 到 18446744073709551615（2^64 − 1）之间的整数</translation>
    </message>
    <message numerus="yes">
        <source>→ %1 (%n character(s))</source>
        <translation>
            <numerusform>→ %1（%n 个字符）</numerusform>
        </translation>
    </message>
    <message>
        <source>→ id %1</source>
        <translation>→ ID %1</translation>
    </message>
    <message>
        <source>The panel keeps at most %1 links.</source>
        <translation>本面板最多保留 %1 条链接。</translation>
    </message>
    <message>
        <source>Known URL (pre-check: maybe, lookup: found): code %1 reused</source>
        <translation>已知 URL（预检：可能存在，查找：已找到）：复用短码 %1</translation>
    </message>
    <message>
        <source>New URL (pre-check: absent): id %1 → code %2</source>
        <translation>新 URL（预检：不存在）：ID %1 → 短码 %2</translation>
    </message>
    <message>
        <source>short_links.links: expected an array of at most %1 URLs</source>
        <translation>short_links.links：应为最多包含 %1 个 URL 的数组</translation>
    </message>
    <message>
        <source>short_links.links[%1]: expected a URL scheme://host/path</source>
        <translation>short_links.links[%1]：应为形如 scheme://host/path 的 URL</translation>
    </message>
    <message>
        <source>Base62 (0-9a-zA-Z)</source>
        <translation>Base62（0-9a-zA-Z）</translation>
    </message>
    <message>
        <source>Short-link service: normalise → pre-check → id → Base62</source>
        <translation>短链接服务：规范化 → 预检 → ID → Base62</translation>
    </message>
    <message>
        <source>Code length and collisions</source>
        <translation>短码长度与碰撞</translation>
    </message>
    <message>
        <source>Encode id</source>
        <translation>编码 ID</translation>
    </message>
    <message>
        <source>Decode code</source>
        <translation>解码短码</translation>
    </message>
    <message>
        <source>Shorten</source>
        <translation>生成短链接</translation>
    </message>
    <message>
        <source>https://Example.com//path?b=2&amp;a=1</source>
        <translation>https://Example.com//path?b=2&amp;a=1</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>code</source>
        <translation>短码</translation>
    </message>
    <message>
        <source>normalised URL</source>
        <translation>规范化 URL</translation>
    </message>
    <message>
        <source>code length</source>
        <translation>短码长度</translation>
    </message>
    <message>
        <source>ids it can hold (62^L − 1)</source>
        <translation>可容纳的 ID 数（62^L − 1）</translation>
    </message>
    <message>
        <source>URL as typed</source>
        <translation>输入的 URL</translation>
    </message>
    <message>
        <source>normalised</source>
        <translation>规范化后</translation>
    </message>
    <message>
        <source>hash code L</source>
        <translation>哈希短码长度 L</translation>
    </message>
    <message>
        <source>collisions</source>
        <translation>碰撞</translation>
    </message>
    <message>
        <source>failed (3 retries)</source>
        <translation>失败（重试 3 次）</translation>
    </message>
    <message>
        <source>Hash-code lengths</source>
        <translation>哈希短码长度</translation>
    </message>
    <message>
        <source>%1 collisions, ≤ %2 symbols</source>
        <translation>%1 次碰撞，≤ %2 个符号</translation>
    </message>
    <message>
        <source>short_links.compare: expected {&quot;n&quot;: …, &quot;alphabet&quot;: …, &quot;lengths&quot;: […]}</source>
        <translation>short_links.compare：应为 {&quot;n&quot;: …, &quot;alphabet&quot;: …, &quot;lengths&quot;: […]}</translation>
    </message>
    <message>
        <source>short_links.compare: unknown key &apos;%1&apos;</source>
        <translation>short_links.compare：未知的键“%1”</translation>
    </message>
    <message>
        <source>short_links.compare.n: expected 1 to %1</source>
        <translation>short_links.compare.n：应为 1 到 %1</translation>
    </message>
    <message>
        <source>short_links: unknown key &apos;%1&apos;</source>
        <translation>short_links：未知的键“%1”</translation>
    </message>
    <message>
        <source>C(n,2)/%1^L</source>
        <translation>C(n,2)/%1^L</translation>
    </message>
    <message>
        <source>auto-increment ids</source>
        <translation>自增 ID</translation>
    </message>
    <message>
        <source>%1 random URLs: md5(url) mod %2^L written with the alphabet&apos;s %2 symbols as a fixed-length code (retried with a salt on collision) against auto-increment ids written with the same symbols.</source>
        <translation>%1 个随机 URL：把 md5(url) mod %2^L 用字母表的 %2 个符号写成定长短码（碰撞时加盐重试），对照用同样符号书写的自增 ID。</translation>
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
        <source>Where</source>
        <translation>场合</translation>
    </message>
    <message>
        <source>The first row that fits decides: a text field keeps its typing, a menu&apos;s key works anywhere else, a blank screen only lifts, a question&apos;s keys come before the lesson&apos;s and the lesson&apos;s before the lab&apos;s. The step keys drive the lab on screen wherever the focus is, also in full screen. Presenter clickers send Page Down and Page Up.</source>
        <translation>第一条适用的行说了算：文本框保留输入，菜单的快捷键在其他任何地方都有效，黑屏时按键只取消黑屏，问题的按键先于课程的按键，课程的先于实验的。步进键无论焦点在哪里（全屏时也一样）都驱动屏幕上的实验。演示翻页器发送 Page Down 和 Page Up。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::SpeakerNotes</name>
    <message>
        <source>Speaker notes — HashLab</source>
        <translation>演讲者备注 — HashLab</translation>
    </message>
    <message>
        <source>(no notes for this step)</source>
        <translation>（本步没有备注）</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>下一步：</translation>
    </message>
</context>
<context>
    <name>hashlab::app::StepAnnouncer</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
</context>
<context>
    <name>hashlab::app::StepPlayer</name>
    <message>
        <source>To start (Home)</source>
        <translation>回到开头（Home）</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>播放 / 暂停（空格键）</translation>
    </message>
    <message>
        <source>To end (End)</source>
        <translation>跳到结尾（End）</translation>
    </message>
    <message>
        <source>Steps per second</source>
        <translation>每秒步数</translation>
    </message>
    <message>
        <source>Step back (Left, Page Up)</source>
        <translation>后退一步（左方向键、Page Up）</translation>
    </message>
    <message>
        <source>Step forward (Right, Page Down)</source>
        <translation>前进一步（右方向键、Page Down）</translation>
    </message>
    <message>
        <source>Steps as text</source>
        <translation>步骤文字版</translation>
    </message>
    <message>
        <source>The steps of the operation as a table (%1)</source>
        <translation>以表格列出该操作的各步骤（%1）</translation>
    </message>
    <message>
        <source>To start</source>
        <translation>回到开头</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>播放 / 暂停</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>To end</source>
        <translation>跳到结尾</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Speed, steps per second</source>
        <translation>速度，每秒步数</translation>
    </message>
</context>
<context>
    <name>hashlab::app::StepsAsText</name>
    <message>
        <source>Steps as text</source>
        <translation>步骤文字版</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>单元</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Steps of the operation on screen</source>
        <translation>屏幕上操作的各步骤</translation>
    </message>
    <message>
        <source>No operation to step through: run one in the lab.</source>
        <translation>没有可逐步查看的操作：请先在实验中执行一个操作。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::TableTheoryPlot</name>
    <message>
        <source>The theory plot&apos;s state needs &quot;plot&quot;, one of: %1.</source>
        <translation>理论图的状态需要 &quot;plot&quot;，取值之一：%1。</translation>
    </message>
    <message>
        <source>Unknown theory plot &quot;%1&quot;; expected one of: %2.</source>
        <translation>未知的理论图“%1”；应为以下之一：%2。</translation>
    </message>
    <message>
        <source>Chaining: keys compared per search</source>
        <translation>链地址法：每次查找比较的键数</translation>
    </message>
    <message>
        <source>Robin Hood vs linear probing: probe distance</source>
        <translation>Robin Hood 与线性探测：探测距离</translation>
    </message>
    <message>
        <source>Cuckoo: inserts that succeed without a rehash</source>
        <translation>布谷鸟哈希：无需重新哈希即全部成功的插入</translation>
    </message>
    <message>
        <source>Resizing: moves per insert</source>
        <translation>扩容：每次插入移动的键数</translation>
    </message>
    <message>
        <source>Incremental vs stop-the-world rehash</source>
        <translation>渐进式与一次性（stop-the-world）重新哈希</translation>
    </message>
    <message>
        <source>Keys compared per search</source>
        <translation>每次查找比较的键数</translation>
    </message>
    <message>
        <source>Mean probe distance</source>
        <translation>平均探测距离</translation>
    </message>
    <message>
        <source>Variance of the distance</source>
        <translation>距离的方差</translation>
    </message>
    <message>
        <source>Largest distance</source>
        <translation>最大距离</translation>
    </message>
    <message>
        <source>Runs with no failed insert</source>
        <translation>没有插入失败的运行</translation>
    </message>
    <message>
        <source>Keys moved per insert (running average)</source>
        <translation>每次插入移动的键数（累计平均）</translation>
    </message>
    <message>
        <source>Probes per insert (running average)</source>
        <translation>每次插入的探测次数（累计平均）</translation>
    </message>
    <message>
        <source>Cost of each insert (largest per window)</source>
        <translation>每次插入的代价（每个窗口中的最大值）</translation>
    </message>
    <message>
        <source>load factor α = n / m</source>
        <translation>装载因子 α = n / m</translation>
    </message>
    <message>
        <source>keys compared</source>
        <translation>比较的键数</translation>
    </message>
    <message>
        <source>slots past home</source>
        <translation>距本位槽的槽数</translation>
    </message>
    <message>
        <source>slots²</source>
        <translation>槽数²</translation>
    </message>
    <message>
        <source>load n / 2m</source>
        <translation>装载 n / 2m</translation>
    </message>
    <message>
        <source>share of runs</source>
        <translation>运行所占比例</translation>
    </message>
    <message>
        <source>inserts so far (log scale)</source>
        <translation>已插入次数（对数刻度）</translation>
    </message>
    <message>
        <source>keys moved / inserts</source>
        <translation>移动的键数 / 插入次数</translation>
    </message>
    <message>
        <source>probes / inserts</source>
        <translation>探测次数 / 插入次数</translation>
    </message>
    <message>
        <source>insert number</source>
        <translation>插入序号</translation>
    </message>
    <message>
        <source>keys touched (log scale)</source>
        <translation>涉及的键数（对数刻度）</translation>
    </message>
    <message>
        <source>Measure again</source>
        <translation>重新测量</translation>
    </message>
    <message>
        <source>Repeat this plot&apos;s random runs with a new seed</source>
        <translation>用新的种子重复本图的随机运行</translation>
    </message>
    <message>
        <source>successful search: 1 + α/2 − α/(2n)</source>
        <translation>成功查找：1 + α/2 − α/(2n)</translation>
    </message>
    <message>
        <source>unsuccessful search: α</source>
        <translation>不成功查找：α</translation>
    </message>
    <message>
        <source>Each key is put at the head of one of m = %1 chains. A search for a stored key compares on average 1 + α/2 − α/(2n) keys (CLRS Theorem 11.2); a search for an absent key compares all keys of its chain, α on average (Theorem 11.1, plus 1 for looking at the slot). Lines: the formulas; markers: means of %2 random tables per α with 95 % bars (widest ±%3 %).</source>
        <translation>每个键被放在 m = %1 条链之一的链头。查找一个已存的键平均比较 1 + α/2 − α/(2n) 个键（CLRS 定理 11.2）；查找一个不存在的键要比较其所在链上的全部键，平均 α 个（定理 11.1，再加 1 次查看槽位）。线：公式；标记：每个 α 下 %2 张随机表的平均值及 95 % 误差条（最宽 ±%3 %）。</translation>
    </message>
    <message>
        <source>linear probing</source>
        <translation>线性探测</translation>
    </message>
    <message>
        <source>Robin Hood</source>
        <translation>罗宾汉</translation>
    </message>
    <message>
        <source>Knuth&apos;s mean: ½(1 + 1/(1 − α)) − 1</source>
        <translation>Knuth 的均值：½(1 + 1/(1 − α)) − 1</translation>
    </message>
    <message>
        <source>A key&apos;s probe distance is how many slots past its home slot it sits. Robin Hood inserts like linear probing but takes the slot of a key that is closer to its home, so the total (and the mean) is the same while the spread and the longest distance shrink. Markers: averages over %1 random tables of m = %2 slots, with 95 % bars; dashed: Knuth&apos;s mean, the limit for large m (near α = 1 a table of m slots stays below it).</source>
        <translation>一个键的探测距离是它所在位置距其本位槽（home slot）的槽数。Robin Hood 像线性探测一样插入，但会抢占离本位槽更近的键的槽位，因此总距离（及均值）不变，而离散程度和最大距离都变小。标记：%1 张 m = %2 个槽的随机表上的平均值及 95 % 误差条；虚线：Knuth 的均值，即 m 很大时的极限（α 接近 1 时，m 个槽的表会低于它）。</translation>
    </message>
    <message>
        <source>load ½</source>
        <translation>装载 ½</translation>
    </message>
    <message>
        <source>measured share, 95 % Wilson bars</source>
        <translation>实测比例，95 % Wilson 误差条</translation>
    </message>
    <message>
        <source>threshold: load ½</source>
        <translation>阈值：装载 ½</translation>
    </message>
    <message>
        <source>Two tables of m = %1 slots each hold n keys: load = n / 2m. A marker is the share of %2 random runs in which every one of the n inserts found a place within %3 rounds of kicks (no rehash needed). Past load ½ the cuckoo graph (slots as vertices, keys as edges) of a large table almost surely has a part with more keys than slots, so some insert must fail.</source>
        <translation>两张各有 m = %1 个槽的表共存放 n 个键：装载 = n / 2m。每个标记是 %2 次随机运行中，n 次插入全部在 %3 轮踢出（kick）之内找到位置（无需重新哈希）的比例。装载超过 ½ 后，大表的布谷鸟图（槽为顶点、键为边）几乎必然出现键多于槽的连通部分，因此必有插入失败。</translation>
    </message>
    <message>
        <source>bound: 2 moves per insert</source>
        <translation>上界：每次插入 2 次移动</translation>
    </message>
    <message>
        <source>chaining (doubles when α would pass %1)</source>
        <translation>链地址法（α 将超过 %1 时加倍）</translation>
    </message>
    <message>
        <source>linear probing (doubles when α would pass %1)</source>
        <translation>线性探测（α 将超过 %1 时加倍）</translation>
    </message>
    <message>
        <source>the doubling bound</source>
        <translation>加倍的上界</translation>
    </message>
    <message>
        <source>One run of %1 inserts from m = %2. Left: keys rehashed into the bigger table so far divided by the inserts so far; doubling copies 1 + 2 + 4 + … &lt; 2n keys, so the average stays below 2 (highest here: chaining %3, linear %4; CLRS&apos;s ≤ 3 also counts the insert). Thin dashed: keys whose slot changed — about half, since slot i goes to i or i + m. Right: probes per insert, measured (solid) against theory (dashed) at the load each insert saw: chaining 1 + α, linear probing ½(1 + 1/(1 − α)²).</source>
        <translation>从 m = %2 开始的一次 %1 次插入的运行。左图：迄今被重新哈希到更大表中的键数除以迄今的插入次数；加倍共复制 1 + 2 + 4 + … &lt; 2n 个键，所以平均值始终低于 2（本次最高：链地址法 %3，线性探测 %4；CLRS 的 ≤ 3 还计入了插入本身）。细虚线：槽位发生变化的键——约占一半，因为槽 i 的键去往 i 或 i + m。右图：每次插入的探测次数，实测（实线）与各次插入时装载下的理论值（虚线）对比：链地址法 1 + α，线性探测 ½(1 + 1/(1 − α)²)。</translation>
    </message>
    <message>
        <source>worst: %1</source>
        <translation>最坏：%1</translation>
    </message>
    <message>
        <source>incremental (one bucket per insert)</source>
        <translation>渐进式（每次插入搬一个桶）</translation>
    </message>
    <message>
        <source>stop-the-world (all keys at once)</source>
        <translation>一次性（一次搬全部键）</translation>
    </message>
    <message>
        <source>Chaining from m = %1, doubling when α reaches 1, %2 inserts. Cost of an insert = keys moved + keys compared + 1 for placing it; plotted: the largest cost in each window of %3 inserts. Stop-the-world moves all n keys at once: worst %4 at insert %5, mean %6. Incremental (as Redis does) keeps two tables and moves one bucket per insert: worst %7, mean %8.</source>
        <translation>链地址法，从 m = %1 开始，α 达到 1 时加倍，共 %2 次插入。一次插入的代价 = 移动的键数 + 比较的键数 + 放入该键的 1；图中为每 %3 次插入的窗口内的最大代价。一次性重新哈希一次搬走全部 n 个键：最坏 %4（第 %5 次插入），平均 %6。渐进式（如 Redis）保留两张表，每次插入搬一个桶：最坏 %7，平均 %8。</translation>
    </message>
    <message>
        <source>Plot:</source>
        <translation>图表：</translation>
    </message>
</context>
<context>
    <name>hashlab::app::WindowRecovery</name>
    <message>
        <source>HashLab</source>
        <translation>HashLab 哈希实验室</translation>
    </message>
</context>
<context>
    <name>hashlab::app::WritePathView</name>
    <message>
        <source>Canonicalise: json.dumps(sort_keys, no spaces, UTF-8)</source>
        <translation>规范化：json.dumps（sort_keys，无空格，UTF-8）</translation>
    </message>
    <message>
        <source>Hash: mmh3.hash128(canonical, seed=42, unsigned)</source>
        <translation>哈希：mmh3.hash128(canonical, seed=42, unsigned)</translation>
    </message>
    <message numerus="yes">
        <source>hash_id: first %n bit(s)</source>
        <translation>
            <numerusform>hash_id：取前 %n 位</numerusform>
        </translation>
    </message>
    <message>
        <source>Look up hash_id on the non-unique index</source>
        <translation>在非唯一索引上查找 hash_id</translation>
    </message>
    <message>
        <source>Compare raw data</source>
        <translation>比较原始数据</translation>
    </message>
    <message>
        <source>Apply (%1)</source>
        <translation>应用（%1）</translation>
    </message>
    <message>
        <source>no record has this hash_id</source>
        <translation>没有记录具有此 hash_id</translation>
    </message>
    <message>
        <source>found %1</source>
        <translation>找到 %1</translation>
    </message>
    <message>
        <source>same data as #%1: a duplicate</source>
        <translation>与 #%1 数据相同：重复记录</translation>
    </message>
    <message>
        <source>data differs from %1: a hash collision</source>
        <translation>与 %1 数据不同：哈希碰撞</translation>
    </message>
    <message>
        <source>new record #%1 inserted (created_at = updated_at = t%2)</source>
        <translation>已插入新记录 #%1（created_at = updated_at = t%2）</translation>
    </message>
    <message>
        <source>nothing inserted; updated_at of #%1 set to t%2</source>
        <translation>未插入；#%1 的 updated_at 设为 t%2</translation>
    </message>
    <message>
        <source>#%1 overwrites #%2 under the same key: #%2&apos;s data is LOST</source>
        <translation>#%1 以相同的键覆盖了 #%2：#%2 的数据已丢失</translation>
    </message>
    <message>
        <source>write refused; alert logged with #%1 and the new data</source>
        <translation>写入被拒绝；已记录告警（含 #%1 及新数据）</translation>
    </message>
    <message>
        <source>#%1 inserted beside %2 with collision_flag = true</source>
        <translation>#%1 已与 %2 并存插入，collision_flag = true</translation>
    </message>
    <message>
        <source>Write path of the last write</source>
        <translation>最近一次写入的写路径</translation>
    </message>
    <message>
        <source>Write a JSON record to see its path: canonicalise → hash → look up → new, duplicate or collision.</source>
        <translation>写入一条 JSON 记录以查看其路径：规范化 → 哈希 → 查找 → 新记录、重复或碰撞。</translation>
    </message>
</context>
<context>
    <name>hashlab::app::XorView</name>
    <message>
        <source>xor filter (not built) · %1 words collected · f = %2 bits</source>
        <translation>异或过滤器（未构建）· 已收集 %1 个单词 · f = %2 位</translation>
    </message>
    <message>
        <source>Insert words, then press Build: the filter gets ⌊1.23·n⌋ + 32 = %1 cells (a multiple of 3) and takes no word after that.</source>
        <translation>插入单词后按“构建”：过滤器得到 ⌊1.23·n⌋ + 32 = %1 个单元（3 的倍数），此后不再接受单词。</translation>
    </message>
    <message>
        <source>xor filter · %1 words · %2 cells (⌊1.23·n⌋ + 32) · f = %3 bits · %4 bits/key</source>
        <translation>异或过滤器 · %1 个单词 · %2 个单元（⌊1.23·n⌋ + 32）· f = %3 位 · 每键 %4 位</translation>
    </message>
    <message>
        <source>2^−f = %1 %</source>
        <translation>2^−f = %1 %</translation>
    </message>
    <message>
        <source>built in %1 attempt(s); a key&apos;s cells are one in each block of %2</source>
        <translation>经 %1 次尝试构建完成；每个键在每个长度为 %2 的分块中各有一个单元</translation>
    </message>
    <message>
        <source>query “%1”: %2</source>
        <translation>查询“%1”：%2</translation>
    </message>
    <message>
        <source>Built: every key&apos;s three cells XOR to its fingerprint.</source>
        <translation>已构建：每个键的三个单元异或起来等于它的指纹。</translation>
    </message>
    <message>
        <source>Step forward to watch the build: the peel, then the assignment in reverse.</source>
        <translation>单步前进观看构建过程：先剥离，再按相反顺序赋值。</translation>
    </message>
    <message>
        <source>attempt %1 (seed %2) stalled after peeling %3 of %4 keys: every remaining cell is shared; retry with a new seed</source>
        <translation>第 %1 次尝试（种子 %2）在剥离 %4 个键中的 %3 个后停滞：剩下的每个单元都被共享；换新种子重试</translation>
    </message>
    <message>
        <source>peel %1 of %2: cell %3 is used by “%4” alone, so that key leaves the graph</source>
        <translation>剥离 %1/%2：单元 %3 只被“%4”使用，因此该键离开超图</translation>
    </message>
    <message>
        <source>assign %1 of %2 (reverse peel order): cell %3 = fp(“%4”) 0x%5 ⊕ cell %6 (0x%7) ⊕ cell %8 (0x%9) = 0x%10</source>
        <translation>赋值 %1/%2（剥离的逆序）：单元 %3 = fp(“%4”) 0x%5 ⊕ 单元 %6 (0x%7) ⊕ 单元 %8 (0x%9) = 0x%10</translation>
    </message>
</context>
<context>
    <name>hashlab::app::YourTurnBar</name>
    <message>
        <source>No lab is shown.</source>
        <translation>没有显示任何实验室。</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1 步（共 %2 步）：%3</translation>
    </message>
    <message>
        <source>Click your answer on the canvas — or Tab / the arrow keys to move, Enter to choose. Esc leaves Your turn.</source>
        <translation>在画布上点击你的答案——或用 Tab / 方向键移动，按 Enter 选择。按 Esc 退出“轮到你了”。</translation>
    </message>
    <message>
        <source>Locked during Your turn: finish the exercise, or Stop (Esc) to use the lab again.</source>
        <translation>“轮到你了”进行中已锁定：完成练习，或按“停止”（Esc）后再使用实验室。</translation>
    </message>
    <message>
        <source>Type your answer, then press Enter.</source>
        <translation>输入你的答案，然后按 Enter。</translation>
    </message>
    <message>
        <source>Step %1: %2 is right.</source>
        <translation>第 %1 步：%2 正确。</translation>
    </message>
    <message>
        <source>Not %1.</source>
        <translation>不是%1。</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>再试一次。</translation>
    </message>
    <message>
        <source>Step %1 is marked as given after three tries; go on with the next.</source>
        <translation>三次尝试之后，第 %1 步记为“已给出”；请继续下一步。</translation>
    </message>
    <message>
        <source>Step %1 is given: the answer is %2.</source>
        <translation>第 %1 步已给出答案：%2。</translation>
    </message>
    <message>
        <source>Exercise %1 done.</source>
        <translation>练习 %1 完成。</translation>
    </message>
    <message>
        <source>Your turn: the end</source>
        <translation>轮到你了：结束</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>right first time</source>
        <translation>一次答对</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>given</source>
        <translation>已给出</translation>
    </message>
    <message>
        <source>time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>New exercise</source>
        <translation>新练习</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>显示解答</translation>
    </message>
    <message>
        <source>Save record…</source>
        <translation>保存记录…</translation>
    </message>
    <message>
        <source>The solution (the step player replays it):</source>
        <translation>解答（步骤播放器会重放）：</translation>
    </message>
    <message>
        <source>%1. %2 → %3</source>
        <translation>%1. %2 → %3</translation>
    </message>
    <message>
        <source>No exercise is running.</source>
        <translation>没有正在进行的练习。</translation>
    </message>
    <message>
        <source>Save the record</source>
        <translation>保存记录</translation>
    </message>
    <message>
        <source>Your-turn records (*.json)</source>
        <translation>“轮到你了”记录 (*.json)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Leaves Your turn and puts the lab back as it was (Esc)</source>
        <translation>退出“轮到你了”并把实验室恢复原状（Esc）</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>轮到你了</translation>
    </message>
    <message>
        <source>exercise %1 · %2 · level %3 · %4</source>
        <translation>练习 %1 · %2 · 难度 %3 · %4</translation>
    </message>
    <message>
        <source>exam: %1</source>
        <translation>考试：%1</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>练习</translation>
    </message>
</context>
<context>
    <name>hashlab::app::YourTurnDialog</name>
    <message>
        <source>Linear probing: insert</source>
        <translation>线性探测：插入</translation>
    </message>
    <message>
        <source>Quadratic probing: insert</source>
        <translation>二次探测：插入</translation>
    </message>
    <message>
        <source>Double hashing: insert</source>
        <translation>双重散列：插入</translation>
    </message>
    <message>
        <source>Robin Hood: insert with swaps</source>
        <translation>罗宾汉散列：插入与交换</translation>
    </message>
    <message>
        <source>Cuckoo hashing: insert with kicks</source>
        <translation>布谷鸟散列：插入与踢出</translation>
    </message>
    <message>
        <source>Chaining: insert</source>
        <translation>链地址法：插入</translation>
    </message>
    <message>
        <source>Delete (tombstone or backward shift)</source>
        <translation>删除（墓碑标记或向后移位）</translation>
    </message>
    <message>
        <source>Resize: where each key lands</source>
        <translation>扩容：每个键落在哪里</translation>
    </message>
    <message>
        <source>The owner of a key</source>
        <translation>键的归属节点</translation>
    </message>
    <message>
        <source>Which keys move when a node joins or fails</source>
        <translation>节点加入或失效时哪些键会移动</translation>
    </message>
    <message>
        <source>A preference list with racks</source>
        <translation>考虑机架的首选列表</translation>
    </message>
    <message>
        <source>The bits a word sets</source>
        <translation>单词置位的比特</translation>
    </message>
    <message>
        <source>A query: its bits and its answer</source>
        <translation>查询：检查的比特与回答</translation>
    </message>
    <message>
        <source>Cuckoo filter: buckets and kicks</source>
        <translation>布谷鸟过滤器：桶与踢出</translation>
    </message>
    <message>
        <source>The Base62 digits of an id</source>
        <translation>ID 的 Base62 各位数字</translation>
    </message>
    <message>
        <source>Do two truncated hashes collide?</source>
        <translation>两个截断散列会碰撞吗？</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>轮到你了</translation>
    </message>
    <message>
        <source>&amp;Exercise</source>
        <translation>练习(&amp;E)</translation>
    </message>
    <message>
        <source>1: a small table and one operation; 3: a fuller table and more</source>
        <translation>1：小表和一次操作；3：更满的表和更多操作</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>难度(&amp;L)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed, the same exercise)</source>
        <translation>种子(&amp;S)（相同的种子，相同的练习）</translation>
    </message>
    <message>
        <source>Practice: each wrong choice is explained</source>
        <translation>练习：每次选错都会说明原因</translation>
    </message>
    <message>
        <source>Exam: no reasons and no solution until the end</source>
        <translation>考试：结束前不给原因也不给解答</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>学生</translation>
    </message>
    <message>
        <source>S&amp;tudent (for the record)</source>
        <translation>学生(&amp;T)（写入记录）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>种子必须是 0 到 18446744073709551615 之间的整数。</translation>
    </message>
    <message>
        <source>An exam needs the student&apos;s name: it goes into the record.</source>
        <translation>考试需要学生姓名：它会写入记录。</translation>
    </message>
</context>
</TS>
