// SPDX-License-Identifier: GPL-3.0-or-later
// writeBomFile: the bill of materials as .xlsx (libxlsxwriter) or CSV; see bomfile.h.
#include "export/bomfile.h"

#include "model/catalog.h"
#include "io/filewriter.h"
#include "io/safefile.h"
#include "report/translation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <vector>

namespace cp {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(BomFile)
};

/// One row as written: texts and, where a spreadsheet computes, numbers.
struct Row
{
    QString category, item;
    double quantity = 0;
    QString unit;
    double unitPrice = 0, total = 0;
    bool priced = true; // the reserve has no unit price of its own
};

std::vector<Row> rowsOf(const Report &report, bool internal)
{
    const QStringList categories = costCategoryLabels();
    std::vector<Row> rows;
    for (const ReportBomLine &b : report.bomFor(internal)) {
        Row row{categories.value(int(b.line.category)), b.item, b.line.quantity,
                bomUnitText(b.line), b.line.unitPrice, b.line.subtotal, true};
        if (b.line.item == BomItem::Reserve) {
            row.quantity = 100 * b.line.quantity; // a percentage of the rest
            row.priced = false;
        }
        rows.push_back(row);
    }
    return rows;
}

QStringList header(const Result &r, bool internal)
{
    QStringList h{Tr::tr("Category"), Tr::tr("Item"), Tr::tr("Quantity"), Tr::tr("Unit")};
    const QString currency = QString::fromLatin1(currencyName(r.currency));
    if (internal)
        h << Tr::tr("Unit price (%1)").arg(currency) << Tr::tr("Total (%1)").arg(currency);
    return h;
}

QString totalLabel(const Report &report)
{
    return Tr::tr("Total (%1)").arg(report.costSpan);
}

/// A text cell as a spreadsheet shows it: one that starts like a formula (=, +, -, @) is
/// prefixed with an apostrophe, so that a name such as "=HYPERLINK(...)" is never run.
QString textCell(const QString &s)
{
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    return !s.isEmpty() && formulaStarts.contains(s.front()) ? QLatin1Char('\'') + s : s;
}

QString csvField(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"'))
        && !s.contains(QLatin1Char('\n')))
        return s;
    QString q = s;
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

/// Why `path` was not written, naming it.
QString cannotWrite(const QString &path, const QString &why)
{
    return Tr::tr("cannot write %1: %2").arg(path, why);
}

QString number(double v)
{
    return QString::number(v, 'g', 15);
}

QString writeCsv(const Report &report, const Result &r, bool internal, const QString &path)
{
    QString text;
    auto line = [&](const QStringList &fields) {
        QStringList out;
        for (const QString &f : fields)
            out << csvField(f);
        text += out.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };
    line(header(r, internal));
    for (const Row &row : rowsOf(report, internal)) {
        QStringList fields{textCell(row.category), textCell(row.item), number(row.quantity),
                           textCell(row.unit)};
        if (internal) fields << (row.priced ? number(row.unitPrice) : QString()) << number(row.total);
        line(fields);
    }
    if (internal) line({totalLabel(report), {}, {}, {}, {}, number(r.costTotal)});
    // A byte-order mark, so that spreadsheets read the Chinese as UTF-8.
    if (auto why = writeFileAtomically(path, QByteArray("\xEF\xBB\xBF") + text.toUtf8()))
        return cannotWrite(path, *why);
    return {};
}

QString writeXlsx(const Report &report, const Result &r, bool internal, const QString &path)
{
    // libxlsxwriter writes a named file: a private temporary one, read back and written over
    // the target as every other file is (writeFileAtomically), so that a full disk or a
    // read-only file is refused as it is for CSV and PDF.
    QTemporaryFile temp(QDir::tempPath() + QStringLiteral("/clusterplanner-bom-XXXXXX.xlsx"));
    if (!temp.open()) return cannotWrite(path, fileErrorText(temp, true));
    temp.close();
    const QByteArray tempName = QFile::encodeName(temp.fileName());
    lxw_workbook *book = workbook_new(tempName.constData());
    if (!book) return Tr::tr("cannot write %1: the workbook could not be created").arg(path);
    auto utf8 = [](const QString &s) { return s.toUtf8(); };
    lxw_worksheet *sheet
        = workbook_add_worksheet(book, utf8(Tr::tr("Bill of materials")).constData());
    lxw_format *bold = workbook_add_format(book);
    format_set_bold(bold);
    lxw_format *amount = workbook_add_format(book);
    format_set_num_format(amount, r.currency == Currency::CNY ? "\"¥\"#,##0.00" : "\"$\"#,##0.00");
    lxw_format *boldAmount = workbook_add_format(book);
    format_set_num_format(boldAmount, r.currency == Currency::CNY ? "\"¥\"#,##0.00" : "\"$\"#,##0.00");
    format_set_bold(boldAmount);
    lxw_format *count = workbook_add_format(book);
    format_set_num_format(count, "#,##0.##");
    const QStringList h = header(r, internal);
    for (int c = 0; c < h.size(); ++c)
        worksheet_write_string(sheet, 0, lxw_col_t(c), utf8(h[c]).constData(), bold);
    lxw_row_t at = 1;
    for (const Row &row : rowsOf(report, internal)) {
        worksheet_write_string(sheet, at, 0, utf8(row.category).constData(), nullptr);
        worksheet_write_string(sheet, at, 1, utf8(row.item).constData(), nullptr);
        worksheet_write_number(sheet, at, 2, row.quantity, count);
        worksheet_write_string(sheet, at, 3, utf8(row.unit).constData(), nullptr);
        if (internal) {
            if (row.priced) worksheet_write_number(sheet, at, 4, row.unitPrice, amount);
            worksheet_write_number(sheet, at, 5, row.total, amount);
        }
        ++at;
    }
    if (internal) {
        worksheet_write_string(sheet, at, 0, utf8(totalLabel(report)).constData(), bold);
        worksheet_write_number(sheet, at, 5, r.costTotal, boldAmount);
    }
    worksheet_set_column(sheet, 0, 0, 18, nullptr);
    worksheet_set_column(sheet, 1, 1, 56, nullptr);
    worksheet_set_column(sheet, 2, 3, 14, nullptr);
    worksheet_set_column(sheet, 4, 5, 18, nullptr);
    worksheet_freeze_panes(sheet, 1, 0);
    const lxw_error e = workbook_close(book);
    if (e != LXW_NO_ERROR)
        return cannotWrite(path, QString::fromUtf8(lxw_strerror(e)));
    QByteArray bytes;
    if (auto problem = readInputFile(temp.fileName(), bytes))
        return cannotWrite(path, *problem);
    if (auto why = writeFileAtomically(path, bytes))
        return cannotWrite(path, *why);
    return {};
}

} // namespace

QString writeBomFile(const Report &report, const Result &result, bool internal,
                     const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("xlsx") && suffix != QLatin1String("csv"))
        return Tr::tr("%1: the file must end in .xlsx or .csv").arg(path);
    if (auto problem = outputFileProblem(path))
        return Tr::tr("cannot write %1: it %2").arg(path, *problem);
    if (!QFileInfo(QFileInfo(path).absolutePath()).isDir())
        return Tr::tr("cannot write %1: the folder %2 does not exist")
            .arg(path, QFileInfo(path).absolutePath());
    return suffix == QLatin1String("xlsx") ? writeXlsx(report, result, internal, path)
                                           : writeCsv(report, result, internal, path);
}

} // namespace cp
