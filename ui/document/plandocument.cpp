// SPDX-License-Identifier: GPL-3.0-or-later
// PlanDocument: value, undo stack, files, and the recomputation that follows every edit.
#include "document/plandocument.h"

#include "analysis/analysis.h"
#include "document/editcommand.h"
#include "report/format.h"
#include "io/projectreader.h"
#include "io/planio.h"
#include "engine/planner.h"
#include "report/projectreport.h"
#include "io/safefile.h"
#include "edit/scenarioname.h"
#include "report/translation.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace cp::ui {

namespace {

QString describe(const QString &path, const PlanError &e)
{
    return PlanDocument::tr("%1: %2: %3")
        .arg(QFileInfo(path).fileName(), errorFieldText(e.field),
             QString::fromStdString(e.message));
}

} // namespace

PlanDocument::PlanDocument(const Catalog &catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(catalog)
{
    // Never an empty, unevaluable plan on screen: the same start as File > New.
    std::vector<FlagValue> flags = {{"model", "llama2-7b", false},
                                    {"tokens", "1e10", false},
                                    {"gpu", "a100-80gb-sxm", false},
                                    {"gpus", "8", false}};
    applyFlags(m_project.plan(), flags, m_catalog);
    recompute();
    m_onDisk = m_project;
    connect(&m_undo, &QUndoStack::indexChanged, this, &PlanDocument::updateModified);
    // The stack marked clean (a save, or work dropped on purpose) holds what is on disk.
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (!clean) return;
        m_onDisk = m_project;
        updateModified();
    });
}

void PlanDocument::updateModified()
{
    bool modified = true;
    if (m_onDisk) {
        Project shown = *m_onDisk;
        shown.active = m_project.active;
        modified = !(shown == m_project);
    }
    if (modified == m_modified) return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

bool PlanDocument::load(const QString &path, QString *error, bool asTemplate)
{
    QByteArray data;
    if (QFile missing(path); !missing.exists()) {
        missing.open(QIODevice::ReadOnly); // for the system's reason, in the UI's language
        if (error) *error = tr("Cannot open %1: %2").arg(path, fileErrorText(missing, false));
        return false;
    }
    if (auto problem = readInputFile(path, data)) {
        if (error) *error = tr("Cannot open %1: it %2").arg(path, *problem);
        return false;
    }
    Project project;
    if (auto e = readProject(data.toStdString(), m_catalog, project)) {
        if (error) *error = describe(path, *e);
        return false;
    }
    // The canvas draws every element: a project far past what one reads on a screen is
    // refused before it is drawn (10,000 nodes and 100,000 links took gigabytes and never
    // appeared). The command line estimates it, up to what every reader takes.
    for (const Scenario &s : project.scenarios) {
        const Topology &t = s.plan.topology;
        const qsizetype elements = qsizetype(t.nodes.size() + t.switches.size());
        if (!fitsCanvas(t)) {
            if (error)
                *error = tr("%1: scenario \"%2\" draws %3 elements and %4 links; the canvas "
                            "draws at most %5 elements and %6 links. Estimate it with "
                            "clusterplanner-cli, which reads up to %7 nodes, switches and "
                            "links each.")
                             .arg(QFileInfo(path).fileName(), QString::fromStdString(s.name))
                             .arg(elements)
                             .arg(t.links.size())
                             .arg(qsizetype(kMaxCanvasElements))
                             .arg(qsizetype(kMaxCanvasLinks))
                             .arg(qsizetype(kMaxTopologyEntries));
            return false;
        }
    }
    replace(std::move(project), asTemplate ? QString() : QFileInfo(path).absoluteFilePath());
    m_diskDigest = asTemplate ? QByteArray()
                              : QCryptographicHash::hash(data, QCryptographicHash::Sha256);
    return true;
}

bool PlanDocument::restore(const QByteArray &text, const QString &fileName,
                           const QByteArray &diskDigest, QString *error)
{
    Project project;
    if (auto e = readProject(text.toStdString(), m_catalog, project)) {
        if (error) *error = describe(fileName.isEmpty() ? tr("recovery file") : fileName, *e);
        return false;
    }
    replace(std::move(project), fileName);
    // A recovery file that does not say what the file held (written by an older version)
    // counts as changed on disk: a save asks rather than overwrite another window's work.
    m_diskDigest = fileName.isEmpty()     ? QByteArray()
                   : diskDigest.isEmpty() ? QByteArrayLiteral("unknown")
                                          : diskDigest;
    m_undo.resetClean(); // the restored changes are not on disk yet
    m_onDisk.reset();
    updateModified();
    return true;
}

void PlanDocument::replace(Project project, const QString &fileName)
{
    m_undo.clear();
    m_diskDigest.clear();
    const bool renamed = fileName != m_fileName;
    m_fileName = fileName;
    setProject(project);
    m_onDisk = m_project;
    updateModified();
    emit infoChanged();
    emit scenariosChanged();
    if (renamed) emit fileNameChanged();
}

bool PlanDocument::changedOnDisk() const
{
    if (m_fileName.isEmpty() || m_diskDigest.isEmpty()) return false;
    QByteArray now;
    if (readInputFile(m_fileName, now)) return true; // removed, or no longer a file
    return QCryptographicHash::hash(now, QCryptographicHash::Sha256) != m_diskDigest;
}

QByteArray PlanDocument::serialize() const
{
    return QByteArray::fromStdString(writeProject(m_project));
}

bool PlanDocument::save(const QString &path, QString *error)
{
    const QByteArray data = serialize();
    if (auto problem = outputFileProblem(path)) {
        if (error) *error = tr("Cannot save %1: it %2. The file on disk is unchanged.").arg(path, *problem);
        return false;
    }
    if (auto why = writeFileAtomically(path, data, *m_writer)) {
        if (error)
            *error = tr("Cannot save %1: %2. The file on disk is unchanged.").arg(path, *why);
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool renamed = absolute != m_fileName;
    m_fileName = absolute;
    m_diskDigest = QCryptographicHash::hash(data, QCryptographicHash::Sha256);
    m_undo.setClean();
    m_onDisk = m_project; // also where the stack was clean already
    updateModified();
    if (renamed) emit fileNameChanged();
    return true;
}

void PlanDocument::newProject()
{
    replace(PlanDocument(m_catalog).project(), QString());
}

bool PlanDocument::edit(const QString &text, const std::function<void(Plan &)> &change,
                        Merge merge, bool layoutOnly)
{
    Project after = m_project;
    change(after.plan());
    if (after.plan() == m_project.plan()) return false;
    // A name that states the plan ("256 x H100, reserved 1 year") follows it, in the same
    // undo step, unless another scenario already has the new name.
    Scenario &shown = after.scenarios[std::size_t(after.active)];
    const std::string renamed = nameFollowingPlan(shown.name, m_project.plan(), after.plan(), m_catalog);
    if (renamed != shown.name
        && std::none_of(after.scenarios.begin(), after.scenarios.end(),
                        [&](const Scenario &s) { return s.name == renamed; }))
        shown.name = renamed;
    return push(text, std::move(merge), after, layoutOnly);
}

bool PlanDocument::push(const QString &text, Merge merge, const Project &after, bool layoutOnly)
{
    // A scenario past what the canvas draws could be saved but not opened again (Design
    // network on 1,200 nodes, Ctrl+A Ctrl+D twice): refused before it happens. An edit
    // that shrinks a scenario, or leaves its size, always goes through.
    for (std::size_t i = 0; i < after.scenarios.size(); ++i) {
        const Topology &t = after.scenarios[i].plan.topology;
        if (fitsCanvas(t)) continue;
        const Topology *was
            = i < m_project.scenarios.size() ? &m_project.scenarios[i].plan.topology : nullptr;
        if (was && t.nodes.size() + t.switches.size() <= was->nodes.size() + was->switches.size()
            && t.links.size() <= was->links.size())
            continue;
        emit editRefused(tr("%1: not done. The scenario would hold %2 elements and %3 links; "
                            "the canvas draws at most %4 elements and %5 links. Estimate a "
                            "larger cluster with clusterplanner-cli.")
                             .arg(text)
                             .arg(qsizetype(t.nodes.size() + t.switches.size()))
                             .arg(qsizetype(t.links.size()))
                             .arg(qsizetype(kMaxCanvasElements))
                             .arg(qsizetype(kMaxCanvasLinks)));
        return false;
    }
    m_undo.push(new EditCommand(this, text, std::move(merge), m_project, after, layoutOnly));
    return true;
}

void PlanDocument::editInfo(const QString &text, const std::function<void(ProjectInfo &)> &change)
{
    Project after = m_project;
    change(after.info);
    if (after.info == m_project.info) return;
    // Layout-only but for the market: the planner reads nothing else of the details. The
    // market decides what a plan may buy and the switches its networks are built of.
    const bool market = after.info.market != m_project.info.market;
    for (Scenario &s : after.scenarios)
        s.plan.market.id = after.info.market;
    m_undo.push(new EditCommand(this, text, {}, m_project, after, !market));
}

QString PlanDocument::scenarioName(int index) const
{
    if (index < 0 || index >= scenarioCount()) return {};
    const std::string &name = m_project.scenarios[std::size_t(index)].name;
    return name.empty() ? tr("Scenario %1").arg(index + 1) : QString::fromStdString(name);
}

/// A scenario name as typed or pasted, without the control characters a project refuses
/// (a bidirectional override would reorder it in the PDF).
static QString typedName(const QString &name)
{
    return QString::fromStdString(withoutForbiddenCharacters(name.trimmed().toStdString())).trimmed();
}

QString PlanDocument::uniqueScenarioName(const QString &name, int except) const
{
    // A unique name: "Name", else "Name (2)", "Name (3)" ...
    auto taken = [&](const QString &n) {
        for (int i = 0; i < scenarioCount(); ++i)
            if (i != except && scenarioName(i) == n) return true;
        return false;
    };
    QString unique = typedName(name).left(100);
    for (int k = 2; unique.isEmpty() || taken(unique); ++k)
        unique = QStringLiteral("%1 (%2)").arg(typedName(name).left(90)).arg(k);
    return unique;
}

void PlanDocument::replaceActiveScenario(const QString &text, const QString &name, const Plan &plan)
{
    Project after = m_project;
    Scenario &s = after.scenarios[std::size_t(after.active)];
    s.plan = plan;
    s.name = uniqueScenarioName(name, after.active).toStdString();
    push(text, {}, after, false);
}

bool PlanDocument::addScenario(const QString &name, const Plan &plan, Show show)
{
    if (m_project.scenarios.size() >= kMaxScenarios) return false;
    const QString unique = uniqueScenarioName(name);
    Project after = m_project;
    after.scenarios.push_back({unique.toStdString(), plan});
    if (show == Show::Added) after.active = int(after.scenarios.size()) - 1;
    return push(tr("Add scenario %1").arg(unique), {}, after, false);
}

void PlanDocument::setActiveScenario(int index)
{
    if (index < 0 || index >= scenarioCount() || index == m_project.active) return;
    Project after = m_project;
    after.active = index;
    // Repeated switching is one step; undoing it returns to the scenario shown before.
    m_undo.push(new EditCommand(this, tr("Show scenario %1").arg(scenarioName(index)),
                                {MergeId::ShowScenario, {}}, m_project, after, false));
}

bool PlanDocument::renameScenario(int index, const QString &name)
{
    if (index < 0 || index >= scenarioCount()) return false;
    const QString n = typedName(name).left(100);
    for (int i = 0; i < scenarioCount(); ++i)
        if (i != index && !n.isEmpty() && scenarioName(i) == n) return false;
    if (n.toStdString() == m_project.scenarios[std::size_t(index)].name) return true;
    Project after = m_project;
    after.scenarios[std::size_t(index)].name = n.toStdString();
    m_undo.push(new EditCommand(this, tr("Rename scenario %1").arg(scenarioName(index)), {},
                                m_project, after, true));
    return true;
}

void PlanDocument::removeScenario(int index)
{
    if (index < 0 || index >= scenarioCount() || scenarioCount() <= 1) return;
    Project after = m_project;
    after.scenarios.erase(after.scenarios.begin() + index);
    if (after.active > index || after.active >= int(after.scenarios.size())) --after.active;
    after.active = std::max(0, after.active);
    m_undo.push(new EditCommand(this, tr("Remove scenario %1").arg(scenarioName(index)), {},
                                m_project, after, false));
}

void PlanDocument::setProject(const Project &project, bool layoutOnly)
{
    const bool infoChanged = project.info != m_project.info;
    bool scenariosChanged = project.active != m_project.active
                            || project.scenarios.size() != m_project.scenarios.size();
    for (std::size_t i = 0; !scenariosChanged && i < project.scenarios.size(); ++i)
        scenariosChanged = project.scenarios[i].name != m_project.scenarios[i].name;
    const bool planChanged = !(project.plan() == m_project.plan());
    m_project = project;
    // Every scenario is planned in the project's market (a project made in the app, a
    // scenario added, an edit undone).
    for (Scenario &s : m_project.scenarios)
        s.plan.market.id = m_project.info.market;
    // Views told of the change below may read the report before recompute() runs.
    if (!layoutOnly) m_reportStale = true;
    if (infoChanged) emit this->infoChanged();
    if (scenariosChanged) emit this->scenariosChanged();
    if (layoutOnly) {
        // Positions change nothing the planner reads: the report keeps its figures and
        // takes the drawing as it now is.
        if (m_projectReport.topologyDrawn) m_projectReport.topology = m_project.plan().topology;
        if (m_otherLanguage && m_otherLanguage->topologyDrawn)
            m_otherLanguage->topology = m_project.plan().topology;
        m_reported = m_project;
        if (planChanged) emit layoutChanged();
        return;
    }
    emit this->planChanged();
    recompute();
}

void PlanDocument::recompute()
{
    if (m_reportStale) refreshReport();
    const ScenarioReport &shown = m_projectReport.described();
    if (shown.error) {
        m_error = QStringLiteral("%1: %2").arg(QString::fromStdString(shown.error->field),
                                               QString::fromStdString(shown.error->message));
    } else {
        m_error.clear();
        m_result = shown.result;
        m_lastReport = shown.report;
    }
    emit resultChanged();
}

void PlanDocument::refreshReport() const
{
    // Only the scenarios whose plans changed are evaluated again (evaluateProject reuses
    // the rest): an edit costs one scenario's evaluation, however many the project holds.
    m_projectReport = evaluateProject(m_project, m_catalog, currentLanguage(), m_reported,
                                      m_projectReport);
    m_reported = m_project;
    m_otherLanguage.reset();
    m_reportStale = false;
}

const ProjectReport &PlanDocument::projectReport(const QString &language) const
{
    if (m_reportStale) refreshReport();
    const QString lang = language.isEmpty() ? currentLanguage() : language;
    if (lang == currentLanguage() && m_projectReport.language != lang) {
        // The app's language changed: the same results, worded again.
        m_projectReport = evaluateProject(m_project, m_catalog, lang, m_reported, m_projectReport);
        if (!m_projectReport.described().error) m_lastReport = m_projectReport.described().report;
    }
    if (m_projectReport.language == lang) return m_projectReport;
    if (!m_otherLanguage || m_otherLanguage->language != lang)
        m_otherLanguage = evaluateProject(m_project, m_catalog, lang, m_reported, m_projectReport);
    return *m_otherLanguage;
}

std::optional<PlanError> PlanDocument::pricingOverTime(double utilization,
                                                      const std::vector<double> &demand,
                                                      PricingOverTime &out,
                                                      CheapestWay &cheapest) const
{
    if (auto e = cp::pricingOverTime(plan(), m_catalog, utilization, demand, out)) return e;
    cheapest = cheapestWay(out);
    return std::nullopt;
}

std::optional<PlanError> PlanDocument::sensitivity(Sensitivity &out) const
{
    Plan inMarket = plan();
    inMarket.market.id = m_project.info.market;
    return cp::sensitivity(inMarket, m_catalog, out);
}

std::optional<PlanError> PlanDocument::evaluateDraft(const Plan &plan, Result &out) const
{
    Plan inMarket = plan;
    inMarket.market.id = m_project.info.market;
    return evaluate(inMarket, m_catalog, out);
}

std::optional<PlanError> PlanDocument::countModel(const Plan &plan, ModelCounts &out) const
{
    return modelCounts(plan, out);
}

std::optional<PlanError> PlanDocument::standardDrawing(const Plan &plan, Topology &out) const
{
    return standardTopology(plan, m_catalog, out);
}

const Report &PlanDocument::report() const
{
    const ProjectReport &r = projectReport();
    // While the shown scenario cannot be evaluated, the views keep its last figures beside
    // the error.
    return r.described().error ? m_lastReport : r.described().report;
}

} // namespace cp::ui
