#pragma once
// A probing lab on screen, driven as a user does: typing into fields, clicking Insert and Apply,
// choosing a preset. Shared by the probing lab's widget tests.
#include "labs/tables/config_panel.h"
#include "labs/tables/formula_field.h"
#include "labs/tables/operations_panel.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_model.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include <gtest/gtest.h>

#include <cstdint>

namespace hashlab::app::test {

struct ProbingPage {
    ProbingLab lab;
    ProbingPage() {
        lab.resize(1400, 900);
        lab.show();
        QCoreApplication::processEvents();
    }
    void typeInto(QLineEdit* edit, const QString& text) {
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
    }
    void insert(const QString& key) {
        typeInto(lab.operations()->keyEdit(), key);
        QTest::mouseClick(lab.operations()->insertButton(), Qt::LeftButton);
    }
    // Double hashing with CLRS's h2 on the current m (7), empty.
    void clrsTable() {
        typeInto(lab.configPanel()->h1Field(), QStringLiteral("k % m"));
        typeInto(lab.configPanel()->h2Field(), QStringLiteral("1 + k % (m - 1)"));
        QTest::mouseClick(lab.configPanel()->applyButton(), Qt::LeftButton);
    }
    void choosePreset(const char* id) {
        QComboBox* box = lab.configPanel()->presetBox();
        const int index = box->findData(QString::fromLatin1(id));
        ASSERT_GE(index, 0) << id;
        box->setCurrentIndex(index);
        emit box->activated(index);
    }
    QString occupiedText(std::uint64_t n) const {
        return QStringLiteral("%1 of %2 slots occupied").arg(n).arg(lab.model()->table().size());
    }
};

} // namespace hashlab::app::test
