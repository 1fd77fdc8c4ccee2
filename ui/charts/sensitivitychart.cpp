// SPDX-License-Identifier: GPL-3.0-or-later
// SensitivityChart: sensitivity() of the document's plan as a tornado chart, with the
// measure the user picks remembered across sessions.
#include "charts/sensitivitychart.h"

#include "charts/chartutil.h"

#include "report/format.h"
#include "report/report.h"
#include "document/plandocument.h"
#include "document/preferences.h"
#include "style/style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBoxLayout>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace cp::ui {

namespace {

SwingMetric savedMeasure()
{
    return preferences::sensitivityMeasure.get() == QLatin1String("time") ? SwingMetric::Time
                                                                          : SwingMetric::Cost;
}

void saveMeasure(SwingMetric m)
{
    preferences::sensitivityMeasure.set(m == SwingMetric::Time ? QStringLiteral("time")
                                                               : QStringLiteral("cost"));
}

// As in ChartsPanel: every setter re-lays out its chart, so call it only on a change.
using chart::setAxisTitle;
using chart::setWrappedTitle;

QString signedMoney(double delta, Currency currency, const QString &language)
{
    return (delta > 0 ? QStringLiteral("+") : QString()) + formatMoney(delta, currency, language);
}

QString signedDuration(double seconds, const QString &language)
{
    const QString sign
        = seconds > 0 ? QStringLiteral("+") : (seconds < 0 ? QStringLiteral("-") : QString());
    return sign + formatDuration(Seconds(std::abs(seconds)), language);
}

} // namespace

SensitivityChart::SensitivityChart(PlanDocument *doc, QWidget *parent)
    : AnalysisChart(doc, parent)
{
    auto *controls = new QHBoxLayout;
    m_measure = new QComboBox;
    m_measure->addItem(tr("Total cost"), int(SwingMetric::Cost));
    m_measure->addItem(tr("Training time"), int(SwingMetric::Time));
    m_measure->setCurrentIndex(m_measure->findData(int(savedMeasure())));
    m_measure->setToolTip(tr("What the bars show: how far each input, at the ends of its "
                             "planning range, moves the total cost or the training time."));
    auto *measureLabel = new QLabel(tr("&Sensitivity of:"));
    measureLabel->setBuddy(m_measure);
    controls->addWidget(measureLabel);
    controls->addWidget(m_measure);
    controls->addStretch(1);
    m_box->addLayout(controls);

    m_chart = chart::newChart();
    m_bars = new QHorizontalBarSeries;
    m_low = new QBarSet(tr("Low end"));
    m_high = new QBarSet(tr("High end"));
    m_low->setColor(colour::bar());
    m_high->setColor(colour::higher());
    // Two bars per input, both from the base: the ends need not lie on opposite sides (a
    // faster network may change nothing), which stacked bars would misdraw.
    m_bars->append(m_low);
    m_bars->append(m_high);
    m_bars->setBarWidth(0.75);
    m_chart->addSeries(m_bars);
    m_inputs = new QBarCategoryAxis;
    m_inputs->setTruncateLabels(false);
    {
        QFont f = m_inputs->labelsFont();
        f.setPointSizeF(chart::pt(8));
        m_inputs->setLabelsFont(f);
    }
    m_chart->addAxis(m_inputs, Qt::AlignLeft);
    m_bars->attachAxis(m_inputs);
    m_delta = new QValueAxis;
    m_delta->setLabelFormat(QStringLiteral("%.0f"));
    chart::smallLabels(m_delta);
    m_chart->addAxis(m_delta, Qt::AlignBottom);
    m_bars->attachAxis(m_delta);
    connect(m_bars, &QHorizontalBarSeries::hovered, this,
            [this](bool state, int index, QBarSet *) { showBarTip(index, state); });
    auto *view = viewFor(m_chart, chart::Edges::Crisp);
    view->setAccessibleName(tr("Sensitivity"));
    // The key to the two colours under the title: at the foot of a chart below the cost
    // curves it was under the fold on a 1366 x 768 laptop, the bars unexplained.
    chart::keepLegendWhole(m_chart, Qt::AlignTop);
    // Five rows, each with its name on a line of its own (Qt drops names that would
    // overlap); the panel scrolls when the dock is shorter.
    view->setMinimumHeight(260);
    m_view = view;
    connect(m_chart, &QChart::geometryChanged, this, [this] { placeNames(); });
    addView(view);

    connect(m_measure, &QComboBox::currentIndexChanged, this, [this] {
        saveMeasure(SwingMetric(m_measure->currentData().toInt()));
        // Only the order and the bars change: the evaluations are the same.
        if (!isUpToDate())
            refresh();
        else
            showSensitivity();
    });
}

void SensitivityChart::recompute()
{
    computeSensitivity();
    showSensitivity();
}

void SensitivityChart::computeSensitivity()
{
    m_sensitivity = Sensitivity{};
    if (!m_doc->error().isEmpty()) {
        m_error = tr("The plan cannot be evaluated, so there is no sensitivity to show.\n%1")
                          .arg(m_doc->error());
        return;
    }
    if (auto e = m_doc->sensitivity(m_sensitivity)) {
        m_sensitivity = Sensitivity{};
        m_error
            = tr("One of the plan's variants cannot be evaluated.\n%1: %2")
                  .arg(QString::fromStdString(e->field), QString::fromStdString(e->message));
        return;
    }
    m_error.clear();
}

void SensitivityChart::showSensitivity()
{
    const QString lang = currentLanguage();
    const auto measure = SwingMetric(m_measure->currentData().toInt());
    QString message = m_error;
    if (message.isEmpty() && measure == SwingMetric::Cost && !(m_sensitivity.base.cost > 0))
        message = tr("This plan has no cost estimate (no price list has a price for its GPU). "
                     "Choose training time to see what moves it.");
    if (!message.isEmpty()) {
        showMessage(message);
        m_rowOrder.clear();
        if (m_low->count() > 0) m_low->remove(0, m_low->count());
        if (m_high->count() > 0) m_high->remove(0, m_high->count());
        if (!m_inputs->categories().isEmpty()) m_inputs->clear();
        return;
    }
    showChart();

    const Sensitivity &s = m_sensitivity;
    const bool cost = measure == SwingMetric::Cost;
    const auto delta = [&](const SensitivityOutcome &o) {
        return cost ? o.cost - s.base.cost : (o.time - s.base.time).value();
    };
    const auto swing
        = [&](const SensitivityRow &r) { return cost ? r.costSwing : r.timeSwing.value(); };
    // Largest swing on top; ties in the order of the inputs.
    QList<int> order;
    for (int i = 0; i < int(s.rows.size()); ++i)
        order.append(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const double sa = swing(s.rows[a]), sb = swing(s.rows[b]);
        if (sa != sb) return sa > sb;
        return int(s.rows[a].input) < int(s.rows[b].input);
    });
    std::reverse(order.begin(), order.end()); // the category axis counts from the bottom
    m_rowOrder = order;

    double largest = 0;
    for (const SensitivityRow &r : s.rows)
        largest = std::max({largest, std::abs(delta(r.low)), std::abs(delta(r.high))});
    QString unitName;
    if (cost) {
        const MoneyUnit unit = chart::axisMoneyUnit(largest * 1.1, 3, s.currency, lang);
        m_deltaScale = unit.scale;
        unitName = unit.name;
    } else if (largest >= 2 * 86400.0) {
        // In days where the changes run to days: a two-week base whose inputs move it by
        // hours read "-1.0 ... 1.0 days".
        m_deltaScale = 86400;
        unitName = tr("days");
    } else {
        m_deltaScale = 3600;
        unitName = tr("hours");
    }
    m_chart->setLocale(chart::locale(lang));

    QStringList categories, heads;
    QList<qreal> lows, highs;
    double widest = 0;
    for (int i : order)
        widest = std::max({widest, std::abs(delta(s.rows[i].low)), std::abs(delta(s.rows[i].high))});
    for (int i : order) {
        const SensitivityRow &r = s.rows[i];
        QString range;
        // Chinese sets "%" against the number and joins a range with "～": "10%～30%".
        const bool zh = lang == QLatin1String("zh_CN");
        const QString pc = zh ? QStringLiteral("%") : QStringLiteral(" %");
        if (r.input == SensitivityInput::ExperimentAllowance) {
            range = (zh ? QStringLiteral("%1%3～%2%3") : QStringLiteral("%1–%2%3"))
                        .arg(qRound(r.lowSetting * 100))
                        .arg(qRound(r.highSetting * 100))
                        .arg(pc);
        } else {
            const int down = qRound((1 - r.lowSetting) * 100);
            const int up = qRound((r.highSetting - 1) * 100);
            // One side only where the other rounds to nothing: "+79 %", never "-0 %/+79 %".
            // The minus as the axis under the bars writes it (and the proposal its ranges):
            // "−25%" above "-750" read as two signs.
            range = down == up  ? QStringLiteral("±%1%2").arg(up).arg(pc)
                    : down == 0 ? QStringLiteral("+%1%2").arg(up).arg(pc)
                    : up == 0   ? QStringLiteral("-%1%2").arg(down).arg(pc)
                                : QStringLiteral("-%1%3/+%2%3").arg(down).arg(up).arg(pc);
        }
        QString label
            = tr("%1 %2", "an input and its planning range").arg(inputName(r.input), range);
        // An empty row is an answer too, and the network's says why: a single node does not
        // use it, or the node's own links bound the exchange (docs/model.md, "What bounds
        // the gradient exchange"). The reason takes the range's place, which moves nothing:
        // beside it the label ran past the chart's edge in a narrow column.
        const bool small
            = std::max(std::abs(delta(r.low)), std::abs(delta(r.high))) < 0.01 * widest;
        // A trial run measured what the GPU's efficiency would move: "little effect" read
        // as a claim about the model, not about the trial.
        if (r.input == SensitivityInput::GemmEfficiency && s.calibrated && small)
            label = tr("%1 (calibrated by the trial run)", "an input without effect: why")
                        .arg(inputName(r.input));
        else if (delta(r.low) == 0 && delta(r.high) == 0)
            label
                = r.input == SensitivityInput::NetworkBandwidth && s.nodes <= 1
                      ? tr("%1 (one node)", "an input without effect: why").arg(inputName(r.input))
                  : r.input == SensitivityInput::NetworkBandwidth
                          && s.gradientLink == Result::ExchangeLink::InsideNode
                      ? tr("%1 (%2-bound)", "an input without effect: the link that bounds")
                            .arg(inputName(r.input), intraNodeLinkName(s.intraKind))
                      : tr("%1 (no effect)").arg(label);
        // A bar too short to see (a reservation bills the same whatever the dataset): said
        // in words, so the empty row does not read as missing.
        else if (small)
            label = tr("%1 (little effect)").arg(label);
        categories << label;
        heads << inputName(r.input);
        lows << delta(r.low) / m_deltaScale;
        highs << delta(r.high) / m_deltaScale;
    }
    m_names = categories;
    m_heads = heads;
    placeNames();
    for (auto [set, values] : {std::pair{m_low, &lows}, std::pair{m_high, &highs}}) {
        if (set->count() != values->size()) {
            set->remove(0, set->count());
            set->append(*values);
        } else {
            for (int k = 0; k < values->size(); ++k)
                if (set->at(k) != values->at(k)) set->replace(k, values->at(k));
        }
    }
    chart::setSymmetricStable(m_delta, largest / m_deltaScale * 1.1);
    // The unit in the title, not under the axis: the five rows need the height.
    setAxisTitle(m_delta, QString());
    // Joined text in Chinese keeps no space between two ideographs ("万美元的变化").
    setWrappedTitle(
        m_chart,
        tidyChineseSpacing(cost ? tr("Change in the total cost from its base of %1 (%2)")
                                      .arg(formatMoney(s.base.cost, s.currency, lang), unitName)
                                : tr("Change in the training time from its base of %1 (%2)")
                                      .arg(formatDuration(s.base.time, lang), unitName)));
}

QString SensitivityChart::inputName(SensitivityInput input)
{
    switch (input) {
    case SensitivityInput::GpuPrice:
        return tr("GPU price");
    case SensitivityInput::GemmEfficiency:
        return tr("GEMM efficiency");
    case SensitivityInput::DatasetSize:
        return tr("Dataset size");
    case SensitivityInput::NetworkBandwidth:
        return tr("Network"); // short: the row's label needs its room left of the bars
    case SensitivityInput::ExperimentAllowance:
        return tr("Trial and error");
    }
    return {};
}

void SensitivityChart::placeNames()
{
    // In a narrow chart (a column at 200 %) an input's name and its range on one line ran
    // past the chart's left edge: there each row's name stands above its range, and the
    // chart grows so that every row keeps the height of its two lines (Qt drops a name
    // taller than its row).
    const QFont font = m_inputs->labelsFont();
    const QFontMetricsF fm(font);
    double widest = 0;
    for (const QString &name : std::as_const(m_names))
        widest = std::max(widest, fm.horizontalAdvance(name));
    // Two lines where the names on one line do not fit left of the plot as Qt laid it out;
    // back to one only once the chart is well wider, so that the two do not alternate.
    const double room = m_chart->plotArea().left() - m_chart->margins().left();
    const bool twoLines = !m_names.isEmpty()
                          && (m_twoLines ? m_chart->size().width() < 3.5 * widest
                                         : m_chart->plotArea().isValid() && room < widest + 2);
    m_twoLines = twoLines;
    QStringList shown = m_names;
    if (twoLines)
        for (int i = 0; i < shown.size() && i < m_heads.size(); ++i)
            if (shown[i].startsWith(m_heads[i]))
                shown[i] = m_heads[i] + QStringLiteral("<br>")
                           + shown[i].mid(m_heads[i].size()).trimmed();
    if (m_inputs->categories() != shown) m_inputs->setCategories(shown);
    // Each row two lines of the tallest script the names use, over the chart's own title,
    // key and axis.
    const int least
        = twoLines ? int(std::ceil(130 + m_names.size() * 2 * fm.lineSpacing() * 1.5)) : 260;
    if (m_view && m_view->minimumHeight() != least) m_view->setMinimumHeight(least);
}

void SensitivityChart::showBarTip(int category, bool state)
{
    if (!state || category < 0 || category >= m_rowOrder.size()) {
        QToolTip::hideText();
        return;
    }
    const QString lang = currentLanguage();
    const Sensitivity &s = m_sensitivity;
    const SensitivityRow &r = s.rows[m_rowOrder[category]];
    const bool cost = SwingMetric(m_measure->currentData().toInt()) == SwingMetric::Cost;
    const auto setting = [&](double v) {
        return r.input == SensitivityInput::ExperimentAllowance
                   ? formatPercent(v * 100, lang)
                   : QStringLiteral("×%1").arg(QLocale().toString(v, 'f', 2));
    };
    const auto value = [&](const SensitivityOutcome &o) {
        return cost ? formatMoney(o.cost, s.currency, lang) : formatDuration(o.time, lang);
    };
    const auto change = [&](const SensitivityOutcome &o) {
        return cost ? signedMoney(o.cost - s.base.cost, s.currency, lang)
                    : signedDuration((o.time - s.base.time).value(), lang);
    };
    const QString name = inputName(r.input);
    const QStringList lines = {
        tr("%1 at %2: %3 (%4)").arg(name, setting(r.lowSetting), value(r.low), change(r.low)),
        tr("%1 as planned (%2): %3").arg(name, setting(r.baseSetting), value(s.base)),
        tr("%1 at %2: %3 (%4)").arg(name, setting(r.highSetting), value(r.high), change(r.high)),
    };
    QToolTip::showText(QCursor::pos(), lines.join(QLatin1Char('\n')));
}

QList<SensitivityInput> SensitivityChart::order() const
{
    QList<SensitivityInput> out;
    for (auto it = m_rowOrder.crbegin(); it != m_rowOrder.crend(); ++it)
        out.append(m_sensitivity.rows[*it].input);
    return out;
}

QStringList SensitivityChart::categories() const
{
    const QStringList bottomUp = m_inputs->categories();
    return QStringList(bottomUp.crbegin(), bottomUp.crend());
}

QList<QPair<double, double>> SensitivityChart::deltas() const
{
    QList<QPair<double, double>> out;
    for (int k = m_low->count() - 1; k >= 0; --k)
        out.append({m_low->at(k) * m_deltaScale, m_high->at(k) * m_deltaScale});
    return out;
}

} // namespace cp::ui
