//! The store's one error type. A write that breaks a unique or a
//! foreign-key constraint is the request's doing, and says which field
//! did it; every other failure is the server's.
//!
//! SQLite names the table and column of a unique violation in its message
//! ('UNIQUE constraint failed: venues.name') and nothing of a foreign key;
//! PostgreSQL names the constraint (`venues_name_key`, `events_venue_id_fkey`).
//! A write whose foreign key only the caller knows names it with
//! [`ResultExt::naming`], as realworld-axum-sqlx's `on_constraint` does.

/// What a store function gives back.
pub type StoreResult<T> = Result<T, StoreError>;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Another row already holds this value (a unique constraint).
    #[error("{message}")]
    Taken { field: String, message: String },
    /// The row names another that is not stored, or no longer (a foreign
    /// key). `field` is `None` when the engine did not say which.
    #[error("{message}")]
    Missing {
        field: Option<String>,
        message: String,
    },
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

/// Failures that are the server's own (a stored value it cannot read).
macro_rules! internal {
    ($($error:ty),*) => {$(
        impl From<$error> for StoreError {
            fn from(error: $error) -> StoreError {
                StoreError::Other(error.into())
            }
        }
    )*};
}
internal!(
    serde_json::Error,
    std::num::TryFromIntError,
    guide_core::time::date::DateParseError
);

/// The constraints a visitor's or the staff's input can break, by table and
/// column, with the field as the API names it and what to tell them.
const KNOWN: &[(&str, &str, &str, &str)] = &[
    (
        "venues",
        "name",
        "name",
        "A venue with this name is already stored",
    ),
    ("sources", "url", "url", "This address is already followed"),
    (
        "admins",
        "email",
        "email",
        "An admin account with this e-mail already exists",
    ),
    (
        "events",
        "venue_id",
        "venueId",
        "That venue is not in the guide (any more)",
    ),
    (
        "sources",
        "venue_id",
        "venueId",
        "That venue is not in the guide (any more)",
    ),
];

const TAKEN: &str = "That is already stored";
const MISSING: &str = "It refers to something that is not stored (any more)";

impl StoreError {
    /// The broken constraint of a database error, from either engine.
    fn constraint(error: &dyn sqlx::error::DatabaseError) -> Option<(String, String)> {
        if let Some(name) = error.constraint() {
            // PostgreSQL: `{table}_{column}_key`, `_fkey` or `_pkey`.
            let table = error.table()?;
            let column = name
                .strip_prefix(table)?
                .strip_prefix('_')?
                .trim_end_matches("_pkey")
                .trim_end_matches("_fkey")
                .trim_end_matches("_key");
            let column = if name.ends_with("_pkey") {
                "id"
            } else {
                column
            };
            return Some((table.to_string(), column.to_string()));
        }
        // SQLite: 'UNIQUE constraint failed: venues.name[, venues.city]'.
        let (_, columns) = error.message().split_once("constraint failed: ")?;
        let first = columns.split(',').next()?.trim();
        let (table, column) = first.split_once('.')?;
        Some((table.to_string(), column.to_string()))
    }

    /// The field a (table, column) is, and what to say about it.
    fn known(table: &str, column: &str) -> Option<(&'static str, &'static str)> {
        KNOWN
            .iter()
            .find(|(t, c, _, _)| *t == table && *c == column)
            .map(|(_, _, field, message)| (*field, *message))
    }

    /// Names the field of a foreign key the engine did not name (SQLite's).
    pub fn naming(self, table: &str, column: &str) -> StoreError {
        match self {
            StoreError::Missing { field: None, .. } => {
                let (field, message) = StoreError::known(table, column)
                    .map(|(f, m)| (f.to_string(), m.to_string()))
                    .unwrap_or_else(|| (camel_case(column), MISSING.to_string()));
                StoreError::Missing {
                    field: Some(field),
                    message,
                }
            }
            other => other,
        }
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> StoreError {
        use sqlx::error::ErrorKind;
        let Some(database) = error.as_database_error() else {
            return StoreError::Other(error.into());
        };
        let kind = database.kind();
        if !matches!(
            kind,
            ErrorKind::UniqueViolation | ErrorKind::ForeignKeyViolation
        ) {
            return StoreError::Other(error.into());
        }
        let named = StoreError::constraint(database).map(|(table, column)| {
            StoreError::known(&table, &column)
                .map(|(f, m)| (f.to_string(), m.to_string()))
                .unwrap_or_else(|| {
                    let generic = match kind {
                        ErrorKind::UniqueViolation => TAKEN,
                        _ => MISSING,
                    };
                    (camel_case(&column), generic.to_string())
                })
        });
        match (kind, named) {
            (ErrorKind::UniqueViolation, Some((field, message))) => {
                StoreError::Taken { field, message }
            }
            (ErrorKind::UniqueViolation, None) => StoreError::Taken {
                field: String::new(),
                message: TAKEN.to_string(),
            },
            (_, named) => StoreError::Missing {
                field: named.as_ref().map(|(field, _)| field.clone()),
                message: named.map_or_else(|| MISSING.to_string(), |(_, message)| message),
            },
        }
    }
}

/// `venue_id` → `venueId`, as the API's JSON names fields.
fn camel_case(column: &str) -> String {
    let mut out = String::with_capacity(column.len());
    let mut upper = false;
    for c in column.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// `.naming(table, column)` on a store result.
pub trait ResultExt<T> {
    fn naming(self, table: &str, column: &str) -> StoreResult<T>;
}

impl<T, E: Into<StoreError>> ResultExt<T> for Result<T, E> {
    fn naming(self, table: &str, column: &str) -> StoreResult<T> {
        self.map_err(|error| error.into().naming(table, column))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_read_as_the_apis_fields() {
        assert_eq!(camel_case("venue_id"), "venueId");
        assert_eq!(camel_case("name"), "name");
        assert_eq!(camel_case("events_page_url"), "eventsPageUrl");
    }
}
