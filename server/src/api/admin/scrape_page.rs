//! Reading a page the admin names (the scrape-url routes): the address
//! check, and what a failed read answers.

use guide_core::api::ScrapeRequest;
use guide_core::dashboard::admin::validate_scrape_url;

use crate::error::ApiError;
use crate::fetch::FetchError;
use crate::reply_lang::ReplyLang;
use crate::scrape::ScrapeError;

/// A scraping failure as the dashboard shows it: the visitor-side address
/// problems are the admin's to fix (400); a remote site that failed is a
/// bad gateway (502); a page with nothing to read is 422.
pub fn scrape_error(error: ScrapeError) -> ApiError {
    let message = error.to_string();
    match error {
        ScrapeError::Fetch(
            FetchError::InvalidUrl(_)
            | FetchError::Scheme
            | FetchError::Port(_)
            | FetchError::Forbidden(_),
        ) => ApiError::BadRequest(message),
        ScrapeError::Fetch(_) | ScrapeError::NotAPage(_) => ApiError::BadGateway(message),
        ScrapeError::NothingFound | ScrapeError::TooSlowToRead | ScrapeError::Unreadable => {
            ApiError::Unprocessable(message)
        }
    }
}

/// The address to scrape, checked by core's rule (spec section 5).
pub fn scrape_url(body: &ScrapeRequest, reply: ReplyLang) -> Result<String, ApiError> {
    let url = validate_scrape_url(&body.url, reply.words())
        .map_err(|notice| ApiError::BadRequest(notice.description))?;
    super::venues::web_address(&url, reply)
}
