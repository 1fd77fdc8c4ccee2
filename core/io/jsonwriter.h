// SPDX-License-Identifier: GPL-3.0-or-later
// The compact JSON writer of results (the hot path of --batch) and jsonQuote, which escapes a
// string for any JSON document.
#pragma once

#include <charconv>
#include <cmath>
#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace cp {

/// Escapes a string for a JSON document.
std::string jsonQuote(const std::string &s);

namespace detail {

/// Minimal streaming JSON writer: keys in order, numbers in shortest round-trip form.
class Writer
{
public:
    explicit Writer(std::string &out)
        : m_out(out)
    {}
    void open()
    {
        sep();
        m_out += '{';
        m_first = true;
    }
    void close()
    {
        m_out += '}';
        m_first = false;
    }
    void openArray()
    {
        sep();
        m_out += '[';
        m_first = true;
    }
    void closeArray()
    {
        m_out += ']';
        m_first = false;
    }
    /// Keys are literals: their length is known at compile time.
    template<std::size_t N>
    void key(const char (&k)[N])
    {
        sep();
        m_out += '"';
        m_out.append(k, N - 1);
        m_out.append("\":", 2);
        m_afterKey = true;
    }
    void num(double v)
    {
        sep();
        if (!std::isfinite(v)) {
            m_out += "null";
            return;
        }
        // Whole numbers (bytes, counts) take the fast integer path.
        if (v == std::floor(v) && std::abs(v) < 9007199254740992.0) {
            char ibuf[24];
            auto ir = std::to_chars(ibuf, ibuf + sizeof ibuf, static_cast<long long>(v));
            m_out.append(ibuf, ir.ptr);
            return;
        }
        char buf[32];
        auto r = std::to_chars(buf, buf + sizeof buf, v);
        m_out.append(buf, r.ptr);
    }
    /// A member: key and value in one call.
    template<std::size_t N, typename V>
    void num(const char (&k)[N], V v)
    {
        key(k);
        num(double(v));
    }
    /// Number members of the open object, in order: "tp": 4, "pp": 1 ...
    void numbers(std::initializer_list<std::pair<std::string_view, double>> members)
    {
        for (const auto &[name, v] : members) {
            sep();
            m_out += '"';
            m_out += name;
            m_out.append("\":", 2);
            m_afterKey = true;
            num(v);
        }
    }
    /// A member whose value is an object of numbers: {"compute": 1.5, "storage": 0.2 ...}.
    template<std::size_t N>
    void numbers(const char (&k)[N],
                 std::initializer_list<std::pair<std::string_view, double>> members)
    {
        key(k);
        open();
        numbers(members);
        close();
    }
    /// A member whose value is a likely range, [low, high].
    template<std::size_t N>
    void range(const char (&k)[N], double low, double high)
    {
        key(k);
        openArray();
        num(low);
        num(high);
        closeArray();
    }
    template<std::size_t N>
    void integer(const char (&k)[N], long long v)
    {
        key(k);
        integer(v);
    }
    template<std::size_t N>
    void boolean(const char (&k)[N], bool v)
    {
        key(k);
        boolean(v);
    }
    template<std::size_t N, typename S>
    void str(const char (&k)[N], const S &v)
    {
        key(k);
        str(v);
    }
    void integer(long long v)
    {
        sep();
        m_out += std::to_string(v);
    }
    void boolean(bool b)
    {
        sep();
        m_out += b ? "true" : "false";
    }
    void str(const std::string &s)
    {
        sep();
        m_out += jsonQuote(s);
    }
    void str(const char *s)
    {
        sep();
        m_out += '"';
        m_out += s;
        m_out += '"';
    }

private:
    void sep()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (!m_first) m_out += ',';
        m_first = false;
    }
    std::string &m_out;
    bool m_first = true;
    bool m_afterKey = false;
};

} // namespace detail

} // namespace cp
