//! Ordering a day's stops natively: 10 stops exactly, 25 by local search
//! (issue 72's budgets are 20 and 50 ms in WASM on a phone; the browser
//! measures that, this the algorithm's own cost).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use guide_core::plan::trip::order::{Minute, Stop, Timing, TravelMatrix, best_order};

/// A seeded generator (xorshift): every run orders the same days.
struct Seeded(u64);

impl Seeded {
    fn below(&mut self, n: u32) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % u64::from(n)) as u32
    }
}

/// A day as a visitor plans one: a few shows at set times, places open in
/// one or two spans of the day, a beach at any hour, over a city 40
/// minutes across.
fn a_day(random: &mut Seeded, n: usize) -> (Vec<Stop>, TravelMatrix) {
    let stops: Vec<Stop> = (0..n)
        .map(|_| match random.below(10) {
            0..=1 => {
                let start: Minute = 10 * 60 + random.below(11) * 60;
                Stop {
                    timing: Timing::Fixed {
                        start,
                        end: start + 120,
                    },
                    visit_minutes: 0,
                }
            }
            2..=8 => {
                let open: Minute = 8 * 60 + random.below(6) * 60;
                let close = open + 360 + random.below(6) * 60;
                let spans = if random.below(4) == 0 {
                    vec![(open, open + 180), (close, close + 240)]
                } else {
                    vec![(open, close)]
                };
                Stop {
                    timing: Timing::Open { spans },
                    visit_minutes: 30 + random.below(3) * 30,
                }
            }
            _ => Stop {
                timing: Timing::Anytime,
                visit_minutes: 60,
            },
        })
        .collect();
    let points: Vec<(u32, u32)> = (0..n)
        .map(|_| (random.below(40), random.below(40)))
        .collect();
    let travel = TravelMatrix::new(n, |a, b| {
        let (x, y) = (
            points[a].0.abs_diff(points[b].0),
            points[a].1.abs_diff(points[b].1),
        );
        f64::from(x * x + y * y).sqrt().round() as Minute
    });
    (stops, travel)
}

fn ordering(c: &mut Criterion) {
    let mut random = Seeded(0x7219);
    for n in [10, 25] {
        let days: Vec<_> = (0..8).map(|_| a_day(&mut random, n)).collect();
        let mut next = 0;
        c.bench_function(&format!("order a day of {n} stops"), |b| {
            b.iter(|| {
                let (stops, travel) = &days[next % days.len()];
                next += 1;
                black_box(best_order(black_box(stops), travel, 9 * 60))
            })
        });
    }
}

criterion_group!(benches, ordering);
criterion_main!(benches);
