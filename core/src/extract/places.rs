//! Activities and restaurants from their own web pages.

use serde_json::{Map, Value};

use super::ExtractError;
use super::events::meta_text;
use super::html::Page;
use super::schema::{
    address_line, as_list, collect, first_text, geo_of, image_of, number_of, prop, prop_text,
    text_of, types, url_of,
};
use super::text::{MAX_DESCRIPTION, clean_text, non_blank, truncate_words};
use crate::content::areas::AreaTable;
use crate::content::facts::{Fact, facts_column, read_facts_column};
use crate::content::model::{Activity, ActivityType, PriceRange, Restaurant};
use crate::dashboard::admin::ScrapedRestaurant;
use crate::text::similarity::normalize;
use crate::time::date::{Date, MONTH_NAMES};
use crate::time::hours::{OpeningHours, written_week};

const RESTAURANT_TYPES: [&str; 11] = [
    "Restaurant",
    "FoodEstablishment",
    "CafeOrCoffeeShop",
    "BarOrPub",
    "Bakery",
    "FastFoodRestaurant",
    "IceCreamShop",
    "Brewery",
    "Winery",
    "Distillery",
    "Diner",
];

fn is_restaurant_type(t: &str) -> bool {
    RESTAURANT_TYPES.contains(&t)
}

/// Types that are not the page's subject.
fn is_incidental(t: &str) -> bool {
    matches!(
        t,
        "WebSite"
            | "WebPage"
            | "BreadcrumbList"
            | "ListItem"
            | "SiteNavigationElement"
            | "WPHeader"
            | "WPFooter"
            | "WPSideBar"
            | "SearchAction"
            | "ImageObject"
            | "Person"
            | "Review"
            | "AggregateRating"
            | "PostalAddress"
            | "GeoCoordinates"
            | "Offer"
            | "Rating"
            | "ReadAction"
            | "EntryPoint"
            | "Article"
            | "BlogPosting"
            | "CollectionPage"
            | "ItemList"
            | "Menu"
            | "OpeningHoursSpecification"
            | "ContactPoint"
    ) || super::schema::is_event_type(t)
}

/// The page's main subject: the first node of a wanted type, else the first
/// named node of any non-incidental type (Organization, LocalBusiness…).
fn subject<'a>(roots: &'a [Value], wanted: &dyn Fn(&str) -> bool) -> Option<&'a Value> {
    let typed = collect(roots, &|v| types(v).iter().any(|t| wanted(t)));
    if let Some(node) = typed.into_iter().find(|n| prop_text(n, "name").is_some()) {
        return Some(node);
    }
    collect(roots, &|v| {
        let t = types(v);
        !t.is_empty() && t.iter().all(|t| !is_incidental(t)) && prop_text(v, "name").is_some()
    })
    .into_iter()
    .next()
}

/// Fields common to activities and restaurants, merged from structured
/// data and meta tags.
#[derive(Default)]
struct PlaceFields {
    name: Option<String>,
    description: Option<String>,
    address: Option<String>,
    phone: Option<String>,
    website: Option<String>,
    image: Option<String>,
    latitude: Option<f64>,
    longitude: Option<f64>,
    types: Vec<String>,
}

fn read_place(node: &Value, page: &Page, fields: &mut PlaceFields) {
    let set = |slot: &mut Option<String>, value: Option<String>| {
        if slot.is_none() {
            *slot = value;
        }
    };
    set(
        &mut fields.name,
        prop_text(node, "name").and_then(|n| non_blank(&n)),
    );
    set(
        &mut fields.description,
        first_text(
            node,
            &["description", "disambiguatingDescription", "slogan"],
        )
        .map(|d| truncate_words(clean_text(&d), MAX_DESCRIPTION))
        .filter(|d| !d.is_empty()),
    );
    set(
        &mut fields.address,
        prop(node, "address").and_then(address_line),
    );
    set(
        &mut fields.phone,
        prop_text(node, "telephone").and_then(|p| non_blank(&p)),
    );
    set(
        &mut fields.website,
        prop(node, "url")
            .and_then(url_of)
            .or_else(|| prop(node, "sameAs").and_then(url_of))
            .and_then(|u| page.absolute(&u)),
    );
    set(
        &mut fields.image,
        image_of(node).and_then(|u| page.absolute(&u)),
    );
    if fields.latitude.is_none()
        && let Some(at) = geo_of(node)
    {
        fields.latitude = Some(at.latitude);
        fields.longitude = Some(at.longitude);
    }
    fields.types.extend(types(node));
}

fn read_meta(meta: &Map<String, Value>, page: &Page, fields: &mut PlaceFields) {
    let set = |slot: &mut Option<String>, value: Option<String>| {
        if slot.is_none() {
            *slot = value;
        }
    };
    set(
        &mut fields.name,
        meta_text(meta, &["og:title", "twitter:title", "title"]).map(|t| strip_site_suffix(&t)),
    );
    set(
        &mut fields.description,
        meta_text(
            meta,
            &["og:description", "description", "twitter:description"],
        ),
    );
    set(
        &mut fields.image,
        meta_text(meta, &["og:image", "og:image:url", "twitter:image"])
            .and_then(|u| page.absolute(&u)),
    );
    set(
        &mut fields.website,
        meta_text(meta, &["og:url", "canonical"]).and_then(|u| page.absolute(&u)),
    );
    set(
        &mut fields.phone,
        meta_text(
            meta,
            &["og:phone_number", "business:contact_data:phone_number"],
        ),
    );
    if fields.address.is_none() {
        let street = meta_text(
            meta,
            &["og:street-address", "business:contact_data:street_address"],
        );
        let locality = meta_text(meta, &["og:locality", "business:contact_data:locality"]);
        let tail = [
            meta_text(meta, &["og:region", "business:contact_data:region"]),
            meta_text(
                meta,
                &["og:postal-code", "business:contact_data:postal_code"],
            ),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ");
        let parts: Vec<String> = [street, locality, Some(tail)]
            .into_iter()
            .flatten()
            .filter(|s| !s.trim().is_empty())
            .collect();
        if !parts.is_empty() {
            fields.address = Some(parts.join(", "));
        }
    }
    if fields.latitude.is_none() {
        let lat = meta_text(meta, &["place:location:latitude", "og:latitude"])
            .and_then(|l| l.parse::<f64>().ok());
        let lon = meta_text(meta, &["place:location:longitude", "og:longitude"])
            .and_then(|l| l.parse::<f64>().ok());
        if let (Some(lat), Some(lon)) = (lat, lon)
            && (-90.0..=90.0).contains(&lat)
            && (-180.0..=180.0).contains(&lon)
        {
            fields.latitude = Some(lat);
            fields.longitude = Some(lon);
        }
    }
}

/// 'Mote Marine Laboratory & Aquarium | Sarasota' → the part before a
/// separator when the rest looks like a site name.
fn strip_site_suffix(title: &str) -> String {
    for sep in [" | ", " – ", " — ", " - "] {
        if let Some((head, _)) = title.split_once(sep)
            && head.len() >= 3
        {
            return head.trim().to_string();
        }
    }
    title.to_string()
}

/// The number of the page's first `tel:` link ('tel:+1-941-555-0100').
fn visible_phone(page: &Page) -> Option<String> {
    let selector = scraper::Selector::parse("a[href]").expect("valid selector");
    page.doc.select(&selector).find_map(|a| {
        let href = a.value().attr("href")?.trim();
        let number = href
            .get(..4)
            .filter(|p| p.eq_ignore_ascii_case("tel:"))
            .map(|_| &href[4..])?;
        let number = percent_encoding::percent_decode_str(number).decode_utf8_lossy();
        let digits = number.chars().filter(char::is_ascii_digit).count();
        (7..=15).contains(&digits).then(|| clean_text(&number))
    })
}

/// A postal address the page shows: its `<address>` element, else the
/// first street address in its text ('516 Burns Ln, Sarasota, FL 34236',
/// lines joined), read up to a state and ZIP code.
fn visible_address(page: &Page) -> Option<String> {
    let in_element = scraper::Selector::parse("address").expect("valid selector");
    let mut texts: Vec<String> = page
        .doc
        .select(&in_element)
        .map(|e| {
            e.text()
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect();
    texts.push(page.visible_lines().join("\n"));
    texts.iter().find_map(|text| street_address(text))
}

/// The first 'number street…, town, ST 12345' in `text`, whose lines may
/// split it (a `<br>` between street and town): one line with commas.
pub(super) fn street_address(text: &str) -> Option<String> {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    for (end, line) in lines.iter().enumerate() {
        let Some(tail) = state_and_zip_end(line) else {
            continue;
        };
        // The street starts with its number, on this line or up to two above.
        for start in (end.saturating_sub(2)..=end).rev() {
            let mut parts: Vec<&str> = lines[start..end].to_vec();
            parts.push(&line[..tail]);
            let joined = parts.join(", ");
            if let Some(at) = street_number_at(&joined) {
                let address = clean_text(&joined[at..].replace(", ,", ","));
                if address.len() <= 120 && address.contains(',') {
                    return Some(address);
                }
            }
        }
    }
    None
}

/// Where a line's ', FL 34236' (a state's two capitals and a five-digit
/// ZIP, '-1234' allowed) ends, if it has one.
fn state_and_zip_end(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    (0..bytes.len()).find_map(|i| {
        let state = bytes.get(i..i + 2)?;
        let before_ok = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
        if !before_ok || !state.iter().all(u8::is_ascii_uppercase) {
            return None;
        }
        let rest = &line[i + 2..];
        let zip = rest.trim_start_matches([' ', '\u{a0}']);
        let spaces = rest.len() - zip.len();
        let digits = zip.bytes().take_while(u8::is_ascii_digit).count();
        if spaces == 0 || digits != 5 {
            return None;
        }
        let mut end = i + 2 + spaces + 5;
        if line[end..].starts_with('-')
            && line[end + 1..]
                .bytes()
                .take_while(u8::is_ascii_digit)
                .count()
                == 4
        {
            end += 5;
        }
        Some(end)
    })
}

/// The start of the first '123 Word' (a house number and a street name)
/// in `text`.
fn street_number_at(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    (0..bytes.len()).find(|&i| {
        let boundary = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
        let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
        boundary
            && (1..=6).contains(&digits)
            && bytes.get(i + digits) == Some(&b' ')
            && bytes
                .get(i + digits + 1)
                .is_some_and(u8::is_ascii_alphabetic)
    })
}

fn h1(page: &Page) -> Option<String> {
    let selector = scraper::Selector::parse("h1").expect("valid selector");
    page.doc
        .select(&selector)
        .next()
        .map(|h| clean_text(&h.text().collect::<Vec<_>>().join(" ")))
        .filter(|t| !t.is_empty() && t.len() <= 150)
}

fn gather(
    html: &str,
    page_url: &str,
    wanted: &dyn Fn(&str) -> bool,
) -> (Page, PlaceFields, Option<Value>) {
    let page = Page::parse(html, page_url);
    let mut fields = PlaceFields::default();
    let json_ld = page.json_ld();
    let microdata = page.microdata();
    let hcards = page.hcards();
    let mut chosen = None;
    for roots in [&json_ld, &microdata, &hcards] {
        if let Some(node) = subject(roots, wanted) {
            read_place(node, &page, &mut fields);
            chosen.get_or_insert_with(|| node.clone());
        }
    }
    let meta = page.meta();
    read_meta(&meta, &page, &mut fields);
    if fields.name.is_none() {
        fields.name = h1(&page);
    }
    // What the page shows a visitor, when its tags say nothing.
    if fields.phone.is_none() {
        fields.phone = visible_phone(&page);
    }
    if fields.address.is_none() {
        fields.address = visible_address(&page);
    }
    if fields.website.is_none() {
        fields.website = page.base.as_ref().map(|b| b.to_string());
    }
    (page, fields, chosen)
}

const ACTIVITY_KEYWORDS: [(ActivityType, &[&str]); 6] = [
    (
        ActivityType::Museum,
        &["museum", "gallery", "art center", "historic", "history"],
    ),
    (
        ActivityType::Gardens,
        &["garden", "gardens", "botanical", "arboretum"],
    ),
    (
        ActivityType::Wildlife,
        &[
            "zoo",
            "aquarium",
            "wildlife",
            "sanctuary",
            "jungle",
            "marine",
            "animal",
            "animals",
            "bird",
            "birds",
            "manatee",
            "dolphin",
        ],
    ),
    (ActivityType::Beach, &["beach", "beaches"]),
    (
        ActivityType::Tours,
        &[
            "tour",
            "tours",
            "cruise",
            "cruises",
            "excursion",
            "charter",
            "sightseeing",
        ],
    ),
    (
        ActivityType::Recreation,
        &[
            "park",
            "kayak",
            "kayaking",
            "paddle",
            "golf",
            "bike",
            "biking",
            "fishing",
            "trail",
            "trails",
            "sailing",
            "recreation",
            "preserve",
        ],
    ),
];

fn activity_type_of(types: &[String], name: &str, description: &str) -> ActivityType {
    let by_type = types.iter().find_map(|t| match t.as_str() {
        "Museum" | "ArtGallery" | "LandmarksOrHistoricalBuildings" => Some(ActivityType::Museum),
        "Zoo" | "Aquarium" => Some(ActivityType::Wildlife),
        "Beach" => Some(ActivityType::Beach),
        "TouristTrip" | "Trip" | "BoatTrip" => Some(ActivityType::Tours),
        "Park"
        | "SportsActivityLocation"
        | "GolfCourse"
        | "PublicSwimmingPool"
        | "StadiumOrArena" => Some(ActivityType::Recreation),
        _ => None,
    });
    let by_words = |text: &str| {
        let folded = format!(" {} ", normalize(text));
        ACTIVITY_KEYWORDS
            .iter()
            .find(|(_, words)| words.iter().any(|w| folded.contains(&format!(" {w} "))))
            .map(|(t, _)| *t)
    };
    by_words(name)
        .or(by_type)
        .or_else(|| by_words(description))
        .unwrap_or_default()
}

/// An activity (spec section 3) from its page; `id` is 0 until stored.
pub fn extract_activity(html: &str, page_url: &str) -> Result<Activity, ExtractError> {
    let (page, fields, node) = gather(html, page_url, &|t| {
        matches!(
            t,
            "TouristAttraction"
                | "Museum"
                | "Park"
                | "Zoo"
                | "Aquarium"
                | "Beach"
                | "AmusementPark"
                | "ArtGallery"
                | "LandmarksOrHistoricalBuildings"
                | "TouristTrip"
                | "SportsActivityLocation"
                | "GolfCourse"
                | "PerformingArtsTheater"
                | "Place"
                | "CivicStructure"
                | "TouristDestination"
                | "LocalBusiness"
                | "Organization"
        )
    });
    let name = fields.name.clone().ok_or(ExtractError::NothingFound)?;
    let description = fields.description.clone().unwrap_or_default();
    let price = node.as_ref().and_then(|n| {
        prop_text(n, "priceRange").or_else(|| {
            prop(n, "isAccessibleForFree")
                .and_then(text_of)
                .filter(|f| f == "true")
                .map(|_| "Free".to_string())
        })
    });
    Ok(Activity {
        id: 0,
        activity_type: activity_type_of(&fields.types, &name, &description),
        name,
        description,
        address: fields.address,
        phone: fields.phone,
        website: fields.website,
        image: fields.image,
        picture: None,
        latitude: fields.latitude,
        longitude: fields.longitude,
        recurring_schedule: node.as_ref().and_then(opening_hours),
        capacity: node
            .as_ref()
            .and_then(|n| prop(n, "maximumAttendeeCapacity"))
            .and_then(number_of)
            .map(|c| c as u32),
        venue_type: fields.types.iter().find(|t| !is_incidental(t)).cloned(),
        location: None,
        price,
        facts: node.as_ref().map(facts_of).unwrap_or_default(),
        visit_minutes: None,
        lang: page.written_in(node.as_ref()),
        translations: Default::default(),
        untranslated: Vec::new(),
    })
}

/// The spec's cuisine options, each with the words that mean it; the
/// narrower first (Thai/Vietnamese before Asian, Steakhouse before American).
const CUISINES: [(&str, &[&str]); 10] = [
    ("Thai/Vietnamese", &["thai", "vietnamese", "pho", "banh mi"]),
    (
        "Indian",
        &["indian", "curry", "tandoori", "pakistani", "nepalese"],
    ),
    (
        "Steakhouse",
        &["steakhouse", "steak", "steaks", "chophouse"],
    ),
    (
        "Seafood",
        &[
            "seafood",
            "fish",
            "oyster",
            "oysters",
            "raw bar",
            "crab",
            "lobster",
            "sushi and seafood",
        ],
    ),
    (
        "Italian",
        &[
            "italian",
            "pizza",
            "pizzeria",
            "pasta",
            "trattoria",
            "osteria",
        ],
    ),
    (
        "Mexican",
        &[
            "mexican", "tex mex", "tacos", "taqueria", "cantina", "latin",
        ],
    ),
    ("French", &["french", "bistro", "brasserie", "creperie"]),
    (
        "Mediterranean",
        &[
            "mediterranean",
            "greek",
            "middle eastern",
            "lebanese",
            "turkish",
            "spanish",
            "tapas",
            "israeli",
            "moroccan",
        ],
    ),
    (
        "Asian",
        &[
            "asian",
            "chinese",
            "japanese",
            "sushi",
            "korean",
            "ramen",
            "dim sum",
            "filipino",
            "pan asian",
        ],
    ),
    (
        "American",
        &[
            "american",
            "burger",
            "burgers",
            "bbq",
            "barbecue",
            "diner",
            "southern",
            "grill",
            "new american",
            "sandwiches",
            "breakfast",
            "brunch",
            "cafe",
        ],
    ),
];

/// A cuisine as written by a site → one of the spec's options, else Other.
pub fn map_cuisine(raw: &str) -> &'static str {
    let folded = format!(" {} ", normalize(raw).replace('-', " "));
    CUISINES
        .iter()
        .find(|(_, words)| words.iter().any(|w| folded.contains(&format!(" {w} "))))
        .map_or("Other", |(c, _)| c)
}

/// The page's own cuisines ('Spanish', 'Cuban' → 'Spanish/Cuban') when
/// they say more than the spec's category they map to ('Peruvian' is
/// 'Other'); none when they only repeat it.
fn cuisine_detail(served: &[String], category: Option<&str>) -> Option<String> {
    let finer: Vec<&str> = served
        .iter()
        .map(String::as_str)
        .filter(|c| category.is_none_or(|category| !category.eq_ignore_ascii_case(c)))
        .collect();
    (!finer.is_empty()).then(|| truncate_words(finer.join("/"), CUISINE_DETAIL_MAX))
}

/// A cuisine detail is a few words, not a menu.
const CUISINE_DETAIL_MAX: usize = 60;

fn price_range(raw: &str) -> Option<PriceRange> {
    let raw = raw.trim();
    let dollars = raw.chars().filter(|c| *c == '$').count();
    if dollars > 0
        && raw
            .chars()
            .all(|c| c == '$' || c.is_whitespace() || c == '-')
    {
        // '$$ - $$$' reads as the upper bound.
        let top = raw
            .split('-')
            .map(|p| p.trim().len())
            .max()
            .unwrap_or(dollars);
        return PriceRange::ALL.get(top.clamp(1, 4) - 1).copied();
    }
    let lower = raw.to_ascii_lowercase();
    for (word, range) in [
        ("inexpensive", PriceRange::Budget),
        ("moderate", PriceRange::Moderate),
        ("very expensive", PriceRange::Luxury),
        ("expensive", PriceRange::Upscale),
        ("cheap", PriceRange::Budget),
    ] {
        if lower.contains(word) {
            return Some(range);
        }
    }
    // '$10-30', 'USD 20-40': by the upper amount per person.
    let numbers: Vec<f64> = raw
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .filter_map(|p| p.parse().ok())
        .collect();
    let top = numbers
        .into_iter()
        .fold(None, |m: Option<f64>, n| Some(m.map_or(n, |m| m.max(n))))?;
    Some(match top {
        t if t <= 15.0 => PriceRange::Budget,
        t if t <= 35.0 => PriceRange::Moderate,
        t if t <= 70.0 => PriceRange::Upscale,
        _ => PriceRange::Luxury,
    })
}

/// aggregateRating → the 10-point scale (bestRating, default 5), one decimal.
fn rating_of(node: &Value) -> Option<f64> {
    let rating = prop(node, "aggregateRating")?;
    let rating = as_list(rating).into_iter().next()?;
    let value = prop(rating, "ratingValue").and_then(number_of)?;
    let best = prop(rating, "bestRating")
        .and_then(number_of)
        .filter(|b| *b > 0.0)
        .unwrap_or(if value > 5.0 { 10.0 } else { 5.0 });
    let worst = prop(rating, "worstRating")
        .and_then(number_of)
        .unwrap_or(0.0)
        .max(0.0);
    if value < worst || value > best || best <= worst {
        return None;
    }
    let scaled = value / best * 10.0;
    Some((scaled * 10.0).round() / 10.0)
}

/// The facts a page states of its place: its `amenityFeature`s that are
/// true, by the names schema.org's and the guide's own pages give them
/// ('Step-free entrance', 'Wheelchair accessible', 'Dogs allowed'), and
/// free entry (`isAccessibleForFree`). A name the guide has no fact for
/// is left out; nothing is read from the description.
fn facts_of(node: &Value) -> Vec<Fact> {
    let mut facts: Vec<Fact> = prop(node, "amenityFeature")
        .map(as_list)
        .unwrap_or_default()
        .into_iter()
        .filter(|feature| {
            prop(feature, "value").is_none_or(|value| {
                value.as_bool() == Some(true)
                    || text_of(value).is_some_and(|v| v.eq_ignore_ascii_case("true"))
            })
        })
        .filter_map(|feature| prop_text(feature, "name"))
        .filter_map(|name| fact_named(&name))
        .collect();
    let free = prop(node, "isAccessibleForFree").is_some_and(|value| {
        value.as_bool() == Some(true)
            || text_of(value).is_some_and(|v| v.eq_ignore_ascii_case("true"))
    });
    if free {
        facts.push(Fact::Free);
    }
    read_facts_column(&facts_column(&facts))
}

/// The fact an amenity's name states, in schema.org's and Google's usual
/// words as well as the guide's own.
fn fact_named(name: &str) -> Option<Fact> {
    let name = normalize(name);
    if let Some(fact) = Fact::ALL
        .into_iter()
        .find(|fact| normalize(fact.schema_name()) == name)
    {
        return Some(fact);
    }
    Some(match name.as_str() {
        "wheelchair accessible" | "wheelchair accessible entrance" | "step free access" => {
            Fact::StepFree
        }
        "wheelchair accessible restroom" | "accessible toilet" => Fact::AccessibleRestroom,
        "wheelchair accessible parking" | "wheelchair accessible parking lot" => {
            Fact::AccessibleParking
        }
        "pets allowed" | "dog friendly" | "dogs welcome" => Fact::Dogs,
        "kid friendly" | "family friendly" | "good children" => Fact::Kids,
        "free parking lot" | "free street parking" => Fact::FreeParking,
        "paid parking lot" | "paid street parking" => Fact::PaidParking,
        _ => return None,
    })
}

fn opening_hours(node: &Value) -> Option<String> {
    let mut parts: Vec<String> = prop(node, "openingHours")
        .map(as_list)
        .unwrap_or_default()
        .into_iter()
        .filter_map(text_of)
        .map(|h| clean_text(&h))
        .filter(|h| !h.is_empty())
        .collect();
    // Days with hours of their own (`validFrom`, a holiday): closed all
    // day is read as 'closed Dec 25'; a day's own hours are left out.
    let mut closed_days: Vec<String> = Vec::new();
    for spec in prop(node, "openingHoursSpecification")
        .map(as_list)
        .unwrap_or_default()
    {
        if let Some(from) = prop_text(spec, "validFrom") {
            let day = from.get(..10).and_then(|d| Date::parse(d).ok());
            let closed = prop_text(spec, "opens").zip(prop_text(spec, "closes"));
            if let (Some(day), Some((opens, closes))) = (day, closed)
                && opens.get(..5) == closes.get(..5)
            {
                let month = MONTH_NAMES[day.month() as usize - 1];
                closed_days.push(format!("{} {}", month.get(..3).unwrap_or(month), day.day()));
            }
            continue;
        }
        let days: Vec<String> = prop(spec, "dayOfWeek")
            .map(as_list)
            .unwrap_or_default()
            .into_iter()
            .filter_map(text_of)
            .map(|d| {
                let d = super::schema::short_type(&d);
                d.get(..2).unwrap_or(d).to_string()
            })
            .collect();
        let opens = prop_text(spec, "opens").map(|t| t.get(..5).unwrap_or(&t).to_string());
        let closes = prop_text(spec, "closes").map(|t| t.get(..5).unwrap_or(&t).to_string());
        if let (Some(o), Some(c)) = (opens, closes) {
            parts.push(format!("{} {o}-{c}", days.join(",")).trim().to_string());
        }
    }
    if parts.is_empty() {
        return None;
    }
    // schema.org's entries add to their days ('Mo-Sa 11:00-14:30',
    // 'Mo-Th 17:00-21:30'), where in core's text a later part decides the
    // days it names: merged by weekday and written as core reads them and
    // staff write them. Hours core cannot read, or with days of their
    // own, are kept as the page wrote them.
    let mut week: [Vec<(u16, u16)>; 7] = Default::default();
    for part in &parts {
        let Some(hours) = OpeningHours::parse(part).filter(|h| h.special_days().next().is_none())
        else {
            return Some(parts.join("; "));
        };
        for (day, spans) in week.iter_mut().enumerate() {
            for span in hours.weekday_spans(day) {
                if !spans.contains(&span) {
                    spans.push(span);
                }
            }
        }
    }
    week.iter_mut().for_each(|spans| spans.sort_unstable());
    let written = written_week(&week).unwrap_or_else(|| parts.join("; "));
    Some(match closed_days.is_empty() {
        true => written,
        false => format!("{written}; closed {}", closed_days.join(", ")),
    })
}

fn reservation_url(node: &Value, page: &Page) -> Option<String> {
    if let Some(accepts) = prop(node, "acceptsReservations").and_then(text_of)
        && (accepts.starts_with("http") || accepts.starts_with('/'))
    {
        return page.absolute(&accepts);
    }
    let actions = prop(node, "potentialAction")
        .map(as_list)
        .unwrap_or_default();
    actions
        .into_iter()
        .filter(|a| types(a).iter().any(|t| t == "ReserveAction"))
        .find_map(|a| prop(a, "target").and_then(url_of))
        .and_then(|u| page.absolute(&u))
}

/// A restaurant (spec section 3) from its page, with its detected area.
pub fn extract_restaurant(
    html: &str,
    page_url: &str,
    areas: &AreaTable,
) -> Result<ScrapedRestaurant, ExtractError> {
    let (page, fields, node) = gather(html, page_url, &|t| {
        is_restaurant_type(t) || t == "LocalBusiness"
    });
    let name = fields.name.clone().ok_or(ExtractError::NothingFound)?;
    let served: Vec<String> = node
        .as_ref()
        .and_then(|n| prop(n, "servesCuisine"))
        .map(|c| {
            as_list(c)
                .into_iter()
                .filter_map(text_of)
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let cuisine = served
        .iter()
        .map(|c| map_cuisine(c))
        .find(|c| *c != "Other")
        .or_else(|| (!served.is_empty()).then_some("Other"))
        .map(str::to_string);
    let cuisine_detail = cuisine_detail(&served, cuisine.as_deref());
    let restaurant = Restaurant {
        id: 0,
        description: fields.description.clone().unwrap_or_default(),
        address: fields.address.clone(),
        phone: fields.phone.clone(),
        website: fields.website.clone(),
        image: fields.image.clone(),
        picture: None,
        rating: node.as_ref().and_then(rating_of),
        price_range: node
            .as_ref()
            .and_then(|n| prop_text(n, "priceRange"))
            .and_then(|p| price_range(&p))
            .unwrap_or_default(),
        cuisine_detail,
        cuisine: cuisine.or_else(|| {
            let guess = map_cuisine(&format!(
                "{name} {}",
                fields.description.as_deref().unwrap_or("")
            ));
            (guess != "Other").then(|| guess.to_string())
        }),
        open_hours: node.as_ref().and_then(opening_hours),
        reservation_url: node.as_ref().and_then(|n| reservation_url(n, &page)),
        latitude: fields.latitude,
        longitude: fields.longitude,
        area: None,
        facts: node.as_ref().map(facts_of).unwrap_or_default(),
        name,
        lang: page.written_in(node.as_ref()),
        translations: Default::default(),
        untranslated: Vec::new(),
    };
    let detection = areas.detect(
        &restaurant.name,
        restaurant.address.as_deref(),
        restaurant.latitude,
        restaurant.longitude,
    );
    let restaurant = Restaurant {
        area: Some(detection.detected_area.clone()),
        ..restaurant
    };
    Ok(ScrapedRestaurant {
        restaurant,
        detection,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_mapped_cuisine_is_an_option_of_the_form() {
        for (cuisine, _) in CUISINES {
            assert!(
                crate::content::model::CUISINE_OPTIONS.contains(&cuisine),
                "{cuisine}"
            );
        }
        assert_eq!(map_cuisine("Klingon fusion"), "Other");
        assert!(crate::content::model::CUISINE_OPTIONS.contains(&"Other"));
    }

    use super::*;
    use crate::text::lang::Lang;

    #[test]
    fn a_place_records_the_language_its_page_is_written_in() {
        let page = |html_lang: &str, in_language: &str| {
            format!(
                r#"<html{html_lang}><head><script type="application/ld+json">
                {{"@type": "Museum", "name": "Museo", "description": "Arte."{in_language}}}
                </script></head><body></body></html>"#
            )
        };
        let lang = |html: String| {
            extract_activity(&html, "https://museo.example/")
                .unwrap()
                .lang
        };
        assert_eq!(lang(page(r#" lang="es-MX""#, "")), Lang::Es);
        assert_eq!(
            lang(page(r#" lang="es""#, r#", "inLanguage": "fr-CA""#)),
            Lang::Fr
        );
        assert_eq!(
            lang(page(
                "",
                r#", "inLanguage": {"@type": "Language", "name": "German", "alternateName": "de"}"#
            )),
            Lang::De
        );
        // Unnamed, or a language the guide does not speak: English.
        assert_eq!(lang(page("", "")), Lang::En);
        assert_eq!(lang(page(r#" lang="it""#, "")), Lang::En);
    }

    #[test]
    fn a_street_address_is_read_from_the_text_a_page_shows() {
        let read = |text: &str| street_address(text);
        assert_eq!(
            read("516 Burns Ln\nSarasota, FL 34236"),
            Some("516 Burns Ln, Sarasota, FL 34236".into())
        );
        assert_eq!(
            read("Visit us: 1234 Main St, Sarasota, FL 34236-1234 today"),
            Some("1234 Main St, Sarasota, FL 34236-1234".into())
        );
        // Three lines, with the unit on its own.
        assert_eq!(
            read("The Gallery\n100 Central Ave\nSuite 1021\nSarasota, FL 34236"),
            Some("100 Central Ave, Suite 1021, Sarasota, FL 34236".into())
        );
        // No state and ZIP, or no house number: not an address.
        assert_eq!(read("Open 7 days a week in Sarasota"), None);
        assert_eq!(read("Sarasota, FL 34236"), None);
        assert_eq!(read("Call 941 555 0100, FL 34236"), None);
    }

    #[test]
    fn cuisines_map_to_the_spec_options() {
        assert_eq!(map_cuisine("Middle Eastern"), "Mediterranean");
        assert_eq!(map_cuisine("Vietnamese Pho"), "Thai/Vietnamese");
        assert_eq!(map_cuisine("Sushi"), "Asian");
        assert_eq!(map_cuisine("Seafood, Raw Bar"), "Seafood");
        assert_eq!(map_cuisine("Steakhouse"), "Steakhouse");
        assert_eq!(map_cuisine("Tex-Mex"), "Mexican");
        assert_eq!(map_cuisine("Ethiopian"), "Other");
    }

    #[test]
    fn price_ranges() {
        assert_eq!(price_range("$$$"), Some(PriceRange::Upscale));
        assert_eq!(price_range("$$ - $$$"), Some(PriceRange::Upscale));
        assert_eq!(price_range("$10-30"), Some(PriceRange::Moderate));
        assert_eq!(price_range("Inexpensive"), Some(PriceRange::Budget));
        assert_eq!(price_range("ask"), None);
    }
}
