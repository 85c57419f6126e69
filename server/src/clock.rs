//! The server's clock, in one place: core reads none, so every "now" and
//! "today" the guide uses comes from here.

use guide_core::CityClock;
use guide_core::{CityZone, Date};

/// Milliseconds since the Unix epoch (0 if the system clock is before it).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Today in the guide's city (core's rule): the same "today" the browser
/// uses.
pub fn today(zone: CityZone) -> Date {
    zone.today(now_ms())
}

/// The city's day and minute now, as a search reads 'tonight' and 'open
/// now' (midnight of today should the instant be beyond chrono's range).
pub fn city_clock(zone: CityZone) -> CityClock {
    CityClock::at(zone, now_ms()).unwrap_or(CityClock {
        today: today(zone),
        minutes: 0,
    })
}
