#pragma once
// Short links (docs/references.md "Short links"): Base62 encode/decode, a live short-link
// service (normalise, pre-check, auto-increment id, Base62 code), normalisation examples, code
// length against id count, and hash-based fixed-length codes against auto-increment ids on the
// same n random URLs, in the alphabet and at the code lengths the user sets (in a BackgroundJob).
#include "code_spaces.h"

#include "hashlab/collisions/short_link.h"

#include <QWidget>

#include <memory>
#include <nlohmann/json.hpp>

class QLineEdit;
class QLabel;
class QTableWidget;
class QPushButton;
class QGroupBox;
class QUndoStack;

namespace hashlab::app {

class BackgroundJob;
class ProgressPanel;
class InlineMessage;
class CodeSpaceInputs;

class ShortLinkPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kCompareUrls = 100'000; // the table's default n
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
    // n and the hash-code lengths of the comparison table (Base62).
    CodeSpaceInputs* compareInputs() const { return m_compareInputs; }
    void setCompareSpaces(const CodeSpaces& spaces); // shows and reruns; no undo step
    void setUndoStack(QUndoStack* stack) { m_undo = stack; }
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
    std::unique_ptr<collisions::ShortLinkService> m_service;
    std::vector<std::string> m_shortened; // raw URLs in order, for saveState
    BackgroundJob* m_job;
    ProgressPanel* m_progress;
    std::shared_ptr<std::vector<collisions::CodeComparison>> m_pending;
    CodeSpaceInputs* m_compareInputs;
    CodeSpaces m_compareSpaces;
    QUndoStack* m_undo = nullptr;

    // Read by the tests only (tests/app/collisions/collisions_test_access.h).
    friend class ShortLinkPanelTestAccess;
    const CodeSpaces& compareSpaces() const { return m_compareSpaces; }
};

} // namespace hashlab::app
