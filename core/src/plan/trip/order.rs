//! The order of a day's stops: the one that keeps events' times and
//! places' hours, and then travels least.
//!
//! A visitor who arrives early waits (for a place to open, for a show to
//! start); one who arrives too late has a problem: a place closed that
//! day, a visit that would end after closing, a show already started.
//! Orders are compared by their problems first, then by the minutes late,
//! then by the minutes travelled. Up to [`EXACT_UP_TO`] stops the best
//! order is found exactly, by dynamic programming over the sets of stops
//! visited (Held and Karp's, keeping for each set and last stop the
//! partial orders that no other beats on both cost and clock); beyond, by
//! local search from a few starting orders, which is good but not always
//! the best.
//!
//! Arriving earlier never makes the rest of a day worse: a visitor can
//! always wait. The rules below keep that true (a visit with a problem
//! begins on arrival, so it ends later when one arrives later), and it is
//! what makes the labels' pruning exact.

use serde::{Deserialize, Serialize};

#[cfg(all(feature = "wasm", target_arch = "wasm32"))]
use tsify::Tsify;

/// Minutes since the day's midnight. Past midnight runs on: 1,500 is 1 AM
/// the next morning.
pub type Minute = u32;

/// Up to this many stops a day, the order is the best there is.
pub const EXACT_UP_TO: usize = 10;

/// When a stop can be visited on its day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Timing {
    /// An event: it starts and ends at set times, whatever the visit.
    Fixed { start: Minute, end: Minute },
    /// A place open in these spans (opening, closing), in order of
    /// opening; none: closed that day.
    Open { spans: Vec<(Minute, Minute)> },
    /// A place with no hours (a beach), or hours the guide cannot read.
    Anytime,
    /// A place booked for `start` (a table at 7 PM): the visit begins
    /// then, or on arrival when late, and takes its minutes.
    Booked { start: Minute },
}

/// One stop of a day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Stop {
    pub timing: Timing,
    /// How long a visit to a place takes; an event takes its own time.
    pub visit_minutes: Minute,
}

/// Minutes from each stop to each other, by the stops' positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravelMatrix {
    size: usize,
    minutes: Vec<Minute>,
}

impl TravelMatrix {
    /// The matrix of `size` stops, `minutes(from, to)` each.
    pub fn new(size: usize, minutes: impl Fn(usize, usize) -> Minute) -> TravelMatrix {
        let minutes = (0..size * size)
            .map(|i| {
                if i / size == i % size {
                    0
                } else {
                    minutes(i / size, i % size)
                }
            })
            .collect();
        TravelMatrix { size, minutes }
    }

    pub fn between(&self, from: usize, to: usize) -> Minute {
        self.minutes[from * self.size + to]
    }
}

/// What goes wrong at a stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Problem {
    /// The place is closed all that day.
    Closed,
    /// The visit would end after the place closes, at `close`.
    ClosesBefore { close: Minute },
    /// The event started, at `start`, before the visitor arrives.
    StartedBefore { start: Minute },
    /// A place booked for an hour before it opens, at `open`.
    OpensAfter { open: Minute },
}

/// How an order does: compared by its problems, then the minutes late
/// (past a closing, after a start), then the minutes travelled.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Cost {
    pub problems: u32,
    pub late_minutes: Minute,
    pub travel_minutes: Minute,
}

impl Cost {
    /// The cost as one number that orders as the cost does: problems,
    /// then minutes late, then minutes travelled, each given 20 bits (a
    /// day's minutes late or travelled stay far below a million), so that
    /// sums order as the costs they add up to.
    fn key(self) -> u64 {
        (u64::from(self.problems) << 40)
            | (u64::from(self.late_minutes.min(0xF_FFFF)) << 20)
            | u64::from(self.travel_minutes.min(0xF_FFFF))
    }

    fn add(self, travel: Minute, late: Minute, problem: bool) -> Cost {
        Cost {
            problems: self.problems + u32::from(problem),
            late_minutes: self.late_minutes + late,
            travel_minutes: self.travel_minutes + travel,
        }
    }
}

/// One stop as the order visits it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    all(feature = "wasm", target_arch = "wasm32"),
    derive(Tsify),
    tsify(missing_as_null)
)]
#[serde(rename_all = "camelCase")]
pub struct Visit {
    /// The stop's position in the day's stops.
    pub stop: usize,
    /// Minutes from the stop before (0 for the first).
    pub travel_minutes: Minute,
    pub arrive: Minute,
    pub start: Minute,
    pub end: Minute,
    pub problem: Option<Problem>,
}

/// A day's stops in an order, each with its times.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(all(feature = "wasm", target_arch = "wasm32"), derive(Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Schedule {
    pub visits: Vec<Visit>,
    pub cost: Cost,
}

/// A visit to `stop` arriving at `arrive`: when it starts and ends, the
/// minutes late, and its problem. Waiting is allowed; a visit with a
/// problem begins on arrival.
fn visit(stop: &Stop, arrive: Minute) -> (Minute, Minute, Minute, Option<Problem>) {
    match &stop.timing {
        Timing::Anytime => (arrive, arrive + stop.visit_minutes, 0, None),
        Timing::Fixed { start, end } if arrive <= *start => (*start, (*end).max(*start), 0, None),
        Timing::Booked { start } if arrive <= *start => {
            (*start, start + stop.visit_minutes, 0, None)
        }
        Timing::Booked { start } => (
            arrive,
            arrive + stop.visit_minutes,
            arrive - start,
            Some(Problem::StartedBefore { start: *start }),
        ),
        Timing::Fixed { start, end } => (
            arrive,
            (*end).max(arrive),
            arrive - start,
            Some(Problem::StartedBefore { start: *start }),
        ),
        Timing::Open { spans } => {
            let fits = spans
                .iter()
                .map(|&(open, close)| (arrive.max(open), close))
                .find(|&(start, close)| start + stop.visit_minutes <= close);
            if let Some((start, _)) = fits {
                return (start, start + stop.visit_minutes, 0, None);
            }
            let end = arrive + stop.visit_minutes;
            // The span it misses by least.
            let missed = spans
                .iter()
                .map(|&(open, close)| (arrive.max(open) + stop.visit_minutes - close, close))
                .min_by_key(|&(late, _)| late);
            match missed {
                Some((late, close)) => (arrive, end, late, Some(Problem::ClosesBefore { close })),
                None => (arrive, end, stop.visit_minutes, Some(Problem::Closed)),
            }
        }
    }
}

/// The stops in `order`, setting out at `day_start`.
pub fn schedule(
    order: &[usize],
    stops: &[Stop],
    travel: &TravelMatrix,
    day_start: Minute,
) -> Schedule {
    let mut visits = Vec::with_capacity(order.len());
    let mut cost = Cost::default();
    let mut clock = day_start;
    let mut previous = None;
    for &at in order {
        let travel_minutes = previous.map_or(0, |from| travel.between(from, at));
        let arrive = clock + travel_minutes;
        let (start, end, late, problem) = visit(&stops[at], arrive);
        cost = cost.add(travel_minutes, late, problem.is_some());
        visits.push(Visit {
            stop: at,
            travel_minutes,
            arrive,
            start,
            end,
            problem,
        });
        clock = end;
        previous = Some(at);
    }
    Schedule { visits, cost }
}

/// The cost of `order`, as [`schedule`] counts it, without its visits.
fn cost_of(order: &[usize], stops: &[Stop], travel: &TravelMatrix, day_start: Minute) -> Cost {
    let mut cost = Cost::default();
    let mut clock = day_start;
    let mut previous = None;
    for &at in order {
        let travel_minutes = previous.map_or(0, |from| travel.between(from, at));
        let (_, end, late, problem) = visit(&stops[at], clock + travel_minutes);
        cost = cost.add(travel_minutes, late, problem.is_some());
        clock = end;
        previous = Some(at);
    }
    cost
}

/// The day's best order, setting out at `day_start`: exact up to
/// [`EXACT_UP_TO`] stops, by local search beyond (never worse than the
/// order the stops are given in).
pub fn best_order(stops: &[Stop], travel: &TravelMatrix, day_start: Minute) -> Schedule {
    let order = if stops.len() <= EXACT_UP_TO {
        exact(stops, travel, day_start)
    } else {
        searched(stops, travel, day_start)
    };
    schedule(&order, stops, travel, day_start)
}

/// A partial order: the stops visited so far (the set it is kept under),
/// ending at `last`, how it did and when it is done.
#[derive(Clone, Copy)]
struct Label {
    cost: Cost,
    clock: Minute,
    last: usize,
    /// The label it extends, in the arena; none for a first stop.
    parent: Option<u32>,
}

impl Label {
    /// Whether nothing can follow this label and do better than after
    /// `other`: it costs no more so far (costs compared as wholes, as the
    /// day's are) and is done no later.
    fn covers(&self, other: &Label) -> bool {
        self.cost.key() <= other.cost.key() && self.clock <= other.clock
    }
}

/// The best order, by dynamic programming over the sets of stops.
fn exact(stops: &[Stop], travel: &TravelMatrix, day_start: Minute) -> Vec<usize> {
    let n = stops.len();
    if n == 0 {
        return Vec::new();
    }
    let full = (1usize << n) - 1;
    // A good order's cost bounds the search: costs only grow as a partial
    // order is extended, so one already dearer can never end the best day
    // (one as dear may, and is kept). Local search finds it in a small
    // part of the search's time, and cuts that time by more.
    let bound = cost_of(
        &searched(stops, travel, day_start),
        stops,
        travel,
        day_start,
    )
    .key();
    let mut arena: Vec<Label> = Vec::new();
    // The labels kept for each (set, last stop).
    let mut kept: Vec<Vec<u32>> = vec![Vec::new(); (full + 1) * n];
    let keep = |arena: &mut Vec<Label>, kept: &mut Vec<Vec<u32>>, set: usize, label: Label| {
        if label.cost.key() > bound {
            return;
        }
        let labels = &mut kept[set * n + label.last];
        if labels.iter().any(|&i| arena[i as usize].covers(&label)) {
            return;
        }
        labels.retain(|&i| !label.covers(&arena[i as usize]));
        labels.push(arena.len() as u32);
        arena.push(label);
    };
    for (first, stop) in stops.iter().enumerate() {
        let (_, end, late, problem) = visit(stop, day_start);
        let cost = Cost::default().add(0, late, problem.is_some());
        let label = Label {
            cost,
            clock: end,
            last: first,
            parent: None,
        };
        keep(&mut arena, &mut kept, 1 << first, label);
    }
    // Sets in increasing order: a set's labels are all in before it is
    // extended, as every set it extends is smaller.
    for set in 1..full {
        for last in 0..n {
            for at in 0..kept[set * n + last].len() {
                let index = kept[set * n + last][at];
                let from = arena[index as usize];
                for next in (0..n).filter(|next| set & (1 << next) == 0) {
                    let travel_minutes = travel.between(last, next);
                    let (_, end, late, problem) = visit(&stops[next], from.clock + travel_minutes);
                    let label = Label {
                        cost: from.cost.add(travel_minutes, late, problem.is_some()),
                        clock: end,
                        last: next,
                        parent: Some(index),
                    };
                    keep(&mut arena, &mut kept, set | (1 << next), label);
                }
            }
        }
    }
    let best = (0..n)
        .flat_map(|last| kept[full * n + last].iter().copied())
        .min_by_key(|&i| (arena[i as usize].cost, arena[i as usize].clock))
        .expect("every stop can end a day");
    let mut order = Vec::with_capacity(n);
    let mut at = Some(best);
    while let Some(index) = at {
        let label = arena[index as usize];
        order.push(label.last);
        at = label.parent;
    }
    order.reverse();
    order
}

/// When a stop's day begins, to sort by: an event's start, a place's
/// first opening; a place open at any hour goes where it is given.
fn anchor(stop: &Stop) -> Option<Minute> {
    match &stop.timing {
        Timing::Fixed { start, .. } | Timing::Booked { start } => Some(*start),
        Timing::Open { spans } => spans.first().map(|&(open, _)| open),
        Timing::Anytime => None,
    }
}

/// A good order, by local search (moving one stop elsewhere, turning a
/// stretch around) from the given order and from the stops sorted by
/// when their day begins.
fn searched(stops: &[Stop], travel: &TravelMatrix, day_start: Minute) -> Vec<usize> {
    let given: Vec<usize> = (0..stops.len()).collect();
    let mut by_time = given.clone();
    by_time.sort_by_key(|&at| anchor(&stops[at]).unwrap_or(day_start));
    [given, by_time]
        .into_iter()
        .map(|start| improved(start, stops, travel, day_start))
        .min_by_key(|(_, cost)| *cost)
        .map(|(order, _)| order)
        .expect("two starting orders")
}

/// Passes of local search at most: each pass improves the cost or ends
/// the search, and a day's stops settle in a few.
const SEARCH_PASSES: usize = 50;

fn improved(
    mut order: Vec<usize>,
    stops: &[Stop],
    travel: &TravelMatrix,
    day_start: Minute,
) -> (Vec<usize>, Cost) {
    let n = order.len();
    let mut best = cost_of(&order, stops, travel, day_start);
    let mut trial = order.clone();
    for _ in 0..SEARCH_PASSES {
        let mut better = false;
        // One stop moved to another place in the order.
        for from in 0..n {
            for to in (0..n).filter(|&to| to != from) {
                trial.clone_from(&order);
                let stop = trial.remove(from);
                trial.insert(to, stop);
                let cost = cost_of(&trial, stops, travel, day_start);
                if cost < best {
                    best = cost;
                    order.clone_from(&trial);
                    better = true;
                }
            }
        }
        // A stretch visited the other way round.
        for first in 0..n {
            for last in first + 2..n {
                trial.clone_from(&order);
                trial[first..=last].reverse();
                let cost = cost_of(&trial, stops, travel, day_start);
                if cost < best {
                    best = cost;
                    order.clone_from(&trial);
                    better = true;
                }
            }
        }
        if !better {
            break;
        }
    }
    (order, best)
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn at(hour: u32, minute: u32) -> Minute {
        hour * 60 + minute
    }

    fn place(spans: &[(Minute, Minute)], visit_minutes: Minute) -> Stop {
        Stop {
            timing: Timing::Open {
                spans: spans.to_vec(),
            },
            visit_minutes,
        }
    }

    fn event(start: Minute, end: Minute) -> Stop {
        Stop {
            timing: Timing::Fixed { start, end },
            visit_minutes: 0,
        }
    }

    fn anytime(visit_minutes: Minute) -> Stop {
        Stop {
            timing: Timing::Anytime,
            visit_minutes,
        }
    }

    /// Travel between points on a line, a minute a unit.
    fn on_a_line(points: &[u32]) -> TravelMatrix {
        TravelMatrix::new(points.len(), |a, b| points[a].abs_diff(points[b]))
    }

    fn order(schedule: &Schedule) -> Vec<usize> {
        schedule.visits.iter().map(|v| v.stop).collect()
    }

    #[test]
    fn a_day_keeps_the_hours_and_the_show() {
        // A museum 10-5 (2 hours), dinner 5-10 PM (90 min), a show at
        // 7:30-10 PM, a beach at any hour (2 hours); given out of order.
        let stops = [
            event(at(19, 30), at(22, 0)),
            place(&[(at(17, 0), at(22, 0))], 90),
            anytime(120),
            place(&[(at(10, 0), at(17, 0))], 120),
        ];
        let travel = on_a_line(&[0, 5, 30, 20]);
        let day = best_order(&stops, &travel, at(9, 0));
        // The beach first (the museum opens at 10), then the museum on the
        // way to dinner, then the show: 10 + 15 + 5 minutes on the road.
        assert_eq!(order(&day), [2, 3, 1, 0]);
        assert_eq!(
            day.cost,
            Cost {
                problems: 0,
                late_minutes: 0,
                travel_minutes: 30
            }
        );
        let times: Vec<_> = day
            .visits
            .iter()
            .map(|v| (v.arrive, v.start, v.end))
            .collect();
        assert_eq!(
            times,
            [
                (at(9, 0), at(9, 0), at(11, 0)),
                (at(11, 10), at(11, 10), at(13, 10)),
                // Dinner waits for 5 PM; the show for 7:30.
                (at(13, 25), at(17, 0), at(18, 30)),
                (at(18, 35), at(19, 30), at(22, 0)),
            ]
        );
    }

    #[test]
    fn problems_are_named_when_no_order_avoids_them() {
        // Closed that day; a lunch that cannot fit after a long morning
        // show; a show that began before the first stop ended.
        let stops = [
            place(&[], 60),
            event(at(9, 0), at(13, 0)),
            place(&[(at(11, 30), at(13, 30))], 60),
            event(at(12, 0), at(14, 0)),
        ];
        let travel = on_a_line(&[0, 0, 10, 20]);
        let day = schedule(&[1, 2, 3, 0], &stops, &travel, at(9, 0));
        let problems: Vec<_> = day.visits.iter().map(|v| v.problem).collect();
        assert_eq!(
            problems,
            [
                None,
                Some(Problem::ClosesBefore { close: at(13, 30) }),
                Some(Problem::StartedBefore { start: at(12, 0) }),
                Some(Problem::Closed),
            ]
        );
        // Lunch from 1:10 to 2:10 is 40 minutes past closing; the second
        // show is joined at 2:20, 140 minutes late; the closed place
        // counts its whole visit.
        assert_eq!(day.visits[1].end, at(14, 10));
        assert_eq!(
            day.cost,
            Cost {
                problems: 3,
                late_minutes: 40 + 140 + 60,
                travel_minutes: 10 + 10 + 20
            }
        );
        // No order keeps more than one of the three timed stops: the
        // shows overlap, and lunch fits neither after the first show nor
        // before the second with the 10 minutes between; the order above
        // is as good as any.
        assert_eq!(best_order(&stops, &travel, at(9, 0)).cost, day.cost);
    }

    #[test]
    fn a_place_with_two_spans_is_visited_in_the_one_that_fits() {
        let lunch_and_dinner = place(&[(at(11, 30), at(14, 0)), (at(17, 0), at(22, 0))], 90);
        assert_eq!(visit(&lunch_and_dinner, at(12, 0)).0, at(12, 0));
        assert_eq!(
            visit(&lunch_and_dinner, at(13, 0)),
            (at(17, 0), at(18, 30), 0, None)
        );
        assert_eq!(
            visit(&lunch_and_dinner, at(21, 0)),
            (
                at(21, 0),
                at(22, 30),
                30,
                Some(Problem::ClosesBefore { close: at(22, 0) })
            )
        );
    }

    /// A seeded generator (xorshift), so that every run checks the same
    /// days.
    struct Seeded(u64);
    impl Seeded {
        fn below(&mut self, n: u32) -> u32 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % u64::from(n)) as u32
        }
    }

    /// A day of `n` stops: events, places open in one or two spans (or
    /// closed), places open at any hour, at points of a 60-minute square.
    fn a_day(random: &mut Seeded, n: usize) -> (Vec<Stop>, TravelMatrix) {
        let stops = (0..n)
            .map(|_| match random.below(10) {
                0..=2 => {
                    let start = at(9, 0) + random.below(12) * 60;
                    event(start, start + 60 + random.below(3) * 30)
                }
                3..=7 => {
                    let open = at(8, 0) + random.below(10) * 60;
                    let close = open + 120 + random.below(8) * 60;
                    let visit = 30 + random.below(4) * 30;
                    match random.below(6) {
                        0 => place(&[], visit),
                        1 => place(&[(open, close), (close + 120, close + 300)], visit),
                        _ => place(&[(open, close)], visit),
                    }
                }
                _ => anytime(30 + random.below(4) * 30),
            })
            .collect();
        let points: Vec<(u32, u32)> = (0..n)
            .map(|_| (random.below(60), random.below(60)))
            .collect();
        let travel = TravelMatrix::new(n, |a, b| {
            let (x, y) = (
                points[a].0.abs_diff(points[b].0),
                points[a].1.abs_diff(points[b].1),
            );
            (f64::from(x * x + y * y).sqrt()).round() as u32
        });
        (stops, travel)
    }

    fn permutations(n: usize, each: &mut impl FnMut(&[usize])) {
        fn from(k: usize, order: &mut Vec<usize>, each: &mut impl FnMut(&[usize])) {
            if k == order.len() {
                each(order);
                return;
            }
            for i in k..order.len() {
                order.swap(k, i);
                from(k + 1, order, each);
                order.swap(k, i);
            }
        }
        from(0, &mut (0..n).collect(), each);
    }

    #[test]
    fn the_exact_order_is_the_best_of_every_order_of_seven_stops() {
        let mut random = Seeded(0x5eed_cafe);
        for day in 0..120 {
            let (stops, travel) = a_day(&mut random, 7);
            let start = at(8, 0) + random.below(3) * 60;
            let mut best = None::<Cost>;
            permutations(7, &mut |order| {
                let cost = cost_of(order, &stops, &travel, start);
                best = Some(best.map_or(cost, |b| b.min(cost)));
            });
            let found = best_order(&stops, &travel, start);
            assert_eq!(Some(found.cost), best, "day {day}: {stops:?}");
            // The order found is a permutation, and costs what it says.
            let mut stops_visited = order(&found);
            stops_visited.sort_unstable();
            assert_eq!(stops_visited, (0..7).collect::<Vec<_>>());
            assert_eq!(schedule(&order(&found), &stops, &travel, start), found);
        }
    }

    #[test]
    fn beyond_ten_stops_the_search_does_no_worse_than_the_given_order_or_the_exact_one_nearby() {
        let mut random = Seeded(42);
        for _ in 0..20 {
            let (stops, travel) = a_day(&mut random, 14);
            let found = best_order(&stops, &travel, at(9, 0));
            let given: Vec<usize> = (0..14).collect();
            assert!(found.cost <= cost_of(&given, &stops, &travel, at(9, 0)));
            let mut visited = order(&found);
            visited.sort_unstable();
            assert_eq!(visited, given);
        }
        // On ten stops the search, run alone, finds no worse problems
        // than the exact order on most days.
        let mut as_good = 0;
        for _ in 0..30 {
            let (stops, travel) = a_day(&mut random, 10);
            let exact = best_order(&stops, &travel, at(9, 0)).cost;
            let searched = cost_of(
                &searched(&stops, &travel, at(9, 0)),
                &stops,
                &travel,
                at(9, 0),
            );
            assert!(searched >= exact);
            as_good += usize::from(searched.problems == exact.problems);
        }
        assert!(
            as_good >= 24,
            "the search matched the exact order's problems on {as_good} days of 30"
        );
    }

    #[test]
    fn nothing_and_one_stop_are_their_own_order() {
        let travel = on_a_line(&[]);
        assert_eq!(best_order(&[], &travel, at(9, 0)), Schedule::default());
        let one = [place(&[(at(10, 0), at(12, 0))], 60)];
        let day = best_order(&one, &on_a_line(&[0]), at(9, 0));
        assert_eq!(order(&day), [0]);
        assert_eq!(day.visits[0].start, at(10, 0));
    }
}
