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
        + test_offset_ms()
}

/// Tests of whole processes (several instances and a `kill -9` on a
/// Thursday morning) move their clock by `GUIDE_TEST_CLOCK_OFFSET_MS`.
/// Read by debug builds only: a release binary always tells the system's
/// time.
fn test_offset_ms() -> i64 {
    #[cfg(debug_assertions)]
    {
        static OFFSET: std::sync::OnceLock<i64> = std::sync::OnceLock::new();
        *OFFSET.get_or_init(|| {
            std::env::var("GUIDE_TEST_CLOCK_OFFSET_MS")
                .ok()
                .and_then(|ms| ms.trim().parse().ok())
                .unwrap_or(0)
        })
    }
    #[cfg(not(debug_assertions))]
    {
        0
    }
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
