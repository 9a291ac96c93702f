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
        <source>Bloom</source>
        <translation>布隆过滤器</translation>
    </message>
    <message>
        <source>This lab will light up the bits of a Bloom filter, size filters, and plot measured against theoretical false-positive rates.</source>
        <translation>本实验将点亮布隆过滤器的位，计算过滤器的大小，并绘制实测与理论误判率的对比图。</translation>
    </message>
    <message>
        <source>Collisions</source>
        <translation>哈希碰撞</translation>
    </message>
    <message>
        <source>This lab will show birthday bounds, collision-safe hash ids and Base62 short links.</source>
        <translation>本实验将展示生日界、防碰撞的哈希 ID 以及 Base62 短链接。</translation>
    </message>
    <message>
        <source>Probing</source>
        <translation>探测</translation>
    </message>
    <message>
        <source>This lab will step probe by probe through linear, quadratic and double hashing in a small open-addressing table.</source>
        <translation>本实验将在一个小型开放寻址表中逐次演示线性探测、二次探测和双重哈希。</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>哈希环</translation>
    </message>
    <message>
        <source>This lab will draw a consistent-hash ring with virtual nodes, let you add, remove and fail nodes, and show which keys migrate and why.</source>
        <translation>本实验将绘制带虚拟节点的一致性哈希环，可以添加、移除节点或使节点失效，并展示哪些键发生迁移以及原因。</translation>
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
</context>
<context>
    <name>hashlab::app::PlaceholderLab</name>
    <message>
        <source>The %1 lab is not built yet, so this scenario cannot be shown.</source>
        <translation>%1 实验尚未实现，因此无法显示该场景。</translation>
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
</TS>