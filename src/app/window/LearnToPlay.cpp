// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LearnToPlay.h"

#include "AppSettings.h"
#include "GameController.h"
#include "Lesson.h"
#include "MainWindow.h"
#include "RoundEndPanel.h"
#include "Tutorial.h"
#include "TutorialBubble.h"
#include "VariantNames.h"

#include "engine/Variants.h"

#include <QAction>
#include <QBoxLayout>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

LearnToPlay::LearnToPlay(MainWindow *window) : QObject(window), m_window(window)
{
    setObjectName(QStringLiteral("learnToPlay"));
    auto *help = window->menuBar()->findChild<QMenu *>(QStringLiteral("helpMenuBarMenu"));
    if (!help) return;
    m_action = new QAction(help);
    m_action->setObjectName(QStringLiteral("learnToPlayAction"));
    // Before the keys: the lesson first, then the rules and keys for later.
    const QList<QAction *> items = help->actions();
    help->insertAction(items.size() > 0 ? items.front() : nullptr, m_action);
    connect(m_action, &QAction::triggered, this, [this] {
        const QString played = m_window->controller()->hasGame()
                                   ? QString::fromStdString(m_window->controller()->round().rules().variant)
                                   : AppSettings::variant();
        choose(m_window, played);
    });
    retranslate();
    window->installEventFilter(this);
}

void LearnToPlay::retranslate()
{
    if (m_action) m_action->setText(tr("&Learn to play…"));
}

bool LearnToPlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange) retranslate();
    return QObject::eventFilter(watched, event);
}

QStringList LearnToPlay::variants()
{
    QStringList out;
    for (const remi::VariantDescriptor &v : remi::variants())
        if (lesson::lessonFor(std::string(v.id))) out << QString::fromStdString(std::string(v.id));
    return out;
}

QStringList LearnToPlay::lessonIds()
{
    QStringList out;
    for (const QString &variant : variants())
        for (const lesson::Lesson &l : lesson::lessons())
            if (l.variant == variant.toStdString()) out << QString::fromStdString(l.id);
    return out;
}

QString LearnToPlay::title(const QString &id)
{
    const lesson::Lesson *l = lesson::lessonById(id.toStdString());
    if (!l) return {};
    return l->title ? QCoreApplication::translate("Lesson", l->title)
                    : VariantNames::title(QString::fromStdString(l->variant));
}

MainWindow *LearnToPlay::open(const QString &lessonId)
{
    if (!lesson::lessonById(lessonId.toStdString())) return nullptr;
    auto *window = new MainWindow;
    window->setObjectName(QStringLiteral("lessonWindow"));
    window->setAttribute(Qt::WA_DeleteOnClose);
    if (!attach(window, lessonId)) {
        delete window;
        return nullptr;
    }
    window->show();
    return window;
}

Tutorial *LearnToPlay::attach(MainWindow *window, const QString &lessonId)
{
    const lesson::Lesson *lesson = lesson::lessonById(lessonId.toStdString());
    if (!lesson) return nullptr;
    window->setKeepsPlace(false);
    auto *tutorial = new Tutorial(window->commands(), window);
    tutorial->setObjectName(QStringLiteral("tutorial"));
    const int stored = AppSettings::tutorialDone(lessonId) ? 0 : AppSettings::tutorialStep(lessonId);
    if (!tutorial->start(*lesson, stored)) {
        delete tutorial;
        return nullptr;
    }
    // The lesson's progress: the step to go on from; done once the round is over.
    connect(tutorial, &Tutorial::stepChanged, window, [tutorial, lessonId](int step) {
        if (!tutorial->lesson()) return;
        AppSettings::setTutorialStep(lessonId, tutorial->isDone() ? 0 : step);
    });
    new TutorialBubble(window, tutorial);
    auto *leave = new QPushButton(tr("Leave the lesson"), window);
    leave->setObjectName(QStringLiteral("leaveLessonButton"));
    leave->setFocusPolicy(Qt::TabFocus);
    leave->setToolTip(tr("Close this window; the lesson goes on from here next time"));
    connect(leave, &QPushButton::clicked, window, &QWidget::close);
    // In the row of buttons under the table (after Undo), so that the status line keeps its room.
    QBoxLayout *row = nullptr;
    if (const auto *undo = window->findChild<QPushButton *>(QStringLiteral("undoButton"));
        undo && window->centralWidget())
        if (auto *column = qobject_cast<QBoxLayout *>(window->centralWidget()->layout()))
            for (int i = 0; i < column->count() && !row; ++i)
                if (auto *sub = qobject_cast<QBoxLayout *>(column->itemAt(i)->layout()); sub && sub->indexOf(undo) >= 0)
                    row = sub;
    if (row) {
        leave->setParent(window->centralWidget());
        row->addWidget(leave);
    } else {
        window->statusBar()->addPermanentWidget(leave);
    }
    // The round's end is the lesson's end: the round's score says "Finish the lesson" (no next round
    // is dealt) and so does the leave button; both close the window.
    connect(tutorial, &Tutorial::done, window, [lessonId, window, leave] {
        AppSettings::setTutorialDone(lessonId, true);
        AppSettings::setTutorialStep(lessonId, 0);
        //: The guided round is over: the button that closes its window.
        const QString finish = tr("Finish the lesson");
        leave->setText(finish);
        leave->setToolTip(tr("Close this window: the lesson is over"));
        if (auto *panel = window->findChild<RoundEndPanel *>()) panel->setFinishText(finish);
    });
    if (auto *panel = window->findChild<RoundEndPanel *>()) {
        connect(panel, &RoundEndPanel::finishRequested, window, &QWidget::close);
        // One "Finish the lesson" on the screen: once the round's score shows its own, the leave
        // button (saying the same) steps aside.
        connect(panel, &RoundEndPanel::shown, leave, [tutorial, leave] {
            if (tutorial->isDone()) leave->hide();
        });
    }
    //: The guided round's window title; %1 is the game ("Remi 51").
    window->setWindowTitle(tr("Learn to play %1").arg(title(lessonId)));
    return tutorial;
}

MainWindow *LearnToPlay::choose(QWidget *parent, const QString &preferred)
{
    // One fixed order (the variants' order, each game's lessons after its main one); the game played
    // is only the one chosen at first.
    const QStringList games = lessonIds();
    if (games.isEmpty()) return nullptr;
    QString chosen = games.front();
    for (const QString &id : games)
        if (const lesson::Lesson *l = lesson::lessonById(id.toStdString());
            l && QString::fromStdString(l->variant) == preferred) {
            chosen = id;
            break;
        }
    if (games.size() > 1) {
        QDialog dialog(parent);
        dialog.setObjectName(QStringLiteral("learnToPlayChooser"));
        dialog.setWindowTitle(tr("Learn to play"));
        auto *layout = new QVBoxLayout(&dialog);
        auto *question = new QLabel(tr("Which game would you like to learn?"), &dialog);
        auto *list = new QComboBox(&dialog);
        list->setObjectName(QStringLiteral("lessonChoice"));
        question->setBuddy(list);
        for (const QString &g : games) list->addItem(title(g), g);
        // What makes the chosen game different: the New Game dialog's line (VariantNames::summary).
        auto *summary = new QLabel(&dialog);
        summary->setObjectName(QStringLiteral("lessonSummary"));
        summary->setWordWrap(true);
        summary->setFixedWidth(summary->fontMetrics().averageCharWidth() * 52);
        const auto showSummary = [list, summary] {
            const lesson::Lesson *l = lesson::lessonById(list->currentData().toString().toStdString());
            const QString line = l ? VariantNames::summary(QString::fromStdString(l->variant)) : QString();
            summary->setText(line);
            summary->setFixedHeight(summary->heightForWidth(summary->width()));
            list->setAccessibleDescription(line);
        };
        connect(list, &QComboBox::currentIndexChanged, summary, showSummary);
        list->setCurrentIndex(static_cast<int>(games.indexOf(chosen)));
        showSummary();
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
        connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        layout->addWidget(question);
        layout->addWidget(list);
        layout->addWidget(summary);
        layout->addWidget(buttons);
        list->setFocus();
        if (dialog.exec() != QDialog::Accepted) return nullptr;
        chosen = list->currentData().toString();
    }
    return open(chosen);
}

bool LearnToPlay::offerOnce(MainWindow *window, const QString &variant, bool firstStart)
{
    if (!firstStart || AppSettings::tutorialOffered() || variants().isEmpty()) return false;
    AppSettings::setTutorialOffered();
    QMessageBox ask(QMessageBox::Question, tr("Learn to play"),
                    tr("New to these games? A guided round shows you how to play, step by step."),
                    QMessageBox::NoButton, window);
    ask.setObjectName(QStringLiteral("learnToPlayOffer"));
    ask.setInformativeText(tr("You can start it later from Help → Learn to play…"));
    QPushButton *learn = ask.addButton(tr("Learn to play"), QMessageBox::AcceptRole);
    ask.setDefaultButton(ask.addButton(tr("Not now"), QMessageBox::RejectRole));
    ask.exec();
    if (ask.clickedButton() == learn) choose(window, variant);
    return true;
}
