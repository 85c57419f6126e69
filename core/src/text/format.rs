//! How dates, counts, phones, prices and ratings read to a visitor, the
//! same on the server's pages and in the browser (spec sections 3 and 5).

use crate::text::lang::Lang;
use crate::text::words::{Arg, Localizer};
use crate::time::date::{Date, MONTH_NAMES, WEEKDAY_NAMES};
use crate::time::hours::time_span;

/// A count as the language writes it: '2,000' in English, '2.000' in
/// German, '2 000' in French (a narrow no-break space) and '2000' but
/// '20.000' in Spanish (which groups only from five digits), the same on
/// the server and in every browser.
pub fn format_count(count: u64, lang: Lang) -> String {
    let digits = count.to_string();
    let (separator, from) = match lang {
        Lang::En => (',', 4),
        Lang::Es => ('.', 5),
        Lang::Fr => ('\u{202f}', 4),
        Lang::De => ('.', 4),
    };
    if digits.len() < from {
        return digits;
    }
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

/// A phone with exactly 10 digits reads `(xxx) xxx-xxxx`; anything else is
/// shown as given.
pub fn format_phone(phone: &str) -> String {
    let digits: Vec<char> = phone.chars().filter(char::is_ascii_digit).collect();
    if digits.len() != 10 {
        return phone.to_string();
    }
    let part = |range: std::ops::Range<usize>| digits[range].iter().collect::<String>();
    format!("({}) {}-{}", part(0..3), part(3..6), part(6..10))
}

/// The `tel:` address that dials `phone` (RFC 3966): a 10-digit North
/// American number (or 11 with the leading 1) in international form, any
/// other number's digits as written (with its '+'). `None` when there are
/// too few digits to dial.
pub fn tel_url(phone: &str) -> Option<String> {
    let digits: String = phone.chars().filter(char::is_ascii_digit).collect();
    let international = phone.trim_start().starts_with('+');
    match digits.len() {
        0..=2 => None,
        10 if !international => Some(format!("tel:+1{digits}")),
        11 if !international && digits.starts_with('1') => Some(format!("tel:+{digits}")),
        _ if international => Some(format!("tel:+{digits}")),
        _ => Some(format!("tel:{digits}")),
    }
}

/// The names a language gives months and weekdays.
struct CalendarWords {
    months: [&'static str; 12],
    /// As in 'Dec 5', '5 déc.'.
    short_months: [&'static str; 12],
    /// Monday first.
    weekdays: [&'static str; 7],
    /// As in 'Sat Dec 5', 'sam. 5 déc.'.
    short_weekdays: [&'static str; 7],
}

fn calendar_words(lang: Lang) -> &'static CalendarWords {
    match lang {
        Lang::En => &ENGLISH,
        Lang::Es => &SPANISH,
        Lang::Fr => &FRENCH,
        Lang::De => &GERMAN,
    }
}

const ENGLISH: CalendarWords = CalendarWords {
    months: MONTH_NAMES,
    // The spec's three letters ('Sep', not CLDR's 'Sept').
    short_months: [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    weekdays: WEEKDAY_NAMES,
    short_weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
};

// The others are CLDR's format forms (abbreviated months included).
const SPANISH: CalendarWords = CalendarWords {
    months: [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ],
    short_months: [
        "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic",
    ],
    weekdays: [
        "lunes",
        "martes",
        "miércoles",
        "jueves",
        "viernes",
        "sábado",
        "domingo",
    ],
    short_weekdays: ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"],
};

const FRENCH: CalendarWords = CalendarWords {
    months: [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ],
    short_months: [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.",
        "déc.",
    ],
    weekdays: [
        "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
    ],
    short_weekdays: ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."],
};

const GERMAN: CalendarWords = CalendarWords {
    months: [
        "Januar",
        "Februar",
        "März",
        "April",
        "Mai",
        "Juni",
        "Juli",
        "August",
        "September",
        "Oktober",
        "November",
        "Dezember",
    ],
    short_months: [
        "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.",
        "Dez.",
    ],
    weekdays: [
        "Montag",
        "Dienstag",
        "Mittwoch",
        "Donnerstag",
        "Freitag",
        "Samstag",
        "Sonntag",
    ],
    short_weekdays: ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."],
};

/// A day as a card shows it: 'Dec 5', '5 dic', '5 déc.', '5. Dez.'.
pub fn short_date(date: Date, lang: Lang) -> String {
    let month = calendar_words(lang).short_months[usize::from(date.month()) - 1];
    match lang {
        Lang::En => format!("{month} {}", date.day()),
        Lang::Es | Lang::Fr => format!("{} {month}", date.day()),
        Lang::De => format!("{}. {month}", date.day()),
    }
}

/// A day with its weekday, short, as a series' dates show it: 'Sat Dec 5',
/// 'sáb 5 dic', 'sam. 5 déc.', 'Sa. 5. Dez.'.
pub fn short_day(date: Date, lang: Lang) -> String {
    format!(
        "{} {}",
        calendar_words(lang).short_weekdays[date.weekday()],
        short_date(date, lang)
    )
}

/// A day with its year, as a list of staff's shows it: 'Nov 23, 2026',
/// '23 nov 2026', '23 nov. 2026', '23. Nov. 2026'.
pub fn short_date_with_year(date: Date, lang: Lang) -> String {
    let day = short_date(date, lang);
    match lang {
        Lang::En => format!("{day}, {}", date.year()),
        _ => format!("{day} {}", date.year()),
    }
}

/// 'Dec 5' for one day, 'Dec 5-7' within a month, 'Dec 30 - Jan 2' across
/// months (the spec's English); '5–7 dic', '5–7 déc.', '5.–7. Dez.' and
/// '30 dic – 2 ene' in the others. An end date that is missing, equal to
/// or before the start is shown as a single day.
pub fn format_event_date_range(start: Date, end: Option<Date>, lang: Lang) -> String {
    let first = short_date(start, lang);
    let Some(end) = end.filter(|end| *end > start) else {
        return first;
    };
    let last = short_date(end, lang);
    let same_month = (end.year(), end.month()) == (start.year(), start.month());
    match (lang, same_month) {
        (Lang::En, true) => format!("{first}-{}", end.day()),
        (Lang::En, false) => format!("{first} - {last}"),
        (Lang::De, true) => format!("{}.–{last}", start.day()),
        (_, true) => format!("{}–{last}", start.day()),
        (_, false) => format!("{first} – {last}"),
    }
}

/// A day with its weekday, and its year when asked: 'Saturday, December
/// 5, 2026', 'sábado, 5 de diciembre de 2026', 'samedi 5 décembre 2026',
/// 'Samstag, 5. Dezember 2026'.
fn weekday_date(date: Date, lang: Lang, with_year: bool) -> String {
    let words = calendar_words(lang);
    let (weekday, month, day) = (
        words.weekdays[date.weekday()],
        words.months[usize::from(date.month()) - 1],
        date.day(),
    );
    let year = date.year();
    match (lang, with_year) {
        (Lang::En, false) => format!("{weekday}, {month} {day}"),
        (Lang::En, true) => format!("{weekday}, {month} {day}, {year}"),
        (Lang::Es, false) => format!("{weekday}, {day} de {month}"),
        (Lang::Es, true) => format!("{weekday}, {day} de {month} de {year}"),
        (Lang::Fr, false) => format!("{weekday} {day} {month}"),
        (Lang::Fr, true) => format!("{weekday} {day} {month} {year}"),
        (Lang::De, false) => format!("{weekday}, {day}. {month}"),
        (Lang::De, true) => format!("{weekday}, {day}. {month} {year}"),
    }
}

/// The long form stored in a saved favorite, e.g. 'Saturday, December 5,
/// 2026'.
pub fn format_long_date(date: Date, lang: Lang) -> String {
    weekday_date(date, lang, true)
}

/// `8.7`, `9` (no '.0'), `8,7` where the language writes a decimal comma;
/// rounded half away from zero. Integer arithmetic keeps the float
/// formatter out of the browser's WASM.
pub(crate) fn one_decimal(value: f64, lang: Lang) -> String {
    let tenths = (value * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
    let point = match lang {
        Lang::En => '.',
        Lang::Es | Lang::Fr | Lang::De => ',',
    };
    if tenth == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}{point}{tenth}")
    }
}

/// A rating on the 10-point scale as lists show it: '8.7/10' ('8,7/10'
/// in the others), or 'No rating' in `words`' language.
pub fn rating_out_of_10(rating: Option<f64>, words: &dyn Localizer) -> String {
    match rating {
        Some(r) if r.is_finite() => format!("{}/10", one_decimal(r, words.lang())),
        _ => words.text("no-rating"),
    }
}

/// The same rating read out of 5, as the duplicate dialog shows it.
pub fn rating_out_of_5(rating: Option<f64>, words: &dyn Localizer) -> String {
    match rating {
        Some(r) if r.is_finite() => format!("{}/5", one_decimal(r / 2.0, words.lang())),
        _ => words.text("no-rating"),
    }
}

/// What JavaScript's `encodeURIComponent` leaves as it is: letters, digits
/// and `-_.!~*'()`.
const URI_COMPONENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

/// Percent-encodes like JavaScript's `encodeURIComponent`.
pub fn encode_uri_component(text: &str) -> String {
    percent_encoding::utf8_percent_encode(text, URI_COMPONENT).to_string()
}

/// A day as a visitor reads it this year: 'Monday, November 23', and
/// with its year when that is not `today`'s ('Saturday, January 2, 2027').
pub fn day_with_weekday(date: Date, today: Date, lang: Lang) -> String {
    weekday_date(date, lang, date.year() != today.year())
}

/// Dates as the item pages and the plan show them to a visitor: each day
/// with its weekday, and its year when that is not this year's ('Friday,
/// November 20 – Wednesday, December 30'; 'Wednesday, December 30 –
/// Saturday, January 2, 2027').
pub fn date_range_from(start: Date, end: Option<Date>, today: Date, lang: Lang) -> String {
    match end {
        Some(end) if end > start => format!(
            "{} – {}",
            day_with_weekday(start, today, lang),
            day_with_weekday(end, today, lang)
        ),
        _ => day_with_weekday(start, today, lang),
    }
}

/// Dates as a page's description gives them to the world, with weekday and
/// year: 'Saturday, December 12, 2026', or 'Friday, November 20 –
/// Wednesday, December 30, 2026' (the year once when both days share it).
pub fn full_date_range(start: Date, end: Option<Date>, lang: Lang) -> String {
    match end {
        Some(end) if end > start => format!(
            "{} – {}",
            weekday_date(start, lang, start.year() != end.year()),
            format_long_date(end, lang)
        ),
        _ => format_long_date(start, lang),
    }
}

/// A time of day as the language writes it: '7:30 PM' in English, '19:30'
/// in the others (24-hour time is their custom).
pub fn clock_time(minutes: u16, lang: Lang) -> String {
    let (hour, minute) = (minutes / 60 % 24, minutes % 60);
    match lang {
        Lang::En => {
            let half = if hour < 12 { "AM" } else { "PM" };
            let hour = match hour % 12 {
                0 => 12,
                h => h,
            };
            format!("{hour}:{minute:02} {half}")
        }
        _ => format!("{hour:02}:{minute:02}"),
    }
}

/// A time of day as opening hours show it: '10 AM', '11:30 AM' in
/// English (the minutes only when there are some), '10:00' in the others.
pub fn hours_time(minutes: u16, lang: Lang) -> String {
    let time = clock_time(minutes, lang);
    match lang {
        Lang::En => time.replace(":00 ", " "),
        _ => time,
    }
}

/// A weekday (0 = Monday) in `lang` ('Friday', 'viernes').
pub fn weekday_name(weekday: usize, lang: Lang) -> &'static str {
    calendar_words(lang).weekdays[weekday % 7]
}

/// An event's time as staff or its page wrote it ('7:30 PM', '7-10 pm'),
/// in the visitor's language. English shows it as written; the others
/// read a time or a span of two in 24-hour form ('19:30', '19:00–22:00')
/// and keep any other text ('Doors at 7') as written.
pub fn event_time(text: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return text.to_string();
    }
    // A span whose end is no time ('7 PM - late') is kept whole.
    let spans_two = text.contains(['-', '–', '—']);
    match time_span(text) {
        Some((start, None)) if !spans_two => clock_time(start, lang),
        Some((start, Some(end))) => {
            format!("{}–{}", clock_time(start, lang), clock_time(end, lang))
        }
        _ => text.to_string(),
    }
}

/// '1 minute', '5 hours', '2 days': a span as staff read it, in its
/// largest whole unit, in `words`' language. (chrono-humanize would do,
/// but it is English only and turns on chrono's clock and std in the
/// browser's core.)
pub fn span_words(ms: i64, words: &dyn Localizer) -> String {
    let minutes = ms.max(0) / 60_000;
    let (n, unit) = match minutes {
        m if m < 60 => (m.max(1), "minute"),
        m if m < 24 * 60 => (m / 60, "hour"),
        m => (m / (24 * 60), "day"),
    };
    words.message(
        "time-span",
        &[("unit", Arg::Text(unit)), ("count", Arg::Number(n as f64))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::catalogs::catalog;

    #[test]
    fn a_span_is_told_in_its_largest_whole_unit() {
        let minute = 60_000;
        let en = catalog(Lang::En);
        assert_eq!(span_words(0, en), "1 minute");
        assert_eq!(span_words(59 * minute, en), "59 minutes");
        assert_eq!(span_words(61 * minute, en), "1 hour");
        assert_eq!(span_words(26 * 60 * minute, en), "1 day");
        assert_eq!(span_words(72 * 60 * minute, en), "3 days");
        assert_eq!(span_words(72 * 60 * minute, catalog(Lang::De)), "3 Tagen");
    }

    #[test]
    fn counts_have_a_comma_between_thousands() {
        for (count, text) in [
            (0, "0"),
            (24, "24"),
            (999, "999"),
            (1000, "1,000"),
            (10_000, "10,000"),
            (1_234_567, "1,234,567"),
        ] {
            assert_eq!(super::format_count(count, Lang::En), text);
        }
    }

    #[test]
    fn a_phone_dials_in_international_form() {
        assert_eq!(tel_url("9412633800").as_deref(), Some("tel:+19412633800"));
        assert_eq!(
            tel_url("(941) 263-3800").as_deref(),
            Some("tel:+19412633800")
        );
        assert_eq!(
            tel_url("1-941-263-3800").as_deref(),
            Some("tel:+19412633800")
        );
        assert_eq!(
            tel_url("+44 20 7946 0958").as_deref(),
            Some("tel:+442079460958")
        );
        assert_eq!(tel_url("311").as_deref(), Some("tel:311"));
        assert_eq!(tel_url("Call ahead"), None);
        assert_eq!(tel_url(""), None);
    }

    fn d(s: &str) -> Date {
        Date::parse(s).unwrap()
    }

    #[test]
    fn formats_ten_digit_phones_only() {
        assert_eq!(format_phone("9413511234"), "(941) 351-1234");
        assert_eq!(format_phone("941.351.1234"), "(941) 351-1234");
        assert_eq!(format_phone(" (941) 351 - 1234 "), "(941) 351-1234");
        // 11 digits (+1) and 9 digits are shown as given.
        assert_eq!(format_phone("+1 941-351-1234"), "+1 941-351-1234");
        assert_eq!(format_phone("94135112"), "94135112");
        assert_eq!(format_phone("941351123"), "941351123");
        assert_eq!(format_phone(""), "");
        assert_eq!(format_phone("   "), "   ");
        assert_eq!(format_phone("call ９４１"), "call ９４１");
    }

    #[test]
    fn formats_event_date_ranges() {
        assert_eq!(
            format_event_date_range(d("2026-12-05"), None, Lang::En),
            "Dec 5"
        );
        assert_eq!(
            format_event_date_range(d("2026-12-05"), Some(d("2026-12-05")), Lang::En),
            "Dec 5"
        );
        assert_eq!(
            format_event_date_range(d("2026-12-05"), Some(d("2026-12-07")), Lang::En),
            "Dec 5-7"
        );
        assert_eq!(
            format_event_date_range(d("2026-12-30"), Some(d("2027-01-02")), Lang::En),
            "Dec 30 - Jan 2"
        );
        assert_eq!(
            format_event_date_range(d("2026-05-31"), Some(d("2026-06-01")), Lang::En),
            "May 31 - Jun 1"
        );
        // Same month of another year is not "the same month".
        assert_eq!(
            format_event_date_range(d("2026-12-05"), Some(d("2027-12-06")), Lang::En),
            "Dec 5 - Dec 6"
        );
        // An end before the start is ignored rather than printed backwards.
        assert_eq!(
            format_event_date_range(d("2026-12-05"), Some(d("2026-12-01")), Lang::En),
            "Dec 5"
        );
        assert_eq!(
            format_event_date_range(d("2028-02-29"), None, Lang::En),
            "Feb 29"
        );
    }

    #[test]
    fn formats_long_dates() {
        assert_eq!(
            format_long_date(d("2026-12-05"), Lang::En),
            "Saturday, December 5, 2026"
        );
        assert_eq!(
            format_long_date(d("2028-02-29"), Lang::En),
            "Tuesday, February 29, 2028"
        );
    }

    #[test]
    fn falls_back_for_a_missing_rating() {
        let en = catalog(Lang::En);
        assert_eq!(rating_out_of_10(None, en), "No rating");
        assert_eq!(rating_out_of_10(Some(f64::NAN), en), "No rating");
        assert_eq!(rating_out_of_10(Some(8.7), en), "8.7/10");
        assert_eq!(rating_out_of_10(Some(9.0), en), "9/10");
        assert_eq!(rating_out_of_5(Some(8.7), en), "4.4/5");
        assert_eq!(rating_out_of_5(Some(10.0), en), "5/5");
        assert_eq!(rating_out_of_5(None, en), "No rating");
        assert_eq!(rating_out_of_10(Some(8.75), en), "8.8/10");
        assert_eq!(rating_out_of_10(Some(0.04), en), "0/10");
        assert_eq!(rating_out_of_10(Some(-1.25), en), "-1.3/10");
    }

    #[test]
    fn ratings_read_in_each_language() {
        let [es, fr, de] = [Lang::Es, Lang::Fr, Lang::De].map(catalog);
        assert_eq!(rating_out_of_10(Some(8.7), es), "8,7/10");
        assert_eq!(rating_out_of_10(Some(9.0), fr), "9/10");
        assert_eq!(rating_out_of_5(Some(8.7), de), "4,4/5");
        assert_eq!(rating_out_of_10(None, es), "Sin valoración");
        assert_eq!(rating_out_of_10(None, fr), "Pas de note");
        assert_eq!(rating_out_of_10(None, de), "Keine Bewertung");
    }

    #[test]
    fn a_visitors_dates_carry_the_year_only_when_it_is_not_this_one() {
        let day = |y, m, d| Date::new(y, m, d).unwrap();
        let today = day(2026, 11, 23);
        assert_eq!(
            date_range_from(day(2026, 12, 12), None, today, Lang::En),
            "Saturday, December 12"
        );
        assert_eq!(
            date_range_from(day(2026, 11, 20), Some(day(2026, 12, 30)), today, Lang::En),
            "Friday, November 20 – Wednesday, December 30"
        );
        assert_eq!(
            date_range_from(day(2026, 12, 30), Some(day(2027, 1, 2)), today, Lang::En),
            "Wednesday, December 30 – Saturday, January 2, 2027"
        );
        assert_eq!(
            date_range_from(day(2027, 3, 1), Some(day(2027, 2, 1)), today, Lang::En),
            "Monday, March 1, 2027"
        );
    }

    #[test]
    fn full_dates_carry_weekday_and_year() {
        let day = |m, d| Date::new(2026, m, d).unwrap();
        assert_eq!(
            full_date_range(day(12, 12), None, Lang::En),
            "Saturday, December 12, 2026"
        );
        assert_eq!(
            full_date_range(day(11, 20), Some(day(12, 30)), Lang::En),
            "Friday, November 20 – Wednesday, December 30, 2026"
        );
        assert_eq!(
            full_date_range(day(12, 30), Some(Date::new(2027, 1, 2).unwrap()), Lang::En),
            "Wednesday, December 30, 2026 – Saturday, January 2, 2027"
        );
        assert_eq!(
            full_date_range(day(12, 12), Some(day(12, 1)), Lang::En),
            "Saturday, December 12, 2026"
        );
    }

    #[test]
    fn counts_in_each_language() {
        let forms = |count| Lang::ALL.map(|lang| format_count(count, lang));
        assert_eq!(forms(999), ["999", "999", "999", "999"]);
        assert_eq!(forms(2000), ["2,000", "2000", "2\u{202f}000", "2.000"]);
        assert_eq!(
            forms(10_000),
            ["10,000", "10.000", "10\u{202f}000", "10.000"]
        );
        assert_eq!(
            forms(1_234_567),
            [
                "1,234,567",
                "1.234.567",
                "1\u{202f}234\u{202f}567",
                "1.234.567"
            ]
        );
    }

    #[test]
    fn dates_in_each_language() {
        let short = |start, end: Option<&str>| {
            Lang::ALL.map(|lang| format_event_date_range(d(start), end.map(d), lang))
        };
        assert_eq!(
            short("2026-12-18", None),
            ["Dec 18", "18 dic", "18 déc.", "18. Dez."]
        );
        assert_eq!(
            short("2026-12-05", Some("2026-12-07")),
            ["Dec 5-7", "5–7 dic", "5–7 déc.", "5.–7. Dez."]
        );
        assert_eq!(
            short("2026-12-30", Some("2027-01-02")),
            [
                "Dec 30 - Jan 2",
                "30 dic – 2 ene",
                "30 déc. – 2 janv.",
                "30. Dez. – 2. Jan."
            ]
        );
        assert_eq!(
            short("2026-09-03", None),
            ["Sep 3", "3 sept", "3 sept.", "3. Sept."]
        );
        assert_eq!(
            Lang::ALL.map(|lang| format_long_date(d("2026-12-05"), lang)),
            [
                "Saturday, December 5, 2026",
                "sábado, 5 de diciembre de 2026",
                "samedi 5 décembre 2026",
                "Samstag, 5. Dezember 2026"
            ]
        );
        let today = d("2026-11-23");
        assert_eq!(
            Lang::ALL.map(|lang| {
                date_range_from(d("2026-12-30"), Some(d("2027-01-02")), today, lang)
            }),
            [
                "Wednesday, December 30 – Saturday, January 2, 2027",
                "miércoles, 30 de diciembre – sábado, 2 de enero de 2027",
                "mercredi 30 décembre – samedi 2 janvier 2027",
                "Mittwoch, 30. Dezember – Samstag, 2. Januar 2027"
            ]
        );
        assert_eq!(
            Lang::ALL.map(|lang| full_date_range(d("2026-11-20"), Some(d("2026-12-30")), lang)),
            [
                "Friday, November 20 – Wednesday, December 30, 2026",
                "viernes, 20 de noviembre – miércoles, 30 de diciembre de 2026",
                "vendredi 20 novembre – mercredi 30 décembre 2026",
                "Freitag, 20. November – Mittwoch, 30. Dezember 2026"
            ]
        );
    }

    #[test]
    fn times_in_each_language() {
        assert_eq!(clock_time(19 * 60 + 30, Lang::En), "7:30 PM");
        assert_eq!(clock_time(0, Lang::En), "12:00 AM");
        assert_eq!(clock_time(12 * 60, Lang::En), "12:00 PM");
        assert_eq!(clock_time(19 * 60 + 30, Lang::Fr), "19:30");
        assert_eq!(clock_time(9 * 60 + 5, Lang::De), "09:05");
        // English shows the time as written: the spec's text.
        assert_eq!(event_time("7:30 pm", Lang::En), "7:30 pm");
        for lang in [Lang::Es, Lang::Fr, Lang::De] {
            assert_eq!(event_time("7:30 PM", lang), "19:30");
            assert_eq!(event_time("Noon", lang), "12:00");
            assert_eq!(event_time("5-7 pm", lang), "17:00–19:00");
            assert_eq!(event_time("8 pm – 10 pm", lang), "20:00–22:00");
            assert_eq!(event_time("9 PM - 1 AM", lang), "21:00–01:00");
            assert_eq!(event_time("Doors at dusk", lang), "Doors at dusk");
            assert_eq!(event_time("7 PM - late", lang), "7 PM - late");
        }
    }
}
