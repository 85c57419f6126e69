//! What the web app needs to know about the site it renders: its city,
//! brand and curator, the footer's links and the map's tiles
//! (`GET /api/site`). The restaurant areas, which only Dining and the
//! places' pages use, are a read of their own (`GET /api/areas`).

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::time::date::CityZone;

/// A labelled outbound link shown in the site chrome.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct SiteLink {
    pub label: String,
    pub url: String,
}

/// A network the footer's 'Follow Along' has an icon for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum SocialNetwork {
    Facebook,
    Instagram,
    X,
}

/// The guide's page on a social network, in the footer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
pub struct SocialLink {
    pub network: SocialNetwork,
    /// The page's address; '#' is the spec's placeholder.
    pub url: String,
}

impl SocialLink {
    /// The spec's footer: the three networks with placeholder links, until
    /// a deployment sets its own.
    pub fn placeholders() -> Vec<SocialLink> {
        [
            SocialNetwork::Facebook,
            SocialNetwork::Instagram,
            SocialNetwork::X,
        ]
        .into_iter()
        .map(|network| SocialLink {
            network,
            url: "#".into(),
        })
        .collect()
    }

    /// Whether the address is the placeholder or names a site (see
    /// [`crate::text::validation::is_website`]).
    pub fn is_valid(&self) -> bool {
        self.url == "#" || crate::text::validation::is_website(&self.url)
    }
}

/// What the web app needs to know about the site it renders (`GET /api/site`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SiteInfo {
    pub city: String,
    pub brand: String,
    /// The curator ("host") who signs the welcome text and receives plans.
    pub curator_name: String,
    /// Who the curator is, one line beside 'Send to {name}'.
    pub curator_about: String,
    pub tourism_links: Vec<SiteLink>,
    /// The footer's 'Follow Along' icons.
    pub social_links: Vec<SocialLink>,
    pub weather_averages_url: String,
    /// The city's IANA time zone (`America/New_York`): "today" on the
    /// device is the city's, as on the server.
    #[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), tsify(type = "string"))]
    pub time_zone: CityZone,
    /// The Area View map's background.
    pub map_tiles: MapTiles,
    /// The guide reads the Weather Service's forecast (`GET /api/forecast`).
    #[serde(default)]
    pub forecast: bool,
    /// The guide names a routing engine (`GET /api/travel-times`); without
    /// one, the trip planner estimates every leg and asks nothing.
    #[serde(default)]
    pub travel_times: bool,
}

/// An XYZ tile server: the Area View map's background. OpenStreetMap's
/// standard tiles by default; an operator may point to their own server
/// (its origin joins the Content-Security-Policy).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct MapTiles {
    /// `https://tile.openstreetmap.org/{z}/{x}/{y}.png`; `{s}` stands for
    /// the subdomains a, b and c, and `{r}` for '@2x' on sharp screens.
    pub url_template: String,
    /// What the tiles' licence asks the map to show.
    pub attribution: String,
    /// Where the attribution links (the licence's page).
    pub attribution_url: Option<String>,
    /// The deepest zoom the server renders.
    pub max_zoom: u8,
}

impl Default for MapTiles {
    fn default() -> MapTiles {
        // https://operations.osmfoundation.org/policies/tiles/: the URL,
        // zoom 19 and the attribution with its link to the copyright page.
        MapTiles {
            url_template: "https://tile.openstreetmap.org/{z}/{x}/{y}.png".into(),
            attribution: "© OpenStreetMap contributors".into(),
            attribution_url: Some("https://www.openstreetmap.org/copyright".into()),
            max_zoom: 19,
        }
    }
}
