//! Per-client limits on the public write endpoints, so one address cannot
//! flood the suggestion box or the outbox. Counted per server instance (a
//! fixed one-minute window per client address); with N instances behind a
//! balancer a client may reach N times the limit.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;
use crate::requester::Requester;

const WINDOW: Duration = Duration::from_secs(60);
/// Beyond this many tracked clients, expired windows are dropped.
const PRUNE_ABOVE: usize = 10_000;

pub struct RateLimiter {
    per_minute: u32,
    windows: Mutex<HashMap<IpAddr, (Instant, u32)>>,
}

impl RateLimiter {
    pub fn new(per_minute: u32) -> RateLimiter {
        RateLimiter {
            per_minute,
            windows: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a request from `client`: `Err(wait)` when over the limit,
    /// with the time until its window ends.
    pub fn allow(&self, client: IpAddr, now: Instant) -> Result<(), Duration> {
        let mut windows = self.windows.lock().expect("rate limiter lock");
        if windows.len() > PRUNE_ABOVE {
            windows.retain(|_, (start, _)| now.duration_since(*start) < WINDOW);
        }
        let (start, count) = windows.entry(client).or_insert((now, 0));
        if now.duration_since(*start) >= WINDOW {
            *start = now;
            *count = 0;
        }
        *count += 1;
        if *count <= self.per_minute {
            Ok(())
        } else {
            Err(WINDOW.saturating_sub(now.duration_since(*start)))
        }
    }
}

/// Middleware for the public POST routes.
pub async fn limit_public_writes(
    State(writes): State<Arc<RateLimiter>>,
    request: Request,
    next: Next,
) -> Response {
    let client = request.extensions().get::<Requester>().map(|c| c.ip);
    if let Some(client) = client
        && let Err(wait) = writes.allow(client, Instant::now())
    {
        // (Before the body is read: the language is the request's header's.)
        let words = crate::reply_lang::ReplyLang::of(request.headers()).words();
        return ApiError::TooManyRequests {
            message: guide_core::text::words::Localizer::text(words, "too-many-requests"),
            retry_after_secs: wait.as_secs_f64().ceil() as u64,
        }
        .into_response();
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_the_limit_per_window_per_client() {
        let limiter = RateLimiter::new(3);
        let (a, b) = (IpAddr::from([10, 0, 0, 1]), IpAddr::from([10, 0, 0, 2]));
        let t0 = Instant::now();
        assert!((0..3).all(|_| limiter.allow(a, t0).is_ok()));
        assert_eq!(
            limiter.allow(a, t0 + Duration::from_secs(20)),
            Err(Duration::from_secs(40)),
            "refused until the window ends"
        );
        assert!(
            limiter.allow(b, t0).is_ok(),
            "another client has its own window"
        );
        assert!(
            limiter.allow(a, t0 + WINDOW).is_ok(),
            "a new window starts after a minute"
        );
    }
}
