// SPDX-License-Identifier: GPL-3.0-or-later
// The proposal's wording: numbers, percentages and money in the proposal's language, the
// names of the project, its scenarios and the catalog's parts, and the words for a pricing,
// and the cost categories of the version printed.
#pragma once

#include "proposaldata.h"

#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace cp::proposal {

QString qs(const std::string &s);

QString money(const Data &d, double v);
QString number(const Data &d, double v, int decimals = 0);
/// A percentage: "12%" in Chinese, which sets the sign against the number; "12 %" in English.
QString percent(const Data &d, double v, int decimals = 0);
/// A training step's time: "14.02 s", and under a second in milliseconds ("46.7 ms"), where
/// two decimals of a second would be off by more than a tolerance on it.
QString stepTimeText(const Data &d, Seconds t);

/// The project's name; a bundled sample's in the proposal's language.
QString projectName(const Data &d);
QString gpuName(const Data &d, const std::string &id);
/// "H100 SXM5 80GB": where the vendor is known and the space is a diagram box.
QString shortGpuName(const Data &d, const std::string &id);
QString fabricName(const Data &d, const std::string &id);
QString storageName(const Data &d, const std::string &id);

/// The cost categories a reader of this version sees (the report's): the customer's merges
/// staff and support with the reserve, under a name made of both.
std::vector<ReportPart> categories(const Data &d);

} // namespace cp::proposal
