// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the tests that drive the app's widgets: a home of the test's own (so a
// run never reads or writes the user's settings, recent files or recovery files) and a main
// window on its own document, opened on a bundled sample.
#pragma once

#include "model/catalog.h"
#include "mainwindow.h"
#include "document/plandocument.h"
#include "report/translation.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace cp::test {

/// A home directory of the test's own: settings, application data and recovery files go
/// there. ctest may run two languages of one suite at once, so each run makes its own.
class IsolatedHome
{
public:
    IsolatedHome()
    {
        qputenv("XDG_DATA_HOME", QFile::encodeName(filePath(QStringLiteral("data"))));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(filePath(QStringLiteral("config"))));
        QCoreApplication::setOrganizationName(QStringLiteral("ClusterPlanner"));
        QCoreApplication::setApplicationName(QStringLiteral("ClusterPlanner"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           filePath(QStringLiteral("config")));
    }
    bool isValid() const { return m_dir.isValid(); }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

/// The language a suite runs in: "en", or what CP_TEST_LANGUAGE names (ctest runs the GUI
/// suites once more in Chinese).
inline QString testLanguage()
{
    return qEnvironmentVariable("CP_TEST_LANGUAGE", QStringLiteral("en"));
}

/// A main window on a document of its own, shown, as the app opens it.
class AppWindow
{
public:
    AppWindow()
        : m_doc(new ui::PlanDocument(builtinCatalog()))
        , m_win(new ui::MainWindow(m_doc))
    {
        m_win->show();
    }
    ~AppWindow()
    {
        // Unsaved work is dropped without a question: the window closes as a test ends.
        if (m_doc->isModified()) m_doc->undoStack()->setClean();
        delete m_win;
        delete m_doc;
    }
    AppWindow(const AppWindow &) = delete;
    AppWindow &operator=(const AppWindow &) = delete;

    ui::PlanDocument *document() const { return m_doc; }
    ui::MainWindow *window() const { return m_win; }

private:
    ui::PlanDocument *m_doc;
    ui::MainWindow *m_win;
};

} // namespace cp::test
