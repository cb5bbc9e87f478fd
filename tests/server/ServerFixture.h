// SPDX-FileCopyrightText: Remi developers
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the server tests share (issue 38): remi-server as a child process on a free 127.0.0.1 port,
// a plain protocol client that waits for answers, table creation, and the leak check.

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QWebSocket>

#include <map>
#include <optional>

namespace remi::test {

class ServerProcess {
  public:
    ServerProcess(QString folder, QStringList extra = {}) : m_folder(std::move(folder)), m_extra(std::move(extra)) {}
    ~ServerProcess();
    /// Starts remi-server (port 0 the first time, then the same port again); waits until it listens.
    bool start();
    /// kill -9.
    void kill9();
    /// SIGTERM and wait.
    void stop();
    bool running() const { return m_process.state() == QProcess::Running; }
    quint16 port() const { return m_port; }
    QUrl url(const char *scheme = "ws") const;
    QString database() const;
    QString output() const { return m_output; }

  private:
    QString m_folder;
    QStringList m_extra;
    QProcess m_process;
    quint16 m_port = 0;
    QString m_output;
};

/// A protocol client for tests: sends text, waits for the next message or the close.
class Client {
  public:
    explicit Client(const QUrl &url, bool ignoreSsl = false);
    ~Client();
    bool connected() const { return m_open; }
    void send(const QString &text);
    void send(const QJsonObject &message); ///< adds "v": 1 unless present
    /// The next message (waits up to `ms`); nullopt when none came or the connection closed.
    std::optional<QJsonObject> next(int ms = 3000);
    /// The next message of `type`, skipping others.
    std::optional<QJsonObject> nextOf(const QString &type, int ms = 3000);
    /// Waits until the connection is closed (true) or `ms` pass.
    bool waitClosed(int ms = 3000);
    QWebSocket &socket() { return m_socket; }
    QList<QJsonObject> drain(); ///< messages already received
    /// Every text message received so far, as received (for leakFaults).
    const QStringList &received() const { return m_received; }

  private:
    QWebSocket m_socket;
    QList<QString> m_queue;
    QStringList m_received;
    bool m_open = false;
    bool m_closed = false;
};

struct CreatedTable {
    QString code;
    std::map<int, QString> tokens; ///< match seat -> token (human seats)
};

/// Creates a table; "seats" is a list of "human" or a computer level.
std::optional<CreatedTable> createTable(const QUrl &url, const QString &variant, const QStringList &seats,
                                        const QJsonObject &options = {}, int graceSeconds = 60);

/// Options that keep a match short for each variant (one deal, one round, the fewest rounds).
QJsonObject shortMatch(const QString &variant);

/// Replays table `code` from the database and checks every message each match seat received:
/// no card id outside what the seat may know at that (round, step) (docs/PROTOCOL.md "Cards"),
/// and each view's hand equals the seat's hand. Returns the faults found (empty: none); `checked`
/// counts the card ids looked at.
QStringList leakFaults(const QString &database, const QString &code, const std::map<int, QStringList> &received,
                       long long *checked = nullptr);

/// The stored action log of `code` (JSON texts) and whether its match is over.
QList<QByteArray> storedActions(const QString &database, const QString &code, bool *finished = nullptr);

} // namespace remi::test
