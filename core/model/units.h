// SPDX-License-Identifier: GPL-3.0-or-later
// Physical quantities used by the planner, as distinct types so that bytes, seconds, rates
// and money cannot be mixed up (GB vs GiB and Gb/s vs GB/s are this field's classic bugs).
#pragma once

#include <cmath>

namespace cp {

/// A double tagged with its dimension; only same-dimension arithmetic compiles.
template<typename Tag>
class Quantity final
{
public:
    constexpr Quantity() = default;
    constexpr explicit Quantity(double v)
        : m_v(v)
    {}
    constexpr double value() const { return m_v; }

    constexpr Quantity operator+(Quantity o) const { return Quantity(m_v + o.m_v); }
    constexpr Quantity operator-(Quantity o) const { return Quantity(m_v - o.m_v); }
    constexpr Quantity operator*(double k) const { return Quantity(m_v * k); }
    constexpr Quantity operator/(double k) const { return Quantity(m_v / k); }
    constexpr double operator/(Quantity o) const { return m_v / o.m_v; }
    constexpr Quantity &operator+=(Quantity o)
    {
        m_v += o.m_v;
        return *this;
    }
    constexpr Quantity &operator-=(Quantity o)
    {
        m_v -= o.m_v;
        return *this;
    }
    constexpr auto operator<=>(const Quantity &) const = default;

private:
    double m_v = 0.0;
};

template<typename Tag>
constexpr Quantity<Tag> operator*(double k, Quantity<Tag> q)
{
    return q * k;
}

struct BytesTag;
struct SecondsTag;
struct BytesPerSecondTag;
struct FlopsTag; // floating-point operations (a count)
struct FlopsPerSecondTag;
struct WattsTag;

using Bytes = Quantity<BytesTag>;
using Seconds = Quantity<SecondsTag>;
using BytesPerSecond = Quantity<BytesPerSecondTag>;
using Flops = Quantity<FlopsTag>;
using FlopsPerSecond = Quantity<FlopsPerSecondTag>;
using Watts = Quantity<WattsTag>;

constexpr Seconds operator/(Bytes b, BytesPerSecond r)
{
    return Seconds(b.value() / r.value());
}
constexpr Seconds operator/(Flops f, FlopsPerSecond r)
{
    return Seconds(f.value() / r.value());
}
constexpr Bytes operator*(BytesPerSecond r, Seconds s)
{
    return Bytes(r.value() * s.value());
}

/// A unit a quantity is written in, named after it: gib(80) is 80 GiB as Bytes, and
/// gib.of(b) reads Bytes in GiB.
template<typename Q>
struct Unit
{
    double size; // the unit in the quantity's own unit (bytes, seconds, bytes per second ...)
    constexpr Q operator()(double v) const { return Q(v * size); }
    constexpr double of(Q q) const { return q.value() / size; }
};

inline constexpr Unit<Bytes> mib{1048576.0}, gib{1073741824.0}, gigabytes{1e9}, terabytes{1e12};
/// Line rates are quoted in gigabits per second: 8 bits per byte.
inline constexpr Unit<BytesPerSecond> gigabytesPerSecond{1e9}, gigabitsPerSecond{1e9 / 8.0};
inline constexpr Unit<FlopsPerSecond> teraflopsPerSecond{1e12};
inline constexpr Unit<Seconds> hours{3600.0}, days{86400.0}, microseconds{1e-6};

constexpr double toGiB(Bytes b)
{
    return gib.of(b);
}
constexpr double toHours(Seconds s)
{
    return hours.of(s);
}
constexpr double toGbps(BytesPerSecond r)
{
    return gigabitsPerSecond.of(r);
}

enum class Currency { CNY, USD };

/// An amount of money in one currency; converting needs an explicit exchange rate.
struct Money
{
    double amount = 0.0;
    Currency currency = Currency::USD;
};

/// Converts between CNY and USD at a rate given as CNY per USD.
constexpr double convertMoney(double amount, Currency from, Currency to, double cnyPerUsd)
{
    if (from == to) return amount;
    return from == Currency::USD ? amount * cnyPerUsd : amount / cnyPerUsd;
}

inline bool isFinitePositive(double v)
{
    return std::isfinite(v) && v > 0.0;
}

} // namespace cp
