//! The nightly backup's rules (issue #39): when one is due, and which old
//! ones go. The server lists its backups and writes them; these decide.

use crate::time::date::{CityClock, CityZone};

/// When the nightly backup last fell due at or before `now_ms`: today at
/// `hour` (the city's clock) if that has come, else yesterday's.
pub fn last_due_ms(zone: CityZone, hour: u8, now_ms: i64) -> Option<i64> {
    let now = CityClock::at(zone, now_ms)?;
    let minutes = u16::from(hour.min(23)) * 60;
    let today = if now.minutes >= minutes {
        now.today
    } else {
        now.today.add_days(-1)
    };
    Some(zone.unix_ms(CityClock { today, minutes }))
}

/// Whether a backup is due at `now_ms`: none was made since the hour last
/// came (`newest_ms`, the newest backup's time, if any).
pub fn nightly_due(zone: CityZone, hour: u8, now_ms: i64, newest_ms: Option<i64>) -> bool {
    match (last_due_ms(zone, hour, now_ms), newest_ms) {
        (Some(due), Some(newest)) => newest < due,
        (Some(_), None) => true,
        (None, _) => false,
    }
}

/// Of backups made at `made_ms`, those beyond the newest `keep`: the ones
/// to remove, oldest first.
pub fn beyond_kept(made_ms: &[i64], keep: usize) -> Vec<i64> {
    let mut made = made_ms.to_vec();
    made.sort_unstable();
    let extra = made.len().saturating_sub(keep.max(1));
    made.truncate(extra);
    made
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::date::Date;

    fn at(day: u8, hour: u16, minute: u16) -> i64 {
        let zone = CityZone::default();
        zone.unix_ms(CityClock {
            today: Date::new(2026, 11, day).unwrap(),
            minutes: hour * 60 + minute,
        })
    }

    #[test]
    fn a_backup_falls_due_at_the_hour_once_a_night() {
        let zone = CityZone::default();
        assert_eq!(last_due_ms(zone, 3, at(29, 2, 59)), Some(at(28, 3, 0)));
        assert_eq!(last_due_ms(zone, 3, at(29, 3, 0)), Some(at(29, 3, 0)));
        assert!(nightly_due(zone, 3, at(29, 3, 5), None));
        assert!(nightly_due(zone, 3, at(29, 3, 5), Some(at(28, 3, 1))));
        assert!(!nightly_due(zone, 3, at(29, 3, 5), Some(at(29, 3, 1))));
        // Made the evening before the hour: still due the next morning.
        assert!(nightly_due(zone, 3, at(30, 3, 0), Some(at(29, 23, 0))));
        assert!(!nightly_due(zone, 3, at(30, 2, 0), Some(at(29, 23, 0))));
    }

    #[test]
    fn the_newest_are_kept_and_at_least_one() {
        assert_eq!(beyond_kept(&[30, 10, 20, 40], 2), [10, 20]);
        assert!(beyond_kept(&[10, 20], 7).is_empty());
        assert_eq!(beyond_kept(&[10, 20], 0), [10]);
    }
}
