//! The National Weather Service's forecast for the city (api.weather.gov,
//! no key): its `/points/{lat},{lon}` answer names the forecast's address,
//! whose periods (a day and a night each, for a week) are read here into
//! days. The server reads both through its guarded client and keeps the
//! result; the trip planner shows it for the trip's days within the week.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

use crate::text::words::{Arg, Localizer};
use crate::time::date::Date;

/// What an answer from the Weather Service lacked or had wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForecastError(String);

impl std::fmt::Display for ForecastError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the weather service's answer could not be read: {}",
            self.0
        )
    }
}

impl std::error::Error for ForecastError {}

/// The sky of a day, from the Weather Service's short forecast ('Mostly
/// Sunny', 'Chance Showers And Thunderstorms'), for the guide's words in
/// the visitor's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum Sky {
    Sunny,
    PartlyCloudy,
    Cloudy,
    Fog,
    Rain,
    Thunderstorms,
    /// Words the guide does not sort (the summary says them).
    Other,
}

impl Sky {
    pub const ALL: [Sky; 7] = [
        Sky::Sunny,
        Sky::PartlyCloudy,
        Sky::Cloudy,
        Sky::Fog,
        Sky::Rain,
        Sky::Thunderstorms,
        Sky::Other,
    ];

    /// The guide's word for it; none for a sky it does not sort, which
    /// the Weather Service's own words say.
    pub fn message(self) -> Option<&'static str> {
        Some(match self {
            Sky::Sunny => "forecast-sunny",
            Sky::PartlyCloudy => "forecast-partly-cloudy",
            Sky::Cloudy => "forecast-cloudy",
            Sky::Fog => "forecast-fog",
            Sky::Rain => "forecast-rain",
            Sky::Thunderstorms => "forecast-thunderstorms",
            Sky::Other => return None,
        })
    }

    /// The short forecast's sky; the wettest word wins.
    fn of(summary: &str) -> Sky {
        let text = summary.to_lowercase();
        let has = |words: &[&str]| words.iter().any(|w| text.contains(w));
        if has(&["thunder", "t-storm"]) {
            Sky::Thunderstorms
        } else if has(&["rain", "shower", "drizzle"]) {
            Sky::Rain
        } else if has(&["fog", "haze", "mist"]) {
            Sky::Fog
        } else if has(&["partly", "mostly sunny", "mostly clear"]) {
            Sky::PartlyCloudy
        } else if has(&["cloudy", "overcast"]) {
            Sky::Cloudy
        } else if has(&["sunny", "clear"]) {
            Sky::Sunny
        } else {
            Sky::Other
        }
    }
}

/// What the weather usually is at a time of year, beyond the forecast's
/// week: the Weather page's words for its months (the catalog's messages,
/// `months-dec-feb` and `months-dec-feb-text`), labelled as what is usual.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct UsualWeather {
    pub months: String,
    pub text: String,
}

/// The usual weather of `date`'s time of year.
pub fn usual_weather(date: Date) -> UsualWeather {
    let (months, text) = match date.month() {
        12 | 1 | 2 => ("months-dec-feb", "months-dec-feb-text"),
        3 | 4 => ("months-mar-apr", "months-mar-apr-text"),
        5 | 6 => ("months-may-jun", "months-may-jun-text"),
        7..=9 => ("months-jul-sep", "months-jul-sep-text"),
        _ => ("months-oct-nov", "months-oct-nov-text"),
    };
    UsualWeather {
        months: months.to_string(),
        text: text.to_string(),
    }
}

/// A day of the forecast.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ForecastDay {
    /// `YYYY-MM-DD`, the city's.
    pub date: String,
    /// The day's high and the night's low, °F (none where the forecast
    /// begins with the night, or ends with the day).
    pub high: Option<i32>,
    pub low: Option<i32>,
    /// The greater chance of rain of the day and its night, in percent.
    pub rain_chance: Option<u8>,
    pub sky: Sky,
    /// The Weather Service's words for the day ('Mostly Sunny'), in
    /// English: it writes no other language.
    pub summary: String,
    /// Likely wet: a chance of rain of one in two or more, or rain or
    /// storms in the words.
    pub rainy: bool,
}

/// The forecast as the server last read it (`GET /api/forecast`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[cfg_attr(feature = "openapi", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Forecast {
    pub days: Vec<ForecastDay>,
    /// When the Weather Service was read, in milliseconds since the epoch:
    /// a forecast kept while the service does not answer says its age.
    pub read_at: i64,
}

impl ForecastDay {
    /// The day in a line, in `words`' language: 'Mostly sunny · 78° / 63°
    /// · 60% chance of rain' (what the forecast gives of it).
    pub fn line(&self, words: &dyn Localizer) -> String {
        let mut parts = vec![match self.sky.message() {
            Some(id) => words.text(id),
            None => self.summary.clone(),
        }];
        let degrees = |t: i32| format!("{t}°");
        match (self.high, self.low) {
            (Some(high), Some(low)) => parts.push(format!("{} / {}", degrees(high), degrees(low))),
            (Some(t), None) | (None, Some(t)) => parts.push(degrees(t)),
            (None, None) => {}
        }
        if let Some(chance) = self.rain_chance.filter(|&c| c > 0) {
            let chance = chance.to_string();
            parts.push(words.message("forecast-rain-chance", &[("chance", Arg::Text(&chance))]));
        }
        parts.retain(|part| !part.is_empty());
        parts.join(" · ")
    }
}

impl Forecast {
    /// How long ago the Weather Service was read, at `now_ms`: 'The Weather
    /// Service's forecast, read 3 hours ago.' (offline, the forecast kept
    /// says its age).
    pub fn read_ago(&self, now_ms: i64, words: &dyn Localizer) -> String {
        const MINUTE: i64 = 60_000;
        let minutes = (now_ms - self.read_at).max(0) / MINUTE;
        let (unit, count) = match minutes {
            0 => ("now", 0),
            1..60 => ("minute", minutes),
            60..2_880 => ("hour", minutes / 60),
            _ => ("day", minutes / (24 * 60)),
        };
        let shown = count.to_string();
        words.message(
            "forecast-read",
            &[
                ("unit", Arg::Text(unit)),
                ("count", Arg::Number(count as f64)),
                ("shown", Arg::Text(&shown)),
            ],
        )
    }
}

#[derive(Deserialize)]
struct Points {
    properties: PointsProperties,
}

#[derive(Deserialize)]
struct PointsProperties {
    forecast: Option<String>,
}

/// The forecast's address in a `/points/{lat},{lon}` answer.
pub fn forecast_address(points: &[u8]) -> Result<String, ForecastError> {
    let points: Points =
        serde_json::from_slice(points).map_err(|e| ForecastError(e.to_string()))?;
    points
        .properties
        .forecast
        .filter(|address| address.starts_with("http"))
        .ok_or_else(|| ForecastError("no forecast address for the city's point".into()))
}

/// The Weather Service's forecast answer.
#[derive(Deserialize)]
struct ServiceForecast {
    properties: ForecastProperties,
}

#[derive(Deserialize)]
struct ForecastProperties {
    periods: Vec<Period>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Period {
    start_time: String,
    is_daytime: bool,
    temperature: Option<f64>,
    temperature_unit: Option<String>,
    probability_of_precipitation: Option<Quantity>,
    #[serde(default)]
    short_forecast: String,
}

#[derive(Deserialize)]
struct Quantity {
    value: Option<f64>,
}

/// The forecast's days, in order, from its periods.
pub fn forecast_days(forecast: &[u8]) -> Result<Vec<ForecastDay>, ForecastError> {
    let forecast: ServiceForecast =
        serde_json::from_slice(forecast).map_err(|e| ForecastError(e.to_string()))?;
    let mut days: Vec<ForecastDay> = Vec::new();
    for period in forecast.properties.periods {
        // '2026-12-07T18:00:00-05:00': the date at the forecast's own
        // offset, the city's.
        let date = period
            .start_time
            .get(..10)
            .and_then(|day| Date::parse(day).ok())
            .ok_or_else(|| ForecastError(format!("a period starts at {:?}", period.start_time)))?
            .to_string();
        let temperature = period
            .temperature
            .map(|t| match period.temperature_unit.as_deref() {
                Some("C") => (t * 9.0 / 5.0 + 32.0).round() as i32,
                _ => t.round() as i32,
            });
        let rain = period
            .probability_of_precipitation
            .and_then(|p| p.value)
            .map(|p| p.clamp(0.0, 100.0).round() as u8);
        if days.last().is_none_or(|day| day.date != date) {
            days.push(ForecastDay {
                date,
                high: None,
                low: None,
                rain_chance: None,
                sky: Sky::Other,
                summary: String::new(),
                rainy: false,
            });
        }
        let day = days.last_mut().expect("pushed above");
        // The day's words are its daytime's; a night alone gives its own.
        if period.is_daytime || day.summary.is_empty() {
            day.sky = Sky::of(&period.short_forecast);
            day.summary = period.short_forecast.clone();
        }
        if period.is_daytime {
            day.high = temperature;
        } else {
            day.low = temperature;
        }
        day.rain_chance = day.rain_chance.max(rain);
        day.rainy = day.rainy
            || rain.is_some_and(|chance| chance >= 50)
            || matches!(
                Sky::of(&period.short_forecast),
                Sky::Rain | Sky::Thunderstorms
            );
    }
    Ok(days)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shape of api.weather.gov's answers (2026), cut to what is read.
    const POINTS: &str = r#"{"@context":[],"id":"https://api.weather.gov/points/27.3364,-82.5307","type":"Feature",
        "properties":{"gridId":"TBW","gridX":63,"gridY":86,
        "forecast":"https://api.weather.gov/gridpoints/TBW/63,86/forecast",
        "forecastHourly":"https://api.weather.gov/gridpoints/TBW/63,86/forecast/hourly",
        "timeZone":"America/New_York"}}"#;

    fn period(start: &str, day: bool, temperature: i32, rain: Option<u8>, words: &str) -> String {
        let rain = rain.map_or("null".to_string(), |r| r.to_string());
        format!(
            r#"{{"number":1,"name":"x","startTime":"{start}","endTime":"{start}","isDaytime":{day},
            "temperature":{temperature},"temperatureUnit":"F","temperatureTrend":"",
            "probabilityOfPrecipitation":{{"unitCode":"wmoUnit:percent","value":{rain}}},
            "windSpeed":"5 to 10 mph","windDirection":"NE","icon":"https://api.weather.gov/icons/land/day/few?size=medium",
            "shortForecast":"{words}","detailedForecast":"…"}}"#
        )
    }

    fn forecast(periods: &[String]) -> String {
        format!(
            r#"{{"type":"Feature","properties":{{"units":"us","periods":[{}]}}}}"#,
            periods.join(",")
        )
    }

    #[test]
    fn the_points_answer_names_the_forecast() {
        assert_eq!(
            forecast_address(POINTS.as_bytes()).unwrap(),
            "https://api.weather.gov/gridpoints/TBW/63,86/forecast"
        );
        assert!(forecast_address(br#"{"properties":{}}"#).is_err());
        assert!(forecast_address(b"<html>").is_err());
    }

    #[test]
    fn periods_are_read_into_days() {
        let answer = forecast(&[
            period(
                "2026-12-07T18:00:00-05:00",
                false,
                61,
                Some(20),
                "Partly Cloudy",
            ),
            period(
                "2026-12-08T06:00:00-05:00",
                true,
                78,
                Some(10),
                "Mostly Sunny",
            ),
            period(
                "2026-12-08T18:00:00-05:00",
                false,
                63,
                Some(60),
                "Chance Showers And Thunderstorms",
            ),
            period(
                "2026-12-09T06:00:00-05:00",
                true,
                74,
                None,
                "Patchy Fog then Cloudy",
            ),
        ]);
        let days = forecast_days(answer.as_bytes()).unwrap();
        assert_eq!(days.len(), 3);
        // Tonight alone: its low and its words.
        assert_eq!(
            (days[0].date.as_str(), days[0].high, days[0].low),
            ("2026-12-07", None, Some(61))
        );
        assert_eq!((days[0].sky, days[0].rainy), (Sky::PartlyCloudy, false));
        // A day and its night: the day's words, the wetter chance.
        let tuesday = &days[1];
        assert_eq!(
            (tuesday.high, tuesday.low, tuesday.rain_chance),
            (Some(78), Some(63), Some(60))
        );
        assert_eq!(
            (tuesday.sky, tuesday.summary.as_str()),
            (Sky::PartlyCloudy, "Mostly Sunny")
        );
        assert!(tuesday.rainy);
        assert_eq!(
            (days[2].sky, days[2].rain_chance, days[2].rainy),
            (Sky::Fog, None, false)
        );
    }

    #[test]
    fn the_sky_is_read_from_the_words_wettest_first() {
        assert_eq!(Sky::of("Sunny"), Sky::Sunny);
        assert_eq!(Sky::of("Clear"), Sky::Sunny);
        assert_eq!(Sky::of("Mostly Cloudy"), Sky::Cloudy);
        assert_eq!(Sky::of("Slight Chance Rain Showers"), Sky::Rain);
        assert_eq!(
            Sky::of("Showers And Thunderstorms Likely"),
            Sky::Thunderstorms
        );
        assert_eq!(Sky::of("Breezy"), Sky::Other);
    }

    #[test]
    fn the_forecast_kept_says_its_age_in_every_language() {
        use crate::text::catalogs::catalog;
        use crate::text::lang::Lang;
        const MINUTE: i64 = 60_000;
        let read_at = 1_796_000_000_000;
        let kept = Forecast {
            days: Vec::new(),
            read_at,
        };
        let en = catalog(Lang::En);
        let ago = |minutes: i64| kept.read_ago(read_at + minutes * MINUTE + 20_000, en);
        assert_eq!(ago(0), "The Weather Service's forecast, read just now.");
        assert_eq!(ago(1), "The Weather Service's forecast, read 1 minute ago.");
        assert_eq!(
            ago(59),
            "The Weather Service's forecast, read 59 minutes ago."
        );
        assert_eq!(ago(60), "The Weather Service's forecast, read 1 hour ago.");
        assert_eq!(
            ago(47 * 60 + 59),
            "The Weather Service's forecast, read 47 hours ago."
        );
        assert_eq!(
            ago(48 * 60),
            "The Weather Service's forecast, read 2 days ago."
        );
        // A clock behind the server's is 'just now', never a negative age.
        assert_eq!(kept.read_ago(read_at - 5 * MINUTE, en), ago(0));
        let three_hours = read_at + 3 * 60 * MINUTE;
        assert_eq!(
            kept.read_ago(three_hours, catalog(Lang::De)),
            "Die Vorhersage des Wetterdienstes, abgerufen vor 3 Stunden."
        );
        assert_eq!(
            kept.read_ago(three_hours, catalog(Lang::Fr)),
            "Les prévisions du service météo, lues il y a 3 heures."
        );
        assert_eq!(
            kept.read_ago(three_hours, catalog(Lang::Es)),
            "El pronóstico del servicio meteorológico, leído hace 3 horas."
        );
    }

    #[test]
    fn a_day_reads_in_a_line_in_every_language() {
        use crate::text::catalogs::catalog;
        use crate::text::lang::Lang;
        let day = ForecastDay {
            date: "2026-12-08".into(),
            high: Some(78),
            low: Some(63),
            rain_chance: Some(60),
            sky: Sky::Thunderstorms,
            summary: "Showers And Thunderstorms Likely".into(),
            rainy: true,
        };
        assert_eq!(
            day.line(catalog(Lang::En)),
            "Thunderstorms · 78° / 63° · 60% chance of rain"
        );
        assert_eq!(
            day.line(catalog(Lang::Es)),
            "Tormentas · 78° / 63° · 60 % de probabilidad de lluvia"
        );
        assert_eq!(
            day.line(catalog(Lang::Fr)),
            "Orages · 78° / 63° · 60 % de risque de pluie"
        );
        assert_eq!(
            day.line(catalog(Lang::De)),
            "Gewitter · 78° / 63° · 60 % Regenwahrscheinlichkeit"
        );
        // A sky the guide does not sort keeps the service's words.
        let breezy = ForecastDay {
            sky: Sky::Other,
            summary: "Breezy".into(),
            high: None,
            rain_chance: Some(0),
            ..day
        };
        assert_eq!(breezy.line(catalog(Lang::De)), "Breezy · 63°");
    }

    #[test]
    fn an_answer_out_of_shape_is_an_error_not_a_guess() {
        assert!(forecast_days(b"{").is_err());
        assert!(
            forecast_days(br#"{"properties":{"periods":[{"startTime":"soon","isDaytime":true}]}}"#)
                .is_err()
        );
        let celsius = r#"{"properties":{"periods":[{"startTime":"2026-12-08T06:00:00-05:00","isDaytime":true,"temperature":25,"temperatureUnit":"C","shortForecast":"Sunny"}]}}"#;
        assert_eq!(forecast_days(celsius.as_bytes()).unwrap()[0].high, Some(77));
    }
}
