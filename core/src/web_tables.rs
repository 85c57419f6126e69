//! Tests' check of the tables the web app reads as JSON beside its code
//! (the routes, the reads, the languages): its first bundle should not wait
//! for the WASM to know them, so core writes them and checks they are
//! current.

/// Checks that `web/<file>` is `value` as pretty JSON; writes it instead
/// when the environment variable `write` is set (after a change in core).
pub(crate) fn assert_web_table(file: &str, value: &serde_json::Value, write: &str) {
    let expected = format!("{}\n", serde_json::to_string_pretty(value).unwrap());
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../web")
        .join(file);
    if std::env::var_os(write).is_some() {
        std::fs::write(&path, &expected).unwrap();
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        written, expected,
        "web/{file} differs from core's table: run the test with {write}=1"
    );
}
