// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The rules help window: a QTextBrowser showing one help page (HelpPages) in the UI language,
// with the links between the pages. Follows language changes (QEvent::LanguageChange): the
// page shown is reloaded in the new language and the buttons are retranslated.

#include <QDialog>

class QPushButton;
class QTextBrowser;
class QUrl;

class HelpDialog : public QDialog {
    Q_OBJECT
  public:
    explicit HelpDialog(QWidget *parent = nullptr);

    /// Shows `page` ("rami", "keys", …; see HelpPages::pages()) in the current UI language and
    /// brings the window to the front. An unknown page shows the key list.
    void showPage(const QString &page);
    /// The page shown now (also after following a link).
    QString page() const { return m_page; }
    /// The help folder the page was loaded from ("en", "sr", "sr_Latn", "ru").
    QString language() const { return m_language; }
    QTextBrowser *browser() const { return m_browser; }

  protected:
    void changeEvent(QEvent *event) override;

  private:
    void load();
    void retranslate();
    void onSourceChanged(const QUrl &url);

    QTextBrowser *m_browser;
    QPushButton *m_back;
    QPushButton *m_rules;
    QPushButton *m_keys;
    QPushButton *m_close;
    QString m_page;
    QString m_language;
    /// The variant page the dialog was last opened with (the "Rules" button).
    QString m_rulesPage = QStringLiteral("remi51");
};
