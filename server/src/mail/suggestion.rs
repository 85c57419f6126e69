//! The e-mail telling a visitor that what they suggested is in the guide
//! now, in the language they wrote it in, with a link to its page.

use guide_core::content::paths::item_path;
use guide_core::dashboard::suggestion::AddedItem;
use guide_core::text::catalogs::catalog;
use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};

use super::compose::{ComposeError, Letterhead};
use super::one_link::{self, OneLink};
use crate::store::OutgoingMessage;

/// The item's page in the visitor's language.
pub fn item_page(origin: &str, lang: Lang, item: &AddedItem) -> String {
    format!(
        "{origin}{}",
        lang.path(&item_path(item.kind, item.id, &item.name))
    )
}

/// `visitor` suggested `suggested`; it is the guide's `item` now.
pub fn published(
    letterhead: &Letterhead<'_>,
    to: &str,
    lang: Lang,
    visitor: &str,
    suggested: &str,
    item: &AddedItem,
) -> Result<OutgoingMessage, ComposeError> {
    let words = catalog(lang);
    let site = letterhead.site;
    let guide = words.message("mail-guide", &[("brand", Arg::Text(&site.brand))]);
    let args = [
        ("guide", Arg::Text(&guide)),
        ("visitor", Arg::Text(visitor)),
        ("name", Arg::Text(suggested)),
        ("city", Arg::Text(&site.city)),
    ];
    let letter = OneLink {
        subject: words.message("suggestion-published-subject", &args),
        intro: words.message("suggestion-published-intro", &args),
        button: words.text("mail-see-in-guide"),
        link: item_page(letterhead.origin, lang, item),
        note: words.text("suggestion-published-note"),
    };
    one_link::compose(letterhead, to, lang, letter)
}
