//! The staff's workflows: adding and editing content, the review inbox of
//! followed sources, visitors' suggestions and organizers' submissions.

pub mod accounts;
pub mod admin;
pub mod backups;
pub mod editing;
pub mod federation_blocks;
pub mod history;
pub mod merging;
pub mod sources;
pub mod submissions;
pub mod suggestion;
