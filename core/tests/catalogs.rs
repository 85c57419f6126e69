//! The message catalogs (`core/locales/<lang>/*.ftl`, Project Fluent):
//! every language has every English message and attribute, with the same
//! variables, and nothing English lacks; each file parses whole.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use guide_core::text::lang::Lang;

/// A catalog's messages and terms (`-brand`), with their attributes
/// (`id.attr`), each with the variables it uses.
type Shape = BTreeMap<String, BTreeSet<String>>;

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

fn files(lang: Lang) -> BTreeSet<String> {
    std::fs::read_dir(locales().join(lang.code()))
        .unwrap_or_else(|e| panic!("{}: {e}", lang.code()))
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".ftl"))
        .collect()
}

fn shape(lang: Lang, file: &str) -> Shape {
    let path = locales().join(lang.code()).join(file);
    shape_of(
        &std::fs::read_to_string(&path).unwrap(),
        &path.display().to_string(),
    )
}

fn shape_of(text: &str, name: &str) -> Shape {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{name}: {errors:?}"),
    };
    let mut shape = Shape::new();
    for entry in resource.body {
        let (id, value, attributes) = match entry {
            ast::Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
            ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        let previous = shape.insert(
            id.clone(),
            value.as_ref().map(variables).unwrap_or_default(),
        );
        assert!(previous.is_none(), "{name}: {id} twice");
        for attribute in attributes {
            shape.insert(
                format!("{id}.{}", attribute.id.name),
                variables(&attribute.value),
            );
        }
    }
    shape
}

/// What a translation lacks or has wrong against English.
fn differences(english: &Shape, translated: &Shape) -> Vec<String> {
    let mut problems = Vec::new();
    for (id, variables) in english {
        match translated.get(id) {
            None => problems.push(format!("{id} is missing")),
            Some(theirs) if theirs != variables => {
                problems.push(format!("{id} uses {theirs:?}, English {variables:?}"))
            }
            Some(_) => {}
        }
    }
    for id in translated.keys().filter(|id| !english.contains_key(*id)) {
        problems.push(format!("{id} is not in English"));
    }
    problems
}

fn variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    in_pattern(pattern, &mut found);
    found
}

fn in_pattern(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            in_expression(expression, found);
        }
    }
}

fn in_expression(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            in_inline(selector, found);
            for variant in variants {
                in_pattern(&variant.value, found);
            }
        }
        ast::Expression::Inline(inline) => in_inline(inline, found),
    }
}

fn in_inline(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(format!("${}", id.name));
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            in_arguments(arguments, found)
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => in_arguments(arguments, found),
        ast::InlineExpression::Placeable { expression } => in_expression(expression, found),
        _ => {}
    }
}

fn in_arguments(arguments: &ast::CallArguments<&str>, found: &mut BTreeSet<String>) {
    for positional in &arguments.positional {
        in_inline(positional, found);
    }
    for named in &arguments.named {
        in_inline(&named.value, found);
    }
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english_files = files(Lang::En);
    assert!(!english_files.is_empty());
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        let theirs = files(lang);
        for file in english_files.symmetric_difference(&theirs) {
            problems.push(format!("{}: {file} is not in both", lang.code()));
        }
        for file in english_files.intersection(&theirs) {
            let found = differences(&shape(Lang::En, file), &shape(lang, file));
            problems.extend(
                found
                    .into_iter()
                    .map(|p| format!("{}/{file}: {p}", lang.code())),
            );
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn the_check_sees_what_is_missing_changed_or_extra() {
    let english = shape_of(
        "a = One { $count }\nb = Two\n    .title = { $name }\nc = { $n ->\n    [one] one\n   *[other] { $shown }\n}\n",
        "en",
    );
    let spanish = shape_of(
        "a = Uno { $cuenta }\nb = Dos\n    .title = { $name }\nc = { $n ->\n    [one] uno\n    [many] { $shown }\n   *[other] { $shown }\n}\nd = Extra\n",
        "es",
    );
    assert_eq!(
        differences(&english, &spanish),
        [
            r#"a uses {"$cuenta"}, English {"$count"}"#,
            "d is not in English"
        ]
    );
    let french = shape_of("a = Un { $count }\n", "fr");
    assert_eq!(
        differences(&english, &french),
        ["b is missing", "b.title is missing", "c is missing"]
    );
}

/// The files of a language are one catalog (a bundle takes them all): a
/// message in two would be the first one's, silently.
#[test]
fn no_message_is_in_two_files_of_a_language() {
    for lang in Lang::ALL {
        let mut seen = BTreeMap::new();
        for file in files(lang) {
            for id in shape(lang, &file).into_keys() {
                if let Some(other) = seen.insert(id.clone(), file.clone()) {
                    panic!("{}: {id} is in {other} and {file}", lang.code());
                }
            }
        }
    }
}

/// The variables a message's placeables print, and those its selectors
/// choose by, apart.
fn printed_and_chosen(pattern: &ast::Pattern<&str>) -> (BTreeSet<String>, BTreeSet<String>) {
    let (mut printed, mut chosen) = (BTreeSet::new(), BTreeSet::new());
    let mut patterns = vec![pattern];
    while let Some(pattern) = patterns.pop() {
        for element in &pattern.elements {
            let ast::PatternElement::Placeable { expression } = element else {
                continue;
            };
            match expression {
                ast::Expression::Select { selector, variants } => {
                    in_inline(selector, &mut chosen);
                    patterns.extend(variants.iter().map(|variant| &variant.value));
                }
                ast::Expression::Inline(inline) => in_inline(inline, &mut printed),
            }
        }
    }
    (printed, chosen)
}

/// A number is given to a message to choose its words by ('1 hour', '2
/// hours'), and what the visitor reads of it beside it, as text in core's
/// form (`format_count`, `text::words::Arg`). A message printing the
/// number it chooses by would print it as the engine formats numbers: the
/// browser's `Intl` ('2,000') and the server's render, which has no
/// `Intl.NumberFormat` ('2000', and an error in its log), would differ.
/// The dashboard's catalog is left out: only the browser renders it.
#[test]
fn no_message_prints_the_number_it_chooses_by() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for file in files(lang).into_iter().filter(|f| f != "dashboard.ftl") {
            let path = locales().join(lang.code()).join(&file);
            let text = std::fs::read_to_string(&path).unwrap();
            let resource = fluent_syntax::parser::parse(text.as_str()).unwrap();
            for entry in &resource.body {
                let ast::Entry::Message(message) = entry else {
                    continue;
                };
                let patterns = message
                    .value
                    .iter()
                    .chain(message.attributes.iter().map(|a| &a.value));
                for pattern in patterns {
                    let (printed, chosen) = printed_and_chosen(pattern);
                    for both in printed.intersection(&chosen) {
                        problems.push(format!(
                            "{}/{file}: {} prints {both}, which it chooses by",
                            lang.code(),
                            message.id.name
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
