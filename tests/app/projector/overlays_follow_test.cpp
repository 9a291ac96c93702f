// Issue 29, item 5: the shell's overlays on a projector. The answer ring follows its candidate when
// the canvas changes size (F11, the drawer, a resized window): after F11 during a drill it had
// floated over slots 7–8 instead of 9. The spotlight's frame stays inside the control it circles:
// drawn around it, it ran over the menu bar, the caption and the step player.
#include "app/shell/shell_test_access.h"
#include "shell/answer_marker.h"
#include "shell/lab_page.h"
#include "shell/spotlight.h"

#include <QApplication>
#include <QImage>
#include <QTest>
#include <QVBoxLayout>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

// A lab whose one candidate is drawn where its width puts it: the right quarter of the canvas.
class ResizingLab : public LabPage {
public:
    ResizingLab() : canvas(new QWidget(this)) {
        auto* l = new QVBoxLayout(this);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(canvas);
    }
    QString labId() const override { return QStringLiteral("resizing"); }
    QString title() const override { return QStringLiteral("Resizing"); }
    nlohmann::json saveState() const override { return {}; }
    QString loadState(const nlohmann::json&) override { return {}; }
    ClickTargets clickTargets() override {
        const QRectF slot(canvas->width() * 0.75, 10, 40, 40);
        return {canvas, {{QStringLiteral("slot:9"), QStringLiteral("slot 9"), slot}}};
    }
    QWidget* canvas;
};

TEST(Overlays, TheAnswerRingFollowsItsCandidateWhenTheCanvasResizes) {
    ResizingLab lab;
    lab.resize(400, 300);
    lab.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&lab));
    AnswerMarker marker;
    marker.mark(&lab, QStringLiteral("slot:9"));
    ASSERT_EQ(marker.areas().size(), 1);
    EXPECT_EQ(marker.areas().front(), lab.clickTargets().targets.front().area);
    lab.resize(1200, 700); // F11 on a projector
    QApplication::sendPostedEvents();
    QApplication::processEvents();
    ASSERT_EQ(marker.areas().size(), 1);
    EXPECT_EQ(marker.areas().front(), lab.clickTargets().targets.front().area)
        << "the ring stayed where the candidate was before the canvas grew";
    EXPECT_EQ(marker.geometry(), lab.canvas->rect());
}

// Every pixel the spotlight paints lies inside the control it circles.
TEST(Overlays, TheSpotlightsFrameStaysInsideItsControl) {
    QWidget window;
    window.resize(600, 400);
    auto* above = new QWidget(&window); // the menu bar and the caption above the control
    above->setGeometry(0, 0, 600, 100);
    auto* control = new QWidget(&window);
    control->setGeometry(20, 100, 560, 280);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    Spotlight spotlight(&window);
    spotlight.setActive(true);
    SpotlightTestAccess::pointAt(spotlight, control->mapToGlobal(QPoint(280, 140)));
    ASSERT_EQ(spotlight.target(), control);
    QImage painted(spotlight.size(), QImage::Format_ARGB32_Premultiplied);
    painted.fill(Qt::transparent);
    spotlight.render(&painted, QPoint(), QRegion(), QWidget::RenderFlags());
    const QRect inside(control->pos(), control->size());
    int drawn = 0, outside = 0;
    for (int y = 0; y < painted.height(); ++y)
        for (int x = 0; x < painted.width(); ++x)
            if (qAlpha(painted.pixel(x, y)) > 0) {
                ++drawn;
                if (!inside.contains(x, y))
                    ++outside;
            }
    EXPECT_GT(drawn, 0);
    EXPECT_EQ(outside, 0) << "the frame is drawn over the widgets around the control";
    spotlight.setActive(false);
}

} // namespace
