// AnalysisPanel: costOverTime() and sensitivity() of the document's plan as two charts, with
// the utilization, horizon and measure the user picks remembered across sessions.
#include "analysispanel.h"

#include "chartutil.h"

#include "format.h"
#include "plandocument.h"
#include "preferences.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBoxLayout>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QSpinBox>
#include <QStackedWidget>
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

constexpr std::array<Pricing, 4> kCloudModes
    = {Pricing::OnDemand, Pricing::Reserved1y, Pricing::Reserved3y, Pricing::Spot};

const std::array<QColor, 5> kModeColors = {
    QColor(0x1f, 0x77, 0xb4), // pay-as-you-go
    QColor(0x94, 0x67, 0xbd), // reserved 1 year
    QColor(0x8c, 0x56, 0x4b), // reserved 3 years
    QColor(0xff, 0x7f, 0x0e), // spot
    QColor(0x2c, 0xa0, 0x2c), // purchase
};

// As in ChartsPanel: every setter re-lays out its chart, so call it only on a change.
using chart::setRange;
using chart::setTitle;

void setAxisTitle(QValueAxis *axis, const QString &title)
{
    if (axis->titleText() != title) axis->setTitleText(title);
}

/// Range [0, top] holding `hi` in about `intervals` nice steps, and its tick count.
struct NiceRange
{
    double top = 1;
    int ticks = 2;
};

NiceRange niceRange(double hi, int intervals)
{
    const double step = chart::niceCeiling(hi / intervals);
    const int n = std::max(1, int(std::ceil(hi / step - 1e-9)));
    return {n * step, n + 1};
}

/// Most room an axis keeps over the nice top of what it shows: enough that a small edit
/// does not make it jump, not so much that an edit undone leaves the curves flattened.
constexpr double kAxisSlack = 1.5;

/// Keeps [0, max] while it holds `hi` with at most kAxisSlack times the room: an axis that
/// jumps on every edit is hard to read.
void setCeilingStable(QValueAxis *axis, double hi)
{
    // Four ticks: a short chart has room for four labels' heights, not six.
    const NiceRange r = niceRange(hi, 3);
    if (axis->min() == 0 && axis->max() >= hi && axis->max() <= kAxisSlack * r.top) return;
    setRange(axis, 0, r.top);
    axis->setTickCount(r.ticks);
    chart::setLabelDecimals(axis, r.top, r.ticks);
}

/// The money unit for an axis up to `hi`: that of the axis' nice top, so that its labels
/// stay short ("-10 … 10 ¥K", not "-10000 … 10000 ¥").
MoneyUnit axisMoneyUnit(double hi, int intervals, Currency currency, const QString &language)
{
    return moneyUnit(niceRange(hi, intervals).top, currency, language);
}

/// The same for a range symmetric around zero (the tornado's base in the middle).
void setSymmetricStable(QValueAxis *axis, double extent)
{
    const NiceRange r = niceRange(extent, 3);
    if (axis->min() == -axis->max() && axis->max() >= extent
        && axis->max() <= kAxisSlack * r.top)
        return;
    setRange(axis, -r.top, r.top);
    axis->setTickCount(2 * r.ticks - 1);
    chart::setLabelDecimals(axis, r.top, r.ticks);
}

QChartView *viewFor(QChart *c)
{
    c->setMargins(QMargins(4, 4, 4, 4));
    // Tick labels with the language's group separators: "12,000", not "12000".
    c->setLocalizeNumbers(true);
    return chart::viewFor(c, QSize(300, 190));
}

void smallLabels(QValueAxis *axis)
{
    QFont labels = axis->labelsFont();
    labels.setPointSizeF(chart::pt(8));
    axis->setLabelsFont(labels);
}

QLocale chartLocale(const QString &language)
{
    return language == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                              : QLocale(QLocale::English, QLocale::UnitedStates);
}

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

/// The purchase curve at a fractional month, linear between whole months as the
/// break-even month itself is.
double interpolate(const std::vector<double> &curve, double month)
{
    if (curve.empty()) return 0;
    const int k = std::clamp(int(std::floor(month)), 0, int(curve.size()) - 1);
    if (k + 1 >= int(curve.size())) return curve[k];
    return curve[k] + (month - k) * (curve[k + 1] - curve[k]);
}

} // namespace

AnalysisPanel::AnalysisPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    m_layout = new QBoxLayout(QBoxLayout::TopToBottom, this);
    m_layout->setContentsMargins(4, 4, 4, 4);
    buildCostChart();
    buildSensitivityChart();

    connect(doc, &PlanDocument::resultChanged, this, &AnalysisPanel::planChanged);
    connect(m_utilization, &QSpinBox::valueChanged, this, [this](int v) {
        preferences::utilizationPercent.set(v);
        m_costStale = true;
        refresh();
    });
    connect(m_horizon, &QSpinBox::valueChanged, this, [this](int v) {
        preferences::horizonMonths.set(v);
        m_costStale = true;
        refresh();
    });
    connect(m_measure, &QComboBox::currentIndexChanged, this, [this] {
        saveMeasure(SwingMetric(m_measure->currentData().toInt()));
        // Only the order and the bars change: the evaluations are the same.
        if (m_sensStale)
            refresh();
        else
            showSensitivity();
    });
    // Nothing is computed until the panel is first shown (showEvent).
}

void AnalysisPanel::buildCostChart()
{
    auto *side = new QWidget;
    auto *box = new QVBoxLayout(side);
    box->setContentsMargins(0, 0, 0, 0);
    auto *controls = new QHBoxLayout;
    m_utilization = new QSpinBox;
    m_utilization->setRange(0, 100);
    m_utilization->setSingleStep(5);
    m_utilization->setSuffix(tr(" %"));
    m_utilization->setKeyboardTracking(false);
    m_utilization->setValue(preferences::utilizationPercent.get());
    m_utilization->setToolTip(
        tr("Fraction of the hours the cluster is busy training. Pay-as-you-go and spot bill "
           "only the busy hours; reserved terms and purchase cost the same either way (a "
           "purchased cluster draws less power when idle)."));
    auto *utilizationLabel = new QLabel(tr("&Utilization:"));
    utilizationLabel->setBuddy(m_utilization);
    utilizationLabel->setToolTip(m_utilization->toolTip());
    m_horizon = new QSpinBox;
    m_horizon->setRange(12, 120);
    m_horizon->setSingleStep(12);
    m_horizon->setSuffix(tr(" months"));
    m_horizon->setKeyboardTracking(false);
    m_horizon->setValue(preferences::horizonMonths.get());
    m_horizon->setToolTip(tr("How many months the cluster is kept, rented or owned."));
    auto *horizonLabel = new QLabel(tr("&Horizon:"));
    horizonLabel->setBuddy(m_horizon);
    controls->addWidget(utilizationLabel);
    controls->addWidget(m_utilization);
    controls->addSpacing(12);
    controls->addWidget(horizonLabel);
    controls->addWidget(m_horizon);
    controls->addStretch(1);
    box->addLayout(controls);

    m_costChart = new QChart;
    // Short names: five legend entries share one row under the chart.
    std::array<QString, 5> names;
    for (Pricing mode : kPricingModes)
        names[std::size_t(mode)] = pricingModeText(mode, PricingWording::Legend);
    m_months = new QValueAxis; // "by month" in the chart's title: a line more for the plot
    m_months->setLabelFormat(QStringLiteral("%.0f"));
    m_months->setTickType(QValueAxis::TicksDynamic);
    m_months->setTickAnchor(0);
    m_months->setRange(0, 60);
    smallLabels(m_months);
    m_money = new QValueAxis;
    m_money->setLabelFormat(QStringLiteral("%.0f"));
    smallLabels(m_money);
    m_costChart->addAxis(m_months, Qt::AlignBottom);
    m_costChart->addAxis(m_money, Qt::AlignLeft);
    for (int i = 0; i < 5; ++i) {
        auto *line = new QLineSeries;
        line->setName(names[i]);
        QPen pen(kModeColors[i]);
        pen.setWidthF(i == int(Pricing::Purchase) ? 3 : 2);
        if (i == int(Pricing::Spot)) pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        m_costChart->addSeries(line);
        line->attachAxis(m_months);
        line->attachAxis(m_money);
        connect(line, &QLineSeries::hovered, this,
                [this, i](const QPointF &at, bool state) { showCostTip(Pricing(i), at, state); });
        m_curves[i] = line;
    }
    // One marker series per cloud mode, in that mode's colour: each holds at most one point,
    // so the series' label format can be the marker's own text.
    for (Pricing mode : kCloudModes) {
        const int i = int(mode);
        auto *marker = new QScatterSeries;
        marker->setMarkerSize(11);
        marker->setColor(kModeColors[i]);
        marker->setBorderColor(kModeColors[int(Pricing::Purchase)].darker(150));
        marker->setPointLabelsColor(kModeColors[i].darker(130));
        QFont f = marker->pointLabelsFont();
        f.setPointSizeF(chart::pt(8));
        f.setBold(true);
        marker->setPointLabelsFont(f);
        marker->setPointLabelsClipping(false);
        m_costChart->addSeries(marker);
        marker->attachAxis(m_months);
        marker->attachAxis(m_money);
        connect(marker, &QScatterSeries::hovered, this, [this, mode](const QPointF &, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const auto &bem = m_cost.curve(mode).breakEvenMonth;
            if (!bem) return;
            const double cost = interpolate(m_cost.curve(Pricing::Purchase).cumulative, *bem);
            QToolTip::showText(QCursor::pos(),
                               tr("Break-even against %1 at month %2: %3 spent either way")
                                   .arg(m_curves[int(mode)]->name(),
                                        QLocale().toString(*bem, 'f', 1),
                                        formatMoney(cost, m_cost.currency, currentLanguage())));
        });
        m_breakEven[i] = marker;
    }
    auto *view = viewFor(m_costChart);
    for (QScatterSeries *marker : m_breakEven)
        if (marker)
            for (QLegendMarker *m : m_costChart->legend()->markers(marker))
                m->setVisible(false);

    m_costMessage = new QLabel;
    m_costMessage->setWordWrap(true);
    m_costMessage->setAlignment(Qt::AlignCenter);
    m_costMessage->setMargin(16);
    m_costStack = new QStackedWidget;
    m_costStack->addWidget(view);
    m_costStack->addWidget(m_costMessage);
    box->addWidget(m_costStack, 1);

    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->addWidget(m_summary);
    m_layout->addWidget(side, 1);
}

void AnalysisPanel::buildSensitivityChart()
{
    auto *side = new QWidget;
    auto *box = new QVBoxLayout(side);
    box->setContentsMargins(0, 0, 0, 0);
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
    box->addLayout(controls);

    m_sensChart = new QChart;
    m_bars = new QHorizontalBarSeries;
    m_low = new QBarSet(tr("Low end of the range"));
    m_high = new QBarSet(tr("High end of the range"));
    m_low->setColor(QColor(0x3b, 0x6e, 0xa8));
    m_high->setColor(QColor(0xe0, 0x8a, 0x00));
    // Two bars per input, both from the base: the ends need not lie on opposite sides (a
    // faster network may change nothing), which stacked bars would misdraw.
    m_bars->append(m_low);
    m_bars->append(m_high);
    m_bars->setBarWidth(0.75);
    m_sensChart->addSeries(m_bars);
    m_inputs = new QBarCategoryAxis;
    m_inputs->setTruncateLabels(false);
    {
        QFont f = m_inputs->labelsFont();
        f.setPointSizeF(chart::pt(8));
        m_inputs->setLabelsFont(f);
    }
    m_sensChart->addAxis(m_inputs, Qt::AlignLeft);
    m_bars->attachAxis(m_inputs);
    m_delta = new QValueAxis;
    m_delta->setLabelFormat(QStringLiteral("%.0f"));
    smallLabels(m_delta);
    m_sensChart->addAxis(m_delta, Qt::AlignBottom);
    m_bars->attachAxis(m_delta);
    connect(m_bars, &QHorizontalBarSeries::hovered, this,
            [this](bool state, int index, QBarSet *) { showBarTip(index, state); });
    auto *view = viewFor(m_sensChart);
    // Five rows, each with its name on a line of its own (Qt drops names that would
    // overlap); the panel scrolls when the dock is shorter.
    view->setMinimumHeight(260);

    m_sensMessage = new QLabel;
    m_sensMessage->setWordWrap(true);
    m_sensMessage->setAlignment(Qt::AlignCenter);
    m_sensMessage->setMargin(16);
    m_sensStack = new QStackedWidget;
    m_sensStack->addWidget(view);
    m_sensStack->addWidget(m_sensMessage);
    box->addWidget(m_sensStack, 1);
    m_layout->addWidget(side, 1);
}

void AnalysisPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void AnalysisPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Side by side in a wide dock, one above the other in a tall one.
    const QSize s = event->size();
    const auto direction
        = s.width() >= s.height() * 1.6 ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_layout->direction() != direction) m_layout->setDirection(direction);
}

void AnalysisPanel::planChanged()
{
    m_costStale = true;
    m_sensStale = true;
    refresh();
}

void AnalysisPanel::refresh()
{
    // A hidden panel (a closed dock, a tab behind another) does no work; showEvent catches up.
    if (!isVisible()) return;
    if (m_costStale) {
        computeCost();
        showCost();
    }
    if (m_sensStale) {
        computeSensitivity();
        showSensitivity();
    }
}

void AnalysisPanel::computeCost()
{
    m_costStale = false;
    m_cost = CostOverTime{};
    if (!m_doc->error().isEmpty()) {
        m_costError = tr("The plan cannot be evaluated, so there is nothing to compare.\n%1")
                          .arg(m_doc->error());
        return;
    }
    if (auto e = costOverTime(m_doc->plan(), m_doc->catalog(), m_utilization->value() / 100.0,
                              m_horizon->value(), m_cost)) {
        m_cost = CostOverTime{};
        m_costError
            = tr("No cloud vs. buy comparison for this plan.\n%1: %2")
                  .arg(QString::fromStdString(e->field), QString::fromStdString(e->message));
        return;
    }
    m_costError.clear();
}

void AnalysisPanel::computeSensitivity()
{
    m_sensStale = false;
    m_sensitivity = Sensitivity{};
    if (!m_doc->error().isEmpty()) {
        m_sensError = tr("The plan cannot be evaluated, so there is no sensitivity to show.\n%1")
                          .arg(m_doc->error());
        return;
    }
    if (auto e = sensitivity(m_doc->plan(), m_doc->catalog(), m_sensitivity)) {
        m_sensitivity = Sensitivity{};
        m_sensError
            = tr("One of the plan's variants cannot be evaluated.\n%1: %2")
                  .arg(QString::fromStdString(e->field), QString::fromStdString(e->message));
        return;
    }
    m_sensError.clear();
}

void AnalysisPanel::showCost()
{
    const QString lang = currentLanguage();
    if (!m_costError.isEmpty()) {
        m_costMessage->setText(m_costError);
        m_costStack->setCurrentWidget(m_costMessage);
        for (QLineSeries *line : m_curves)
            if (line->count() > 0) line->clear();
        for (QScatterSeries *marker : m_breakEven)
            if (marker && marker->count() > 0) marker->clear();
        m_summary->clear();
        m_summary->hide();
        return;
    }
    m_costStack->setCurrentIndex(0);

    double largest = 0;
    for (const CostCurve &c : m_cost.curves)
        for (double v : c.cumulative)
            largest = std::max(largest, v);
    const MoneyUnit unit = axisMoneyUnit(largest * 1.05, 3, m_cost.currency, lang);
    m_moneyScale = unit.scale;
    m_costChart->setLocale(chartLocale(lang));
    for (int i = 0; i < 5; ++i) {
        const std::vector<double> &values = m_cost.curves[i].cumulative;
        QList<QPointF> points;
        points.reserve(qsizetype(values.size()));
        for (std::size_t m = 0; m < values.size(); ++m)
            points.append(QPointF(double(m), values[m] / unit.scale));
        if (m_curves[i]->points() != points) m_curves[i]->replace(points);
    }
    const int months = m_cost.months;
    setRange(m_months, 0, months);
    const double interval = months <= 24 ? 3 : (months <= 48 ? 6 : (months <= 96 ? 12 : 24));
    if (m_months->tickInterval() != interval) m_months->setTickInterval(interval);
    setCeilingStable(m_money, largest / unit.scale * 1.05);
    // The unit in the title: a vertical axis title reads sideways, in Chinese above all.
    setAxisTitle(m_money, QString());
    // One line: every line of text is a line less for the plot and its tick labels.
    setTitle(m_costChart, tr("Cumulative cost by month at %1 % utilization (%2)")
                              .arg(m_utilization->value())
                              .arg(unit.name));

    // Break-even markers on the purchase curve; a label only where it does not run into
    // the previous one (the tooltip has them all).
    const std::vector<double> &purchase = m_cost.curve(Pricing::Purchase).cumulative;
    QList<QPair<double, Pricing>> byMonth;
    for (Pricing mode : kCloudModes)
        if (const auto &bem = m_cost.curve(mode).breakEvenMonth) byMonth.append({*bem, mode});
    std::sort(byMonth.begin(), byMonth.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    double lastLabel = -1e9;
    for (Pricing mode : kCloudModes) {
        QScatterSeries *marker = m_breakEven[int(mode)];
        const auto &bem = m_cost.curve(mode).breakEvenMonth;
        const QList<QPointF> point
            = bem ? QList<QPointF>{QPointF(*bem, interpolate(purchase, *bem) / unit.scale)}
                  : QList<QPointF>{};
        if (marker->points() != point) marker->replace(point);
    }
    for (const auto &[month, mode] : byMonth) {
        QScatterSeries *marker = m_breakEven[int(mode)];
        const bool room = month - lastLabel >= months / 10.0;
        if (room) lastLabel = month;
        const QString text = tr("month %1").arg(int(std::ceil(month - 1e-9)));
        if (marker->pointLabelsFormat() != text) marker->setPointLabelsFormat(text);
        if (marker->pointLabelsVisible() != room) marker->setPointLabelsVisible(room);
    }

    // The summary: whole months, the first whole month from which buying is cheaper.
    QStringList paysOff, never;
    for (Pricing mode : kCloudModes) {
        const QString name = pricingModeText(mode, PricingWording::InSentence);
        const auto &bem = m_cost.curve(mode).breakEvenMonth;
        if (!bem)
            never << name;
        else if (*bem <= 0)
            paysOff << tr("from the start against %1").arg(name);
        else
            paysOff << tr("after %n month(s) against %1", nullptr, int(std::ceil(*bem - 1e-9)))
                           .arg(name);
    }
    // Clauses and names are listed with their own separators ("，" and "、" in Chinese).
    const auto list
        = [](const QStringList &items, const QString &separator, const QString &lastTwo) {
              if (items.size() <= 1) return items.value(0);
              return lastTwo.arg(items.mid(0, items.size() - 1).join(separator), items.last());
          };
    const QString clauses = list(paysOff, tr(", ", "between break-even clauses"),
                                 tr("%1 and %2", "the last two break-even clauses"));
    const QString modes = list(never, tr(", ", "between pricing modes"),
                               tr("%1 and %2", "the last two pricing modes"));
    QString summary;
    if (never.isEmpty())
        summary = tr("Buying pays off %1.").arg(clauses);
    else if (paysOff.isEmpty())
        summary = tr("Buying does not pay off within %n month(s) against any cloud mode.", nullptr,
                     months);
    else
        summary = tr("Buying pays off %1; never within %n month(s) against %2.", nullptr, months)
                      .arg(clauses, modes);
    m_summary->setText(tidyChineseSpacing(summary));
    m_summary->show();
}

void AnalysisPanel::showSensitivity()
{
    const QString lang = currentLanguage();
    const auto measure = SwingMetric(m_measure->currentData().toInt());
    QString message = m_sensError;
    if (message.isEmpty() && measure == SwingMetric::Cost && !(m_sensitivity.base.cost > 0))
        message = tr("This plan has no cost estimate (no price list has a price for its GPU). "
                     "Choose training time to see what moves it.");
    if (!message.isEmpty()) {
        m_sensMessage->setText(message);
        m_sensStack->setCurrentWidget(m_sensMessage);
        m_rowOrder.clear();
        if (m_low->count() > 0) m_low->remove(0, m_low->count());
        if (m_high->count() > 0) m_high->remove(0, m_high->count());
        if (!m_inputs->categories().isEmpty()) m_inputs->clear();
        return;
    }
    m_sensStack->setCurrentIndex(0);

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
        const MoneyUnit unit = axisMoneyUnit(largest * 1.1, 3, s.currency, lang);
        m_deltaScale = unit.scale;
        unitName = unit.name;
    } else if (s.base.time.value() >= 2 * 86400.0) {
        m_deltaScale = 86400;
        unitName = tr("days");
    } else {
        m_deltaScale = 3600;
        unitName = tr("hours");
    }
    m_sensChart->setLocale(chartLocale(lang));

    QStringList categories;
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
            range = down == up ? QStringLiteral("±%1%2").arg(up).arg(pc)
                               : QStringLiteral("−%1%3/+%2%3").arg(down).arg(up).arg(pc);
        }
        QString label
            = tr("%1 %2", "an input and its planning range").arg(inputName(r.input), range);
        // An empty row is an answer too (a single node does not use the network): say so.
        if (delta(r.low) == 0 && delta(r.high) == 0) label = tr("%1 (no effect)").arg(label);
        // A bar too short to see (a reservation bills the same whatever the dataset): said
        // in words, so the empty row does not read as missing.
        else if (std::max(std::abs(delta(r.low)), std::abs(delta(r.high))) < 0.01 * widest)
            label = tr("%1 (little effect)").arg(label);
        categories << label;
        lows << delta(r.low) / m_deltaScale;
        highs << delta(r.high) / m_deltaScale;
    }
    if (m_inputs->categories() != categories) m_inputs->setCategories(categories);
    for (auto [set, values] : {std::pair{m_low, &lows}, std::pair{m_high, &highs}}) {
        if (set->count() != values->size()) {
            set->remove(0, set->count());
            set->append(*values);
        } else {
            for (int k = 0; k < values->size(); ++k)
                if (set->at(k) != values->at(k)) set->replace(k, values->at(k));
        }
    }
    setSymmetricStable(m_delta, largest / m_deltaScale * 1.1);
    // The unit in the title, not under the axis: the five rows need the height.
    setAxisTitle(m_delta, QString());
    // Joined text in Chinese keeps no space between two ideographs ("万美元的变化").
    setTitle(m_sensChart,
             tidyChineseSpacing(cost ? tr("Change in the total cost from its base of %1 (%2)")
                                           .arg(formatMoney(s.base.cost, s.currency, lang),
                                                unitName)
                                     : tr("Change in the training time from its base of %1 (%2)")
                                           .arg(formatDuration(s.base.time, lang), unitName)));
}

QString AnalysisPanel::inputName(SensitivityInput input)
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
        return tr("Trial runs");
    }
    return {};
}

void AnalysisPanel::showCostTip(Pricing pricing, const QPointF &at, bool state)
{
    const std::vector<double> &values = m_cost.curve(pricing).cumulative;
    if (!state || values.empty()) {
        QToolTip::hideText();
        return;
    }
    const int month = std::clamp(int(std::lround(at.x())), 0, int(values.size()) - 1);
    QToolTip::showText(QCursor::pos(),
                       tr("%1, month %2: %3")
                           .arg(m_curves[int(pricing)]->name())
                           .arg(month)
                           .arg(formatMoney(values[month], m_cost.currency, currentLanguage())));
}

void AnalysisPanel::showBarTip(int category, bool state)
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

QList<QPointF> AnalysisPanel::costPoints(Pricing pricing) const
{
    QList<QPointF> points = m_curves[int(pricing)]->points();
    for (QPointF &p : points)
        p.setY(p.y() * m_moneyScale);
    return points;
}

QList<QPair<Pricing, QPointF>> AnalysisPanel::breakEvenPoints() const
{
    QList<QPair<Pricing, QPointF>> out;
    for (Pricing mode : kCloudModes)
        for (const QPointF &p : m_breakEven[int(mode)]->points())
            out.append({mode, QPointF(p.x(), p.y() * m_moneyScale)});
    return out;
}

QString AnalysisPanel::summaryText() const
{
    return m_summary->text();
}

QString AnalysisPanel::costMessage() const
{
    return m_costStack->currentWidget() == m_costMessage ? m_costMessage->text() : QString();
}

QList<SensitivityInput> AnalysisPanel::sensitivityOrder() const
{
    QList<SensitivityInput> out;
    for (auto it = m_rowOrder.crbegin(); it != m_rowOrder.crend(); ++it)
        out.append(m_sensitivity.rows[*it].input);
    return out;
}

QStringList AnalysisPanel::sensitivityCategories() const
{
    const QStringList bottomUp = m_inputs->categories();
    return QStringList(bottomUp.crbegin(), bottomUp.crend());
}

QList<QPair<double, double>> AnalysisPanel::sensitivityDeltas() const
{
    QList<QPair<double, double>> out;
    for (int k = m_low->count() - 1; k >= 0; --k)
        out.append({m_low->at(k) * m_deltaScale, m_high->at(k) * m_deltaScale});
    return out;
}

QString AnalysisPanel::sensitivityMessage() const
{
    return m_sensStack->currentWidget() == m_sensMessage ? m_sensMessage->text() : QString();
}

} // namespace cp::ui
