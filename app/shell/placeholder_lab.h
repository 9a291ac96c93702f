#pragma once
// Shown for a lab whose issue has not landed yet: it says what the lab will hold, nothing fake.
#include "lab_page.h"

namespace hashlab::app {

class PlaceholderLab : public LabPage {
    Q_OBJECT
public:
    PlaceholderLab(QString id, QString title, QString promise, QWidget* parent = nullptr);
    QString labId() const override { return m_id; }
    QString title() const override { return m_title; }
    nlohmann::json saveState() const override { return nlohmann::json::object(); }
    QString loadState(const nlohmann::json& state) override;

private:
    QString m_id, m_title;
};

} // namespace hashlab::app
