//! The visitors' bindings (package pkg), one file per folder of
//! `guide-core`.

mod content;
mod pages;
mod plan;
mod suggestion;
mod text;
