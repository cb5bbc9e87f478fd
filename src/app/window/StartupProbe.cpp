// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#include "StartupProbe.h"

#include "GameController.h"
#include "MainWindow.h"
#include "TableView.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QTimer>
#include <cstdio>
#if defined(Q_OS_UNIX)
#include <sys/resource.h>
#endif

namespace {

QElapsedTimer &mainClock()
{
    static QElapsedTimer timer;
    return timer;
}

/// Value in kB of `key` ("VmRSS") in /proc/self/status; 0 when unavailable.
long statusKb(const char *key)
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return 0;
    const QByteArray prefix = QByteArray(key) + ':';
    for (const QByteArray &line : file.readAll().split('\n'))
        if (line.startsWith(prefix)) return line.mid(prefix.size()).trimmed().split(' ').value(0).toLong();
    return 0;
}

/// CPU time (user + system) of this process so far in ms; -1 where unknown.
long long cpuMs()
{
#if defined(Q_OS_UNIX)
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0) return -1;
    const auto ms = [](const timeval &t) { return static_cast<long long>(t.tv_sec) * 1000 + t.tv_usec / 1000; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
#else
    return -1;
#endif
}

class Probe : public QObject {
  public:
    Probe(MainWindow *window, int turns)
        : QObject(window), m_window(window), m_turns(turns), m_beforeShowMs(mainClock().elapsed())
    {
        window->view()->viewport()->installEventFilter(this);
        QTimer::singleShot(60000, this, [] {
            std::fputs("measure-startup: timed out\n", stderr);
            QCoreApplication::exit(1);
        });
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_startupMs < 0 && m_window->controller()->hasGame()) {
            // The paint happens after this filter returns: take the time once it is done.
            m_startupMs = 0;
            QTimer::singleShot(0, this, [this] { painted(); });
        }
        return QObject::eventFilter(watched, event);
    }

  private:
    void painted()
    {
        m_startupMs = mainClock().elapsed();
        m_cpuMs = cpuMs();
        m_paintEpochMs = QDateTime::currentMSecsSinceEpoch();
        GameController *controller = m_window->controller();
        controller->setComputerDelay(0);
        m_seat = controller->round().currentSeat();
        connect(controller, &GameController::stateChanged, this,
                [this] { QTimer::singleShot(0, this, [this] { step(); }); });
        step();
    }

    void step()
    {
        GameController *controller = m_window->controller();
        if (m_done) return;
        const remi::Round &round = controller->round();
        if (round.currentSeat() != m_seat) {
            m_seat = round.currentSeat();
            ++m_played;
        }
        if (m_played >= m_turns || round.isOver()) {
            finish();
            return;
        }
        if (!controller->isHumanTurn()) return; // the computer players run on the controller's timer
        const int seat = controller->humanSeat();
        controller->act(remi::Action::draw(seat, remi::DrawSource::Stock), false);
        const std::vector<remi::Card> hand = controller->round().hand(seat);
        for (const remi::Card &card : hand)
            if (controller->act(remi::Action::discard(seat, card.id), false) == remi::Reason::Ok) return;
    }

    void finish()
    {
        m_done = true;
        std::printf("startup_ms=%lld before_show_ms=%lld cpu_ms=%lld paint_epoch_ms=%lld turns=%d vmrss_kb=%ld "
                    "vmhwm_kb=%ld\n",
                    static_cast<long long>(m_startupMs), static_cast<long long>(m_beforeShowMs), m_cpuMs,
                    static_cast<long long>(m_paintEpochMs), m_played, statusKb("VmRSS"), statusKb("VmHWM"));
        std::fflush(stdout);
        QCoreApplication::exit(0);
    }

    MainWindow *m_window;
    int m_turns;
    qint64 m_beforeShowMs;
    long long m_cpuMs = -1;
    qint64 m_startupMs = -1;
    qint64 m_paintEpochMs = 0;
    int m_seat = -1;
    int m_played = 0;
    bool m_done = false;
};

} // namespace

namespace StartupProbe {

void markMainStart()
{
    mainClock().start();
}

void install(MainWindow *window, int turns)
{
    new Probe(window, turns);
}

} // namespace StartupProbe
