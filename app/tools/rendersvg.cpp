// SPDX-License-Identifier: GPL-3.0-or-later
// Build tool: renders an SVG icon to a square PNG of the given size, for the icon theme's
// fixed-size folders (hicolor/NxN/apps), so that the PNGs never drift from the SVG.
//   cp-render-svg IN.svg SIZE OUT.png
#include <QGuiApplication>
#include <QImage>
#include <QImageReader>

#include <cstdio>

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QGuiApplication::arguments();
    bool ok = false;
    const int size = args.size() == 4 ? args[2].toInt(&ok) : 0;
    if (!ok || size < 1 || size > 4096) {
        std::fprintf(stderr, "usage: cp-render-svg IN.svg SIZE OUT.png\n");
        return 2;
    }
    QImageReader reader(args[1]);
    reader.setScaledSize(QSize(size, size));
    const QImage image = reader.read();
    if (image.isNull()) {
        std::fprintf(stderr, "cp-render-svg: %s: %s\n", qPrintable(args[1]),
                     qPrintable(reader.errorString()));
        return 1;
    }
    if (!image.save(args[3], "PNG")) {
        std::fprintf(stderr, "cp-render-svg: cannot write %s\n", qPrintable(args[3]));
        return 1;
    }
    return 0;
}
