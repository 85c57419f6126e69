//! The process's memory, as glibc's allocator keeps it.

use std::time::Duration;

use tokio::sync::watch;
use tokio::time::MissedTickBehavior;

/// glibc gives threads up to eight malloc arenas per core, each keeping
/// the memory it freed: under load the server's threads (the runtime's,
/// the renderer's, SQLite's) grew it from 55 to 67-70 MB for no speed
/// (`scripts/bench-api`, the same CPU per request with two). Called before
/// any thread starts; `MALLOC_ARENA_MAX` in the environment still wins.
pub fn limit_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if std::env::var_os("MALLOC_ARENA_MAX").is_none() {
        // SAFETY: mallopt only sets an allocator parameter, before any
        // other thread exists.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, 2);
        }
    }
}

/// How often the process's CPU time is read.
const EVERY: Duration = Duration::from_secs(1);
/// CPU time in one period under which the process counts as idle.
const IDLE: Duration = Duration::from_millis(10);
/// Work since the last trim that makes one worth its walk of the heap.
const WORTH_IT: Duration = Duration::from_millis(100);

/// Hands what the server's work freed back to the system once it is idle.
///
/// glibc returns only the free space at the top of its heap by itself. A
/// burst of work (pages rendered, the engine's collection, compression,
/// a followed source read) frees megabytes in the middle of it, which the
/// process would keep until it allocates that much again: about 5 MB of
/// an idle server's 61 (`scripts/bench-render`). The process's own CPU
/// time says when the work has stopped, whatever did it, without a hook
/// on each request.
pub async fn give_back_when_idle(mut shutdown: watch::Receiver<bool>) {
    let mut idle = Idle::default();
    let mut ticks = tokio::time::interval(EVERY);
    ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = ticks.tick() => {}
            _ = shutdown.changed() => return,
        }
        if let Some(used) = cpu_time()
            && idle.observe(used)
        {
            let _ = tokio::task::spawn_blocking(give_back_freed).await;
        }
    }
}

/// When the heap is worth trimming: after enough work, once a period
/// passes with (almost) none.
#[derive(Default)]
struct Idle {
    /// The process's CPU time at the last reading.
    last: Duration,
    /// CPU time used since the last trim.
    worked: Duration,
}

impl Idle {
    /// Takes the process's CPU time so far; true when the heap should be
    /// trimmed now.
    fn observe(&mut self, used: Duration) -> bool {
        let period = used.saturating_sub(self.last);
        self.last = used;
        self.worked += period;
        if period < IDLE && self.worked >= WORTH_IT {
            self.worked = Duration::ZERO;
            return true;
        }
        false
    }
}

/// The CPU time the process has used, its threads' together.
fn cpu_time() -> Option<Duration> {
    #[cfg(unix)]
    {
        let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
        // SAFETY: getrusage writes the struct it is given.
        if unsafe { libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr()) } != 0 {
            return None;
        }
        // SAFETY: written above, as its result says.
        let usage = unsafe { usage.assume_init() };
        let time = |t: libc::timeval| {
            Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
        };
        Some(time(usage.ru_utime) + time(usage.ru_stime))
    }
    #[cfg(not(unix))]
    None
}

/// Hands the pages freed inside the heap back to the system.
fn give_back_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free pages; it is thread-safe.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn the_heap_is_trimmed_once_work_is_followed_by_an_idle_period() {
        let mut idle = Idle::default();
        // Busy periods: nothing yet.
        assert!(!idle.observe(ms(80)));
        assert!(!idle.observe(ms(300)));
        // The first quiet period after the work trims, and only it.
        assert!(idle.observe(ms(305)));
        assert!(!idle.observe(ms(306)));
        assert!(!idle.observe(ms(307)));
    }

    #[test]
    fn a_little_work_is_not_worth_a_trim() {
        let mut idle = Idle::default();
        // A few requests now and then: each period is quiet, and their
        // sum stays under what makes a trim worth it...
        for n in 1..=11 {
            assert!(!idle.observe(ms(n * 9)));
        }
        // ...until it is over it.
        assert!(idle.observe(ms(108)));
    }
}
