#pragma once
// New game: variant preset and number of players (seat 0 human, the others computer).

#include <QDialog>

class QComboBox;
class QSpinBox;

class NewGameDialog : public QDialog {
    Q_OBJECT
  public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    QString variant() const;
    int players() const;
    void setVariant(const QString &variant, int players);

  private:
    void updatePlayerRange();

    QComboBox *m_variant;
    QSpinBox *m_players;
};
