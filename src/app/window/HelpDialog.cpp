// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "HelpDialog.h"
#include "KeyText.h"
#include "ScreenFit.h"

#include "HelpPages.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPalette>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace {
/// The browser of the help pages: a page (also one reached by a link) is loaded through
/// HelpPages::html(), which fills in the options table and the option names in the UI language.
class HelpBrowser : public QTextBrowser {
  public:
    using QTextBrowser::QTextBrowser;

  protected:
    QVariant loadResource(int type, const QUrl &name) override
    {
        if (type == QTextDocument::HtmlResource) {
            const QString html = HelpPages::html(name);
            if (!html.isEmpty()) return html;
        }
        return QTextBrowser::loadResource(type, name);
    }
};
} // namespace

HelpDialog::HelpDialog(QWidget *parent)
    : QDialog(parent), m_browser(new HelpBrowser(this)), m_back(new QPushButton(this)), m_rules(new QPushButton(this)),
      m_keys(new QPushButton(this)), m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("helpDialog"));
    m_browser->setObjectName(QStringLiteral("helpBrowser"));
    m_browser->setOpenLinks(true);
    m_browser->setOpenExternalLinks(true);
    // A caret: the arrows move it line by line and screen readers read each line; Tab
    // still goes from link to link and Enter follows one.
    m_browser->setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
    // The pages are dark ink on the cream page colour (QPalette::Base); the application's link
    // colour is a pale gold meant for the dark window: here links take a dark blue (contrast about
    // 7:1 on the page; tst_help linksReadOnThePage).
    QPalette page = m_browser->palette();
    page.setColor(QPalette::Link, QColor(20, 80, 160));
    page.setColor(QPalette::LinkVisited, QColor(100, 50, 140));
    m_browser->setPalette(page);
    m_back->setObjectName(QStringLiteral("helpBack"));
    m_rules->setObjectName(QStringLiteral("helpRules"));
    m_keys->setObjectName(QStringLiteral("helpKeys"));
    m_close->setObjectName(QStringLiteral("helpClose"));
    m_back->setEnabled(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addWidget(m_rules);
    buttons->addWidget(m_keys);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);

    connect(m_back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QPushButton::setEnabled);
    connect(m_rules, &QPushButton::clicked, this, [this] { showPage(m_rulesPage); });
    connect(m_keys, &QPushButton::clicked, this, [this] { showPage(HelpPages::keysPage()); });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_browser, &QTextBrowser::sourceChanged, this, &HelpDialog::onSourceChanged);

    retranslate();
    ScreenFit::resize(this, QSize(760, 640));
}

void HelpDialog::showPage(const QString &page)
{
    m_page = HelpPages::pageForVariant(page);
    if (m_page != HelpPages::keysPage()) m_rulesPage = m_page;
    load();
    show();
    raise();
    activateWindow();
}

void HelpDialog::load()
{
    m_language = HelpPages::currentLanguage();
    const QUrl url = HelpPages::url(m_page, m_language);
    if (m_browser->source() != url) m_browser->setSource(url);
    setWindowTitle(tr("Remi help — %1").arg(m_browser->documentTitle()));
}

void HelpDialog::onSourceChanged(const QUrl &url)
{
    // Links between pages: remember the page, so that a language change reloads it.
    const QString page = HelpPages::pageOf(url);
    if (!page.isEmpty()) m_page = page;
    setWindowTitle(tr("Remi help — %1").arg(m_browser->documentTitle()));
}

void HelpDialog::retranslate()
{
    m_back->setText(tr("&Back"));
    m_rules->setText(tr("&Rules"));
    m_rules->setToolTip(tr("Rules of the current game (F1)"));
    m_keys->setText(tr("&Keys"));
    m_keys->setToolTip(KeyText::native(tr("The key list (Ctrl+F1)")));
    m_close->setText(tr("&Close"));
}

void HelpDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!m_page.isEmpty()) {
            load();
            m_browser->clearHistory(); // Back would lead to the old language
        }
    }
    QDialog::changeEvent(event);
}
