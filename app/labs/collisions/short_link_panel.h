#pragma once
// Seed 004's short links: Base62 encode/decode, a live short-link service (normalise, pre-check,
// auto-increment id, Base62 code), normalisation examples, code length against id count, and
// hash-based fixed-length codes against Base62 ids on the same random URLs (in a BackgroundJob).
#include "hashlab/ids/short_link.h"

#include <QWidget>

#include <memory>
#include <nlohmann/json.hpp>

class QLineEdit;
class QLabel;
class QTableWidget;
class QPushButton;
class QGroupBox;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;
class InlineMessage;

class ShortLinkPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kCompareUrls = 100'000;
    explicit ShortLinkPanel(QWidget* parent = nullptr);
    ~ShortLinkPanel() override;

    QLineEdit* encodeInput() const { return m_encodeIn; }
    QLineEdit* decodeInput() const { return m_decodeIn; }
    QLabel* encodeOutput() const { return m_encodeOut; }
    QLabel* decodeOutput() const { return m_decodeOut; }
    QLineEdit* urlInput() const { return m_urlIn; }
    QTableWidget* linksTable() const { return m_links; }
    QTableWidget* compareTable() const { return m_compare; }
    InlineMessage* message() const { return m_message; }
    void waitForResults();

    nlohmann::json saveState() const;
    QString validateState(const nlohmann::json& state) const;
    void loadState(const nlohmann::json& state);

public slots:
    void shorten();

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateEncode();
    void updateDecode();
    void fillStaticTables();
    void retranslate();
    void runComparison();
    QLineEdit *m_encodeIn, *m_decodeIn, *m_urlIn;
    QLabel *m_encodeOut, *m_decodeOut, *m_encodeLabel, *m_decodeLabel, *m_compareNote;
    QPushButton* m_shorten;
    InlineMessage* m_message;
    QTableWidget *m_links, *m_lengths, *m_normal, *m_compare;
    QGroupBox *m_codecBox, *m_serviceBox, *m_theoryBox;
    std::unique_ptr<ids::ShortLinkService> m_service;
    std::vector<std::string> m_shortened; // raw URLs in order, for saveState
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::shared_ptr<std::vector<ids::CodeComparison>> m_pending;
};

} // namespace hashlab::app
