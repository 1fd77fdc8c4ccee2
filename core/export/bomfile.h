// SPDX-License-Identifier: GPL-3.0-or-later
// The bill of materials as a file a buyer takes to procurement: an Excel workbook (.xlsx,
// written by libxlsxwriter) or CSV, in the report's language, the same lines as the PDF's
// table for the same version (Report::bomFor).
#pragma once

#include "report/report.h"

#include <QString>

namespace cp {

/// Writes the bill of materials of `report` to `path`: .xlsx or .csv by its suffix. The
/// customer version has the category, the item, its quantity and unit; the internal version
/// adds the unit price and the total of each line, and a total row. Quantities and amounts
/// are numbers a spreadsheet computes with. The file is replaced only when the new one is
/// whole. Returns an error message, empty on success.
QString writeBomFile(const Report &report, const Result &result, bool internal,
                     const QString &path);

} // namespace cp
