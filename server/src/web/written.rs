//! The empty plan on My Favorites for a device without a saved plan
//! (core's plan cookie), with the curator's name, written by the server
//! into the frame the app's server rendering leaves for the device's plan
//! (`Written` in the web app): otherwise the app draws the device's plan
//! into that frame. `web/e2e/written.spec.ts` checks it against the app's
//! own drawing.

use askama::Template;
use axum::http::HeaderMap;
use guide_core::favorites::{EMPTY_PLAN_LINKS, PLAN_COOKIE, plan_recipient};

use crate::auth::cookie;

/// Where a written part opens and ends (`Written.tsx`).
const PLAN_OPEN: &str = "data-written=\"plan\">";
const WRITTEN_END: &str = "<template data-written-end=\"\"></template>";

/// `screen` as the server sends it for `path`: with the empty plan on My
/// Favorites for a device without a saved plan; as drawn otherwise.
pub fn complete(screen: &str, path: &str, curator: &str, headers: &HeaderMap) -> Option<String> {
    let saved = cookie(headers, PLAN_COOKIE).is_some_and(|v| !v.is_empty());
    (path == "/plan-visit" && !saved).then(|| with_empty_plan(screen, curator))
}

#[derive(Template)]
#[template(path = "written/empty_plan.html")]
struct EmptyPlan<'a> {
    curator: &'a str,
    /// Who the text says receives the plan: the curator, or 'our host'.
    host: &'a str,
}

/// `screen` with the empty plan in its plan's part, in place of the frame.
fn with_empty_plan(screen: &str, curator: &str) -> String {
    let host = plan_recipient(curator);
    let plan = EmptyPlan { curator, host };
    let (Some(open), Ok(plan)) = (screen.find(PLAN_OPEN), plan.render()) else {
        return screen.to_string();
    };
    let from = open + PLAN_OPEN.len();
    let Some(length) = screen[from..].find(WRITTEN_END) else {
        return screen.to_string();
    };
    let to = from + length + WRITTEN_END.len();
    format!("{}{plan}{}", &screen[..from], &screen[to..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_empty_plan_takes_the_frames_place_with_the_curators_name() {
        let screen = "<main><div data-written=\"plan\"><div aria-busy=\"true\"></div><template data-written-end=\"\"></template></div></main>";
        let written = with_empty_plan(screen, "Marisa & Co");
        assert!(written.starts_with(
            "<main><div data-written=\"plan\"><div class=\"mx-auto max-w-5xl px-4 py-10\"><h1 "
        ));
        assert!(
            written.ends_with("Send Message to Marisa &#38; Co</button></div></div></div></main>")
        );
        assert!(written.contains("or send it to Marisa &#38; Co for personalized"));
        assert!(!written.contains("aria-busy") && !written.contains("data-written-end"));
        assert_eq!(written.matches("<li><a href=").count(), 3);
        assert_eq!(with_empty_plan("<main></main>", "Marisa"), "<main></main>");
    }
}
