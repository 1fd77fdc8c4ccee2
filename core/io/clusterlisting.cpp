// SPDX-License-Identifier: GPL-3.0-or-later
// readScontrolNodes: KEY=VALUE fields, a record from each NodeName=, the GPUs from Gres=.
#include "io/clusterlisting.h"

#include "engine/planner.h"
#include "io/planflags.h"
#include "report/errortext.h"
#include "io/jsonreader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

namespace cp {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

/// The words of a GPU type: lower case, split at "_", "-", " " and ":".
std::vector<std::string> words(std::string_view s)
{
    std::vector<std::string> out;
    std::string word;
    for (char c : lower(s)) {
        if (c == '_' || c == '-' || c == ' ' || c == ':') {
            if (!word.empty()) out.push_back(word);
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty()) out.push_back(word);
    return out;
}

/// A catalog part's model: its id up to the first "-" ("h100" of "h100-80gb-sxm"), or the
/// first two words for a name of two ("ascend-910b").
std::string modelOf(const std::string &id)
{
    const std::vector<std::string> w = words(id);
    if (w.empty()) return {};
    return w.front() == "ascend" && w.size() > 1 ? w[0] + w[1] : w[0];
}

std::optional<int> wholeNumber(std::string_view s)
{
    int v = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
    return v;
}

/// The lines of a text, without their line breaks (and a "\r" before one).
std::vector<std::string_view> linesOf(std::string_view text)
{
    std::vector<std::string_view> out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find('\n', pos);
        std::string_view line
            = text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        out.push_back(line);
        pos = end == std::string_view::npos ? text.size() : end + 1;
    }
    return out;
}

/// The words of a line, split at spaces and tabs.
std::vector<std::string> spaceSeparated(std::string_view line)
{
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < line.size()) {
        while (at < line.size() && std::isspace(static_cast<unsigned char>(line[at])))
            ++at;
        std::size_t stop = at;
        while (stop < line.size() && !std::isspace(static_cast<unsigned char>(line[stop])))
            ++stop;
        if (stop > at) out.emplace_back(line.substr(at, stop - at));
        at = stop;
    }
    return out;
}

struct NodeRecord
{
    std::string name;
    int line = 0;
    std::string gres; // as listed, "" where the node has none
};

struct Gpus
{
    int count = 0;
    std::string type; // empty where the listing gives only a count ("gpu:8")
};

/// The GPUs of a Gres value ("gpu:h100:8(S:0-1),nvme:1", "gpu:8"): their count and type;
/// nullopt where an entry "gpu:..." does not end in a count.
std::optional<Gpus> gpusOf(const std::string &gres)
{
    Gpus out;
    std::size_t start = 0;
    while (start < gres.size()) {
        std::size_t end = gres.find(',', start);
        // A socket list "(S:0-1)" may hold commas: the entry ends after its bracket.
        const std::size_t open = gres.find('(', start);
        if (open != std::string::npos && open < end) {
            const std::size_t close = gres.find(')', open);
            end = close == std::string::npos ? std::string::npos : gres.find(',', close);
        }
        std::string entry = gres.substr(start, end == std::string::npos ? end : end - start);
        start = end == std::string::npos ? gres.size() : end + 1;
        if (const std::size_t bracket = entry.find('('); bracket != std::string::npos)
            entry.resize(bracket);
        if (entry.rfind("gpu", 0) != 0) continue;
        // gpu[:type]:count
        const std::size_t last = entry.rfind(':');
        if (last == std::string::npos) return std::nullopt;
        const std::optional<int> n = wholeNumber(std::string_view(entry).substr(last + 1));
        if (!n || *n < 0) return std::nullopt;
        out.count += *n;
        const std::size_t first = entry.find(':');
        if (first != last) out.type = entry.substr(first + 1, last - first - 1);
    }
    return out;
}

} // namespace

std::string acceleratorForListedGpu(std::string_view listed, const Catalog &catalog, bool *assumed)
{
    if (assumed) *assumed = false;
    std::vector<std::string> w = words(listed);
    // The vendor's and the product line's words say nothing of the part.
    static const std::vector<std::string> vendor
        = {"nvidia", "tesla", "amd", "instinct", "geforce", "huawei", "ascend"};
    std::erase_if(w, [](const std::string &s) {
        return std::find(vendor.begin(), vendor.end(), s) != vendor.end();
    });
    // "ascend910b" written as one word.
    for (std::string &s : w)
        if (s.rfind("ascend", 0) == 0) s = s.substr(6);
    std::vector<const Accelerator *> found;
    for (const std::string &word : w) {
        for (const Accelerator &a : catalog.accelerators) {
            const std::string model = modelOf(a.id);
            if (model == word || model == "ascend" + word) found.push_back(&a);
        }
        if (!found.empty()) break;
    }
    if (found.empty()) return {};
    // Narrowed by what the name says of memory and form: "80gb", "pcie", "sxm4", "hbm3" (SXM).
    auto narrow = [&](auto keep) {
        std::vector<const Accelerator *> kept;
        for (const Accelerator *a : found)
            if (keep(a->id)) kept.push_back(a);
        if (!kept.empty()) found = kept;
    };
    for (const std::string &word : w) {
        if (word.size() > 2 && word.compare(word.size() - 2, 2, "gb") == 0
            && wholeNumber(std::string_view(word).substr(0, word.size() - 2)))
            narrow([&](const std::string &id) { return id.find(word) != std::string::npos; });
        if (word == "pcie")
            narrow([](const std::string &id) { return id.find("pcie") != std::string::npos; });
        if (word.rfind("sxm", 0) == 0 || word == "hbm3")
            narrow([](const std::string &id) { return id.find("sxm") != std::string::npos; });
        if (word == "nvl")
            narrow([](const std::string &id) { return id.find("nvl") != std::string::npos; });
    }
    if (found.size() > 1) {
        if (assumed) *assumed = true;
        // The SXM part with the most memory, as such clusters are mostly built ("a100": the
        // 80 GB one); else the first.
        const Accelerator *best = nullptr;
        auto gigabytes = [](const std::string &id) {
            for (const std::string &word : words(id))
                if (word.size() > 2 && word.compare(word.size() - 2, 2, "gb") == 0)
                    if (auto n = wholeNumber(std::string_view(word).substr(0, word.size() - 2)))
                        return *n;
            return 0;
        };
        for (const Accelerator *a : found)
            if (a->id.find("sxm") != std::string::npos
                && (!best || gigabytes(a->id) > gigabytes(best->id)))
                best = a;
        return (best ? best : found.front())->id;
    }
    return found.front()->id;
}

/// The cluster of listed nodes: those with GPUs, all of one kind. `line` of a record is 0
/// where the listing has no lines to name (JSON): the node is named alone.
std::variant<ListedCluster, PlanError> gather(const std::vector<NodeRecord> &nodes,
                                              const Catalog &catalog)
{
    auto error = [](int line, const QString &what) {
        return PlanError{"cluster-from",
                         line > 0 ? ErrorTr::tr("line %1: %2").arg(line).arg(what).toStdString()
                                  : what.toStdString()};
    };
    auto q = [](std::string_view v) { return QString::fromUtf8(v.data(), qsizetype(v.size())); };
    ListedCluster out;
    const NodeRecord *firstGpuNode = nullptr;
    for (const NodeRecord &n : nodes) {
        const std::optional<Gpus> g = gpusOf(n.gres);
        if (!g)
            return error(n.line, ErrorTr::tr("node %1: Gres=%2 does not end in a GPU count "
                                             "(expected gpu:TYPE:COUNT or gpu:COUNT)")
                                     .arg(q(n.name), q(n.gres)));
        if (g->count == 0) {
            out.withoutGpus.push_back(n.name);
            continue;
        }
        if (!firstGpuNode) {
            firstGpuNode = &n;
            out.gpusPerNode = g->count;
            out.listedGpu = g->type;
            if (!g->type.empty()) {
                out.gpu = acceleratorForListedGpu(g->type, catalog, &out.gpuAssumed);
                if (out.gpu.empty())
                    return error(n.line,
                                 ErrorTr::tr("node %1: GPU type '%2' is no accelerator of the "
                                             "catalog (clusterplanner-cli catalog lists them); "
                                             "name it with --gpu")
                                     .arg(q(n.name), q(g->type)));
            }
        } else if (g->count != out.gpusPerNode || g->type != out.listedGpu) {
            return error(n.line,
                         ErrorTr::tr("node %1 has %2 GPUs (%3), node %4 has %5 (%6): a "
                                     "plan holds nodes of one kind (list one partition)")
                             .arg(q(n.name))
                             .arg(g->count)
                             .arg(g->type.empty() ? QStringLiteral("-") : q(g->type))
                             .arg(q(firstGpuNode->name))
                             .arg(out.gpusPerNode)
                             .arg(out.listedGpu.empty() ? QStringLiteral("-") : q(out.listedGpu)));
        }
        ++out.nodes;
    }
    if (out.nodes == 0)
        return PlanError{
            "cluster-from",
            ErrorTr::tr("no node in the listing has a GPU (Gres=gpu:...)").toStdString()};
    return out;
}

std::variant<ListedCluster, PlanError> readScontrolNodes(std::string_view text,
                                                         const Catalog &catalog)
{
    auto error = [](int line, const QString &what) {
        return PlanError{"cluster-from",
                         ErrorTr::tr("line %1: %2").arg(line).arg(what).toStdString()};
    };
    auto q = [](std::string_view v) { return QString::fromUtf8(v.data(), qsizetype(v.size())); };
    std::vector<NodeRecord> nodes;
    int lineNo = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t end = text.find('\n', pos);
        std::string_view line
            = text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
        pos = end == std::string_view::npos ? text.size() + 1 : end + 1;
        ++lineNo;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        // Fields: KEY=VALUE separated by spaces; a word without "=" continues the value
        // before it ("OS=Linux 5.15.0 #1 SMP").
        std::size_t at = 0;
        bool first = true;
        while (at < line.size()) {
            while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
                ++at;
            if (at >= line.size()) break;
            std::size_t stop = at;
            while (stop < line.size() && line[stop] != ' ' && line[stop] != '\t')
                ++stop;
            const std::string_view word = line.substr(at, stop - at);
            at = stop;
            const std::size_t eq = word.find('=');
            if (eq == std::string_view::npos || eq == 0) {
                if (first)
                    return error(lineNo,
                                 ErrorTr::tr("expected KEY=VALUE fields of `scontrol show node`, "
                                             "starting with NodeName= (got '%1')")
                                     .arg(q(word.substr(0, 40))));
                continue; // part of the value before it
            }
            first = false;
            const std::string key(word.substr(0, eq));
            const std::string value(word.substr(eq + 1));
            if (key == "NodeName") {
                if (value.empty()) return error(lineNo, ErrorTr::tr("NodeName= without a name"));
                nodes.push_back({value, lineNo, {}});
                continue;
            }
            if (nodes.empty())
                return error(lineNo, ErrorTr::tr("expected a node's record to start with "
                                                 "NodeName= (got '%1=')")
                                         .arg(q(key)));
            if (key == "Gres") nodes.back().gres = value == "(null)" ? std::string() : value;
        }
    }
    if (nodes.empty())
        return PlanError{"cluster-from",
                         ErrorTr::tr("no node in the listing: expected the output of "
                                     "`scontrol show node` (NodeName=... fields)")
                             .toStdString()};

    return gather(nodes, catalog);
}

std::variant<ListedCluster, PlanError> readKubectlNodes(const std::string &text,
                                                        const Catalog &catalog)
{
    nlohmann::json doc;
    if (auto e = detail::parseJson(text, doc, "cluster-from")) return *e;
    const nlohmann::json *items
        = doc.is_object() && doc.contains("items") ? &doc["items"] : nullptr;
    if (doc.is_object() && doc.value("kind", std::string()) == "Node") items = nullptr;
    std::vector<NodeRecord> nodes;
    auto read = [&](const nlohmann::json &n) -> std::optional<PlanError> {
        if (!n.is_object() || !n.contains("metadata") || !n.contains("status"))
            return PlanError{"cluster-from",
                             ErrorTr::tr("expected the nodes of `kubectl get nodes -o json`, each "
                                         "with metadata and status")
                                 .toStdString()};
        NodeRecord r;
        const nlohmann::json &meta = n["metadata"];
        r.name = meta.is_object() && meta.contains("name") && meta["name"].is_string()
                     ? meta["name"].get<std::string>()
                     : std::string("?");
        const nlohmann::json &status = n["status"];
        const nlohmann::json capacity = status.is_object() && status.contains("capacity")
                                            ? status["capacity"]
                                            : nlohmann::json::object();
        const nlohmann::json labels = meta.is_object() && meta.contains("labels")
                                          ? meta["labels"]
                                          : nlohmann::json::object();
        for (const auto &[resource, label] :
             {std::pair<const char *, const char *>{"nvidia.com/gpu", "nvidia.com/gpu.product"},
              {"amd.com/gpu", "amd.com/gpu.product-name"}}) {
            if (!capacity.is_object() || !capacity.contains(resource)) continue;
            const nlohmann::json &c = capacity[resource];
            const std::string count = c.is_string()           ? c.get<std::string>()
                                      : c.is_number_integer() ? std::to_string(c.get<long long>())
                                                              : std::string();
            std::string type
                = labels.is_object() && labels.contains(label) && labels[label].is_string()
                      ? labels[label].get<std::string>()
                      : std::string();
            // As a Gres entry, so that both listings are read alike.
            std::replace(type.begin(), type.end(), ':', '-');
            r.gres = "gpu:" + (type.empty() ? std::string() : type + ":") + count;
        }
        nodes.push_back(r);
        return std::nullopt;
    };
    if (items) {
        if (!items->is_array())
            return PlanError{"cluster-from",
                             ErrorTr::tr("expected the nodes of `kubectl get nodes -o json` in "
                                         "items[]")
                                 .toStdString()};
        for (const nlohmann::json &n : *items)
            if (auto e = read(n)) return *e;
    } else if (auto e = read(doc)) {
        return *e;
    }
    if (nodes.empty())
        return PlanError{"cluster-from", ErrorTr::tr("no node in the listing: expected the "
                                                     "output of `kubectl get nodes -o json`")
                                             .toStdString()};
    return gather(nodes, catalog);
}

std::vector<std::string> expandHostList(std::string_view list)
{
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < list.size()) {
        // One item: up to a comma outside brackets.
        std::size_t end = at;
        int depth = 0;
        while (end < list.size() && (list[end] != ',' || depth > 0)) {
            depth += list[end] == '[' ? 1 : list[end] == ']' ? -1 : 0;
            ++end;
        }
        const std::string_view item = list.substr(at, end - at);
        at = end + 1;
        const std::size_t open = item.find('[');
        if (open == std::string_view::npos) {
            if (!item.empty()) out.emplace_back(item);
            continue;
        }
        const std::size_t close = item.find(']', open);
        if (close == std::string_view::npos) return {};
        const std::string prefix(item.substr(0, open)), suffix(item.substr(close + 1));
        const std::string_view ranges = item.substr(open + 1, close - open - 1);
        std::size_t r = 0;
        while (r <= ranges.size()) {
            std::size_t comma = ranges.find(',', r);
            if (comma == std::string_view::npos) comma = ranges.size();
            const std::string_view range = ranges.substr(r, comma - r);
            r = comma + 1;
            const std::size_t dash = range.find('-');
            const std::string_view lo = range.substr(0, dash);
            const std::string_view hi
                = dash == std::string_view::npos ? lo : range.substr(dash + 1);
            const std::optional<int> a = wholeNumber(lo), b = wholeNumber(hi);
            if (!a || !b || *b < *a || out.size() + std::size_t(*b - *a) > 100000) return {};
            for (int n = *a; n <= *b; ++n) {
                std::string number = std::to_string(n);
                // Zero-padded as written: "01-04" is gpu01 ... gpu04.
                if (number.size() < lo.size()) number.insert(0, lo.size() - number.size(), '0');
                out.push_back(prefix + number + suffix);
            }
        }
    }
    return out;
}

std::variant<ListedCluster, PlanError> readSinfoTable(std::string_view text, const Catalog &catalog)
{
    auto error = [](int line, const QString &what) {
        return PlanError{"cluster-from",
                         ErrorTr::tr("line %1: %2").arg(line).arg(what).toStdString()};
    };
    int lineNo = 0, nodesColumn = -1, listColumn = -1, gresColumn = -1;
    std::size_t columns = 0;
    bool header = false;
    std::vector<NodeRecord> nodes;
    for (const std::string_view line : linesOf(text)) {
        ++lineNo;
        const std::vector<std::string> f = spaceSeparated(line);
        if (f.empty()) continue;
        if (!header) {
            for (std::size_t i = 0; i < f.size(); ++i) {
                const std::string h = lower(f[i]);
                if (h == "nodes") nodesColumn = int(i);
                if (h == "nodelist" || h == "hostnames") listColumn = int(i);
                if (h == "gres") gresColumn = int(i);
            }
            if (listColumn < 0 || gresColumn < 0)
                return error(lineNo, ErrorTr::tr("expected the header of a sinfo table with "
                                                 "NODELIST (or HOSTNAMES) and GRES columns, as "
                                                 "`sinfo -N -o '%N %G'` prints it"));
            header = true;
            columns = f.size();
            continue;
        }
        if (f.size() != columns)
            return error(lineNo, ErrorTr::tr("expected %1 columns as the header names, got %2")
                                     .arg(qulonglong(columns))
                                     .arg(qulonglong(f.size())));
        const std::vector<std::string> names = expandHostList(f[std::size_t(listColumn)]);
        if (names.empty())
            return error(lineNo, ErrorTr::tr("'%1' is no SLURM host list")
                                     .arg(QString::fromStdString(f[std::size_t(listColumn)])));
        if (nodesColumn >= 0) {
            const std::optional<int> n = wholeNumber(f[std::size_t(nodesColumn)]);
            if (!n || std::size_t(*n) != names.size())
                return error(lineNo, ErrorTr::tr("NODES says %1, the host list %2 names %3")
                                         .arg(QString::fromStdString(f[std::size_t(nodesColumn)]),
                                              QString::fromStdString(f[std::size_t(listColumn)]))
                                         .arg(qulonglong(names.size())));
        }
        // A node listed twice (once per partition) counts once.
        for (const std::string &name : names)
            if (std::none_of(nodes.begin(), nodes.end(),
                             [&](const NodeRecord &r) { return r.name == name; })) {
                const std::string gres = f[std::size_t(gresColumn)];
                nodes.push_back({name, lineNo, gres == "(null)" ? std::string() : gres});
            }
    }
    if (nodes.empty())
        return PlanError{"cluster-from",
                         ErrorTr::tr("no node in the listing: expected a sinfo table with a "
                                     "GRES column")
                             .toStdString()};
    return gather(nodes, catalog);
}

std::variant<ListedCluster, PlanError> readNvidiaTopology(std::string_view text)
{
    auto isIndexed = [](const std::string &w, std::string_view prefix) {
        return w.size() > prefix.size() && w.compare(0, prefix.size(), prefix) == 0
               && std::all_of(w.begin() + std::ptrdiff_t(prefix.size()), w.end(),
                              [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    };
    ListedCluster out;
    std::vector<std::string> header;
    int lineNo = 0;
    for (const std::string_view line : linesOf(text)) {
        ++lineNo;
        const std::vector<std::string> w = spaceSeparated(line);
        if (w.empty()) continue;
        if (header.empty()) {
            if (w.front() != "GPU0")
                return PlanError{"cluster-from",
                                 ErrorTr::tr("line %1: expected the header of `nvidia-smi topo "
                                             "-m`, starting with GPU0")
                                     .arg(lineNo)
                                     .toStdString()};
            header = w;
            out.gpusPerNode
                = int(std::count_if(header.begin(), header.end(),
                                    [&](const std::string &h) { return isIndexed(h, "GPU"); }));
            out.nics = int(std::count_if(header.begin(), header.end(), [&](const std::string &h) {
                return isIndexed(h, "NIC") || h.rfind("mlx5_", 0) == 0;
            }));
            out.nvlink = 0;
            continue;
        }
        if (!isIndexed(w.front(), "GPU")) continue; // NIC rows, the legend
        for (std::size_t i = 1; i < w.size() && i - 1 < header.size(); ++i)
            if (isIndexed(header[i - 1], "GPU") && w[i].size() > 2 && w[i].compare(0, 2, "NV") == 0)
                out.nvlink = 1;
    }
    if (out.gpusPerNode == 0)
        return PlanError{"cluster-from",
                         ErrorTr::tr("no GPU in the listing: expected the output of "
                                     "`nvidia-smi topo -m`")
                             .toStdString()};
    out.nodes = 1;
    return out;
}

std::variant<ListedCluster, PlanError> readClusterListing(const std::string &text,
                                                          const Catalog &catalog)
{
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '{') return readKubectlNodes(text, catalog);
    // A first line of column names with GRES among them: sinfo's table.
    const std::string head
        = lower(text.substr(first == std::string::npos ? 0 : first,
                            text.find('\n', first == std::string::npos ? 0 : first)
                                - (first == std::string::npos ? 0 : first)));
    if (head.find("gres") != std::string::npos && head.find("nodename=") == std::string::npos)
        return readSinfoTable(text, catalog);
    if (head.rfind("gpu0", 0) == 0) return readNvidiaTopology(text);
    return readScontrolNodes(text, catalog);
}

std::optional<PlanError> drawListedCluster(const ListedCluster &c, const Catalog &catalog,
                                           Plan &plan)
{
    std::vector<FlagValue> flags{{"gpus", std::to_string(c.nodes * c.gpusPerNode), false},
                                 {"gpus-per-node", std::to_string(c.gpusPerNode), false}};
    if (!c.gpu.empty()) flags.insert(flags.begin(), {"gpu", c.gpu, false});
    Plan drawn = plan;
    drawn.topology = {};
    if (auto e = applyFlags(drawn, flags, catalog)) return e;
    Topology t;
    if (auto e = standardTopology(drawn, catalog, t)) return e;
    drawn.topology = std::move(t);
    plan = std::move(drawn);
    return std::nullopt;
}

} // namespace cp
