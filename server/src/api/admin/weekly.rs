//! The weekly e-mail as staff see it (#37): how many subscribe, when the
//! next issue goes, and that issue for every category as the guide is now,
//! in the dashboard's language. Admins write the issue's introduction
//! and send it to themselves to try it (#71).

use axum::Extension;
use axum::extract::State;
use axum::http::StatusCode;
use guide_core::api::{WeeklyIntroChange, WeeklyTestSent};
use guide_core::dashboard::admin::WeeklyOverview;
use guide_core::plan::weekly::{
    ISSUE_MINUTES, IssueIntro, issue_due, next_issue_ms, validate_intro,
};
use guide_core::text::words::{Arg, Localizer};
use guide_core::time::date::{CityClock, Date};

use crate::api::reminders::instant_words;
use crate::api::{composed, letterhead};
use crate::auth::new_session_token;
use crate::clock::now_ms;
use crate::error::{ApiError, Json};
use crate::mail::weekly::{IssueContent, WeeklyLetter, WeeklyMail, compose, preview};
use crate::reply_lang::ReplyLang;
use crate::state::AppState;
use crate::store::{Admin, EventFilter};

/// The Thursday of the next issue (this week's while it is being sent),
/// and whether it is being sent.
fn next_issue(state: &AppState, now: i64) -> Result<(Date, bool), ApiError> {
    let zone = state.site.time_zone;
    let clock = CityClock::at(zone, now)
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("no city clock at {now}")))?;
    if let Some(thursday) = issue_due(clock) {
        return Ok((thursday, true));
    }
    next_issue_ms(zone, now)
        .and_then(|at| CityClock::at(zone, at))
        .map(|at| (at.today, false))
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("no next Thursday")))
}

/// The next issue for every category, as the guide is now, with its
/// introduction; none when the weekend has nothing.
async fn next_content(
    state: &AppState,
    thursday: Date,
    intro: Option<&IssueIntro>,
    reply: ReplyLang,
) -> Result<Option<IssueContent>, ApiError> {
    let events = state.store.list_events(&EventFilter::default()).await?;
    let origin = state.config.mail_origin();
    Ok(IssueContent::of(
        &letterhead(state, &origin),
        state.site.time_zone,
        &events,
        &[],
        thursday,
        reply.0,
        intro,
    ))
}

async fn overview_now(state: &AppState, reply: ReplyLang) -> Result<WeeklyOverview, ApiError> {
    let zone = state.site.time_zone;
    let (thursday, sending) = next_issue(state, now_ms())?;
    let sends = zone.unix_ms(CityClock {
        today: thursday,
        minutes: ISSUE_MINUTES,
    });
    let counts = state.store.weekly_subscribers().await?;
    let intro = state.store.weekly_intro(thursday).await?;
    let issue = next_content(state, thursday, intro.as_ref(), reply).await?;
    let subject = reply
        .words()
        .message("weekly-subject", &[("city", Arg::Text(&state.site.city))]);
    let origin = state.config.mail_origin();
    Ok(WeeklyOverview {
        subscribers: counts.confirmed,
        waiting: counts.waiting,
        next_issue: instant_words(zone, sends, reply.0),
        sending,
        events: issue.as_ref().map_or(0, IssueContent::events),
        subject,
        preview: issue
            .as_ref()
            .map(|issue| {
                preview(&letterhead(state, &origin), issue, reply.0)
                    .map_err(|error| ApiError::Internal(anyhow::Error::from(error)))
            })
            .transpose()?,
        intro,
    })
}

/// `GET /api/admin/weekly`.
pub(super) async fn overview(
    State(state): State<AppState>,
    reply: ReplyLang,
) -> Result<Json<WeeklyOverview>, ApiError> {
    Ok(Json(overview_now(&state, reply).await?))
}

/// `PUT /api/admin/weekly/intro`: the next issue's introduction, in the
/// dashboard's language (blank removes it); answers the overview with it.
pub(super) async fn set_intro(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
    Json(change): Json<WeeklyIntroChange>,
) -> Result<Json<WeeklyOverview>, ApiError> {
    let text = validate_intro(&change.text, reply.words())?;
    let now = now_ms();
    let (thursday, _) = next_issue(&state, now)?;
    let intro = IssueIntro {
        text,
        lang: reply.0,
    };
    state
        .store
        .set_weekly_intro(thursday, &intro, admin.id, now)
        .await?;
    Ok(Json(overview_now(&state, reply).await?))
}

/// `POST /api/admin/weekly/test`: the next issue, every category and its
/// introduction, to the admin's own address in the dashboard's language;
/// its subject says it is a test, and its subscription links lead to no
/// subscription. 422 when the weekend has nothing to send.
pub(super) async fn send_test(
    State(state): State<AppState>,
    Extension(admin): Extension<Admin>,
    reply: ReplyLang,
) -> Result<(StatusCode, Json<WeeklyTestSent>), ApiError> {
    let now = now_ms();
    let (thursday, _) = next_issue(&state, now)?;
    let intro = state.store.weekly_intro(thursday).await?;
    let Some(issue) = next_content(&state, thursday, intro.as_ref(), reply).await? else {
        return Err(ApiError::Unprocessable(
            reply.words().text("weekly-test-empty"),
        ));
    };
    let origin = state.config.mail_origin();
    // A token no subscription holds: the issue's own links open nothing.
    let token = new_session_token()?;
    let message = composed(compose(
        &letterhead(&state, &origin),
        &WeeklyLetter {
            to: &admin.email,
            lang: reply.0,
            origin: &origin,
            token: &token,
            message_key: None,
            test: true,
        },
        WeeklyMail::Issue(&issue),
    ))?;
    state.store.queue_message(&message, now).await?;
    state.outbox_wake.notify_one();
    let message = reply
        .words()
        .message("weekly-test-sent", &[("email", Arg::Text(&admin.email))]);
    Ok((
        StatusCode::ACCEPTED,
        Json(WeeklyTestSent {
            to: admin.email,
            message,
        }),
    ))
}
