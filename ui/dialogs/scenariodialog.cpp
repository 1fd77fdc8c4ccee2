// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDialog: each scenario evaluated by the planner exactly as the canvas would; a
// scenario that cannot be evaluated shows its error in its column.
#include "dialogs/scenariodialog.h"
#include "style/screenfit.h"

#include "charts/chartutil.h"
#include "style/style.h"
#include "report/format.h"
#include "report/spantext.h"
#include "document/plandocument.h"
#include "report/projectreport.h"
#include "report/report.h"
#include "report/translation.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QMap>
#include <QTableWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace cp::ui {

namespace {

QChartView *barChart()
{
    QChart *bars = chart::newChart();
    bars->legend()->hide();
    // Tick labels with the language's group separators: "1,500", not "1500".
    bars->setLocalizeNumbers(true);
    bars->setMargins(QMargins(4, 4, 4, 4));
    auto *view = new QChartView(bars);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(200);
    return view;
}

/// The bar names as given, before wrapBarNames breaks them into lines.
constexpr const char *kPlainNames = "cpPlainNames";

/// Each bar's name on two lines where the chart has the height for them, broken after its
/// comma first ("256 × H100，" over "按需实例"): at 200 % one line was elided to "256 ×
/// H100，按…" in every row. One line (elided) in a chart too short for two.
void wrapBarNames(QChartView *view)
{
    QBarCategoryAxis *axis = nullptr;
    for (QAbstractAxis *a : view->chart()->axes(Qt::Vertical))
        if ((axis = qobject_cast<QBarCategoryAxis *>(a))) break;
    if (!axis) return;
    const QStringList plain = axis->property(kPlainNames).toStringList();
    if (plain.isEmpty()) return;
    const QFontMetricsF metrics(axis->labelsFont());
    // Each bar's height of the plot, which the names' lines do not change.
    const double perBar = view->chart()->plotArea().height() / std::max<qsizetype>(1, plain.size());
    const bool twoLines = perBar >= 2.6 * metrics.height();
    // Qt Charts gives the names about 40 % of the chart's width and elides past it.
    const qreal room = std::max<qreal>(100, view->chart()->size().width() * 0.36);
    QStringList shown;
    for (const QString &name : plain) {
        QStringList lines;
        if (twoLines && metrics.horizontalAdvance(name) > room) {
            static const QRegularExpression afterComma(QStringLiteral("(?<=，)|(?<=, )"));
            for (const QString &part : name.split(afterComma, Qt::SkipEmptyParts))
                lines << wrappedText(part.trimmed(), axis->labelsFont(), room).split(u'\n');
        }
        if (lines.size() != 2) lines = QStringList{name}; // two lines or one, elided
        for (QString &line : lines)
            line = line.toHtmlEscaped();
        shown << lines.join(QStringLiteral("<br>"));
    }
    if (axis->categories() != shown) axis->setCategories(shown);
}

/// One horizontal bar per scenario, the active one named first in the tooltip, each with
/// its figure as the table writes it at its end (`texts`, top to bottom).
void fillBars(QChartView *view, chart::EndLabels &ends, const QString &title,
              const QStringList &names, const QList<double> &values, const QStringList &texts,
              const QString &unit)
{
    QChart *chart = view->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *a : chart->axes()) {
        chart->removeAxis(a); // hands the axis back to us
        delete a;
    }
    chart->setTitle(title);
    chart->setLocale(currentLanguage() == QLatin1String("zh_CN")
                         ? QLocale(QLocale::Chinese, QLocale::China)
                         : QLocale(QLocale::English, QLocale::UnitedStates));
    // Bars run bottom-up: reversed, the first scenario is on top, as in the table.
    const double top = values.isEmpty() ? 1 : *std::max_element(values.begin(), values.end());
    auto *set = new QBarSet(title);
    for (auto v = values.crbegin(); v != values.crend(); ++v)
        set->append(*v);
    set->setLabelColor(colour::ink());
    QStringList reversed(names.crbegin(), names.crend());
    auto *series = new QHorizontalBarSeries;
    series->append(set);
    series->setLabelsVisible(false); // drawn by `ends`, as the table writes them
    chart->addSeries(series);
    auto *names_ = new QBarCategoryAxis;
    names_->setProperty(kPlainNames, reversed);
    for (QString &n : reversed)
        n = n.toHtmlEscaped(); // Qt lays the names out as rich text
    names_->append(reversed);
    chart->addAxis(names_, Qt::AlignLeft);
    series->attachAxis(names_);
    ends.attach(chart, set);
    ends.setTexts(texts);
    auto *x = new QValueAxis;
    // Room on the right of the longest bar for its figure.
    x->setRange(0,
                top > 0 ? std::max(top * 1.25, chart::roomForLabel(chart, top, ends.widest())) : 1);
    x->applyNiceNumbers();
    // Four labels at most, on whole steps of the nice ones: each bar's figure is written at
    // its end, at 200 % six thousands ran into each other ("1,0002,0003,000"), and three
    // ticks on 0-15 read "0.0 / 7.5 / 15.0".
    const int intervals = std::max(1, x->tickCount() - 1);
    int every = 1;
    while (intervals / every > 3 || intervals % every != 0)
        ++every;
    x->setTickCount(intervals / every + 1);
    chart::setLabelDecimals(x, x->max(), x->tickCount()); // never "1e+03"
    x->setTitleText(unit);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    ends.place();
}

} // namespace

ScenarioDialog::ScenarioDialog(PlanDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
{
    setWindowTitle(tr("Compare scenarios"));
    auto *layout = new QVBoxLayout(this);
    auto *hint = m_hint = new QLabel(
        tr("Every scenario of the project, evaluated as the canvas would. Double-click a "
           "column to show that scenario on the canvas."));
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_table = new QTableWidget;
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    keepHeadersWrapped(m_table);
    // A scroll bar coming or going narrows the stretched columns: their rows again.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this,
            &ScenarioDialog::fitTableLater);
    layout->addWidget(m_table, 3);
    m_charts = new QWidget;
    auto *charts = new QHBoxLayout(m_charts);
    charts->setContentsMargins(0, 0, 0, 0);
    m_time = barChart();
    m_cost = barChart();
    connect(m_time->chart(), &QChart::plotAreaChanged, this, [this] { m_timeLabels.place(); });
    connect(m_cost->chart(), &QChart::plotAreaChanged, this, [this] { m_costLabels.place(); });
    // No taller a least height than the room a laptop at 200 % has: the charts' own hint
    // made the dialog grow past the screen when they were shown in the table's place.
    for (QChartView *v : {m_time, m_cost})
        v->setMinimumHeight(kLeastChartsHeight / 2);
    charts->addWidget(m_time);
    charts->addWidget(m_cost);
    layout->addWidget(m_charts, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *show = buttons->addButton(tr("Show on canvas"), QDialogButtonBox::ActionRole);
    show->setToolTip(tr("Put the selected scenario on the canvas to edit it."));
    connect(show, &QPushButton::clicked, this, [this] {
        const QList<QTableWidgetSelectionRange> sel = m_table->selectedRanges();
        if (!sel.isEmpty()) m_doc->setActiveScenario(sel.first().leftColumn());
    });
    connect(m_table->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this,
            [this](int column) { m_doc->setActiveScenario(column); });
    connect(m_table, &QTableWidget::cellDoubleClicked, this,
            [this](int, int column) { m_doc->setActiveScenario(column); });
    // On a laptop at 200 % the charts gave the table their room and could not be reached:
    // this button shows them in its place, and the table again.
    m_chartsButton = buttons->addButton(tr("Show charts"), QDialogButtonBox::ActionRole);
    m_chartsButton->setCheckable(true);
    m_chartsButton->setToolTip(tr("The dialog is too short for the table and the charts "
                                  "together: show the charts in the table's place, or the "
                                  "table again."));
    connect(m_chartsButton, &QPushButton::toggled, this, [this](bool charts) {
        m_chartsButton->setText(charts ? tr("Show table") : tr("Show charts"));
        // The dialog keeps its size: the charts take the table's place, not more room.
        const QSize before = size();
        arrange();
        this->layout()->activate();
        resize(before);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Every scenario is evaluated again on a change: only while someone looks.
    auto changed = [this] {
        if (isVisible())
            refresh();
        else
            m_stale = true;
    };
    connect(doc, &PlanDocument::resultChanged, this, changed);
    connect(doc, &PlanDocument::scenariosChanged, this, changed);
    // As large as the screen allows (up to 1200 x 900): every row of the table without
    // scrolling on a laptop, and the charts below it.
    resizeWithinScreen(this, QSize(1200, 900));
    refresh();
}

ScenarioDialog::~ScenarioDialog()
{
    // Hidden as QDialog goes, the table resizes its columns: not into a dialog half gone.
    m_table->horizontalHeader()->disconnect(this);
}

void ScenarioDialog::resizeEvent(QResizeEvent *e)
{
    QDialog::resizeEvent(e);
    arrange();
}

void ScenarioDialog::arrange()
{
    const bool tall = height() >= kShortDialogHeight;
    m_chartsButton->setVisible(!tall);
    m_charts->setVisible(tall || m_chartsButton->isChecked());
    m_table->setVisible(tall || !m_chartsButton->isChecked());
    m_hint->setVisible(m_table->isVisible()); // "double-click a column" needs the table
    // Once the table has its new size: its wrapped cells' rows measured at the columns'
    // final widths (the stretched columns settle over several passes, and a row measured
    // on the way read one line of two).
    fitTableLater();
}

void ScenarioDialog::fitTableLater()
{
    if (m_fitQueued) return;
    m_fitQueued = true;
    QMetaObject::invokeMethod(this, &ScenarioDialog::fitTable, Qt::QueuedConnection);
}

void ScenarioDialog::fitTable()
{
    m_fitQueued = false;
    m_table->resizeRowsToContents();
    // Every row in view where the dialog has room for it beside the charts' least height:
    // at 3:2, the Chinese table of the 70B sample hid its last row (the main risk) below a
    // scroll bar on a 1366 x 768 laptop. A scroll bar that the new height brings or takes
    // resizes the stretched columns, and their rows are measured again (fitTableLater).
    const int rows = m_table->horizontalHeader()->height() + m_table->verticalHeader()->length()
                     + 2 * m_table->frameWidth() + 2;
    const int charts = m_charts->isVisible() ? kLeastChartsHeight : 0;
    const int others
        = height() - m_table->height() - (m_charts->isVisible() ? m_charts->height() : 0);
    m_table->setMinimumHeight(std::clamp(height() - others - charts, 0, rows));
    // No taller than its rows beside the charts: an empty band below the last row read as
    // a row left blank; the charts take the rest.
    m_table->setMaximumHeight(m_charts->isVisible() ? std::max(rows, m_table->minimumHeight())
                                                    : QWIDGETSIZE_MAX);
    // The charts have their height once the table has its own.
    QMetaObject::invokeMethod(
        this,
        [this] {
            wrapBarNames(m_time);
            wrapBarNames(m_cost);
        },
        Qt::QueuedConnection);
}

void ScenarioDialog::showEvent(QShowEvent *e)
{
    if (m_stale) refresh();
    QDialog::showEvent(e);
}

void ScenarioDialog::refresh()
{
    m_stale = false;
    const Project &project = m_doc->project();
    const Catalog &catalog = m_doc->catalog();
    const QString lang = currentLanguage();
    const ProjectReport &report = m_doc->projectReport();
    const QStringList rows
        = {tr("Accelerator"),    tr("GPUs"),          tr("Inter-node network"),
           tr("Memory per GPU"), tr("Training time"), tr("Total cost"),
           tr("Cost covers"),    tr("Cost per month"), tr("Pricing"),
           tr("Budget and deadline"), tr("Main risk")};
    const int n = int(project.scenarios.size());
    m_table->clear();
    m_table->setRowCount(int(rows.size()));
    m_table->setColumnCount(n);
    m_table->setVerticalHeaderLabels(rows);
    QStringList names;
    QList<double> days, money;
    QStringList dayTexts, moneyTexts; // as the table writes them
    std::optional<Result> first; // the first scenario that evaluates: whose span others match
    bool spansDiffer = false;
    bool leadTimes = false; // a scenario waits for its cluster: the time bars start at the order
    // The times and costs of a row in one unit, as the proposal's comparison writes them.
    FiguresAmong among;
    for (const ScenarioReport &s : report.scenarios)
        if (!s.error) among.add(s.result);
    for (int c = 0; c < n; ++c) {
        const Plan &plan = project.scenarios[std::size_t(c)].plan;
        const QString name = m_doc->scenarioName(c);
        names << name;
        // The mark on a line of its own: the name takes the column's width already.
        auto *header = new QTableWidgetItem(
            c == project.active ? tr("%1\n(on canvas)", "a column header").arg(name) : name);
        header->setToolTip(name);
        if (c == project.active) {
            QFont f = header->font();
            f.setBold(true);
            header->setFont(f);
        }
        m_table->setHorizontalHeaderItem(c, header);
        auto set = [&](int row, const QString &text) {
            // Figures stay whole in a wrapped cell ("超出 500 万美⏎元的预算").
            auto *item = new QTableWidgetItem(keepFiguresWhole(text));
            item->setToolTip(text);
            m_table->setItem(row, c, item);
        };
        // The scenario as the project's report has it: the figures the status bar, the
        // proposal and the CLI print for it.
        const ScenarioReport &evaluated = report.scenarios[std::size_t(c)];
        const Result &r = evaluated.result;
        const Report &rep = evaluated.report;
        if (const auto &e = evaluated.error) {
            set(0, tr("Cannot be evaluated: %1: %2")
                       .arg(QString::fromStdString(e->field), QString::fromStdString(e->message)));
            days << 0;
            money << 0;
            dayTexts << QString();
            moneyTexts << QString();
            continue;
        }
        const Accelerator *a = r.cluster.gpu;
        set(0, a ? catalogName(a->name) : QString::fromStdString(plan.gpu));
        set(1, clusterShapeText(r.cluster));
        set(2, r.cluster.nodes > 1 && r.cluster.fabric ? catalogName(r.cluster.fabric->name)
                                                       : tr("single node"));
        set(3, tr("%1, %2", "memory per GPU, whether it fits")
                   .arg(rep.memoryPerGpu.value, rep.memoryPerGpu.note));
        const ReportFigure time = timeAmong(r, among.time, lang);
        const ReportFigure cost = costAmong(r, among.cost, lang);
        set(4, withLikelyRange(time.value, time.range));
        set(5, withLikelyRange(cost.value, cost.range));
        // What each total covers: a job's weeks, a reservation's term, or the years owned.
        // Each fact once: the span, what the job takes of it, the job's own share.
        QStringList covers{costSpanShortText(r, lang)};
        if (const QString use = costSpanUseText(r, lang); !use.isEmpty()) covers << use;
        if (r.span.kind != CostSpanKind::Job)
            covers << tr("the job's own share: %1")
                          .arg(formatMoney(r.span.jobCost, r.currency, lang));
        set(6, covers.join(QLatin1Char('\n')));
        // A bill within one month is its own monthly figure, as the proposal writes it:
        // "—" here beside the proposal's "$1,882, all within one month" read as two answers.
        set(7, rep.monthlyCost.value.isEmpty()
                   ? tr("%1, all within one month").arg(rep.totalCost.value)
                   : rep.monthlyCost.value);
        QString pricing = rep.pricing;
        if (!rep.assumedPrice.isEmpty()) pricing += QLatin1Char('\n') + rep.assumedPrice;
        set(8, pricing);
        if (!first)
            first = r;
        else if (!sameCostSpan(*first, r))
            spansDiffer = true;
        QStringList limits;
        if (plan.budget > 0)
            limits << (r.costTotal > plan.budget      ? tr("over budget")
                       : r.costRange[1] > plan.budget ? tr("within budget at the estimate")
                                                      : tr("within budget"));
        if (plan.deadlineDays > 0)
            limits << (meetsDeadline(plan, r) ? tr("meets the deadline")
                                              : tr("misses the deadline"));
        set(9, limits.isEmpty()
                   ? tr("none set")
                   : limits.join(lang == QLatin1String("zh_CN") ? QStringLiteral("，")
                                                                : QStringLiteral(", ")));
        // Every error and warning, gravest first: the gravest alone left "misses the
        // deadline" above without its reason.
        // Without one, what the plan's notes say (an uncalibrated part): "no risks found"
        // stood beside the findings panel's note on the same plan.
        QStringList risks;
        for (const ReportFinding &f : rep.mainRisks())
            risks << f.message;
        set(10,
            risks.isEmpty() ? tr("No bottlenecks or risks found.") : risks.join(QLatin1Char('\n')));
        // A purchase's delivery comes before its run: the bar is the time from the order, so
        // that 84 days of delivery and 51 of training never draw as long as a 51-day rental.
        const double lead = std::max(0.0, plan.leadTimeDays);
        leadTimes = leadTimes || lead > 0;
        days << lead + r.totalTime.value() / 86400.0;
        dayTexts << (lead > 0 ? tr("%1 delivery + %2", "the time from the order: delivery, then "
                                                       "the training run")
                                    .arg(formatDuration(Seconds(lead * 86400.0), lang), time.value)
                              : time.value);
        moneyTexts << cost.value;
        // Charted in the shown scenario's currency, so bars of a CNY and a USD plan compare.
        const double rate = plan.cnyPerUsd > 0 ? plan.cnyPerUsd : catalog.cnyPerUsd;
        money << convertMoney(r.costTotal, r.currency, project.plan().currency, rate);
    }
    // Totals over different spans do not compare: a day's cloud run beside three years of
    // owned hardware. Then the per-month figures are what the chart sets side by side.
    if (spansDiffer) {
        m_table->setVerticalHeaderItem(
            // On two lines: the row names' column is as wide as its widest name, and this
            // one on one line took a third of a small screen's table from the scenarios.
            7, new QTableWidgetItem(tr("Cost per month\n(the spans differ)")));
    }
    // In the unit the table's times read in ("23 小时" over an axis of hours, not 0.96 days).
    const double longest = days.isEmpty() ? 0 : *std::max_element(days.begin(), days.end());
    const double timeUnit = durationUnitSeconds(longest * 86400.0) / 86400.0;
    for (double &d : days)
        d /= timeUnit;
    fillBars(m_time, m_timeLabels, leadTimes ? tr("Time from the order") : tr("Training time"),
             names, days, dayTexts,
             timeUnit >= 1        ? tr("days")
             : timeUnit * 24 >= 1 ? tr("hours")
                                  : tr("minutes"));
    // Money in the unit the table's figures read in (万美元, $M), as every money axis. Each
    // total, over its own span where the spans differ (the title says so), as the proposal
    // draws them: a month's share drew the 70B sample's purchase, $24.5M and over budget,
    // as the shortest bar, the cheapest way to a reader's eye.
    QList<double> &bars = money;
    const double top = bars.isEmpty() ? 0 : *std::max_element(bars.begin(), bars.end());
    const MoneyUnit unit = moneyUnit(top, project.plan().currency, lang);
    for (double &m : bars)
        m /= unit.scale;
    fillBars(m_cost, m_costLabels,
             spansDiffer ? tr("Total cost, each over its own span") : tr("Total cost"), names, bars,
             moneyTexts, unit.name);
    wrapHeaders(m_table);
    fitTableLater();
}

} // namespace cp::ui
