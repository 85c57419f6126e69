//! The guide's content: the entities, the rules of their lists (events by
//! date and category, activities, restaurants by area and rating), their
//! addresses and pictures, and the search across all of them.

pub mod activities;
pub mod areas;
pub mod changes;
pub mod collections;
pub mod date_filter;
pub mod embed;
pub mod event_hours;
pub mod event_index;
pub mod events;
pub mod facts;
pub mod feeds;
pub mod forecast;
pub mod landmarks;
pub mod lists;
pub mod model;
pub mod near;
pub(crate) mod order;
pub mod paging;
pub mod paths;
pub mod pictures;
pub mod related;
pub mod restaurants;
pub mod right_now;
pub mod schedule;
pub mod search;
pub mod series;
pub mod site;
pub mod syndication;
pub mod translations;
