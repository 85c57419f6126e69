//! Lists the demo images so that `demo.rs` can ship them inside the binary,
//! and each engine's migrations so that `store/migrations.rs` can.

use std::fmt::Write;
use std::path::Path;

fn main() {
    embed_migrations();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("demo/images");
    println!("cargo:rerun-if-changed={}", dir.display());
    // A build without them would seed a guide whose every picture is
    // missing: fail instead.
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("reading the demo images in {}: {error}", dir.display()))
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".jpg") || n.ends_with(".png"))
        .collect();
    assert!(!names.is_empty(), "no demo images in {}", dir.display());
    names.sort();
    let mut code = String::from(
        "/// Demo images: (file name, bytes).\nconst DEMO_IMAGES: &[(&str, &[u8])] = &[\n",
    );
    for name in names {
        let path = dir.join(&name);
        writeln!(
            code,
            "    ({name:?}, include_bytes!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("demo_images.rs");
    std::fs::write(out, code).unwrap();
}

/// `migrations/<engine>/*.sql`, in order, as `(file name, SQL)` lists
/// (`SQLITE`, `POSTGRES`); a file added or changed rebuilds the crate.
fn embed_migrations() {
    let mut code = String::new();
    for (engine, constant) in [("sqlite", "SQLITE"), ("postgres", "POSTGRES")] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("migrations")
            .join(engine);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap_or_else(|error| panic!("reading {}: {error}", dir.display()))
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".sql"))
            .collect();
        files.sort();
        writeln!(code, "const {constant}: &[(&str, &str)] = &[").unwrap();
        for file in files {
            let path = dir.join(&file);
            writeln!(
                code,
                "    ({file:?}, include_str!({:?})),",
                path.display().to_string()
            )
            .unwrap();
        }
        code.push_str("];\n");
    }
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("migrations.rs");
    std::fs::write(out, code).unwrap();
}
