#pragma once
// What a user does in the Bloom lab, shared by its widget tests: set up a new filter with the
// config row, and type a word then press one of the word row's buttons.
#include "hashlab/bloom/filter.h"
#include "labs/bloom/bloom_lab.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

namespace hashlab::app::test {

inline void newFilter(BloomLab& lab, hashlab::bloom::Variant v, int m, int k) {
    lab.variantCombo()->setCurrentIndex(lab.variantCombo()->findData(int(v)));
    lab.mSpin()->setValue(m);
    lab.kSpin()->setValue(k);
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
}

inline void type(BloomLab& lab, const QString& word, QPushButton* button) {
    lab.wordEdit()->clear();
    QTest::keyClicks(lab.wordEdit(), word);
    QTest::mouseClick(button, Qt::LeftButton);
}

} // namespace hashlab::app::test
