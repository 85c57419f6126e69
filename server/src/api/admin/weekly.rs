//! `GET /api/admin/weekly`: the weekly e-mail as staff see it (#37):
//! how many subscribe, when the next issue goes, and that issue for every
//! category as the guide is now, in the dashboard's language.

use axum::extract::State;
use guide_core::dashboard::admin::WeeklyOverview;
use guide_core::plan::weekly::{ISSUE_MINUTES, issue_due, next_issue_ms};
use guide_core::text::words::{Arg, Localizer};
use guide_core::time::date::CityClock;

use crate::api::letterhead;
use crate::api::reminders::instant_words;
use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::mail::weekly::{IssueContent, preview};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::EventFilter;

pub(super) async fn overview(
    State(state): State<AppState>,
    reply: ReplyLang,
) -> Result<Json<WeeklyOverview>, ApiError> {
    let zone = state.site.time_zone;
    let now = now_ms();
    let clock = CityClock::at(zone, now)
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("no city clock at {now}")))?;
    // This week's while it is being sent, else the coming one.
    let due = issue_due(clock);
    let thursday = match due {
        Some(thursday) => thursday,
        None => next_issue_ms(zone, now)
            .and_then(|at| CityClock::at(zone, at))
            .map(|at| at.today)
            .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("no next Thursday")))?,
    };
    let sends = zone.unix_ms(CityClock {
        today: thursday,
        minutes: ISSUE_MINUTES,
    });
    let counts = state.store.weekly_subscribers().await?;
    let events = state.store.list_events(&EventFilter::default()).await?;
    let origin = state.config.mail_origin();
    let letterhead = letterhead(&state, &origin);
    let issue = IssueContent::of(&letterhead, zone, &events, &[], thursday, reply.0);
    let subject = reply
        .words()
        .message("weekly-subject", &[("city", Arg::Text(&state.site.city))]);
    Ok(Json(WeeklyOverview {
        subscribers: counts.confirmed,
        waiting: counts.waiting,
        next_issue: instant_words(zone, sends, reply.0),
        sending: due.is_some(),
        events: issue.as_ref().map_or(0, IssueContent::events),
        subject,
        preview: issue
            .as_ref()
            .map(|issue| {
                preview(&letterhead, issue, reply.0)
                    .map_err(|error| ApiError::Internal(anyhow::Error::from(error)))
            })
            .transpose()?,
    }))
}
