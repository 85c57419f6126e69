//! The scraping engine against hostile input, in every test run: each
//! entry point (`entry_points`, which the cargo-fuzz targets call too)
//! takes the fixture pages cut short, with bytes changed, inserted and
//! removed where the parsers decide (tags, quotes, brackets, digits, line
//! ends), and spliced into one another, and must give an error or a
//! result, never panic. The mutations are drawn from a fixed seed, so a
//! failure is the same on every run; `scripts/fuzz` searches further,
//! guided by coverage.

mod entry_points;

use std::path::PathBuf;

/// The fixture pages: real venues' event, place and feed pages.
fn seeds() -> Vec<Vec<u8>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pages");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| std::fs::read(path).unwrap())
        .collect()
}

/// xorshift64*: the same draws on every run and machine.
struct Draws(u64);

impl Draws {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// What the parsers decide on: markup, JSON and iCalendar syntax, digits
/// and separators of dates and times, a BOM and invalid UTF-8.
const SYNTAX: &[&[u8]] = &[
    b"<",
    b">",
    b"\"",
    b"'",
    b"{",
    b"}",
    b"[",
    b"]",
    b":",
    b",",
    b";",
    b"\\",
    b"&#",
    b"\0",
    b"\r\n",
    b"\n ",
    b"-",
    b"T",
    b"Z",
    b"+",
    b"0",
    b"9",
    b"99999999999",
    b"/",
    b"=",
    b"\xef\xbb\xbf",
    b"\xff",
    b"\xc3",
    b"<script type=\"application/ld+json\">",
    b"</script>",
    b"BEGIN:VEVENT\r\n",
    b"RRULE:FREQ=DAILY;COUNT=100000\r\n",
    b"DTSTART:2026",
    b"@type",
    b"startDate",
    b"\"@graph\":[",
];

/// `count` variants of `seed` (and of `other`, spliced in): cut short,
/// then with a few bytes changed, inserted or removed.
fn variants(seed: &[u8], other: &[u8], draws: &mut Draws, count: usize) -> Vec<Vec<u8>> {
    let mut out = Vec::with_capacity(count);
    for n in 0..count {
        let mut bytes = seed.to_vec();
        match n % 4 {
            // Cut short, as a read that timed out.
            0 => bytes.truncate(draws.below(bytes.len() + 1)),
            // Its head, then another page's tail.
            1 => {
                bytes.truncate(draws.below(bytes.len() + 1));
                bytes.extend_from_slice(&other[draws.below(other.len() + 1)..]);
            }
            _ => {}
        }
        for _ in 0..1 + draws.below(8) {
            let at = draws.below(bytes.len() + 1);
            let syntax = SYNTAX[draws.below(SYNTAX.len())];
            match draws.below(3) {
                0 => bytes.splice(at..at, syntax.iter().copied()).for_each(drop),
                1 if at < bytes.len() => bytes[at] = syntax[0],
                _ => {
                    let end = (at + 1 + draws.below(64)).min(bytes.len());
                    bytes.drain(at.min(end)..end);
                }
            }
        }
        out.push(bytes);
    }
    out
}

/// Runs `entry` on every seed and `PER_SEED` variants of each.
fn survives(seed: u64, entry: impl Fn(&[u8])) {
    const PER_SEED: usize = 40;
    let pages = seeds();
    assert!(pages.len() >= 20, "the fixture pages are the seeds");
    let mut draws = Draws(seed);
    for (n, page) in pages.iter().enumerate() {
        entry(page);
        let other = &pages[(n + 1) % pages.len()];
        for variant in variants(page, other, &mut draws, PER_SEED) {
            entry(&variant);
        }
    }
}

fn as_text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn an_events_page_of_any_text_is_read_or_refused() {
    survives(0x9E37_79B9_7F4A_7C15, |bytes| {
        entry_points::events_page(&as_text(bytes))
    });
}

#[test]
fn a_place_page_of_any_text_is_read_or_refused() {
    survives(0xD1B5_4A32_D192_ED03, |bytes| {
        entry_points::place_pages(&as_text(bytes))
    });
}

#[test]
fn a_calendar_feed_of_any_text_is_read_or_refused() {
    survives(0x8CB9_2BA7_2F3D_8DD7, |bytes| {
        entry_points::calendar_feeds(&as_text(bytes))
    });
}

#[test]
fn any_bytes_decode_and_any_text_is_read_for_dates() {
    survives(0xA076_1D64_78BD_642F, entry_points::bytes_and_dates);
}
