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

// Constructors named after the unit the number is written in.
constexpr Bytes gib(double v)
{
    return Bytes(v * 1073741824.0);
}
constexpr Bytes gigabytes(double v)
{
    return Bytes(v * 1e9);
}
constexpr Bytes terabytes(double v)
{
    return Bytes(v * 1e12);
}
constexpr BytesPerSecond gigabytesPerSecond(double v)
{
    return BytesPerSecond(v * 1e9);
}
/// Line rates are quoted in gigabits per second: 8 bits per byte.
constexpr BytesPerSecond gigabitsPerSecond(double v)
{
    return BytesPerSecond(v * 1e9 / 8.0);
}
constexpr FlopsPerSecond teraflopsPerSecond(double v)
{
    return FlopsPerSecond(v * 1e12);
}
constexpr Seconds hours(double v)
{
    return Seconds(v * 3600.0);
}
constexpr Seconds days(double v)
{
    return Seconds(v * 86400.0);
}
constexpr Seconds microseconds(double v)
{
    return Seconds(v * 1e-6);
}

constexpr double toGiB(Bytes b)
{
    return b.value() / 1073741824.0;
}
constexpr double toHours(Seconds s)
{
    return s.value() / 3600.0;
}
constexpr double toGbps(BytesPerSecond r)
{
    return r.value() * 8.0 / 1e9;
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
