// SPDX-License-Identifier: GPL-3.0-or-later
// RecommendDialog: the search runs on a QThread (the recommender itself uses two worker
// threads); progress and the result come back to the UI thread through queued calls. The
// dialog never blocks: closing it cancels the search and waits only for the current
// configuration to finish.
#include "dialogs/recommenddialog.h"
#include "style/mnemonics.h"
#include "style/screenfit.h"

#include "report/findingtext.h"
#include "report/format.h"
#include "report/spantext.h"
#include "document/plandocument.h"
#include "engine/networklayout.h"
#include "report/report.h"
#include "report/translation.h"

#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QProgressBar>
#include <QSplitter>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QScrollBar>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>

namespace cp::ui {

namespace {
/// A tier's cost with its likely range, how it is paid, the term it covers where that is
/// not the job itself (whose time the row's time column states, in the same rounding) and,
/// where the catalog only assumes the GPU's price, a word saying so.
QString costCell(const Result &r, Pricing pricing, double among, const QString &lang)
{
    // Every tier's cost in one style, as a column reads.
    const ReportFigure cost = costAmong(r, among, lang);
    QString cell = withLikelyRange(cost.value, cost.range);
    cell += QLatin1Char('\n') + pricingModeText(pricing);
    if (r.span.kind != CostSpanKind::Job)
        cell += QStringLiteral(" · ") + costSpanShortText(r, lang);
    if (r.priceAssumed) cell += QLatin1Char('\n') + assumedPriceText(r);
    return cell;
}
} // namespace

namespace {

bool priced(const Catalog &catalog, const std::string &gpu)
{
    for (const PriceList &l : catalog.priceLists)
        if (l.gpus.count(gpu)) return true;
    return false;
}

} // namespace

RecommendDialog::RecommendDialog(PlanDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
{
    setWindowTitle(tr("Recommend a configuration"));
    auto *layout = new QVBoxLayout(this);
    // What the search may use above, its results below, the two parted by a splitter: on a
    // short screen (a laptop at 200 %) the limits fold away once there are results to read.
    m_split = new QSplitter(Qt::Vertical);
    auto *limits = new QWidget;
    auto *limitsLayout = new QVBoxLayout(limits);
    limitsLayout->setContentsMargins(0, 0, 0, 0);
    m_constraints = new QLabel;
    m_constraints->setWordWrap(true);
    limitsLayout->addWidget(m_constraints);
    limitsLayout->addLayout(buildConstraints());
    m_split->addWidget(limits);
    auto *results = new QWidget;
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    m_split->addWidget(results);
    m_split->setCollapsible(1, false);
    m_split->setStretchFactor(1, 1);
    layout->addWidget(m_split, 1);

    auto *run = new QHBoxLayout;
    m_search = new QPushButton(tr("&Search"));
    m_search->setDefault(true);
    m_search->setToolTip(tr("Evaluate every accelerator, node template, node count, fabric and "
                            "parallel layout; deterministic, so the same inputs give the same "
                            "answer."));
    m_cancel = new QPushButton(tr("Cancel search"));
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    // The limits, folded away on a short screen, come back with one click as well as with
    // the splitter's handle (a thin bar a customer's eyes pass over).
    m_showLimits = new QPushButton(tr("Show &limits"));
    m_showLimits->setToolTip(tr("The search's limits fold away on a short screen to leave "
                                "room for the tiers; this shows or hides them."));
    m_showLimits->hide();
    // A toggle: shown, the limits leave the tiers a row or two, and fold away again.
    connect(m_showLimits, &QPushButton::clicked, this, [this] {
        m_limitsShown = limitsHeight() == 0;
        showLimits(m_limitsShown);
    });
    connect(m_split, &QSplitter::splitterMoved, this, [this] {
        m_limitsShown = m_split->sizes().constFirst() > 0;
        updateLimitsButton();
    });
    run->addWidget(m_search);
    run->addWidget(m_cancel);
    run->addWidget(m_showLimits);
    run->addWidget(m_progress, 1);
    resultsLayout->addLayout(run);
    connect(m_search, &QPushButton::clicked, this, &RecommendDialog::search);
    connect(m_cancel, &QPushButton::clicked, this, &RecommendDialog::cancel);

    m_status = new QLabel;
    m_status->setWordWrap(true);
    resultsLayout->addWidget(m_status);
    m_table = new QTableWidget(0, 6);
    // By the pixel: at 200 % a tier's row is taller than the table, and scrolling by rows
    // jumped past the last lines of its risks.
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setHorizontalHeaderLabels({tr("Tier"), tr("Configuration"), tr("Training time"),
                                        tr("Cost"), tr("Why this one"), tr("Main risk")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView *h = m_table->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::Interactive);
    h->setSectionResizeMode(4, QHeaderView::Stretch);
    h->setSectionResizeMode(5, QHeaderView::Stretch);
    // In digits of the dialog's font, so a larger font or 200 % keeps the proportions:
    // the cost cell holds a total, its likely range and the pricing on three lines (at
    // 110 px it took eight).
    // A digit's width (a Chinese font's average character is an ideograph, twice as wide).
    fitColumns();
    keepHeadersWrapped(m_table);
    // Wrapped cells grow with the text when a column is resized.
    connect(h, &QHeaderView::sectionResized, m_table, &QTableWidget::resizeRowsToContents);
    resultsLayout->addWidget(m_table, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_apply = buttons->addButton(tr("&Apply to canvas"), QDialogButtonBox::ActionRole);
    m_apply->setToolTip(tr("Replace the scenario on the canvas by the selected tier, drawn in "
                           "the standard layout. Undo (Ctrl+Z) brings the old one back."));
    m_addScenario = buttons->addButton(tr("Add as sce&nario"), QDialogButtonBox::ActionRole);
    m_addScenario->setToolTip(
        tr("Keep the scenario on the canvas and add the selected tier as a new one to compare."));
    m_apply->setEnabled(false);
    m_addScenario->setEnabled(false);
    connect(m_apply, &QPushButton::clicked, this, [this] { applyTier(m_table->currentRow()); });
    connect(m_addScenario, &QPushButton::clicked, this,
            [this] { addTierAsScenario(m_table->currentRow()); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const bool any
            = m_table->currentRow() >= 0 && m_table->currentRow() < int(m_rec.tiers.size());
        m_apply->setEnabled(any && !running());
        m_addScenario->setEnabled(any && !running());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    auto describe = [this] {
        const Plan &p = m_doc->plan();
        const QString lang = currentLanguage();
        // Parts the market does not offer with this pricing are not searched: hidden here.
        for (int i = 0; i < m_gpus->count(); ++i) {
            QListWidgetItem *item = m_gpus->item(i);
            const Accelerator *a
                = m_doc->catalog().accelerator(item->data(Qt::UserRole).toString().toStdString());
            item->setHidden(a && !a->offeredIn(m_doc->info().market, p.pricing));
        }
        // A reservation a tier would leave mostly idle is priced the cheaper way (each tier
        // states its pricing); times hold the trial-run allowance, as everywhere.
        const bool reserved = p.pricing == Pricing::Reserved1y || p.pricing == Pricing::Reserved3y;
        m_constraints->setText(
            tr("For the workload on the canvas, priced as %1, in the %4 market; budget %2, "
               "deadline %3. Change these in the Workload panel and the project details.")
                .arg(pricingModeText(p.pricing),
                     p.budget > 0 ? formatMoney(p.budget, p.currency, lang) : tr("none"),
                     p.deadlineDays > 0 ? tr("%1 days").arg(p.deadlineDays) : tr("none"),
                     marketText(m_doc->info().market))
            + QLatin1Char('\n')
            + (reserved ? tr("A tier the reservation would leave mostly idle is priced the "
                             "cheaper way instead, as its Cost column says. ")
                        : QString())
            + tr("Training times include %1 % for trial-and-error runs.")
                  .arg(formatNumber(100 * p.experimentAllowance, 3, lang)));
        if (!m_rec.front.empty() && !running()) {
            Plan now = p, then = m_searchedFor;
            now.topology = then.topology = {};
            if (!(now == then))
                m_status->setText(tr("The plan has changed since this search; search again "
                                     "for figures that match it."));
        }
    };
    connect(doc, &PlanDocument::planChanged, this, describe);
    describe();
    // Alt+letter to each labelled field, beside the buttons' own.
    QSet<QChar> taken = mnemonicsTaken(this);
    assignMnemonics(this, taken);
    resizeWithinScreen(this, QSize(1100, 620));
}

/// What the search may use: the accelerators (priced, and offered in the project's market),
/// and the most GPUs, nodes and rack power per node.
QHBoxLayout *RecommendDialog::buildConstraints()
{
    auto *top = new QHBoxLayout;
    m_gpus = new QListWidget;
    m_gpus->setToolTip(tr("Accelerators the search may use: priced ones that the project's "
                          "market offers with the plan's pricing (parts that can only be "
                          "rented there are left out of a purchase)."));
    m_gpus->setMaximumHeight(150);
    const std::string &market = m_doc->info().market;
    for (const Accelerator &a : m_doc->catalog().accelerators) {
        if (!priced(m_doc->catalog(), a.id)) continue;
        auto *item = new QListWidgetItem(acceleratorChoiceText(a, market), m_gpus);
        item->setData(Qt::UserRole, QString::fromStdString(a.id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        item->setToolTip(marketRuleText(a, market));
    }
    auto *gpuBox = new QVBoxLayout;
    auto *gpuHead = new QHBoxLayout;
    gpuHead->addWidget(new QLabel(tr("Allowed accelerators")), 1);
    for (const auto &[text, state] :
         {std::pair{tr("All"), Qt::Checked}, std::pair{tr("None"), Qt::Unchecked}}) {
        auto *b = new QPushButton(text);
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, [this, state = state] {
            for (int i = 0; i < m_gpus->count(); ++i)
                m_gpus->item(i)->setCheckState(state);
        });
        gpuHead->addWidget(b);
    }
    gpuBox->addLayout(gpuHead);
    gpuBox->addWidget(m_gpus);
    top->addLayout(gpuBox, 2);
    auto *form = new QFormLayout;
    m_maxGpus = new QSpinBox;
    m_maxGpus->setRange(1, 100000);
    m_maxGpus->setValue(1024);
    m_maxGpus->setToolTip(tr("Most GPUs a configuration may have; node counts go 1, 2, 4 ..."));
    form->addRow(tr("At most GPUs"), m_maxGpus);
    m_maxNodes = new QSpinBox;
    m_maxNodes->setRange(0, 100000);
    m_maxNodes->setSpecialValueText(tr("no limit"));
    m_maxNodes->setToolTip(tr("Most nodes (servers or workstations); 0 for no limit."));
    form->addRow(tr("At most nodes"), m_maxNodes);
    m_rackPower = new QDoubleSpinBox;
    m_rackPower->setRange(0, 1000);
    m_rackPower->setDecimals(1);
    m_rackPower->setSuffix(tr(" kW"));
    m_rackPower->setSpecialValueText(tr("no limit"));
    m_rackPower->setToolTip(tr("Power one rack position gives a node (GPUs at TDP plus the "
                               "host); nodes that draw more are left out. 0 for no limit."));
    form->addRow(tr("At most power per node"), m_rackPower);
    top->addLayout(form, 1);
    return top;
}

RecommendDialog::~RecommendDialog()
{
    if (m_thread) {
        m_cancelFlag->store(true);
        m_thread->disconnect(this);
        m_thread->wait();
        delete m_thread;
    }
}

void RecommendDialog::closeEvent(QCloseEvent *e)
{
    cancel();
    QDialog::closeEvent(e);
}

void RecommendDialog::setBusy(bool busy)
{
    m_search->setEnabled(!busy);
    m_cancel->setEnabled(busy);
    m_apply->setEnabled(false);
    m_addScenario->setEnabled(false);
    m_progress->setValue(busy ? 0 : m_progress->maximum());
}

void RecommendDialog::search()
{
    if (m_thread) return;
    RecommendRequest req;
    req.base = m_doc->plan();
    req.base.topology = {};
    for (int i = 0; i < m_gpus->count(); ++i)
        if (m_gpus->item(i)->checkState() == Qt::Checked && !m_gpus->item(i)->isHidden())
            req.allowedGpus.push_back(m_gpus->item(i)->data(Qt::UserRole).toString().toStdString());
    req.market = m_doc->info().market;
    if (req.allowedGpus.empty()) {
        m_status->setText(tr("Allow at least one accelerator."));
        return;
    }
    req.maxGpus = m_maxGpus->value();
    req.maxNodes = m_maxNodes->value();
    req.rackPowerW = m_rackPower->value() * 1000.0;
    m_searchedFor = m_doc->plan();

    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    auto result = std::make_shared<Recommendation>();
    auto elapsed = std::make_shared<double>(0);
    const Catalog *catalog = &m_doc->catalog();
    auto flag = m_cancelFlag;
    QPointer<QProgressBar> bar = m_progress;
    m_thread = QThread::create([req, catalog, flag, result, elapsed, bar] {
        QElapsedTimer timer;
        timer.start();
        *result = recommend(req, *catalog, flag.get(), [bar](double f) {
            // Called on the search threads: hand the value to the UI thread.
            QMetaObject::invokeMethod(
                bar,
                [bar, f] {
                    if (bar) bar->setValue(int(f * 1000));
                },
                Qt::QueuedConnection);
        });
        *elapsed = timer.nsecsElapsed() / 1e9;
    });
    connect(m_thread, &QThread::finished, this, [this, result, elapsed, flag] {
        m_thread->deleteLater();
        m_thread = nullptr;
        setBusy(false);
        if (flag->load()) {
            m_status->setText(tr("Search cancelled."));
            return;
        }
        m_rec = std::move(*result);
        m_elapsed = *elapsed;
        showResult();
        foldLimitsWhenShort();
        fitColumns(); // to the tiers' cells: a figure with its unit was cut at "42～58 …"
        emit finished();
    });
    setBusy(true);
    m_status->setText(tr("Searching..."));
    m_table->setRowCount(0);
    m_thread->start();
}

void RecommendDialog::foldLimitsWhenShort()
{
    // Too short to read the tiers under the limits: the limits fold away (the splitter's
    // handle brings them back).
    if (!m_rec.tiers.empty() && height() < kShortDialogHeight && !m_limitsShown) showLimits(false);
    // Tall enough again: the limits come back, as there is no button to bring them.
    else if (height() >= kShortDialogHeight && limitsHeight() == 0)
        showLimits(true);
    else
        updateLimitsButton();
}

void RecommendDialog::showLimits(bool shown)
{
    const int above = shown ? m_split->widget(0)->sizeHint().height() : 0;
    m_split->setSizes({above, std::max(1, m_split->height() - above)});
    updateLimitsButton();
}

int RecommendDialog::limitsHeight() const
{
    return m_split->sizes().constFirst();
}

void RecommendDialog::updateLimitsButton()
{
    // Only where the limits fold: a tall dialog shows both, and the button did nothing.
    const bool folds = !m_rec.tiers.empty() && height() < kShortDialogHeight;
    m_showLimits->setVisible(folds);
    m_showLimits->setText(limitsHeight() == 0 ? tr("Show &limits") : tr("Hide &limits"));
}

void RecommendDialog::resizeEvent(QResizeEvent *e)
{
    QDialog::resizeEvent(e);
    foldLimitsWhenShort();
    fitColumns();
}

void RecommendDialog::fitColumns()
{
    // In digits of the dialog's font: 14, 32, 16 and 28 for the tier, the configuration,
    // the time and the cost, and at least 16 each for the two columns that stretch (why,
    // and the risk). Narrower (a laptop at 200 %), all six shrink alike: the stretching
    // two were squeezed to two characters.
    const int ch = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const std::array<int, 4> digits{14, 32, 16, 28};
    const int fixed = (digits[0] + digits[1] + digits[2] + digits[3]) * ch;
    // The vertical scroll bar's width held back whether or not it shows yet: it comes with
    // the tiers' rows, after the columns are fitted.
    const int room = m_table->viewport()->width()
                     - (m_table->verticalScrollBar()->isVisible()
                            ? 0
                            : style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_table));
    const double scale = std::clamp(double(room) / double(fixed + 32 * ch), 0.4, 1.0);
    // Never narrower than a cell's widest part that does not break (a figure with its
    // unit, "区间 42～58 天）"): it was cut at the column's edge.
    const int margin
        = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1) + 2;
    auto least = [&](int column) {
        qreal widest = 0;
        for (int r = 0; r < m_table->rowCount(); ++r)
            if (const QTableWidgetItem *item = m_table->item(r, column))
                widest = std::max(
                    widest, widestUnbreakable(item->text(), item->font().resolve(m_table->font())));
        return int(std::ceil(widest)) + margin;
    };
    // The two stretching columns too: past that, the table scrolls sideways. The header's
    // least section size holds for every column, so it is each column's floor as well.
    const int stretching = std::max(least(4), least(5));
    std::array<int, 4> width{}, floor{};
    int over = 2 * stretching - room;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        floor[i] = std::max(least(int(i)), stretching);
        width[i] = std::max(int(digits[i] * ch * scale), floor[i]);
        over += width[i];
    }
    // Where the parts that do not break leave less than the digits asked for (Chinese at
    // 200 %: the table scrolled sideways by a few characters), the four fixed columns give
    // up what they hold above their own unbreakable parts, each in proportion to it.
    int spare = 0;
    for (std::size_t i = 0; i < width.size(); ++i)
        spare += width[i] - floor[i];
    for (std::size_t i = 0; i < width.size(); ++i) {
        if (over > 0 && spare > 0)
            width[i]
                -= int(std::ceil(double(std::min(over, spare)) * (width[i] - floor[i]) / spare));
        m_table->setColumnWidth(int(i), width[i]);
    }
    m_table->horizontalHeader()->setMinimumSectionSize(stretching);
}

void RecommendDialog::cancel()
{
    if (m_cancelFlag) m_cancelFlag->store(true);
}

void RecommendDialog::showResult()
{
    const QString lang = currentLanguage();
    const QLocale loc = lang == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                                       : QLocale(QLocale::English);
    m_status->setText(
        tr("%1 configurations and %2 parallel layouts examined in %3 s; %4 plans on the "
           "cost-time front.")
            .arg(loc.toString(m_rec.configurations), loc.toString(m_rec.candidatesEvaluated))
            .arg(m_elapsed, 0, 'f', 2)
            .arg(m_rec.front.size())
        + (m_rec.why.empty()
               ? QString()
               : QStringLiteral("\n") + tr("No tier: %1.").arg(QString::fromStdString(m_rec.why))));
    if (m_rec.error) {
        m_status->setText(tr("The plan cannot be evaluated: %1: %2")
                              .arg(QString::fromStdString(m_rec.error->field),
                                   QString::fromStdString(m_rec.error->message)));
        m_table->setRowCount(0);
        return;
    }
    m_table->setRowCount(int(m_rec.tiers.size()));
    const Result *entry = m_rec.tiers.empty() ? nullptr : &m_rec.tiers.front().choice.result;
    for (int row = 0; row < int(m_rec.tiers.size()); ++row) {
        const TierChoice &t = m_rec.tiers[std::size_t(row)];
        const Result &r = t.choice.result;
        const ClusterFacts &c = r.cluster;
        QString config
            = withAside(tr("%1 × %2").arg(c.gpus).arg(c.gpu ? catalogName(c.gpu->name) : QString()),
                        nodeShapesText(c));
        if (c.nodes > 1 && c.fabric)
            config += (lang == QLatin1String("zh_CN") ? QStringLiteral("，") : QStringLiteral(", "))
                      + catalogName(c.fabric->name);
        config += QStringLiteral("\n")
                  + tr("TP %1 · PP %2 · DP %3 · ZeRO %4")
                        .arg(r.par.tp)
                        .arg(r.par.pp)
                        .arg(r.par.dp)
                        .arg(r.par.zero);
        // Context parallelism where there is some: TP x PP x CP x DP is the GPU count.
        if (r.par.cp > 1) config += tr(" · CP %1").arg(r.par.cp);
        if (r.par.ep > 1) config += tr(" · EP %1").arg(r.par.ep);
        QString why;
        const double time = r.totalTime.value(), entryTime = entry ? entry->totalTime.value() : 0;
        // "92 % less time (12x faster)": the share of time saved and the speed-up it means
        // are different numbers, and a reader needs both.
        // Rounded down, and never "100 % less" for a run that still takes time.
        const QString less
            = QString::number(std::min(99.0, std::floor(100 * (1.0 - time / entryTime))), 'f', 0);
        const double speedup = entryTime / time;
        // Without zeros that say nothing: "5×", never "5.0×".
        const QLocale plain = QLocale::c();
        const QString times
            = trimTrailingZeros(plain.toString(speedup, 'f', speedup < 9.95 ? 1 : 0), plain);
        const double dearer
            = entry && entry->costTotal > 0 ? r.costTotal / entry->costTotal - 1 : 0;
        // "for 40 % more"; past double the cost a multiple reads truer than "2,458 % more".
        const QString more
            = dearer >= 1.0
                  ? tr("at %1× the cost")
                        .arg(trimTrailingZeros(
                            plain.toString(1.0 + dearer, 'f', dearer < 8.95 ? 1 : 0), plain))
                  : tr("for %1 % more").arg(QString::number(100 * dearer, 'f', 0));
        switch (t.tier) {
        case Tier::Entry:
            why = tr("The cheapest plan that keeps at least 20 % of GPU memory free and meets "
                     "the budget and the deadline.");
            break;
        case Tier::Advanced:
            why = tr("The best balance of cost and time between entry and flagship: %1 % less "
                     "time than entry (%2× faster) %3.")
                      .arg(less, times, more);
            break;
        case Tier::Flagship:
            why = tr("The fastest plan within the budget and the deadline: %1 % less time than "
                     "entry (%2× faster) %3.")
                      .arg(less, times, more);
            break;
        }
        // Within the budget as estimated, past it at the likely high end: said in the reason
        // too, which otherwise read "within the budget" beside a risk saying it is not.
        if (m_searchedFor.budget > 0 && r.costRange[1] > m_searchedFor.budget)
            // Joined as Chinese joins sentences: no space after "。".
            why = tidyChineseSpacing(why + QLatin1Char(' ')
                                     + tr("It is within the budget as estimated, not at its "
                                          "likely high end."));
        const Finding *worst = nullptr;
        for (const Finding &f : r.findings)
            if (f.severity != Severity::Info && (!worst || f.severity > worst->severity))
                worst = &f;
        // "No bottlenecks found" only where nothing follows it: a part no published run
        // calibrates is said below, and the cell read as contradicting itself.
        // Nor where a note follows (an uncalibrated part, a likely cost past the budget): "No
        // bottlenecks found" and then a risk read as contradicting itself.
        const bool noted = std::any_of(r.findings.begin(), r.findings.end(), [](const Finding &f) {
            return f.code == FindingCode::UncalibratedAccelerator
                   || f.code == FindingCode::LikelyOverBudget;
        });
        // Nor a line of free memory above it: in a column of risks it read as one.
        QString risk = worst   ? findingText(*worst).message
                       : noted ? QString()
                               : tr("No bottlenecks found; %1 % of GPU memory stays free.")
                                     .arg(100 * r.headroom, 0, 'f', 0);
        // "Meets the deadline" holds for the estimate; when its likely range runs past the
        // deadline, the reader must know that first.
        // Both count from the order: the lead time comes first.
        const double deadline = m_searchedFor.deadlineDays * 86400.0;
        const double lead = m_searchedFor.leadTimeDays * 86400.0;
        if (deadline > 0 && meetsDeadline(m_searchedFor, r)
            && lead + r.totalTimeRange[1].value() > deadline)
            risk = tr("Meets the %1-day deadline as estimated, but the likely range runs to %2: "
                      "allow for the overrun.")
                       .arg(formatNumber(m_searchedFor.deadlineDays, 3, lang),
                            formatDuration(r.totalTimeRange[1], lang))
                   + (risk.isEmpty() ? QString() : QString(QLatin1Char('\n') + risk));
        // A part no published run has calibrated rests on a planning efficiency, and a
        // tier within the budget as estimated may pass it at the likely high end: the
        // reader must know before choosing it for its price, in the words the dock and the
        // proposal use for the scenario once added.
        for (const Finding &f : r.findings)
            if (f.code == FindingCode::UncalibratedAccelerator
                || f.code == FindingCode::LikelyOverBudget)
                risk
                    += (risk.isEmpty() ? QString() : QStringLiteral("\n")) + findingText(f).message;
        // A rate and its unit never part at a line break ("400 Gb/" over "s").
        QString shownConfig = config;
        shownConfig.replace(QStringLiteral(" Gb/s"), QStringLiteral("\u00a0Gb\u2060/\u2060s"));
        // Every tier's time in one unit, as a column reads.
        const FiguresAmong among = tierFigures(m_rec);
        const ReportFigure timeCell = timeAmong(r, among.time, lang);
        const QStringList cells = {tierText(t.tier),
                                   shownConfig,
                                   withLikelyRange(timeCell.value, timeCell.range),
                                   costCell(r, t.choice.plan.pricing, among.cost, lang),
                                   why,
                                   risk};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(keepFiguresWhole(cells[col]));
            item->setToolTip(cells[col]);
            // A row taller than the view (narrow columns at 200 %) reads from its top.
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_table->setItem(row, col, item);
        }
    }
    m_table->resizeRowsToContents();
    if (!m_rec.tiers.empty()) m_table->selectRow(0);
}

Plan RecommendDialog::tierPlan(int row) const
{
    // The plan the recommender evaluated, whole: its accelerator, nodes and fabric, the
    // storage it priced (one node reads its own NVMe), the pricing it chose and the layout
    // the user fixed, with the workload, dataset and budget of the plan it searched from.
    // Copying fields one by one left the storage behind, and the added scenario cost more
    // than the tier that was shown.
    Plan p = m_rec.tiers[std::size_t(row)].choice.plan;
    p.topology = {};
    Plan flags = p;
    if (m_doc->standardDrawing(flags, p.topology)) p.topology = {};
    // A cluster larger than one switch per network has its networks designed, as View >
    // Design network designs them: the drawing on the canvas can then be built, as the
    // tier's "no bottlenecks" said.
    Result drawn;
    if (!m_doc->evaluateDraft(p, drawn)
        && std::any_of(drawn.findings.begin(), drawn.findings.end(),
                       [](const Finding &f) { return f.code == FindingCode::SwitchOutOfPorts; })) {
        Plan designed = p;
        if (!edit::layOutNetwork(designed, m_doc->catalog())) p = designed;
    }
    return p;
}

QString RecommendDialog::tierScenarioName(int row) const
{
    const TierChoice &t = m_rec.tiers[std::size_t(row)];
    const ClusterFacts &c = t.choice.result.cluster;
    return tr("%1: %2 × %3")
        .arg(tierText(t.tier))
        .arg(c.gpus)
        .arg(c.gpu ? catalogName(c.gpu->name) : QString());
}

bool RecommendDialog::applyTier(int row)
{
    if (row < 0 || row >= int(m_rec.tiers.size()) || running()) return false;
    // The scenario takes the tier's name: its old name described another configuration.
    const QString before = m_doc->scenarioName(m_doc->activeScenario());
    const QString name = tierScenarioName(row);
    m_doc->replaceActiveScenario(
        tr("Apply the %1 tier").arg(tierText(m_rec.tiers[std::size_t(row)].tier)), name,
        tierPlan(row));
    // Said where the user is looking: the scenario replaced, and how to get it back.
    m_status->setText(tr("The canvas now shows \u201c%1\u201d in place of \u201c%2\u201d; "
                         "Undo (Ctrl+Z) brings it back.")
                          .arg(name, before));
    return true;
}

bool RecommendDialog::addTierAsScenario(int row)
{
    if (row < 0 || row >= int(m_rec.tiers.size()) || running()) return false;
    // The canvas keeps its scenario: the tier is there to compare, and "Apply to canvas"
    // afterwards replaces the scenario shown, not the one just added.
    const QString name = tierScenarioName(row);
    if (!m_doc->addScenario(name, tierPlan(row), PlanDocument::Show::Current)) return false;
    m_status->setText(tr("Added the scenario \u201c%1\u201d; compare it with the others in "
                         "Scenario > Compare scenarios (Ctrl+Shift+C).")
                          .arg(name));
    return true;
}

} // namespace cp::ui
