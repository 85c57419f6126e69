//! The binding's packages, native: each package's exports as calls, for
//! the server's renderer (see `crate::native`).

use crate::native::Native;

/// Every export of the visitors' binding (the package pkg), native: what
/// the server's renderer gives its engine as `guide-core-wasm`.
#[cfg(feature = "guide")]
pub fn guide() -> Vec<Native> {
    crate::guide::natives()
}

/// The dashboard's own exports (pkg-admin adds them to the visitors').
#[cfg(feature = "admin")]
pub fn dashboard() -> Vec<Native> {
    crate::dashboard::exports::natives()
}

/// The calendar files' exports (pkg-calendar).
#[cfg(feature = "calendar")]
pub fn calendar() -> Vec<Native> {
    crate::calendar::exports::natives()
}

/// The device copy's indexes (pkg-device).
#[cfg(feature = "device")]
pub fn device() -> Vec<Native> {
    crate::indexes::exports::natives()
}
