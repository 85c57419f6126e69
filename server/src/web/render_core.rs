//! Core for the renderer's JavaScript engine: the visitors' binding
//! (`guide-core-wasm`) compiled natively into this server, offered to the
//! app's code as a module of the same name. The browser loads that binding
//! as WebAssembly; here each export is a host function that runs core's
//! Rust directly, so no copy of core is carried as JavaScript.
//!
//! The module's JavaScript is written from the binding's own table
//! (`guide_core_wasm::packages::guide`), the same declarations the browser's
//! package is generated from: an export the app imports and the table
//! lacks fails the engine's start, not a page.

use std::any::Any;
use std::cell::RefCell;
use std::fmt::Write as _;
use std::rc::Rc;

use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use guide_core_wasm::native::{self, Call, HostValue, JsError, Kind, Native, Out};
use guide_core_wasm::packages;
use rquickjs::function::{Opt, This};
use rquickjs::{Array, Ctx, Exception, Function, Module, Object, Value};

/// The packages the app imports core by, each with its exports: the
/// visitors', the dashboard's (the visitors' and its own), the calendar
/// files' and the device copy's. A render uses the first; the others are
/// declared so that the app's code that imports them loads.
fn packages() -> Vec<(&'static str, Vec<Native>)> {
    let admin = packages::guide()
        .into_iter()
        .chain(packages::dashboard())
        .collect();
    vec![
        ("guide-core-wasm", packages::guide()),
        ("guide-core-wasm-admin", admin),
        ("guide-core-wasm-calendar", packages::calendar()),
        ("guide-core-wasm-device", packages::device()),
    ]
}

/// Declares each package as a module in `ctx`, with the host functions
/// its exports call.
pub fn install<'js>(ctx: &Ctx<'js>) -> rquickjs::Result<()> {
    let instances: Rc<RefCell<Instances>> = Rc::default();
    let globals = ctx.globals();
    {
        let instances = instances.clone();
        globals.set(
            "hostCoreFree",
            Function::new(ctx.clone(), move |handle: u32| {
                instances.borrow_mut().free(handle);
            })?,
        )?;
    }
    for (number, (name, natives)) in packages().into_iter().enumerate() {
        let source = module_source(number, &natives);
        let natives = Rc::new(natives);
        let instances = instances.clone();
        globals.set(
            format!("hostCore{number}"),
            Function::new(
                ctx.clone(),
                move |ctx: Ctx<'js>, index: u32, handle: Option<u32>, args: Opt<Array<'js>>| {
                    call(&ctx, number, &natives, &instances, index, handle, args.0)
                },
            )?,
        )?;
        Module::declare(ctx.clone(), name, source)?;
    }
    Ok(())
}

/// The module's JavaScript: a function per export, a class per class.
fn module_source(number: usize, natives: &[Native]) -> String {
    let mut js = format!(
        "const call = globalThis.hostCore{number};\n\
         const handles = new FinalizationRegistry(globalThis.hostCoreFree);\n\
         const classes = {{}};\n\
         globalThis.hostCoreInstance{number} = (name, handle) => {{\n  \
           const instance = Object.create(classes[name].prototype);\n  \
           instance.__handle = handle;\n  \
           handles.register(instance, handle, instance);\n  \
           return instance;\n\
         }};\n"
    );
    let mut classes: Vec<&str> = natives.iter().filter_map(|n| n.class).collect();
    // (A class once, wherever its members stand in the table.)
    classes.sort_unstable();
    classes.dedup();
    for (index, entry) in natives.iter().enumerate() {
        if entry.kind == Kind::Function {
            let _ = writeln!(
                js,
                "export function {}(...args) {{ return call({index}, undefined, args); }}",
                entry.name
            );
        }
    }
    for class in classes {
        let _ = writeln!(js, "export class {class} {{");
        for (index, entry) in natives.iter().enumerate() {
            if entry.class != Some(class) {
                continue;
            }
            let name = entry.name;
            let _ = match entry.kind {
                Kind::Function => Ok(()),
                Kind::Constructor => writeln!(
                    js,
                    "  constructor(...args) {{ return call({index}, undefined, args); }}"
                ),
                Kind::Static => writeln!(
                    js,
                    "  static {name}(...args) {{ return call({index}, undefined, args); }}"
                ),
                Kind::Method => writeln!(
                    js,
                    "  {name}(...args) {{ return call({index}, this.__handle, args); }}"
                ),
                Kind::Getter => writeln!(
                    js,
                    "  get {name}() {{ return call({index}, this.__handle, []); }}"
                ),
            };
        }
        let _ = writeln!(
            js,
            "  free() {{ handles.unregister(this); globalThis.hostCoreFree(this.__handle); }}\n}}\nclasses.{class} = {class};"
        );
    }
    js
}

/// The instances of the binding's classes that JavaScript holds, by handle.
#[derive(Default)]
struct Instances {
    kept: Vec<Option<Box<dyn Any>>>,
    free: Vec<u32>,
}

impl Instances {
    fn keep(&mut self, value: Box<dyn Any>) -> u32 {
        match self.free.pop() {
            Some(handle) => {
                self.kept[handle as usize] = Some(value);
                handle
            }
            None => {
                self.kept.push(Some(value));
                (self.kept.len() - 1) as u32
            }
        }
    }

    fn free(&mut self, handle: u32) {
        if let Some(slot) = self.kept.get_mut(handle as usize)
            && slot.take().is_some()
        {
            self.free.push(handle);
        }
    }
}

/// `hostCore{number}(index, handle, args)`: one call of a package's export.
fn call<'js>(
    ctx: &Ctx<'js>,
    number: usize,
    natives: &[Native],
    instances: &RefCell<Instances>,
    index: u32,
    handle: Option<u32>,
    args: Option<Array<'js>>,
) -> rquickjs::Result<Value<'js>> {
    let entry = natives
        .get(index as usize)
        .ok_or_else(|| Exception::throw_message(ctx, "no such export of core"))?;
    let mut values: Vec<Box<dyn HostValue<'js> + 'js>> = Vec::new();
    if let Some(args) = args {
        for value in args.iter::<Value<'js>>() {
            values.push(Box::new(Argument(value?)));
        }
    }
    // The instance leaves its slot while core works on it: a call that
    // reached JavaScript and came back (a catalog's words) finds no
    // borrowed table.
    let mut this = match handle {
        Some(handle) => Some(
            instances
                .borrow_mut()
                .kept
                .get_mut(handle as usize)
                .and_then(Option::take)
                .ok_or_else(|| Exception::throw_message(ctx, "this instance was freed"))?,
        ),
        None => None,
    };
    let mut call = Call {
        this: this.as_deref_mut(),
        args: values.into_iter(),
    };
    let out = (entry.call)(&mut call);
    drop(call);
    if let (Some(handle), Some(value)) = (handle, this) {
        instances.borrow_mut().kept[handle as usize] = Some(value);
    }
    match out {
        Ok(Out::Undefined) => Ok(Value::new_undefined(ctx.clone())),
        Ok(Out::Json(json)) => ctx.json_parse(json),
        Ok(Out::Instance(class, value)) => {
            let handle = instances.borrow_mut().keep(value);
            let wrap: Function = ctx.globals().get(format!("hostCoreInstance{number}"))?;
            wrap.call((class, handle))
        }
        Err(JsError(message)) => Err(Exception::throw_message(ctx, &message)),
    }
}

/// An argument as core's binding reads it.
struct Argument<'js>(Value<'js>);

impl<'js> HostValue<'js> for Argument<'js> {
    fn json(&self) -> Result<Option<String>, JsError> {
        if self.0.is_undefined() {
            return Ok(None);
        }
        let ctx = self.0.ctx();
        ctx.json_stringify(self.0.clone())
            .map_err(|e| JsError(format!("an argument JSON cannot write: {e}")))?
            .map(|text| text.to_string())
            .transpose()
            .map_err(|e| JsError(e.to_string()))
    }

    fn into_words(self: Box<Self>) -> Result<Box<dyn Localizer + 'js>, JsError> {
        let object = self
            .0
            .into_object()
            .ok_or_else(|| JsError::new("the words are not an object"))?;
        let lang: Value = object.get("lang").map_err(|e| JsError(e.to_string()))?;
        let lang: Lang = native::from_js(native::JsValue(Argument(lang).json()?))?;
        let message: Function = object
            .get("message")
            .map_err(|_| JsError::new("the words have no message function"))?;
        Ok(Box::new(PageWords {
            lang,
            object,
            message,
        }))
    }
}

/// The page's catalog (`web/src/lib/localization.ts`), as core asks for
/// its words: the same messages the browser's core is given, so that what
/// the server renders is what the browser hydrates.
struct PageWords<'js> {
    lang: Lang,
    object: Object<'js>,
    message: Function<'js>,
}

impl Localizer for PageWords<'_> {
    fn lang(&self) -> Lang {
        self.lang
    }

    fn message(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let formatted = (|| -> rquickjs::Result<String> {
            let values = Object::new(self.object.ctx().clone())?;
            for (name, arg) in args {
                match arg {
                    Arg::Text(text) => values.set(*name, *text)?,
                    Arg::Number(n) => values.set(*name, *n)?,
                }
            }
            self.message.call((This(self.object.clone()), id, values))
        })();
        // (A message that fails reads as its id, as in the browser.)
        formatted.unwrap_or_else(|_| id.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rquickjs::{CatchResultExt, Context, Runtime};

    /// Runs `body` as a module that imports from the packages, and returns
    /// what it put in `globalThis.out`, as JSON.
    fn run(body: &str) -> String {
        let runtime = Runtime::new().unwrap();
        let context = Context::full(&runtime).unwrap();
        context.with(|ctx| {
            install(&ctx).unwrap();
            let (_, done) = Module::declare(ctx.clone(), "test.js", body)
                .and_then(|m| m.eval())
                .catch(&ctx)
                .unwrap_or_else(|e| panic!("{e}"));
            while ctx.execute_pending_job() {}
            done.result::<Value>()
                .expect("the module ran")
                .catch(&ctx)
                .unwrap_or_else(|e| panic!("{e}"));
            let out: Value = ctx.globals().get("out").unwrap();
            ctx.json_stringify(out)
                .unwrap()
                .unwrap()
                .to_string()
                .unwrap()
        })
    }

    #[test]
    fn an_export_answers_as_the_browsers_webassembly_does() {
        // None is `undefined` (not `null`), a number's text is core's.
        let out = run(r#"
            import { formatPhone, telUrl, formatCount, preferredLang } from 'guide-core-wasm';
            globalThis.out = [
                formatPhone('9413889292'),
                telUrl('no phone') === undefined,
                formatCount(2000, 'de'),
                preferredLang('xx') === undefined,
                preferredLang('fr-CA,en'),
            ];
        "#);
        assert_eq!(out, r#"["(941) 388-9292",true,"2.000",true,"fr"]"#);
    }

    #[test]
    fn core_asks_the_pages_catalog_for_its_words() {
        let out = run(r#"
            import { priceLabel } from 'guide-core-wasm';
            const words = { lang: 'es', message: (id, args) => `${id}:${JSON.stringify(args)}` };
            globalThis.out = [priceLabel(null, words), priceLabel('Free', words)];
        "#);
        assert!(out.starts_with(r#"[""#), "{out}");
        assert!(out.contains(":{}"), "core called the catalog: {out}");
    }

    #[test]
    fn a_class_keeps_its_instance_between_calls() {
        let out = run(r#"
            import { FavoritesState } from 'guide-core-wasm';
            const plan = FavoritesState.fromStorage(undefined);
            const item = { id: 4, type: 'restaurant', name: 'Owen\'s Fish Camp' };
            const added = plan.add(item);
            const stored = plan.toStorage();
            const again = FavoritesState.fromStorage(stored);
            globalThis.out = [plan instanceof FavoritesState, added, plan.count, again.count,
                again.contains('restaurant', 4), again.contains('event', 4)];
            plan.free();
        "#);
        assert_eq!(out, "[true,true,1,1,true,false]");
    }

    #[test]
    fn a_refused_call_throws_an_error_with_cores_message() {
        let out = run(r#"
            import { formatLongDate } from 'guide-core-wasm';
            try { formatLongDate('not a date', 'en'); globalThis.out = 'no error'; }
            catch (e) { globalThis.out = [e instanceof Error, e.message]; }
        "#);
        assert!(out.starts_with("[true,"), "{out}");
        assert!(!out.contains("no error"), "{out}");
    }

    #[test]
    fn every_package_the_app_imports_is_declared() {
        let out = run(r#"
            import * as guide from 'guide-core-wasm';
            import * as admin from 'guide-core-wasm-admin';
            import * as calendar from 'guide-core-wasm-calendar';
            import * as device from 'guide-core-wasm-device';
            globalThis.out = [typeof guide.listShown, typeof admin.validateEvent,
                typeof admin.listShown, typeof calendar.eventCalendar, typeof device.EventIndex];
        "#);
        assert_eq!(
            out,
            r#"["function","function","function","function","function"]"#
        );
    }
}
