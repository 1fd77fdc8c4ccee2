// SPDX-License-Identifier: GPL-3.0-or-later
// Reading --batch lines: a SAX handler collects the members of one flat object, and the flag
// table (planflags.cpp) applies them.
#include "io/batchline.h"

#include "report/errortext.h"
#include "io/flagvalue.h"
#include "io/planflags.h"

#include <nlohmann/json.hpp>

#include <istream>
#include <unordered_map>

namespace cp {

using detail::apply;
using detail::Value;
using nlohmann::json;

namespace {

/// Collects the members of one flat JSON object without building a document: the hot path
/// of --batch. Nested values are kept as errors for the key they belong to.
class FlatSax final : public nlohmann::json_sax<json>
{
public:
    std::vector<std::pair<std::string, json>> members;
    std::optional<PlanError> error;

    bool null() override { return scalar(json()); }
    bool boolean(bool v) override { return scalar(json(v)); }
    bool number_integer(number_integer_t v) override { return scalar(json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return scalar(json(v)); }
    bool number_float(number_float_t v, const string_t &) override { return scalar(json(v)); }
    bool string(string_t &v) override { return scalar(json(std::move(v))); }
    bool binary(binary_t &) override { return nested(); }
    bool start_object(std::size_t) override
    {
        if (m_depth++ == 0) return true;
        return nested();
    }
    bool end_object() override { return --m_depth >= 0; }
    bool start_array(std::size_t) override
    {
        if (m_depth++ == 0) return top();
        return nested();
    }
    bool end_array() override { return --m_depth >= 0; }
    bool key(string_t &k) override
    {
        m_key = std::move(k);
        return true;
    }
    bool parse_error(std::size_t position, const std::string &,
                     const nlohmann::detail::exception &) override
    {
        error = PlanError{"line", ErrorTr::tr("is not valid JSON (column %1)")
                                      .arg(qulonglong(std::max<std::size_t>(position, 1)))
                                      .toStdString()};
        return false;
    }

private:
    bool scalar(json v)
    {
        if (m_depth == 0) return top();
        if (m_depth == 1) members.emplace_back(m_key, std::move(v));
        return true;
    }
    bool nested()
    {
        if (!error)
            error = PlanError{m_key,
                              ErrorTr::tr("must be a number, string or boolean").toStdString()};
        return false;
    }
    bool top()
    {
        error = PlanError{"line", ErrorTr::tr("must be a JSON object").toStdString()};
        return false;
    }
    std::string m_key;
    int m_depth = 0;
};

} // namespace

std::optional<PlanError> applyFlatJson(Plan &plan, const std::string &text, const Catalog &catalog)
{
    FlatSax sax;
    const bool ok = json::sax_parse(text, &sax);
    if (sax.error) return sax.error;
    if (!ok) return PlanError{"line", ErrorTr::tr("is not valid JSON").toStdString()};
    // The last value of each key, found once: a line of n repeated keys is read in linear
    // time (a scan per key made 40,000 of them take seconds).
    std::unordered_map<std::string, const json *> last;
    last.reserve(sax.members.size());
    for (const auto &[k, v] : sax.members)
        last[k] = &v;
    std::vector<std::string> keys;
    keys.reserve(last.size());
    for (const auto &[k, v] : sax.members) {
        if (last.at(k) != &v) continue; // an earlier value of a key given again
        if (detail::omittedInJson(k, v)) continue;
        keys.push_back(k);
    }
    return apply(
        plan, keys, [&](const std::string &k) { return Value(k, nullptr, last.at(k)); }, catalog);
}

namespace {

/// One line of `in` without its newline, false at the end of input. A line longer than
/// `limit` sets `tooLong` and stops there.
bool readLine(std::istream &in, std::string &line, std::size_t limit, bool &tooLong)
{
    line.clear();
    tooLong = false;
    char buf[65536];
    bool any = false;
    while (true) {
        in.get(buf, sizeof buf, '\n');
        const std::streamsize n = in.gcount();
        if (n > 0) {
            any = true;
            line.append(buf, std::size_t(n));
            if (line.size() > limit) {
                tooLong = true;
                return true;
            }
        }
        if (in.eof()) return any;
        if (in.peek() == '\n') {
            in.get();
            return true;
        }
        if (n == 0) {
            // An empty line reads nothing and sets failbit; a NUL or a full buffer does not.
            if (in.fail()) {
                in.clear();
                if (in.peek() == '\n') {
                    in.get();
                    return true;
                }
                if (in.eof() || in.peek() == std::char_traits<char>::eof()) return any;
            }
        }
    }
}

} // namespace

BatchChunk readBatchChunk(std::istream &in, std::vector<std::string> &lines,
                          const BatchChunkLimits &limits)
{
    lines.clear();
    std::size_t bytes = 0;
    std::string line;
    while (lines.size() < limits.lines && bytes < limits.bytes) {
        bool tooLong = false;
        if (!readLine(in, line, limits.lineBytes, tooLong)) return BatchChunk::End;
        if (tooLong) return BatchChunk::LineTooLong;
        bytes += line.size();
        lines.push_back(std::move(line));
    }
    return BatchChunk::More;
}

} // namespace cp
