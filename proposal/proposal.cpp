// Proposal rendering: a small flow layout over QPdfWriter. The document is laid out twice,
// first to count pages (for "page 3 of 9"), then to paint; both passes run the same code,
// so they cannot disagree. Text a user typed is drawn as plain text (never markup).
#include "proposal.h"

#include "findingtext.h"
#include "format.h"
#include "safefile.h"
#include "spantext.h"
#include "planner.h"
#include "translation.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QImageReader>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QBuffer>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>

namespace cp {

namespace {

class Proposal
{
    Q_DECLARE_TR_FUNCTIONS(Proposal)
};

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

/// The proposal's language for the duration of the export, whatever the UI's is.
class ScopedLanguage
{
public:
    explicit ScopedLanguage(const QString &language)
        : m_before(currentLanguage())
    {
        if (language != m_before) m_ok = installTranslations(language), m_switched = true;
    }
    ~ScopedLanguage()
    {
        if (m_switched) installTranslations(m_before);
    }
    bool ok() const { return m_ok; }

private:
    QString m_before;
    bool m_ok = true, m_switched = false;
};

const QColor kInk(0x20, 0x24, 0x2a), kMuted(0x5f, 0x67, 0x73), kAccent(0x1f, 0x4e, 0x79),
    kRule(0xc8, 0xcf, 0xd8), kBand(0xee, 0xf2, 0xf7);
const QColor kSeries[]
    = {QColor(0x1f, 0x77, 0xb4), QColor(0x7f, 0xb0, 0x3f), QColor(0xf2, 0xa1, 0x2c),
       QColor(0x6a, 0x5a, 0xcd), QColor(0xc0, 0x50, 0x4d), QColor(0x8c, 0x8c, 0x8c)};

/// One scenario of the project as the alternatives section compares it.
struct Alternative
{
    QString name;             // as printed: the user's name, a sample's translated, or "Scenario N"
    bool recommended = false; // see recommend(): the active one unless a warning speaks against it
    bool described = false;   // the active scenario, which the rest of the proposal describes
    std::optional<PlanError> error;
    Result result;
};

/// The first finding that speaks against recommending a plan as configured: an error, a
/// reservation or a purchase the job leaves idle (another pricing costs less for the same
/// job), a total over the budget or a time past the deadline. Empty when there is none.
std::optional<Finding> againstRecommending(const Result &r)
{
    for (const Finding &f : r.findings)
        if (f.severity == Severity::Error || f.code == FindingCode::CommitmentUnderused
            || f.code == FindingCode::OwnershipUnderused || f.code == FindingCode::OverBudget || f.code == FindingCode::DeadlineMissed)
            return f;
    return std::nullopt;
}

struct Data
{
    const Project &project;
    const Catalog &catalog;
    const ProposalOptions &options;
    Result result;
    std::vector<BomLine> bom;
    std::vector<AcceleratorFit> fits;
    QString lang;
    QLocale locale;
    std::vector<Alternative> alternatives; // every scenario when there are two or more
    /// Why the described (active) plan is not recommended, when a finding speaks against it:
    /// the finding's message and mitigation.
    QString notRecommended;
};

class Layout
{
public:
    Layout(QPdfWriter &writer, const Data &d)
        : m_writer(writer)
        , m_d(d)
    {
        // Latin text and digits in DejaVu Sans, Chinese in WenQuanYi Zen Hei (both embedded).
        // Qt's PDF text map takes the lowest code point of a glyph: with Noto Sans CJK, whose
        // glyphs also serve the Kangxi radicals, "方案" would be extracted as "⽅案", and its
        // digits are lost; the text must stay searchable.
        const QStringList families = QFontDatabase::families();
        for (const char *f : {"DejaVu Sans", "Noto Sans", "Liberation Sans"})
            if (families.contains(QLatin1String(f))) {
                m_families << QLatin1String(f);
                break;
            }
        for (const char *f :
             {"WenQuanYi Zen Hei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC"})
            if (families.contains(QLatin1String(f))) {
                m_families << QLatin1String(f);
                break;
            }
        m_page = QRectF(QPointF(0, 0), writer.pageLayout().paintRectPoints().size());
    }

    /// Runs the document: first to count, then to paint.
    int run(const std::function<void(Layout &)> &content)
    {
        m_painting = false;
        start();
        content(*this);
        m_total = m_pageNo;
        m_painting = true;
        m_painter.begin(&m_writer);
        start();
        content(*this);
        m_painter.end();
        return m_total;
    }

    QFont font(double pt, bool bold = false) const
    {
        QFont f;
        if (!m_families.isEmpty()) f.setFamilies(m_families);
        f.setPointSizeF(pt);
        f.setBold(bold);
        f.setHintingPreference(QFont::PreferNoHinting);
        // No ligatures: "file" stays four letters a reader can search for, not an "fi" glyph.
        f.setStyleStrategy(QFont::PreferNoShaping);
        return f;
    }
    double width() const { return m_page.width(); }
    double y() const { return m_y; }
    void skip(double h) { m_y += h; }
    QPainter *painter() { return m_painting ? &m_painter : nullptr; }
    const Data &data() const { return m_d; }

    void newPage()
    {
        if (m_painting) m_writer.newPage();
        ++m_pageNo;
        m_y = 0;
        decorate();
    }
    /// A page break unless `h` more points fit on this page.
    void need(double h)
    {
        if (m_y + h > bottom()) newPage();
    }
    double bottom() const { return m_page.height() - 30; }

    /// Plain text, wrapped to `w` (whole width by default); returns its height.
    double text(const QString &raw, const QFont &f, const QColor &c = kInk, double x = 0,
                double w = -1, int align = Qt::AlignLeft, bool advance = true)
    {
        const QString s = tidyChineseSpacing(raw);
        if (w < 0) w = width() - x;
        const QFontMetricsF fm(f, &m_writer);
        const QRectF r = fm.boundingRect(QRectF(x, m_y, w, 1e6), int(Qt::TextWordWrap) | align, s);
        const double h = r.height();
        if (advance) need(h);
        if (m_painting) {
            m_painter.setFont(f);
            m_painter.setPen(c);
            m_painter.drawText(QRectF(x, m_y, w, h + 2), int(Qt::TextWordWrap) | align, s);
        }
        if (advance) m_y += h;
        return h;
    }
    double measure(const QString &s, const QFont &f, double w) const
    {
        return QFontMetricsF(f, &m_writer)
            .boundingRect(QRectF(0, 0, w, 1e6), Qt::TextWordWrap, tidyChineseSpacing(s))
            .height();
    }

    /// A section heading, kept on the page of the first `keep` points of its section.
    void heading(const QString &s, double keep = 40)
    {
        need(30 + keep);
        m_y += 10;
        text(s, font(15, true), kAccent);
        if (m_painting) {
            m_painter.setPen(QPen(kAccent, 1.2));
            m_painter.drawLine(QPointF(0, m_y + 3), QPointF(width(), m_y + 3));
        }
        m_y += 12;
    }
    /// A subheading kept on the page of what follows it (`keep` points of it).
    void subheading(const QString &s, double keep = 40)
    {
        need(24 + keep);
        m_y += 6;
        text(s, font(11.5, true), kInk);
        m_y += 4;
    }
    void paragraph(const QString &s)
    {
        text(s, font(9.5), kInk);
        m_y += 6;
    }
    void bullets(const QStringList &items)
    {
        for (const QString &i : items) {
            const double h = measure(i, font(9.5), width() - 14);
            need(h + 3);
            if (m_painting) {
                m_painter.setBrush(kAccent);
                m_painter.setPen(Qt::NoPen);
                m_painter.drawEllipse(QPointF(4, m_y + 6.5), 1.8, 1.8);
            }
            text(i, font(9.5), kInk, 14);
            m_y += 3;
        }
        m_y += 4;
    }

    /// A table: column widths as fractions, a header repeated on each page, zebra rows.
    void table(const QStringList &header, const std::vector<double> &widths,
               const std::vector<QStringList> &rows, const std::vector<int> &align,
               int boldLastRows = 0)
    {
        const double pad = kCellPad;
        const std::vector<double> x = columnEdges(widths);
        auto rowHeight
            = [&](const QStringList &cells, const QFont &f) { return tableRowHeight(cells, x, f); };
        auto drawRow = [&](const QStringList &cells, const QFont &f, const QColor &fill,
                           const QColor &ink) {
            const double h = rowHeight(cells, f);
            if (m_painting) {
                if (fill.isValid()) m_painter.fillRect(QRectF(0, m_y, width(), h), fill);
                m_painter.setFont(f);
                m_painter.setPen(ink);
                for (int i = 0; i < cells.size(); ++i)
                    m_painter.drawText(QRectF(x[i] + pad, m_y + pad, x[i + 1] - x[i] - 2 * pad, h),
                                       int(Qt::TextWordWrap) | align[i],
                                       tidyChineseSpacing(cells[i]));
                m_painter.setPen(QPen(kRule, 0.5));
                m_painter.drawLine(QPointF(0, m_y + h), QPointF(width(), m_y + h));
            }
            m_y += h;
        };
        const QFont hf = font(8.5, true), bf = font(8.5), bold = font(8.5, true);
        need(rowHeight(header, hf) + (rows.empty() ? 0 : rowHeight(rows.front(), bf)));
        drawRow(header, hf, kAccent, Qt::white);
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const bool isBold = int(rows.size() - r) <= boldLastRows;
            if (m_y + rowHeight(rows[r], bf) > bottom()) {
                newPage();
                drawRow(header, hf, kAccent, Qt::white);
            }
            drawRow(rows[r], isBold ? bold : bf, r % 2 ? kBand : QColor(), kInk);
        }
        m_y += 10;
    }

    /// The height table() takes for these rows (without a page break), to keep a short
    /// table on one page.
    double tableHeight(const QStringList &header, const std::vector<double> &widths,
                       const std::vector<QStringList> &rows) const
    {
        const std::vector<double> x = columnEdges(widths);
        double h = tableRowHeight(header, x, font(8.5, true)) + 10;
        for (const QStringList &r : rows)
            h += tableRowHeight(r, x, font(8.5));
        return h;
    }

    /// A block drawn by `paint` in a box of height h on the current page.
    void figure(double h, const std::function<void(QPainter &, const QRectF &)> &paint)
    {
        need(h);
        if (m_painting) {
            m_painter.save();
            paint(m_painter, QRectF(0, m_y, width(), h));
            m_painter.restore();
        }
        m_y += h + 8;
    }

private:
    static constexpr double kCellPad = 4;
    std::vector<double> columnEdges(const std::vector<double> &widths) const
    {
        std::vector<double> x(widths.size() + 1, 0);
        for (std::size_t i = 0; i < widths.size(); ++i)
            x[i + 1] = x[i] + widths[i] * width();
        return x;
    }
    double tableRowHeight(const QStringList &cells, const std::vector<double> &x,
                          const QFont &f) const
    {
        double h = 0;
        for (int i = 0; i < cells.size(); ++i)
            h = std::max(h, measure(cells[i], f, x[i + 1] - x[i] - 2 * kCellPad));
        return h + 2 * kCellPad;
    }

    void start()
    {
        m_pageNo = 1;
        m_y = 0;
        decorate();
    }
    /// Header and footer of the current page (the cover has none).
    void decorate()
    {
        if (m_pageNo == 1) return;
        m_y = 28;
        if (!m_painting) return;
        const ProjectInfo &info = m_d.project.info;
        const QString customer
            = !m_d.options.customer.isEmpty() ? m_d.options.customer : qs(info.customer);
        QString left = QCoreApplication::translate("Samples", info.name.c_str());
        if (!customer.isEmpty())
            left += (left.isEmpty() ? QString() : QStringLiteral(" · ")) + customer;
        m_painter.setFont(font(7.5));
        m_painter.setPen(kMuted);
        m_painter.drawText(
            QRectF(0, 0, width() * 0.7, 14), Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(font(7.5), &m_writer).elidedText(left, Qt::ElideRight, width() * 0.7));
        m_painter.drawText(QRectF(0, 0, width(), 14), Qt::AlignRight | Qt::AlignVCenter,
                           m_d.options.internal
                               ? Proposal::tr("Internal version: contains internal prices")
                               : Proposal::tr("Customer version"));
        m_painter.setPen(QPen(kRule, 0.6));
        m_painter.drawLine(QPointF(0, 16), QPointF(width(), 16));
        const double fy = m_page.height() - 14;
        m_painter.drawLine(QPointF(0, fy - 4), QPointF(width(), fy - 4));
        m_painter.setPen(kMuted);
        m_painter.drawText(QRectF(0, fy, width(), 12), Qt::AlignLeft | Qt::AlignVCenter,
                           Proposal::tr("Prepared with ClusterPlanner %1")
                               .arg(QCoreApplication::applicationVersion()));
        m_painter.drawText(QRectF(0, fy, width(), 12), Qt::AlignRight | Qt::AlignVCenter,
                           Proposal::tr("Page %1 of %2").arg(m_pageNo).arg(m_total));
    }

    QPdfWriter &m_writer;
    const Data &m_d;
    QPainter m_painter;
    QStringList m_families;
    QRectF m_page;
    bool m_painting = false;
    int m_pageNo = 1, m_total = 1;
    double m_y = 0;
};

// --- Figures ------------------------------------------------------------------------

QString money(const Data &d, double v)
{
    return formatMoney(v, d.result.currency, d.lang);
}

QString number(const Data &d, double v, int decimals = 0)
{
    return d.locale.toString(v, 'f', decimals);
}

/// A percentage: "12%" in Chinese, which sets the sign against the number; "12 %" in English.
QString percent(const Data &d, double v, int decimals = 0)
{
    return number(d, v, decimals)
           + (d.lang == QLatin1String("zh_CN") ? QStringLiteral("%") : QStringLiteral(" %"));
}

/// A unit price: small ones (a kWh, a GPU-hour) keep their cents, large ones read as the
/// app shows money.
QString unitMoney(const Data &d, double v)
{
    if (v >= 1000) return money(d, v);
    const QString n = number(d, v, v < 10 ? 3 : 2);
    // As formatMoney writes each language's amounts: "¥ 1.540", "5.970 美元", "$5.970".
    if (d.result.currency == Currency::CNY) return QStringLiteral("¥ ") + n;
    return d.lang == QLatin1String("zh_CN") ? n + QStringLiteral(" 美元") : QStringLiteral("$") + n;
}

/// The project's name; a bundled sample's in the proposal's language.
QString projectName(const Data &d)
{
    return QCoreApplication::translate("Samples", d.project.info.name.c_str());
}

/// A scenario's name as printed: a bundled sample's in the proposal's language, an unnamed
/// one numbered from 1 as the app shows it.
QString scenarioName(const Scenario &s, int index)
{
    return s.name.empty() ? Proposal::tr("Scenario %1").arg(index + 1)
                          : QCoreApplication::translate("Samples", s.name.c_str());
}

QString gpuName(const Data &d, const std::string &id)
{
    const Accelerator *a = d.catalog.accelerator(id);
    return a ? catalogName(a->name) : qs(id);
}

/// "H100 SXM5 80GB": where the vendor is known and the space is a diagram box.
QString shortGpuName(const Data &d, const std::string &id)
{
    const Accelerator *a = d.catalog.accelerator(id);
    return a ? acceleratorShortName(a->name, a->vendor) : qs(id);
}

QString fabricName(const Data &d, const std::string &id)
{
    const Fabric *f = d.catalog.fabric(id);
    return f ? catalogName(f->name) : qs(id);
}

QString storageName(const Data &d, const std::string &id)
{
    const StorageTier *s = d.catalog.storage(id);
    return s ? catalogName(s->name) : qs(id);
}

QString pricingText(Pricing p)
{
    switch (p) {
    case Pricing::OnDemand:
        return Proposal::tr("Cloud, on demand");
    case Pricing::Reserved1y:
        return Proposal::tr("Cloud, 1-year reserved");
    case Pricing::Reserved3y:
        return Proposal::tr("Cloud, 3-year reserved");
    case Pricing::Spot:
        return Proposal::tr("Cloud, spot instances");
    case Pricing::Purchase:
        return Proposal::tr("Purchase (on premises)");
    }
    return {};
}

QString severityText(Severity s)
{
    return s == Severity::Error     ? Proposal::tr("Error")
           : s == Severity::Warning ? Proposal::tr("Warning")
                                    : Proposal::tr("Note");
}

/// The cost categories a reader of this version sees, named as the app names them: the
/// customer's merges staff and support with the reserve, under a name made of both.
std::vector<std::pair<QString, double>> categories(const Data &d)
{
    const CostBreakdown &k = d.result.cost;
    if (d.options.internal)
        return {{Proposal::tr("Compute"), k.compute},
                {Proposal::tr("Storage"), k.storage},
                {Proposal::tr("Network"), k.network},
                {Proposal::tr("Power and space"), k.power},
                {Proposal::tr("Staff and support"), k.staffSupport},
                {Proposal::tr("Reserve (10 %)"), k.reserve}};
    return {{Proposal::tr("Compute"), k.compute},
            {Proposal::tr("Storage"), k.storage},
            {Proposal::tr("Network"), k.network},
            {Proposal::tr("Power and space"), k.power},
            {Proposal::tr("Staff, support and reserve"), k.staffSupport + k.reserve}};
}

QString bomItemText(const Data &d, const BomLine &l)
{
    switch (l.item) {
    case BomItem::Gpus:
        return Proposal::tr("%1 GPUs, with their share of the server").arg(gpuName(d, l.ref));
    case BomItem::NetworkPorts:
        return Proposal::tr("%1 ports: NIC, switch port and cable").arg(fabricName(d, l.ref));
    case BomItem::StorageTB:
        return Proposal::tr("%1, usable capacity").arg(storageName(d, l.ref));
    case BomItem::Power:
        return Proposal::tr("Energy incl. cooling (PUE)");
    case BomItem::RackSpace:
        return Proposal::tr("Rack space (colocation)");
    case BomItem::Engineers:
        return Proposal::tr("Operations engineers");
    case BomItem::Support:
        return Proposal::tr("Vendor support");
    case BomItem::GpuHours:
        return Proposal::tr("%1 GPU instance hours").arg(gpuName(d, l.ref));
    case BomItem::StorageMonths:
        return Proposal::tr("Storage for data and checkpoints");
    case BomItem::Reserve:
        return Proposal::tr("Contingency reserve");
    }
    return {};
}

QString bomUnit(const BomLine &l)
{
    switch (l.item) {
    case BomItem::Gpus:
        return Proposal::tr("GPUs");
    case BomItem::NetworkPorts:
        return Proposal::tr("ports");
    case BomItem::StorageTB:
        return Proposal::tr("TB");
    case BomItem::Power:
        return Proposal::tr("kWh");
    case BomItem::RackSpace:
        return Proposal::tr("rack-months");
    case BomItem::Engineers:
        return Proposal::tr("engineer-months");
    case BomItem::Support:
        return Proposal::tr("years");
    case BomItem::GpuHours:
        return Proposal::tr("GPU-hours");
    case BomItem::StorageMonths:
        return Proposal::tr("TB-months");
    case BomItem::Reserve:
        return QStringLiteral("%");
    }
    return {};
}

/// Horizontal bars with value labels: one row per (label, value).
void barRows(QPainter &p, const QRectF &box, const QFont &f,
             const std::vector<std::pair<QString, double>> &rows,
             const std::function<QString(double)> &label, const QColor &colour)
{
    double top = 0;
    for (const auto &r : rows)
        top = std::max(top, r.second);
    if (!(top > 0)) top = 1;
    const double labelW = box.width() * 0.34, valueW = box.width() * 0.18;
    const double barX = box.left() + labelW + 6, barW = box.width() - labelW - valueW - 12;
    const double rowH = box.height() / std::max<std::size_t>(1, rows.size());
    p.setFont(f);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double y = box.top() + i * rowH;
        p.setPen(kInk);
        p.drawText(QRectF(box.left(), y, labelW, rowH), Qt::AlignRight | Qt::AlignVCenter,
                   rows[i].first);
        const double w = std::max(0.0, rows[i].second) / top * barW;
        p.fillRect(QRectF(barX, y + rowH * 0.2, std::max(w, 0.5), rowH * 0.6), colour);
        p.drawText(QRectF(barX + w + 4, y, valueW + barW - w, rowH),
                   Qt::AlignLeft | Qt::AlignVCenter, label(rows[i].second));
    }
}

void memoryChart(const Layout &l, const Data &d, QPainter &p, const QRectF &box)
{
    const QFont f = l.font(7.5), b = l.font(8.5, true);
    p.setFont(b);
    p.setPen(kInk);
    p.drawText(QRectF(box.left(), box.top(), box.width(), 14), Qt::AlignLeft,
               Proposal::tr("Memory per GPU (GiB), against capacity and the 80 % line"));
    const QRectF plot(box.left() + 34, box.top() + 22, box.width() * 0.62, box.height() - 44);
    double top = 1;
    for (const AcceleratorFit &a : d.fits)
        top = std::max({top, toGiB(a.capacity), toGiB(a.memory.total())});
    // A round top so that the five grid lines fall on round numbers.
    {
        const double v = top * 1.05, step = std::pow(10.0, std::floor(std::log10(v)));
        for (double m : {1.0, 2.0, 2.5, 4.0, 5.0, 8.0, 10.0})
            if (m * step >= v) {
                top = m * step;
                break;
            }
    }
    p.setPen(QPen(kRule, 0.5));
    p.setFont(f);
    for (int i = 0; i <= 4; ++i) {
        const double v = top * i / 4, y = plot.bottom() - plot.height() * i / 4;
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(kMuted);
        p.drawText(QRectF(box.left(), y - 6, 30, 12), Qt::AlignRight | Qt::AlignVCenter,
                   number(d, v));
        p.setPen(QPen(kRule, 0.5));
    }
    const int n = int(std::max<std::size_t>(1, d.fits.size()));
    const double slot = plot.width() / n, bw = std::min(60.0, slot * 0.5);
    const QString names[]
        = {Proposal::tr("Weights"), Proposal::tr("Gradients"), Proposal::tr("Optimizer states"),
           Proposal::tr("Activations"), Proposal::tr("Other")};
    for (int k = 0; k < int(d.fits.size()); ++k) {
        const AcceleratorFit &a = d.fits[k];
        const Bytes parts[] = {a.memory.weights, a.memory.gradients, a.memory.optimizer,
                               a.memory.activations, a.memory.other};
        const double x = plot.left() + slot * k + (slot - bw) / 2;
        double acc = 0;
        for (int i = 0; i < 5; ++i) {
            const double v = toGiB(parts[i]);
            const double y0 = plot.bottom() - plot.height() * acc / top;
            const double y1 = plot.bottom() - plot.height() * (acc + v) / top;
            p.fillRect(QRectF(x, y1, bw, y0 - y1), kSeries[i]);
            acc += v;
        }
        const double cap = toGiB(a.capacity);
        for (const auto &[v, c] : {std::pair{cap, QColor(0xb0, 0x00, 0x20)},
                                   std::pair{0.8 * cap, QColor(0xe0, 0x8a, 0x00)}}) {
            const double y = plot.bottom() - plot.height() * v / top;
            p.setPen(QPen(c, 1.2, Qt::DashLine));
            p.drawLine(QPointF(x - 8, y), QPointF(x + bw + 8, y));
        }
        p.setPen(kInk);
        p.setFont(f);
        QString name = gpuName(d, a.gpu);
        p.drawText(QRectF(plot.left() + slot * k, plot.bottom() + 2, slot, 14),
                   Qt::AlignHCenter | Qt::AlignTop,
                   QFontMetricsF(f).elidedText(name, Qt::ElideRight, slot));
        p.drawText(QRectF(x - 10, plot.bottom() - plot.height() * acc / top - 13, bw + 20, 12),
                   Qt::AlignHCenter, number(d, acc, 1));
    }
    // Legend on the right.
    double ly = plot.top();
    for (int i = 0; i < 5; ++i) {
        p.fillRect(QRectF(plot.right() + 16, ly + 2, 8, 8), kSeries[i]);
        p.setPen(kInk);
        p.drawText(QRectF(plot.right() + 28, ly, box.right() - plot.right() - 28, 12),
                   Qt::AlignLeft | Qt::AlignVCenter, names[i]);
        ly += 14;
    }
    p.setPen(QPen(QColor(0xb0, 0x00, 0x20), 1.2, Qt::DashLine));
    p.drawLine(QPointF(plot.right() + 16, ly + 6), QPointF(plot.right() + 24, ly + 6));
    p.setPen(kInk);
    p.drawText(QRectF(plot.right() + 28, ly, 200, 12), Qt::AlignLeft | Qt::AlignVCenter,
               Proposal::tr("Capacity"));
    ly += 14;
    p.setPen(QPen(QColor(0xe0, 0x8a, 0x00), 1.2, Qt::DashLine));
    p.drawLine(QPointF(plot.right() + 16, ly + 6), QPointF(plot.right() + 24, ly + 6));
    p.setPen(kInk);
    p.drawText(QRectF(plot.right() + 28, ly, 200, 12), Qt::AlignLeft | Qt::AlignVCenter,
               Proposal::tr("80 % (20 % headroom)"));
}

/// The cluster as drawn on the canvas (or, without a topology, its standard layout).
/// Draws text aligned in `r` (centred by default), wrapped at word (or CJK character) boundaries, in `font` or
/// the largest smaller size (down to 3 pt) at which all of it fits.
bool drawFitted(QPainter &p, const QRectF &r, const QString &raw, QFont font,
                int alignment = Qt::AlignCenter, double minPt = 3.0)
{
    const QString text = tidyChineseSpacing(raw);
    const int flags = alignment | Qt::TextWordWrap;
    bool fits = false;
    for (double pt = font.pointSizeF(); pt >= minPt; pt -= 0.25) {
        font.setPointSizeF(pt);
        const QRectF need = QFontMetricsF(font).boundingRect(r, flags, text);
        fits = need.width() <= r.width() + 0.01 && need.height() <= r.height() + 0.01;
        if (fits) break;
    }
    p.setFont(font);
    p.drawText(r, flags, text);
    return fits;
}

/// Whether `raw` fits `r` in `font` or a smaller size down to `minPt`.
bool fitsAt(const QRectF &r, const QString &raw, QFont font, double minPt)
{
    const QString text = tidyChineseSpacing(raw);
    for (double pt = font.pointSizeF(); pt >= minPt; pt -= 0.25) {
        font.setPointSizeF(pt);
        const QRectF need = QFontMetricsF(font).boundingRect(r, Qt::TextWordWrap, text);
        if (need.width() <= r.width() + 0.01 && need.height() <= r.height() + 0.01) return true;
    }
    return false;
}

/// "gpu01–gpu08, gpu12": element ids with runs of consecutive numbers joined.
QString idRanges(std::vector<std::string> ids)
{
    std::sort(ids.begin(), ids.end());
    auto split = [](const std::string &id) {
        std::size_t i = id.size();
        while (i > 0 && std::isdigit(static_cast<unsigned char>(id[i - 1]))) --i;
        const std::string digits = id.substr(i);
        return std::pair{id.substr(0, i), digits.empty() ? -1L : std::stol(digits.substr(0, 9))};
    };
    QStringList parts;
    for (std::size_t i = 0; i < ids.size();) {
        std::size_t j = i;
        const auto [prefix, n] = split(ids[i]);
        while (n >= 0 && j + 1 < ids.size() && split(ids[j + 1]).first == prefix
               && split(ids[j + 1]).second == split(ids[j]).second + 1
               && ids[j + 1].size() == ids[i].size())
            ++j;
        parts << (j > i + 1 ? QStringLiteral("%1–%2").arg(qs(ids[i]), qs(ids[j])) : qs(ids[i]));
        if (j == i + 1) parts << qs(ids[j]);
        i = j + 1;
    }
    return parts.join(Proposal::tr(", "));
}

void topologyDiagram(const Layout &l, const Data &d, QPainter &p, const QRectF &box)
{
    const Topology &t = d.project.plan().topology;
    p.setRenderHint(QPainter::Antialiasing);
    struct Box
    {
        QPointF pos;
        QString title, detail;
        bool isSwitch;
    };
    std::map<std::string, Box> boxes;
    std::vector<std::tuple<std::string, std::string, QColor, double>> cables;
    if (!t.empty()) {
        for (const TopoNode &n : t.nodes) {
            const NodeTemplate *tp = d.catalog.node(n.templateId);
            QString detail = tp ? catalogName(tp->name) : qs(n.templateId);
            if (tp && tp->kind == NodeKind::Gpu)
                detail = Proposal::tr("%1 x %2")
                             .arg(n.gpus > 0 ? n.gpus : tp->gpus)
                             .arg(shortGpuName(d, n.gpu.empty() ? d.project.plan().gpu : n.gpu));
            boxes[n.id] = {QPointF(n.x, n.y), qs(n.id), detail, false};
        }
        for (const TopoSwitch &s : t.switches)
            boxes[s.id] = {QPointF(s.x, s.y), qs(s.id), fabricName(d, s.fabric), true};
        for (const TopoLink &k : t.links) {
            const TopoSwitch *sw = nullptr;
            for (const TopoSwitch &s : t.switches)
                if (s.id == k.a || s.id == k.b) sw = &s;
            const Fabric *f = d.catalog.fabric(!k.fabric.empty() ? k.fabric
                                               : sw              ? sw->fabric
                                                                 : std::string());
            QColor c(0x90, 0x9a, 0xa8);
            if (f && sw && sw->role != SwitchRole::Management)
                c = f->kind == FabricKind::InfiniBand ? QColor(0x3b, 0x6e, 0xa8)
                    : f->kind == FabricKind::RoCE     ? QColor(0x2e, 0x8b, 0x57)
                                                      : c;
            cables.emplace_back(k.a, k.b, c, 0.5 + std::min(k.count, 8) / 4.0);
        }
    } else {
        // The standard layout of the flags: the nodes in rows under one switch.
        const ClusterFacts &c = d.result.cluster;
        const int shown = std::min(c.nodes, 32);
        for (int i = 0; i < shown; ++i) {
            const std::string id = "node" + std::to_string(i + 1);
            boxes[id] = {QPointF(140.0 * (i % 8), 160.0 + 110 * (i / 8)), qs(id),
                         Proposal::tr("%1 x %2")
                             .arg(c.gpusPerNode)
                             .arg(c.gpu ? acceleratorShortName(c.gpu->name, c.gpu->vendor)
                                        : QString()),
                         false};
            if (c.nodes > 1) cables.emplace_back(id, "switch", QColor(0x3b, 0x6e, 0xa8), 1.5);
        }
        if (c.nodes > 1)
            boxes["switch"] = {QPointF(140.0 * (std::min(shown, 8) - 1) / 2, 0),
                               Proposal::tr("Training switch"),
                               c.fabric ? catalogName(c.fabric->name) : QString(), true};
    }
    if (boxes.empty()) return;
    // Empty stretches of the canvas are not drawn: a gap wider than two boxes between
    // neighbouring columns (or rows) shrinks to two boxes, so nodes placed far apart keep a
    // readable size. The order and the alignment of the elements stay as drawn.
    auto closeGaps = [&](bool horizontal, double maxGap) {
        auto coord
            = [horizontal](QPointF &pt) -> qreal & { return horizontal ? pt.rx() : pt.ry(); };
        std::vector<double> at;
        for (auto &[id, b] : boxes)
            at.push_back(coord(b.pos));
        std::sort(at.begin(), at.end());
        at.erase(std::unique(at.begin(), at.end()), at.end());
        std::map<double, double> moved{{at.front(), at.front()}};
        for (std::size_t i = 1; i < at.size(); ++i)
            moved[at[i]] = moved[at[i - 1]] + std::min(at[i] - at[i - 1], maxGap);
        for (auto &[id, b] : boxes)
            coord(b.pos) = moved[coord(b.pos)];
    };
    closeGaps(true, 2 * 130.0);
    closeGaps(false, 2 * 80.0);
    QRectF extent;
    for (const auto &[id, b] : boxes)
        extent |= QRectF(b.pos - QPointF(65, 40), QSizeF(130, 80));
    // Print stays readable: no text below kMinPrintPt. Where a large cluster leaves the
    // boxes too small for their details, each box carries its name only, and a key under
    // the drawing gives the details, one line per kind ("gpu01–gpu32: 8 x H100 SXM5").
    constexpr double kMinPrintPt = 6.0;
    auto scaleFor = [&](const QRectF &area) {
        return std::min({area.width() / extent.width(), area.height() / extent.height(), 1.0});
    };
    auto boxRect = [](const Box &b, double scale, QPointF centre) {
        const QSizeF size = b.isSwitch ? QSizeF(120, 34) * scale : QSizeF(126, 64) * scale;
        return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
    };
    const QFont titleFont = l.font(7.5, true), detailFont = l.font(6.5), keyFont = l.font(7);
    bool compact = false;
    {
        const double s = scaleFor(box);
        for (const auto &[id, b] : boxes) {
            const QRectF r = boxRect(b, s, QPointF());
            if (!fitsAt(r.adjusted(2, 1, -2, -r.height() / 2), b.title, titleFont, kMinPrintPt)
                || !fitsAt(r.adjusted(2, r.height() / 2 - 2, -2, -1), b.detail, detailFont,
                           kMinPrintPt))
                compact = true;
        }
    }
    QStringList key;
    QRectF area = box;
    if (compact) {
        std::map<QString, std::vector<std::string>> byDetail; // detail -> ids, switches first
        std::vector<QString> order;
        for (int pass = 0; pass < 2; ++pass)
            for (const auto &[id, b] : boxes)
                if (b.isSwitch == (pass == 0) && !b.detail.isEmpty()) {
                    if (!byDetail.count(b.detail)) order.push_back(b.detail);
                    byDetail[b.detail].push_back(id);
                }
        for (const QString &detail : order)
            key << Proposal::tr("%1: %2").arg(idRanges(byDetail[detail]), detail);
        const double lineH = QFontMetricsF(keyFont).lineSpacing() * 1.2;
        area.setBottom(box.bottom() - lineH * key.size() - 4);
        p.setFont(keyFont);
        p.setPen(kInk);
        double y = area.bottom() + 4;
        for (const QString &line : key) {
            p.drawText(QRectF(box.left(), y, box.width(), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                       tidyChineseSpacing(line));
            y += lineH;
        }
    }
    const double scale = scaleFor(area);
    const QPointF origin = area.center() - extent.center() * scale;
    auto at = [&](const QPointF &pt) { return origin + pt * scale; };
    for (const auto &[a, b, colour, w] : cables) {
        if (!boxes.count(a) || !boxes.count(b)) continue;
        p.setPen(QPen(colour, w * std::max(scale, 0.4)));
        p.drawLine(at(boxes[a].pos), at(boxes[b].pos));
    }
    QFont smallest = titleFont;
    smallest.setPointSizeF(kMinPrintPt);
    const QFontMetricsF smallMetrics(smallest);
    for (const auto &[id, b] : boxes) {
        QRectF r = boxRect(b, scale, at(b.pos));
        if (compact) {
            // A box at least as large as its name at the smallest print size, whole.
            const QSizeF need(smallMetrics.horizontalAdvance(b.title) + 4,
                              smallMetrics.height() + 2);
            r = QRectF(r.center() - QPointF(std::max(r.width(), need.width()) / 2,
                                            std::max(r.height(), need.height()) / 2),
                       QSizeF(std::max(r.width(), need.width()),
                              std::max(r.height(), need.height())));
        }
        p.setPen(QPen(QColor(0x60, 0x6a, 0x78), 0.8));
        p.setBrush(b.isSwitch ? QColor(0xe8, 0xf0, 0xfa) : QColor(0xf6, 0xf8, 0xfa));
        p.drawRoundedRect(r, 4 * scale, 4 * scale);
        p.setPen(kInk);
        // The name on the top half, the detail wrapped on the bottom half (or the name alone,
        // the details in the key); a font a step smaller where it would not fit, never below
        // kMinPrintPt and never an ellipsis.
        if (compact) {
            drawFitted(p, r.adjusted(1, 0, -1, 0), b.title, titleFont,
                       Qt::AlignCenter | Qt::TextDontClip, kMinPrintPt);
        } else {
            drawFitted(p, r.adjusted(2, 1, -2, -r.height() / 2), b.title, titleFont,
                       Qt::AlignCenter, kMinPrintPt);
            drawFitted(p, r.adjusted(2, r.height() / 2 - 2, -2, -1), b.detail, detailFont,
                       Qt::AlignCenter, kMinPrintPt);
        }
    }
}

/// Whether the scenarios' totals cover different spans (weeks of a job, a reserved year,
/// years owned): totals that do not compare, so the chart sets each one's cost per month.
bool costSpansDiffer(const std::vector<Alternative> &alts)
{
    const Result *first = nullptr;
    for (const Alternative &a : alts) {
        if (a.error) continue;
        if (!first)
            first = &a.result;
        else if (!sameCostSpan(*first, a.result))
            return true;
    }
    return false;
}

/// Time and total cost of each scenario as two panels of horizontal bars, one row per
/// scenario; the recommended row is banded. Bars of different currencies are compared at
/// each plan's exchange rate, while the labels keep each scenario's own currency.
void alternativesChart(const Layout &l, const Data &d, QPainter &p, const QRectF &box, double rowH)
{
    const std::vector<Alternative> &alts = d.alternatives;
    const QFont f = l.font(7.5), bold = l.font(7.5, true), title = l.font(8.5, true);
    const bool spansDiffer = costSpansDiffer(alts);
    auto shown = [&](const Result &r) { return spansDiffer ? r.monthlyCost : r.costTotal; };
    auto usd = [&](std::size_t i) {
        const Result &r = alts[i].result;
        const Plan &plan = d.project.scenarios[i].plan;
        const double rate = plan.cnyPerUsd > 0 ? plan.cnyPerUsd : d.catalog.cnyPerUsd;
        return r.currency == Currency::CNY && rate > 0 ? shown(r) / rate : shown(r);
    };
    double maxTime = 0, maxCost = 0;
    for (std::size_t i = 0; i < alts.size(); ++i)
        if (!alts[i].error) {
            maxTime = std::max(maxTime, alts[i].result.totalTime.value());
            maxCost = std::max(maxCost, usd(i));
        }
    if (!(maxTime > 0)) maxTime = 1;
    if (!(maxCost > 0)) maxCost = 1;
    const double labelW = box.width() * 0.3, gap = 14;
    const double panelW = (box.width() - labelW - 2 * gap) / 2, valueW = 64;
    const double top = box.top() + 16;
    const double panelX[] = {box.left() + labelW + gap, box.left() + labelW + 2 * gap + panelW};
    const QString titles[] = {Proposal::tr("Projected training time"),
                              spansDiffer ? Proposal::tr("Cost per month")
                                          : Proposal::tr("Total cost")};
    const QColor colours[] = {kSeries[0], kSeries[3]};
    p.setFont(title);
    p.setPen(kInk);
    for (int k = 0; k < 2; ++k)
        p.drawText(QRectF(panelX[k], box.top(), panelW, 14), Qt::AlignLeft | Qt::AlignVCenter,
                   titles[k]);
    for (std::size_t i = 0; i < alts.size(); ++i) {
        const Alternative &a = alts[i];
        const double y = top + i * rowH;
        if (a.recommended) p.fillRect(QRectF(box.left(), y, box.width(), rowH), kBand);
        p.setFont(a.recommended ? bold : f);
        p.setPen(kInk);
        p.drawText(QRectF(box.left() + 2, y, labelW - 4, rowH), Qt::AlignRight | Qt::AlignVCenter,
                   QFontMetricsF(p.font()).elidedText(a.name, Qt::ElideMiddle, labelW - 4));
        p.setFont(f);
        if (a.error) {
            p.setPen(kMuted);
            p.drawText(QRectF(panelX[0], y, 2 * panelW + gap, rowH),
                       Qt::AlignLeft | Qt::AlignVCenter, Proposal::tr("cannot be evaluated"));
            continue;
        }
        const double share[] = {a.result.totalTime.value() / maxTime, usd(i) / maxCost};
        const QString value[] = {formatDuration(a.result.totalTime, d.lang),
                                 formatMoney(shown(a.result), a.result.currency, d.lang)};
        for (int k = 0; k < 2; ++k) {
            const double barW = panelW - valueW - 4, w = std::max(0.5, share[k] * barW);
            p.fillRect(QRectF(panelX[k], y + rowH * 0.2, w, rowH * 0.6), colours[k]);
            p.setPen(kInk);
            p.drawText(QRectF(panelX[k] + w + 4, y, panelW - w - 4, rowH),
                       Qt::AlignLeft | Qt::AlignVCenter, value[k]);
        }
    }
}

// --- The document ------------------------------------------------------------------

void cover(Layout &l, const Data &d, ProposalReport *report)
{
    const ProjectInfo &info = d.project.info;
    if (!info.logo.empty()) {
        QString path = qs(info.logo);
        if (QFileInfo(path).isRelative() && !d.options.baseDir.isEmpty())
            path = QDir(d.options.baseDir).filePath(path);
        // Only a regular file of at most 64 MB: a FIFO would block the export for ever.
        QByteArray bytes;
        QImage logo;
        if (!readInputFile(path, bytes)) {
            QBuffer buffer(&bytes);
            QImageReader reader(&buffer);
            const QSize size = reader.size();
            if (size.isValid() && size.width() <= 8000 && size.height() <= 8000)
                logo = reader.read();
        }
        if (logo.isNull()) {
            if (report)
                report->warnings
                    << Proposal::tr("The logo %1 could not be read; the cover has none.").arg(path);
        } else if (QPainter *p = l.painter()) {
            const QSizeF box(150, 60);
            const QSizeF s = QSizeF(logo.size()).scaled(box, Qt::KeepAspectRatio);
            p->drawImage(QRectF(QPointF(l.width() - s.width(), 0), s), logo);
        }
    }
    l.skip(150);
    l.text(Proposal::tr("GPU Training Cluster Proposal"), l.font(26, true), kAccent);
    l.skip(8);
    const QString name = info.name.empty() ? workloadText(d.project.plan().workload) : projectName(d);
    l.text(name, l.font(16), kInk);
    l.skip(40);
    const QString customer = !d.options.customer.isEmpty() ? d.options.customer : qs(info.customer);
    const QDate date
        = info.date.empty() ? QDate::currentDate() : QDate::fromString(qs(info.date), Qt::ISODate);
    const std::vector<std::pair<QString, QString>> rows
        = {{Proposal::tr("Customer"), customer.isEmpty() ? QStringLiteral("—") : customer},
           {Proposal::tr("Prepared by"),
            info.preparedBy.empty() ? QStringLiteral("—") : qs(info.preparedBy)},
           {Proposal::tr("Date"), formatDate(date, d.lang)},
           {Proposal::tr("Version"),
            d.options.internal ? Proposal::tr("Internal version: contains internal prices")
                               : Proposal::tr("Customer version")}};
    for (const auto &[k, v] : rows) {
        const double h = l.text(k, l.font(10, true), kMuted, 0, 110, Qt::AlignLeft, false);
        const double h2 = l.text(v, l.font(10), kInk, 120, l.width() - 120, Qt::AlignLeft, false);
        l.skip(std::max(h, h2) + 8);
    }
    l.skip(40);
    l.text(Proposal::tr(
               "Figures are estimates from ClusterPlanner's physical models (FLOPs, bytes and "
               "bandwidths, calibrated against published training runs); see the assumptions at "
               "the end of this document."),
           l.font(8.5), kMuted);
}

void summary(Layout &l, const Data &d)
{
    const Result &r = d.result;
    const Plan &plan = d.project.plan();
    const ClusterFacts &c = r.cluster;
    l.newPage();
    l.heading(Proposal::tr("Executive summary"));
    QString config = Proposal::tr("%n GPU(s)", nullptr, c.gpus) + QStringLiteral(" · ")
                     + (c.gpu ? catalogName(c.gpu->name) : QString()) + QStringLiteral(" · ")
                     + Proposal::tr("%n node(s)", nullptr, c.nodes);
    if (c.fabric) config += QStringLiteral(" · ") + catalogName(c.fabric->name);
    if (c.storage) config += QStringLiteral(" · ") + catalogName(c.storage->name);
    l.subheading(d.notRecommended.isEmpty() ? Proposal::tr("Recommended configuration")
                                            : Proposal::tr("Configuration described"));
    const QString options = number(d, double(d.alternatives.size()));
    const Alternative *described = nullptr, *recommended = nullptr;
    for (const Alternative &a : d.alternatives) {
        if (a.described) described = &a;
        if (a.recommended) recommended = &a;
    }
    if (recommended)
        l.paragraph(Proposal::tr("Recommended: %1, of %2 options compared")
                        .arg(recommended->name, options));
    else if (described)
        l.paragraph(Proposal::tr("None of the %1 options compared is recommended as configured; "
                                 "this proposal describes %2.")
                        .arg(options, described->name));
    // A recommendation never contradicts the findings: the plan described says why it is not
    // the one recommended.
    if (!d.notRecommended.isEmpty())
        l.paragraph(described && recommended
                        ? Proposal::tr("This proposal describes %1, which is not recommended as "
                                       "configured: %2")
                              .arg(described->name, d.notRecommended)
                        : Proposal::tr("Not recommended as configured: %1").arg(d.notRecommended));
    l.paragraph(config);
    // Key figures, two by three.
    QString deadline;
    if (plan.deadlineDays > 0)
        deadline
            = r.totalTime.value() <= plan.deadlineDays * 86400
                  ? Proposal::tr("within the %1-day deadline").arg(number(d, plan.deadlineDays))
                  : Proposal::tr("beyond the %1-day deadline").arg(number(d, plan.deadlineDays));
    QString budget;
    if (plan.budget > 0)
        budget = r.withinBudget ? Proposal::tr("within the budget of %1").arg(money(d, plan.budget))
                                : Proposal::tr("over the budget of %1").arg(money(d, plan.budget));
    // The likely range (p10-p90 of the planner's error on published runs) beside each total.
    auto likely = [&](const QString &range, const QString &note) {
        const QString l = Proposal::tr("likely %1").arg(range);
        return note.isEmpty() ? l : Proposal::tr("%1 · %2").arg(l, note);
    };
    const QString costRange = formatMoneyRange(r.costRange[0], r.costRange[1], r.currency, d.lang);
    if (!costRange.isEmpty() && costRange != money(d, r.costTotal))
        budget = likely(costRange, budget);
    QString pricing = pricingText(plan.pricing);
    if (d.options.internal && r.priceAssumed)
        pricing = Proposal::tr("%1 · %2").arg(pricing, assumedPriceText(r));
    // The job's GPU-hours, and those paid for when the span is longer than the job.
    const QString gpuHoursNote
        = r.span.kind == CostSpanKind::Job
              ? Proposal::tr("for the whole run")
              : Proposal::tr("used by the job; %1 paid for over the %2")
                    .arg(number(d, r.span.billedGpuHours), costSpanShortText(r, d.lang));
    deadline = likely(formatDurationRange(r.totalTimeRange[0], r.totalTimeRange[1], d.lang),
                      deadline);
    // The projected time holds the trial-run allowance: it is named beside the figure.
    if (const QString allowance = allowanceText(r); !allowance.isEmpty())
        deadline = Proposal::tr("%1 · %2").arg(allowance, deadline);
    const std::vector<std::tuple<QString, QString, QString>> cells
        = {{Proposal::tr("Total cost"), money(d, r.costTotal), budget},
           {Proposal::tr("Monthly cost"), money(d, r.monthlyCost), pricing},
           {Proposal::tr("Projected training time"), formatDuration(r.totalTime, d.lang), deadline},
           {Proposal::tr("Memory per GPU"),
            Proposal::tr("%1 of %2 GiB")
                .arg(number(d, toGiB(r.memoryPerGpu), 1), number(d, toGiB(r.capacity))),
            r.fits ? Proposal::tr("fits, %1 % free")
                         .arg(number(d, 100 * (1 - r.memoryPerGpu / r.capacity)))
                   : Proposal::tr("does not fit")},
           {Proposal::tr("Model FLOPs utilisation"),
            percent(d, 100 * r.mfu, 1),
            Proposal::tr("%1 TFLOP/s per GPU").arg(number(d, r.tflopsPerGpu, 0))},
           {Proposal::tr("GPU-hours"), number(d, r.gpuHours), gpuHoursNote}};
    // Each cell as tall as its note needs at 7.5 pt: a long note wraps, it never shrinks.
    const double cellW = (l.width() - 12) / 2;
    double noteH = 0;
    for (const auto &cell : cells)
        noteH = std::max(noteH, QFontMetricsF(l.font(7.5))
                                    .boundingRect(QRectF(0, 0, cellW - 16, 1e4),
                                                  Qt::AlignLeft | Qt::TextWordWrap,
                                                  tidyChineseSpacing(std::get<2>(cell)))
                                    .height());
    const double cellH = 38 + noteH + 4;
    l.figure(3 * (cellH + 8), [&](QPainter &p, const QRectF &box) {
        const double w = (box.width() - 12) / 2, h = cellH;
        for (int i = 0; i < int(cells.size()); ++i) {
            const QRectF cell(box.left() + (i % 2) * (w + 12), box.top() + (i / 2) * (h + 8), w, h);
            p.fillRect(cell, kBand);
            p.fillRect(QRectF(cell.topLeft(), QSizeF(3, h)), kAccent);
            p.setPen(kMuted);
            p.setFont(l.font(8));
            p.drawText(cell.adjusted(10, 5, -6, 0), Qt::AlignLeft | Qt::AlignTop,
                       std::get<0>(cells[i]));
            p.setPen(kInk);
            p.setFont(l.font(15, true));
            p.drawText(cell.adjusted(10, 17, -6, 0), Qt::AlignLeft | Qt::AlignTop,
                       std::get<1>(cells[i]));
            p.setPen(kMuted);
            drawFitted(p, cell.adjusted(10, 38, -6, -2), std::get<2>(cells[i]), l.font(7.5),
                       Qt::AlignLeft | Qt::AlignTop);
        }
    });
    // Every total says what span it covers, and a commitment's the job's own share of it.
    const QString share = jobShareText(r, d.lang);
    l.paragraph(share.isEmpty()
                    ? Proposal::tr("Every cost line covers one span: %1.")
                          .arg(costSpanText(r, d.lang))
                    : Proposal::tr("Every cost line covers one span: %1. Beside the total: %2.")
                          .arg(costSpanText(r, d.lang), share));
    l.subheading(Proposal::tr("Main risks"));
    std::vector<Finding> f = r.findings;
    std::stable_sort(f.begin(), f.end(),
                     [](const Finding &a, const Finding &b) { return a.severity > b.severity; });
    QStringList risks;
    for (std::size_t i = 0; i < f.size() && i < 3; ++i)
        risks << Proposal::tr("%1: %2").arg(severityText(f[i].severity), findingText(f[i]).message);
    if (risks.isEmpty()) risks << Proposal::tr("No bottlenecks or risks found.");
    l.bullets(risks);
}

/// The project's market and what it means for the plan's accelerator: bought new, or only
/// rented from installed stock (with the export rule, its date and source), or not at all.
QString marketRow(const Data &d)
{
    const std::string &market = d.project.info.market;
    const QString name = marketText(market);
    const Accelerator *gpu = d.result.cluster.gpu;
    if (!gpu) return name;
    const QString rule = marketRuleText(*gpu, market);
    switch (gpu->availabilityIn(market)) {
    case Availability::Buy:
        return Proposal::tr("%1: %2 can be bought new.").arg(name, catalogName(gpu->name));
    case Availability::RentOnly:
        return d.project.plan().pricing == Pricing::Purchase
                   ? Proposal::tr("%1: %2 cannot be bought new here; this purchase plan needs "
                                  "another accelerator or rented capacity. %3")
                         .arg(name, catalogName(gpu->name), rule)
                   : Proposal::tr("%1: %2 is rented from capacity already installed. %3")
                         .arg(name, catalogName(gpu->name), rule);
    case Availability::Unavailable:
        return Proposal::tr("%1: %2 is not available here; choose another accelerator. %3")
            .arg(name, catalogName(gpu->name), rule);
    }
    return name;
}

void workload(Layout &l, const Data &d)
{
    const Result &r = d.result;
    const Plan &p = d.project.plan();
    const ModelSpec &m = p.model;
    l.heading(Proposal::tr("Workload and assumptions"));
    QString model = m.preset.empty() ? Proposal::tr("Custom model") : [&] {
        const ModelPreset *mp = d.catalog.model(m.preset);
        return mp ? catalogName(mp->name) : qs(m.preset);
    }();
    // "70.6 B parameters", "19.2 M parameters", "705.5 亿参数": the scale the model has.
    model += Proposal::tr(", %1 parameters").arg(formatCount(r.params, d.lang));
    QString dataset;
    if (p.tokens > 0)
        dataset = Proposal::tr("%1 tokens").arg(formatCount(p.tokens, d.lang));
    else if (p.samples > 0)
        dataset = Proposal::tr("%1 samples").arg(formatCount(p.samples, d.lang));
    else
        dataset = Proposal::tr("%1 TB").arg(number(d, p.datasetBytes / 1e12, 2));
    // "1 epoch", "2.5 epochs": the count as given, not "1.00 epoch(s)".
    const QString epochs = formatNumber(p.epochs, 3, d.lang);
    dataset += p.epochs == 1 ? Proposal::tr(", %1 epoch").arg(epochs)
                             : Proposal::tr(", %1 epochs").arg(epochs);
    const Parallelism &par = r.par;
    const QString layout = Proposal::tr("TP %1 · PP %2 · DP %3 · CP %4 · ZeRO %5 · micro-batch %6 "
                                        "· global batch %7 · recompute: %8")
                               .arg(par.tp)
                               .arg(par.pp)
                               .arg(par.dp)
                               .arg(std::max(1, par.cp))
                               .arg(par.zero)
                               .arg(par.microBatch)
                               .arg(par.globalBatch)
                               .arg(recomputeModeText(par.recompute));
    std::vector<QStringList> rows = {
        {Proposal::tr("Workload"), workloadText(p.workload)},
        {Proposal::tr("Model"), model},
        {Proposal::tr("Dataset"), dataset},
        {Proposal::tr("Sequence length"), m.seqLen > 0 ? number(d, m.seqLen) : QStringLiteral("—")},
        {Proposal::tr("Precision"), QString::fromLatin1(precisionName(p.precision)).toUpper()},
        {Proposal::tr("Parallelism"), layout},
        {Proposal::tr("Step time"), Proposal::tr("%1 s").arg(number(d, r.stepTime.value(), 2))},
        {Proposal::tr("Throughput"),
         throughputInSamples(p, r)
             ? Proposal::tr("%1 samples/s").arg(number(d, r.samplesPerSecond, 1))
                     : Proposal::tr("%1 tokens/s").arg(number(d, r.tokensPerSecond, 0))},
        {Proposal::tr("Pricing"), pricingText(p.pricing)},
        {Proposal::tr("Market"), marketRow(d)},
        {Proposal::tr("Currency"), r.currency == Currency::CNY ? Proposal::tr("Chinese yuan (CNY)")
                                                               : Proposal::tr("US dollars (USD)")}};
    if (p.budget > 0) rows.push_back({Proposal::tr("Budget"), money(d, p.budget)});
    if (p.deadlineDays > 0)
        rows.push_back(
            {Proposal::tr("Deadline"), Proposal::tr("%1 days").arg(number(d, p.deadlineDays))});
    l.table({Proposal::tr("Item"), Proposal::tr("Value")}, {0.28, 0.72}, rows,
            {Qt::AlignLeft, Qt::AlignLeft});
}

void figures(Layout &l, const Data &d)
{
    const Result &r = d.result;
    l.heading(Proposal::tr("Cluster topology"), 330);
    l.paragraph(d.project.plan().topology.empty() ? Proposal::tr(
                    "The standard layout for this configuration (the first 32 nodes are drawn).")
                                                : Proposal::tr(
                                                    "As drawn in the project. Blue: InfiniBand; "
                                                    "green: RoCE; grey: Ethernet and management."));
    l.figure(300, [&](QPainter &p, const QRectF &box) { topologyDiagram(l, d, p, box); });

    l.heading(Proposal::tr("Memory, time and cost"), 200);
    l.figure(190, [&](QPainter &p, const QRectF &box) { memoryChart(l, d, p, box); });
    const std::array<double, 6> t = timeShares(r.time);
    // In the unit the job's length reads in, as in the app: hours for a job of hours.
    const double unit = durationUnitSeconds(r.totalTime.value());
    const std::vector<std::pair<QString, double>> time
        = {{Proposal::tr("Compute"), t[0] / unit},
           {Proposal::tr("Communication"), t[1] / unit},
           {Proposal::tr("Pipeline bubble"), t[2] / unit},
           {Proposal::tr("Data loading"), t[3] / unit},
           {Proposal::tr("Checkpoints and restarts"), t[4] / unit},
           {Proposal::tr("Trial runs"), t[5] / unit}};
    const QString unitName = unit == 86400.0 ? Proposal::tr("days")
                             : unit == 3600.0 ? Proposal::tr("hours")
                                              : Proposal::tr("minutes");
    l.subheading(Proposal::tr("Where the training time goes (%1, total %2)")
                     .arg(unitName)
                     .arg(withLikelyRange(formatDuration(r.totalTime, d.lang),
                                          formatDurationRange(r.totalTimeRange[0],
                                                              r.totalTimeRange[1], d.lang))),
                 118);
    l.figure(110, [&](QPainter &p, const QRectF &box) {
        barRows(
            p, box, l.font(8), time, [&](double v) { return number(d, v, v < 10 ? 2 : 1); },
            kSeries[0]);
    });
    const auto cats = categories(d);
    l.subheading(Proposal::tr("Cost by category (total %1; %2)")
                     .arg(money(d, r.costTotal), costSpanText(r, d.lang)),
                 18.0 * cats.size() + 8);
    l.figure(18.0 * cats.size(), [&](QPainter &p, const QRectF &box) {
        barRows(
            p, box, l.font(8), cats, [&](double v) { return money(d, v); }, kSeries[3]);
    });
}

void billOfMaterials(Layout &l, const Data &d)
{
    l.heading(Proposal::tr("Bill of materials"));
    std::vector<QStringList> rows;
    const bool internal = d.options.internal;
    for (const BomLine &b : d.bom) {
        // Things counted are whole ("8 GPUs", "1 GPU"); measures keep a decimal below 100.
        const int whole = int(std::lround(b.quantity));
        const QString qty
            = b.item == BomItem::Reserve ? percent(d, 10)
              : b.item == BomItem::Gpus  ? tidyChineseSpacing(Proposal::tr("%n GPU(s)", nullptr, whole))
              : b.item == BomItem::NetworkPorts
                  ? tidyChineseSpacing(Proposal::tr("%n port(s)", nullptr, whole))
                  : number(d, b.quantity, b.quantity < 100 ? 1 : 0) + QLatin1Char(' ') + bomUnit(b);
        // A GPU price the catalog only assumes is starred and explained under the table.
        const bool assumed = d.result.priceAssumed
                             && (b.item == BomItem::Gpus || b.item == BomItem::GpuHours);
        if (internal)
            rows.push_back(
                {bomItemText(d, b), qty,
                 b.item == BomItem::Reserve
                     ? QStringLiteral("—")
                     : unitMoney(d, b.unitPrice) + (assumed ? QStringLiteral(" *") : QString()),
                 money(d, b.subtotal)});
        else if (b.category != CostCategory::StaffSupport && b.category != CostCategory::Reserve)
            rows.push_back({bomItemText(d, b), qty});
    }
    if (internal) {
        rows.push_back({Proposal::tr("Total (%1)").arg(costSpanText(d.result, d.lang)), QString(),
                        QString(), money(d, d.result.costTotal)});
        l.table({Proposal::tr("Item"), Proposal::tr("Quantity"), Proposal::tr("Unit price"),
                 Proposal::tr("Subtotal")},
                {0.46, 0.2, 0.16, 0.18}, rows,
                {Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight, Qt::AlignRight}, 1);
        if (d.result.priceAssumed)
            l.paragraph(Proposal::tr("* The GPU price is a planning assumption of the catalog, "
                                     "not a quotation: re-quote before the offer."));
    } else {
        l.table({Proposal::tr("Item"), Proposal::tr("Quantity")}, {0.7, 0.3}, rows,
                {Qt::AlignLeft, Qt::AlignRight});
    }
    l.subheading(Proposal::tr("Cost by category"));
    std::vector<QStringList> cats;
    for (const auto &[name, v] : categories(d))
        cats.push_back({name, money(d, v),
                        percent(d, d.result.costTotal > 0 ? 100 * v / d.result.costTotal : 0)});
    cats.push_back({Proposal::tr("Total (%1)").arg(costSpanText(d.result, d.lang)),
                    money(d, d.result.costTotal), percent(d, 100)});
    l.table({Proposal::tr("Category"), Proposal::tr("Amount"), Proposal::tr("Share")},
            {0.5, 0.3, 0.2}, cats, {Qt::AlignLeft, Qt::AlignRight, Qt::AlignRight}, 1);
}

/// Every scenario side by side, in tables of at most four scenario columns so that each
/// column stays readable on A4 and Letter, then the time and cost of all of them in one chart.
void alternativesSection(Layout &l, const Data &d)
{
    const std::vector<Alternative> &alts = d.alternatives;
    if (alts.size() < 2) return;
    const QString none = QStringLiteral("—");
    const QStringList labels = {Proposal::tr("Accelerator"),
                                Proposal::tr("GPUs (nodes × GPUs per node)"),
                                Proposal::tr("Inter-node fabric"),
                                Proposal::tr("Memory per GPU"),
                                Proposal::tr("Pricing"),
                                Proposal::tr("Projected training time"),
                                Proposal::tr("Total cost"),
                                Proposal::tr("Monthly cost"),
                                Proposal::tr("Budget and deadline"),
                                Proposal::tr("Main risk")};
    auto column = [&](std::size_t i) {
        const Alternative &a = alts[i];
        QStringList cells;
        if (a.error) {
            cells << Proposal::tr("Cannot be evaluated: %1: %2")
                         .arg(qs(a.error->field), qs(a.error->message));
            while (cells.size() < labels.size())
                cells << none;
            return cells;
        }
        const Result &r = a.result;
        const Plan &plan = d.project.scenarios[i].plan;
        const ClusterFacts &c = r.cluster;
        QStringList limits;
        if (plan.budget > 0)
            limits << (r.withinBudget ? Proposal::tr("within the budget of %1")
                                      : Proposal::tr("over the budget of %1"))
                          .arg(formatMoney(plan.budget, r.currency, d.lang));
        if (plan.deadlineDays > 0)
            limits << (r.totalTime.value() <= plan.deadlineDays * 86400
                           ? Proposal::tr("within the %1-day deadline")
                           : Proposal::tr("beyond the %1-day deadline"))
                          .arg(number(d, plan.deadlineDays));
        std::vector<Finding> f = r.findings;
        std::stable_sort(f.begin(), f.end(), [](const Finding &x, const Finding &y) {
            return x.severity > y.severity;
        });
        cells << (c.gpu ? catalogName(c.gpu->name) : gpuName(d, plan.gpu))
              << Proposal::tr("%1 (%2 × %3)")
                     .arg(number(d, c.gpus), number(d, c.nodes), number(d, c.gpusPerNode))
              << (c.fabric ? catalogName(c.fabric->name) : Proposal::tr("none (one node)"))
              << Proposal::tr("%1 of %2 GiB")
                         .arg(number(d, toGiB(r.memoryPerGpu), 1), number(d, toGiB(r.capacity)))
                     + QLatin1Char('\n')
                     + (r.fits ? Proposal::tr("fits, %1 % free")
                                     .arg(number(d, 100 * (1 - r.memoryPerGpu / r.capacity)))
                               : Proposal::tr("does not fit"))
              << pricingText(plan.pricing) << formatDuration(r.totalTime, d.lang)
              << formatMoney(r.costTotal, r.currency, d.lang) + QLatin1Char('\n')
                     + costSpanText(r, d.lang)
                     + (d.options.internal && r.priceAssumed
                            ? QLatin1Char('\n') + assumedPriceText(r)
                            : QString())
              << formatMoney(r.monthlyCost, r.currency, d.lang)
              << (limits.isEmpty() ? none : limits.join(QLatin1Char('\n')))
              << (f.empty() ? Proposal::tr("No bottlenecks or risks found.")
                            : Proposal::tr("%1: %2").arg(severityText(f.front().severity),
                                                         findingText(f.front()).message));
        return cells;
    };
    struct Table
    {
        QStringList header;
        std::vector<double> widths;
        std::vector<int> align;
        std::vector<QStringList> rows;
    };
    std::vector<Table> tables;
    // Balanced groups: seven scenarios read as four and three, not four and one.
    const std::size_t groups = (alts.size() + 3) / 4, per = (alts.size() + groups - 1) / groups;
    for (std::size_t first = 0; first < alts.size(); first += per) {
        const std::size_t last = std::min(alts.size(), first + per);
        QStringList header{Proposal::tr("Scenario")};
        std::vector<double> widths{0.2};
        std::vector<int> align{Qt::AlignLeft};
        std::vector<QStringList> columns;
        for (std::size_t i = first; i < last; ++i) {
            header << (alts[i].recommended ? Proposal::tr("%1 (recommended)").arg(alts[i].name)
                       : alts[i].described ? Proposal::tr("%1 (this proposal)").arg(alts[i].name)
                                           : alts[i].name);
            widths.push_back(0.8 / double(last - first));
            align.push_back(Qt::AlignLeft);
            columns.push_back(column(i));
        }
        std::vector<QStringList> rows;
        for (int k = 0; k < labels.size(); ++k) {
            QStringList row{labels[k]};
            for (const QStringList &col : columns)
                row << col[k];
            rows.push_back(row);
        }
        tables.push_back({header, widths, align, rows});
    }
    // The first table starts on the heading's page when it fits on one page at all.
    const QString intro
        = d.notRecommended.isEmpty()
              ? Proposal::tr("The %1 scenarios of this project, evaluated with the same models "
                             "and catalog. The rest of this proposal describes the recommended "
                             "one.")
                    .arg(number(d, double(alts.size())))
              : Proposal::tr("The %1 scenarios of this project, evaluated with the same models "
                             "and catalog. The rest of this proposal details the active "
                             "scenario (marked \"this proposal\"), although a finding speaks "
                             "against it; see the recommended one beside it.")
                    .arg(number(d, double(alts.size())));
    const double first = l.measure(intro, l.font(9.5), l.width()) + 6
                         + l.tableHeight(tables[0].header, tables[0].widths, tables[0].rows);
    l.heading(Proposal::tr("Alternatives compared"), first < l.bottom() - 80 ? first : 120);
    l.paragraph(intro);
    for (const Table &t : tables) {
        l.need(std::min(l.tableHeight(t.header, t.widths, t.rows), l.bottom() - 80));
        l.table(t.header, t.widths, t.rows, t.align);
    }
    const double rowH = alts.size() <= 8 ? 18 : 13;
    const double h = 18 + rowH * double(alts.size());
    l.subheading(costSpansDiffer(alts)
                     ? Proposal::tr("Time and cost per month of each scenario (their spans "
                                    "differ; the recommended one highlighted)")
                     : Proposal::tr("Time and cost of each scenario (the recommended one "
                                    "highlighted)"),
                 h + 8);
    l.figure(h, [&](QPainter &p, const QRectF &box) { alternativesChart(l, d, p, box, rowH); });
}

void findingsSection(Layout &l, const Data &d)
{
    l.heading(Proposal::tr("Findings and mitigations"), 70);
    std::vector<Finding> f = d.result.findings;
    std::stable_sort(f.begin(), f.end(),
                     [](const Finding &a, const Finding &b) { return a.severity > b.severity; });
    if (f.empty()) {
        l.paragraph(Proposal::tr("No bottlenecks or risks found."));
        return;
    }
    std::vector<QStringList> rows;
    for (const Finding &x : f) {
        const FindingText t = findingText(x);
        QString what = t.message;
        if (!x.element.empty()) what = Proposal::tr("%1 (%2)").arg(what, qs(x.element));
        rows.push_back({severityText(x.severity), what, t.suggestion});
    }
    l.table({Proposal::tr("Severity"), Proposal::tr("Finding"), Proposal::tr("Mitigation")},
            {0.12, 0.46, 0.42}, rows, {Qt::AlignLeft, Qt::AlignLeft, Qt::AlignLeft});
}

/// Phase 3: the smallest run the plan's parallel layout allows (one model-parallel group,
/// or a few where ZeRO needs the ranks to hold the model), with figures planned for that
/// run: a sharded model is never offered a single-GPU trial it cannot run.
QStringList trialRow(const Data &d, double fullPerGpu, const QString &unit)
{
    const Result &r = d.result;
    const Parallelism &l = r.par;
    AcceptanceTrial t;
    if (acceptanceTrial(d.project.plan(), d.catalog, r, t) || t.gpus >= r.cluster.gpus)
        return {Proposal::tr("3. Short full-scale run"),
                Proposal::tr("No smaller group of GPUs holds the model with the planned layout: "
                             "run the training script for one hour on all %n GPU(s).",
                             nullptr, r.cluster.gpus),
                Proposal::tr("throughput within 10 % of the planned %1 %2 per GPU; memory within "
                             "the planned %3 GiB")
                    .arg(number(d, fullPerGpu, fullPerGpu < 100 ? 2 : 0), unit,
                         number(d, toGiB(r.memoryPerGpu), 1))};
    const QString where = t.gpus <= r.cluster.gpusPerNode
                              ? Proposal::tr("within one node")
                              : Proposal::tr("on %n whole node(s)", nullptr, t.nodes);
    return {Proposal::tr("3. Trial on %n GPU(s)", nullptr, t.gpus),
            Proposal::tr("Run the training script on %n GPU(s) %1 with the planned layout "
                         "(TP %2 x PP %3 x CP %4, data parallel %5, ZeRO %6) and micro-batch %7.",
                         nullptr, t.gpus)
                .arg(where)
                .arg(l.tp)
                .arg(l.pp)
                .arg(l.cp)
                .arg(t.dp)
                .arg(l.zero)
                .arg(l.microBatch),
            Proposal::tr("throughput within 10 % of the %1 %2 per GPU planned for this trial; "
                         "memory within the %3 GiB per GPU planned for it")
                .arg(number(d, t.perGpu, t.perGpu < 100 ? 2 : 0), unit,
                     number(d, toGiB(t.memoryPerGpu), 1))};
}

void delivery(Layout &l, const Data &d)
{
    const Result &r = d.result;
    const ClusterFacts &c = r.cluster;
    // Kept with the header and first phase of its table, three lines tall.
    l.heading(Proposal::tr("Delivery plan and acceptance"), 90);
    const bool inSamples = throughputInSamples(d.project.plan(), r);
    const double perGpu = inSamples ? r.samplesPerSecond / std::max(1, c.gpus)
                                    : r.tokensPerSecond / std::max(1, c.gpus);
    const QString unit = inSamples ? Proposal::tr("samples/s") : Proposal::tr("tokens/s");
    // The all_reduce figure each pre-check must reach: across nodes where there are several,
    // else within the node; 90 % of the planned one-direction bandwidth per GPU.
    const double planned = (c.nodes > 1 ? c.interNodePerGpu : c.intraNodePerGpu).value() / 1e9;
    const QString bandwidth
        = c.nodes > 1 ? Proposal::tr("all_reduce bus bandwidth across nodes of at least %1 GB/s "
                                     "per GPU (90 % of the planned %2)")
                            .arg(number(d, 0.9 * planned, 1), number(d, planned, 1))
                      : Proposal::tr("all_reduce bus bandwidth within the node of at least %1 GB/s "
                                     "per GPU (90 % of the planned %2)")
                            .arg(number(d, 0.9 * planned, 1), number(d, planned, 1));
    // A cloud customer checks what the provider delivered and measures it; the machines'
    // firmware, BIOS and burn-in are the provider's. An owner checks them on site.
    const bool cloud = d.project.plan().pricing != Pricing::Purchase;
    const QString gpuName = c.gpu ? catalogName(c.gpu->name) : QString();
    std::vector<QStringList> rows = {
        cloud ? QStringList{Proposal::tr("1. Instance check"),
                            Proposal::tr("Every instance is the type ordered: %1 x %2 with %3 GiB "
                                         "each (nvidia-smi), driver, CUDA and NCCL versions as "
                                         "planned; run the NCCL all_reduce test (nccl-tests) on "
                                         "all %n GPU(s).",
                                         nullptr, c.gpus)
                                .arg(number(d, c.gpusPerNode), gpuName,
                                     number(d, c.gpu ? toGiB(c.gpu->memory) : 0, 0)),
                            bandwidth}
              : QStringList{Proposal::tr("1. Environment pre-check"),
                            Proposal::tr("Drivers, firmware, CUDA/NCCL versions and BIOS settings "
                                         "match on every node; GPU burn-in and NCCL tests pass."),
                            bandwidth},
        {Proposal::tr("2. Data migration"),
         Proposal::tr("Copy the dataset to %1 with a checksum (SHA-256) for every file; re-copy "
                      "any mismatch.")
             .arg(c.storage ? catalogName(c.storage->name) : Proposal::tr("the training storage")),
         Proposal::tr("every checksum matches; file count and total size equal the source")},
        trialRow(d, perGpu, unit),
        {Proposal::tr("4. Scaling test"),
         Proposal::tr("Run at full scale (%n GPU(s)) with the planned parallel layout.", nullptr,
                      c.gpus),
         Proposal::tr("step time within 15 % of the planned %1 s; MFU at least %2 %")
             .arg(number(d, r.stepTime.value(), 2), number(d, 85 * r.mfu, 1))},
        // An owner burns in what it bought for two days, whatever the first job; a cloud
        // customer pays by the hour, so the stability check is the first tenth of the run
        // itself (an hour at least, two days at most), not a soak longer than the job.
        cloud ? QStringList{Proposal::tr("5. Stability check"),
                            Proposal::tr("Run the first %1 of the training itself as the check, "
                                         "with checkpoints every %2, and restore one on purpose.")
                                .arg(formatDuration(
                                         Seconds(3600.0
                                                 * std::clamp(0.1 * toHours(r.trainingTime), 1.0,
                                                              48.0)),
                                         d.lang),
                                     formatDuration(r.checkpointInterval, d.lang)),
                            Proposal::tr("no unrecovered failure; the restored run continues "
                                         "with the same loss")}
              : QStringList{Proposal::tr("5. 48-hour soak"),
                            Proposal::tr("Train for 48 hours with checkpoints every %1 and "
                                         "restore one on purpose.")
                                .arg(formatDuration(r.checkpointInterval, d.lang)),
                            Proposal::tr("no unrecovered failure; the restored run continues "
                                         "with the same loss")}};
    l.table({Proposal::tr("Phase"), Proposal::tr("Work"), Proposal::tr("Acceptance criterion")},
            {0.2, 0.42, 0.38}, rows, {Qt::AlignLeft, Qt::AlignLeft, Qt::AlignLeft});
}

/// The training stack the estimate ran on, as the catalog names it.
QString stackName(const Data &d)
{
    const Framework *f = d.catalog.framework(d.result.framework);
    return f ? catalogName(f->name) : qs(d.result.framework);
}

void assumptions(Layout &l, const Data &d)
{
    const Plan &p = d.project.plan();
    l.heading(Proposal::tr("Assumptions and disclaimer"));
    // English keeps the sign on the line with its number; Chinese sets it against it.
    const QString nbspPercent
        = d.lang == QLatin1String("zh_CN") ? QStringLiteral("%") : QStringLiteral("\u00a0%");
    QStringList items
        = {Proposal::tr("Training time follows from every matrix multiplication, attention "
                        "kernel and element-wise pass of the model at the accelerator's "
                        "measured efficiencies and the training stack's kernels (%1), "
                        "calibrated on 136 published training runs (Megatron-LM, NeMo, "
                        "MosaicML llm-foundry, torchtitan), plus communication at the fabrics' "
                        "achievable bandwidths, pipeline bubbles, data loading, checkpoints and "
                        "failure restarts.")
                   .arg(stackName(d)),
           Proposal::tr("\"Likely\" ranges are the 10th to 90th percentile of the planner's "
                        "error on published runs held out of its calibration: %1 to %2 on this "
                        "plan's time, ±3.5 % when calibrated from a trial run.")
               .arg(QStringLiteral("%1%2")
                        .arg(number(d, 100 * (d.result.totalTimeRange[0] / d.result.totalTime - 1)),
                             nbspPercent),
                    QStringLiteral("+%1%2")
                        .arg(number(d, 100 * (d.result.totalTimeRange[1] / d.result.totalTime - 1)),
                             nbspPercent)),
           Proposal::tr("Memory per GPU follows the ZeRO paper (weights, gradients, optimizer "
                        "states) and Korthikanti et al. "
                        "2022 (activations); at least 20 % of GPU memory is kept free."),
           d.result.currency == Currency::CNY
               ? Proposal::tr("Prices are list prices from the catalog in Chinese yuan; cloud "
                              "prices include network and power.")
               : Proposal::tr("Prices are list prices from the catalog in US dollars; cloud "
                              "prices include network and power."),
           Proposal::tr("%1 of extra time is allowed for trial runs and reruns.")
               .arg(percent(d, 100 * p.experimentAllowance))};
    if (d.result.calibration.applied) {
        const CalibrationResult &k = d.result.calibration;
        items << Proposal::tr("Calibrated from a trial run on %1 GPUs that measured %2 tokens/s "
                              "per GPU against %3 modelled: the compute time is scaled by %4.")
                     .arg(number(d, k.trialGpus), number(d, k.trialMeasured),
                          number(d, k.trialPredicted), number(d, k.factor, 2));
    }
    if (p.currency == Currency::CNY || p.cnyPerUsd > 0)
        items << Proposal::tr("Exchange rate: %1 CNY per USD.")
                     .arg(number(d, p.cnyPerUsd > 0 ? p.cnyPerUsd : d.catalog.cnyPerUsd, 2));
    l.bullets(items);
    if (!d.project.info.notes.empty()) {
        l.subheading(Proposal::tr("Notes"));
        l.paragraph(qs(d.project.info.notes));
    }
    l.subheading(Proposal::tr("Disclaimer"));
    l.paragraph(Proposal::tr(
        "This proposal is a planning estimate, not a performance guarantee. Actual time and cost "
        "depend on the software stack, data pipeline, failure rates and prices at the time of "
        "purchase. Figures should be confirmed by the acceptance tests above before commitments "
        "are made."));
}

} // namespace

QString writeProposal(const Project &project, const Catalog &catalog,
                      const ProposalOptions &options, const QString &outPath,
                      ProposalReport *report)
{
    ScopedLanguage language(options.language);
    if (!language.ok())
        return Proposal::tr("unknown language '%1' (en or zh_CN)").arg(options.language);
    Data d{project, catalog, options, {}, {}, {}, options.language, QLocale(options.language), {}};
    if (auto e = billOfMaterials(project.plan(), catalog, d.result, d.bom))
        return Proposal::tr("the plan cannot be evaluated: %1: %2")
            .arg(qs(e->field), qs(e->message));
    d.fits = memoryFitByAccelerator(project.plan(), catalog);
    if (auto f = againstRecommending(d.result)) {
        const FindingText t = findingText(*f);
        d.notRecommended = Proposal::tr("%1 %2").arg(t.message, t.suggestion);
    }
    if (project.scenarios.size() > 1) {
        for (std::size_t i = 0; i < project.scenarios.size(); ++i) {
            Alternative a;
            a.name = scenarioName(project.scenarios[i], int(i));
            a.described = int(i) == project.active;
            a.error = evaluate(project.scenarios[i].plan, catalog, a.result);
            d.alternatives.push_back(std::move(a));
        }
        // The active scenario is recommended unless a finding speaks against it; then the
        // cheapest scenario none speaks against (totals compared in US dollars), if any.
        Alternative *best = nullptr;
        double bestCost = 0;
        for (std::size_t i = 0; i < d.alternatives.size(); ++i) {
            Alternative &a = d.alternatives[i];
            if (a.error || againstRecommending(a.result)) continue;
            if (a.described) {
                best = &a;
                break;
            }
            const Plan &plan = project.scenarios[i].plan;
            const double rate = plan.cnyPerUsd > 0 ? plan.cnyPerUsd : catalog.cnyPerUsd;
            const double usd = a.result.currency == Currency::CNY && rate > 0
                                   ? a.result.costTotal / rate
                                   : a.result.costTotal;
            if (!best || usd < bestCost) best = &a, bestCost = usd;
        }
        if (best) best->recommended = true;
        if (best && !best->described && report)
            for (const Alternative &a : d.alternatives)
                if (a.described)
                    report->warnings << Proposal::tr("the active scenario %1 is not recommended "
                                                     "(%2); the proposal recommends %3")
                                            .arg(a.name, d.notRecommended, best->name);
    }

    if (auto problem = outputFileProblem(outPath))
        return Proposal::tr("cannot write %1: it %2").arg(outPath, *problem);
    QSaveFile file(outPath);
    if (!file.open(QIODevice::WriteOnly))
        return Proposal::tr("cannot write %1: %2").arg(outPath, fileErrorText(file, true));
    int pages = 0;
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(options.letter ? QPageSize::Letter : QPageSize::A4));
        writer.setPageMargins(QMarginsF(18, 16, 18, 14), QPageLayout::Millimeter);
        writer.setResolution(72); // one unit is one point
        writer.setTitle(project.info.name.empty() ? Proposal::tr("GPU Training Cluster Proposal")
                                                  : qs(project.info.name));
        writer.setCreator(
            QStringLiteral("ClusterPlanner %1").arg(QCoreApplication::applicationVersion()));
        Layout layout(writer, d);
        pages = layout.run([&](Layout &l) {
            cover(l, d, l.painter() ? report : nullptr);
            summary(l, d);
            workload(l, d);
            figures(l, d);
            billOfMaterials(l, d);
            alternativesSection(l, d);
            findingsSection(l, d);
            delivery(l, d);
            assumptions(l, d);
        });
    }
    if (!file.commit()) return Proposal::tr("cannot write %1: %2").arg(outPath, fileErrorText(file, true));
    if (report) report->pages = pages;
    return {};
}

} // namespace cp
