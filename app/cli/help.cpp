// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's help, in the --lang language: the list of commands, each command's synopsis and
// options, the plan keys from the plan key table (plankeys.h), and a bash completion script
// made from the same tables.
#include "cli.h"

#include "model/plankeys.h"
#include "io/planio.h"

#include <cstdio>
#include <map>

namespace cp::cli {

namespace {

struct Option
{
    const char *name;  // without "--"
    const char *value; // what it takes ("FILE"), empty for a switch
    const char *help;  // English, context "Cli"
};

struct Command
{
    const char *name;
    const char *synopsis; // after "clusterplanner-cli NAME "
    const char *summary;  // English, context "Cli"
    bool planKeys;        // takes the plan keys as flags
    std::vector<Option> options;
};

const Option kPlan{"plan", "FILE", QT_TRANSLATE_NOOP("Cli", "a project file (.cpplan)")};
const Option kScenario{"scenario", "NAME|N",
                       QT_TRANSLATE_NOOP("Cli", "a scenario of the --plan file (default: the active one)")};
const Option kFormat{"format", "json|text", QT_TRANSLATE_NOOP("Cli", "output format")};
const Option kOut{"out", "FILE", QT_TRANSLATE_NOOP("Cli", "the file to write")};
const Option kModelConfig{
    "model-config", "FILE",
    QT_TRANSLATE_NOOP("Cli", "a custom model from a Hugging Face config.json")};
const Option kClusterFrom{
    "cluster-from", "FILE",
    QT_TRANSLATE_NOOP("Cli", "the cluster a listing holds (SLURM `scontrol show node` or "
                             "`sinfo` with GRES, `kubectl get nodes -o json`, "
                             "`nvidia-smi topo -m`): its GPU, nodes and GPUs per node")};
const Option kView{"view", "customer|internal",
                   QT_TRANSLATE_NOOP("Cli", "the customer's version hides internal prices")};

const std::vector<Command> &commands()
{
    static const std::vector<Command> list = {
        {"estimate",
         "[--plan FILE] [--FLAG VALUE ...] [--format json|text]",
         QT_TRANSLATE_NOOP("Cli", "Estimates one plan: memory, time, cost and findings."),
         true,
         {kPlan,
          kScenario,
          {"batch", "FILE.jsonl",
           QT_TRANSLATE_NOOP("Cli", "one JSON plan per line in, one JSON result per line out")},
          kModelConfig,
          kClusterFrom,
          kFormat}},
        {"catalog",
         "[--format json|text]",
         QT_TRANSLATE_NOOP("Cli", "Lists the catalog: accelerators, nodes, fabrics, storage, "
                                  "models, stacks and prices."),
         false,
         {kFormat}},
        {"validate",
         "[--data FILE] [--format text|json] [--rows]",
         QT_TRANSLATE_NOOP("Cli", "Compares the planner with published training runs."),
         false,
         {{"data", "FILE",
           QT_TRANSLATE_NOOP("Cli", "published runs to compare with (default: the bundled ones)")},
          {"rows", "", QT_TRANSLATE_NOOP("Cli", "every run's error, not only the summary")},
          kFormat}},
        {"recommend",
         "[--FLAG VALUE ...] --budget X --deadline-days D",
         QT_TRANSLATE_NOOP(
             "Cli",
             "Searches configurations within a budget and a deadline and proposes three tiers."),
         true,
         {{"allowed-gpus", "ID,ID",
           QT_TRANSLATE_NOOP("Cli",
                             "accelerators to consider (default: every one the market offers)")},
          {"max-gpus", "N", QT_TRANSLATE_NOOP("Cli", "the most GPUs a configuration may have")},
          {"max-nodes", "N", QT_TRANSLATE_NOOP("Cli", "the most nodes a configuration may have")},
          {"market", "global|mainland-china",
           QT_TRANSLATE_NOOP("Cli", "the market whose parts and prices apply")},
          kFormat}},
        {"proposal",
         "--plan FILE --out FILE.pdf [--FLAG VALUE ...]",
         QT_TRANSLATE_NOOP("Cli", "Writes the project's proposal as a PDF."),
         true,
         {kPlan,
          kScenario,
          kOut,
          {"customer", "NAME", QT_TRANSLATE_NOOP("Cli", "the customer the proposal is for")},
          kView,
          {"page", "a4|letter", QT_TRANSLATE_NOOP("Cli", "paper size")},
          {"summary", "",
           QT_TRANSLATE_NOOP(
               "Cli",
               "the one-page summary (figures, layout, cost) instead of the full proposal")}}},
        {"bom",
         "--plan FILE --out FILE.xlsx|FILE.csv [--FLAG VALUE ...]",
         QT_TRANSLATE_NOOP("Cli", "Writes the project's bill of materials as .xlsx or CSV."),
         true,
         {kPlan, kScenario, kOut, kView}},
        {"pricing",
         "--plan FILE [--months M] [--utilization U] [--demand D]",
         QT_TRANSLATE_NOOP("Cli", "Compares renting and owning the project's cluster over months."),
         true,
         {kPlan,
          kScenario,
          {"months", "M",
           QT_TRANSLATE_NOOP("Cli", "months compared (default: the plan's amortization-months)")},
          {"utilization", "U",
           QT_TRANSLATE_NOOP("Cli", "share of the hours the GPUs are busy (default: the plan's)")},
          {"demand", "N,N,...|steady|seasonal|bursts",
           QT_TRANSLATE_NOOP("Cli", "GPUs in use month by month (default: the plan's)")},
          {"pricing", "MODE,MODE",
           QT_TRANSLATE_NOOP("Cli", "the pricing modes to print (default: all five)")},
          kFormat}},
        {"design",
         "--plan FILE --out FILE.cpplan [--FLAG VALUE ...]",
         QT_TRANSLATE_NOOP(
             "Cli", "Designs the networks of the project's scenarios and writes the project."),
         true,
         {kPlan, kScenario, kOut}},
        {"deploy",
         "--out DIR [--plan FILE] [--scenario S] [--FLAG VALUE ...]",
         QT_TRANSLATE_NOOP("Cli", "Writes the plan's launch kit into a new or empty folder: a "
                                  "SLURM batch script, a torchrun launch script, the training "
                                  "stack's configuration, a Kubeflow PyTorchJob, a trial run and "
                                  "a README."),
         true,
         {kPlan,
          kScenario,
          {"out", "DIR",
           QT_TRANSLATE_NOOP("Cli", "the folder to write the kit into (new or empty)")},
          kModelConfig,
          kClusterFrom}},
        {"completion",
         "bash|zsh",
         QT_TRANSLATE_NOOP("Cli", "Prints a completion script for bash or zsh: source it, or "
                                  "install it as the shell's completion file."),
         false,
         {}},
        {"man",
         "",
         QT_TRANSLATE_NOOP("Cli", "Prints this manual page in roff, made from the same tables as "
                                  "the help: install it as clusterplanner-cli.1."),
         false,
         {}},
    };
    return list;
}

const std::vector<Option> &commonOptions()
{
    static const std::vector<Option> list = {
        {"catalog", "FILE", QT_TRANSLATE_NOOP("Cli", "add or override catalog entries")},
        {"lang", "en|zh_CN", QT_TRANSLATE_NOOP("Cli", "language of messages and help")},
        {"help", "", QT_TRANSLATE_NOOP("Cli", "this help (also -h)")},
    };
    return list;
}

/// A plan key that is also a common option (--lang): listed once, with the common options.
bool commonOption(const char *name)
{
    for (const Option &o : commonOptions())
        if (std::string(o.name) == name) return true;
    return false;
}

const Command *findCommand(const std::string &name)
{
    for (const Command &c : commands())
        if (name == c.name) return &c;
    return nullptr;
}

/// A string of the tables above, marked with QT_TRANSLATE_NOOP, in the current language.
QString translated(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

void print(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
}

/// "  --name VALUE" padded to a column, then the help; a long left side on its own line.
QString optionLine(const QString &left, const QString &help)
{
    constexpr int kColumn = 34;
    QString line = QStringLiteral("  ") + left;
    if (line.size() >= kColumn) line += QLatin1Char('\n') + QString(kColumn, QLatin1Char(' '));
    else line = line.leftJustified(kColumn);
    return line + help + QLatin1Char('\n');
}

void printOptions(const std::vector<Option> &options)
{
    for (const Option &o : options)
        print(optionLine(QStringLiteral("--%1 %2").arg(QLatin1String(o.name), QLatin1String(o.value)).trimmed(),
                         translated(o.help)));
}

} // namespace

QString commandList()
{
    QStringList names;
    for (const Command &c : commands())
        names << QLatin1String(c.name);
    return names.join(QStringLiteral(", "));
}

void printUsage()
{
    print(Tr::tr("Usage: clusterplanner-cli COMMAND [OPTIONS]\n\nCommands:\n"));
    for (const Command &c : commands())
        print(optionLine(QLatin1String(c.name), translated(c.summary)));
    print(Tr::tr("\nCommon options:\n"));
    printOptions(commonOptions());
    print(optionLine(QStringLiteral("--version"), Tr::tr("the program's version")));
    print(Tr::tr("\nclusterplanner-cli COMMAND --help lists a command's options and the plan keys it "
             "takes as flags (docs/cli.md).\n"));
}

bool printCommandHelp(const std::string &name)
{
    const Command *c = findCommand(name);
    if (!c) return false;
    print(Tr::tr("Usage: clusterplanner-cli %1 %2\n%3\n")
              .arg(QLatin1String(c->name), QLatin1String(c->synopsis), translated(c->summary)));
    if (!c->options.empty()) {
        print(Tr::tr("\nOptions:\n"));
        printOptions(c->options);
    }
    print(Tr::tr("\nCommon options:\n"));
    printOptions(commonOptions());
    if (!c->planKeys) return true;
    // The plan keys, group by group: each a flag (--seq-len 8192), a key of an --batch line
    // and of a project file's plan.
    print(Tr::tr("\nPlan flags (also the keys of an --batch line and of a project file's plan):\n"));
    for (KeyGroup group : {KeyGroup::Model, KeyGroup::Dataset, KeyGroup::Hardware,
                           KeyGroup::Parallelism, KeyGroup::Trial, KeyGroup::Cost, KeyGroup::Other}) {
        print(QLatin1Char('\n') + keyGroupName(group) + QLatin1Char('\n'));
        for (const PlanKey &k : planKeys())
            if (k.group == group && !commonOption(k.name))
                // Free text needs no "values: text"; in Chinese the values follow a full stop,
                // where a colon chained onto the colons of the help itself.
                print(optionLine(QStringLiteral("--") + QLatin1String(k.name),
                                 k.type == KeyType::Text
                                     ? planKeyHelp(k)
                                     : Tr::tr("%1: %2", "a plan flag: what it is, its values")
                                           .arg(planKeyHelp(k), planKeyValues(k))));
    }
    return true;
}

namespace {

/// Text as roff reads it: backslashes escaped, hyphens as minus signs (options copy and
/// paste as typed), and a line never starting with a control character.
QString roff(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\e"))
        .replace(QLatin1Char('-'), QStringLiteral("\\-"));
    // After each Chinese character a place the line may break (\:): groff breaks only at
    // spaces, and a Chinese paragraph ran past the terminal's edge.
    QString broken;
    for (const QChar c : std::as_const(text)) {
        broken += c;
        const char16_t u = c.unicode();
        if ((u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3000 && u <= 0x303F) || u >= 0xFF00)
            broken += QStringLiteral("\\:");
    }
    text = broken;
    if (text.startsWith(QLatin1Char('.')) || text.startsWith(QLatin1Char('\'')))
        text.prepend(QStringLiteral("\\&"));
    return text;
}

/// An option as a tagged paragraph: its flag and value in bold and italics, then its help.
QString manOption(const QString &name, const QString &value, const QString &help)
{
    return QStringLiteral(".TP\n.B \\-\\-%1%2\n%3\n")
        .arg(roff(name),
             value.isEmpty() ? QString() : QStringLiteral(" \\fI%1\\fR").arg(roff(value)),
             roff(help));
}

} // namespace

void printManPage()
{
    // The help's own tables, in the --lang language: the commands with their synopses and
    // options, the common options, and the plan flags by group.
    // Lines set flush left and never hyphenated: Chinese has no spaces to stretch (a line
    // read "估算" and fifty blanks before "GPU"), and options must not break inside a word.
    QString page = QStringLiteral(
                       ".TH CLUSTERPLANNER\\-CLI 1 \"\" \"ClusterPlanner %1\" \"%2\"\n.ad l\n.nh\n")
                       .arg(QLatin1String(PROJECT_VERSION), roff(Tr::tr("User Commands")));
    page += QStringLiteral(".SH %1\nclusterplanner\\-cli \\- %2\n")
                .arg(Tr::tr("NAME"),
                     roff(Tr::tr("plans GPU training clusters from the command line")));
    page += QStringLiteral(".SH %1\n.B clusterplanner\\-cli\n.I COMMAND\n[\\fIOPTIONS\\fR]\n")
                .arg(Tr::tr("SYNOPSIS"));
    page += QStringLiteral(".SH %1\n%2\n")
                .arg(Tr::tr("DESCRIPTION"),
                     roff(Tr::tr("Estimates the memory, training time and cost of a GPU training "
                                 "plan, searches configurations within a budget and a deadline, "
                                 "and writes proposals, bills of materials and network designs. "
                                 "A plan is a project file of the desktop application, "
                                 "clusterplanner(1), or flags on the command line.")));
    page += QStringLiteral(".SH %1\n").arg(Tr::tr("COMMANDS"));
    for (const Command &c : commands()) {
        page += QStringLiteral(".TP\n.B %1\n").arg(QLatin1String(c.name));
        if (*c.synopsis)
            page += QStringLiteral("clusterplanner\\-cli %1 %2\n.br\n")
                        .arg(QLatin1String(c.name), roff(QLatin1String(c.synopsis)));
        page += roff(translated(c.summary)) + QLatin1Char('\n');
        if (c.options.empty()) continue;
        page += QStringLiteral(".RS\n");
        for (const Option &o : c.options)
            page += manOption(QLatin1String(o.name), QLatin1String(o.value), translated(o.help));
        page += QStringLiteral(".RE\n");
    }
    page += QStringLiteral(".SH %1\n").arg(Tr::tr("COMMON OPTIONS"));
    for (const Option &o : commonOptions())
        page += manOption(QLatin1String(o.name), QLatin1String(o.value), translated(o.help));
    page += manOption(QStringLiteral("version"), QString(), Tr::tr("the program's version"));
    page
        += QStringLiteral(".SH %1\n%2\n")
               .arg(Tr::tr("PLAN FLAGS"),
                    roff(Tr::tr("Also the keys of an --batch line and of a project file's plan.")));
    for (KeyGroup group :
         {KeyGroup::Model, KeyGroup::Dataset, KeyGroup::Hardware, KeyGroup::Parallelism,
          KeyGroup::Trial, KeyGroup::Cost, KeyGroup::Other}) {
        page += QStringLiteral(".SS %1\n").arg(roff(keyGroupName(group)));
        for (const PlanKey &k : planKeys())
            if (k.group == group && !commonOption(k.name))
                page += manOption(QLatin1String(k.name), QString(),
                                  k.type == KeyType::Text
                                      ? planKeyHelp(k)
                                      : Tr::tr("%1: %2", "a plan flag: what it is, its values")
                                            .arg(planKeyHelp(k), planKeyValues(k)));
    }
    page += QStringLiteral(".SH %1\n%2\n")
                .arg(Tr::tr("EXIT STATUS"),
                     roff(Tr::tr("0 when the command did what it was asked; 2 for a bad flag, "
                                 "value or file, with one line on standard error naming it.")));
    page += QStringLiteral(".SH %1\nclusterplanner(1)\n").arg(Tr::tr("SEE ALSO"));
    print(page);
}

bool printCompletion(const std::string &shell)
{
    if (shell != "bash" && shell != "zsh") return false;
    // Each command's options (its own, the common ones, the plan keys where it takes
    // them), and the words a choice takes after its flag.
    QString cases, choices;
    for (const Command &c : commands()) {
        QStringList words;
        for (const Option &o : c.options)
            words << QStringLiteral("--") + QLatin1String(o.name);
        for (const Option &o : commonOptions())
            words << QStringLiteral("--") + QLatin1String(o.name);
        if (c.planKeys)
            for (const PlanKey &k : planKeys())
                words << QStringLiteral("--") + QLatin1String(k.name);
        words.removeDuplicates();
        cases += QStringLiteral("        %1) opts=\"%2\" ;;\n")
                     .arg(QLatin1String(c.name), words.join(QLatin1Char(' ')));
    }
    for (const PlanKey &k : planKeys())
        if (k.type == KeyType::Choice || k.type == KeyType::Switch)
            choices += QStringLiteral("        --%1) COMPREPLY=($(compgen -W \"%2\" -- \"$cur\")); return ;;\n")
                           .arg(QLatin1String(k.name),
                                k.type == KeyType::Switch
                                    ? QStringLiteral("true false")
                                    : QString::fromLatin1(k.values).replace(QLatin1Char('|'), QLatin1Char(' ')));
    // zsh runs the same function through its bash-completion layer (bashcompinit).
    if (shell == "zsh")
        print(QStringLiteral("#compdef clusterplanner-cli\n"
                             "# zsh completion for clusterplanner-cli, made by `clusterplanner-cli "
                             "completion zsh`: the bash function, through zsh's bashcompinit\n"
                             "autoload -U +X compinit && compinit\n"
                             "autoload -U +X bashcompinit && bashcompinit\n"));
    print(
        QStringLiteral(
            "# bash completion for clusterplanner-cli, made by `clusterplanner-cli completion "
            "bash`\n"
            "_clusterplanner_cli() {\n"
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} opts\n"
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
            "        COMPREPLY=($(compgen -W \"%1 --help --version\" -- \"$cur\"))\n"
            "        return\n"
            "    fi\n"
            "    case \"$prev\" in\n"
            "        --plan|--out|--batch|--data|--catalog|--model-config|--cluster-from)\n"
            "            COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
            "        --lang) COMPREPLY=($(compgen -W \"en zh_CN\" -- \"$cur\")); return ;;\n"
            "        --format) COMPREPLY=($(compgen -W \"json text\" -- \"$cur\")); return ;;\n"
            "%2"
            "    esac\n"
            "    case \"${COMP_WORDS[1]}\" in\n"
            "%3"
            "        *) opts=\"\" ;;\n"
            "    esac\n"
            "    COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
            "}\n"
            "complete -F _clusterplanner_cli clusterplanner-cli\n")
            .arg(commandList().replace(QStringLiteral(", "), QStringLiteral(" ")), choices, cases));
    return true;
}

} // namespace cp::cli
