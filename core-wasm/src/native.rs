//! The binding compiled natively: what `#[binding]` (`core-wasm/binding`)
//! calls, and the native stand-ins of wasm-bindgen's types, so that each
//! export is written once and serves the browser as WebAssembly and the
//! server's renderer as native code.
//!
//! A JavaScript host (the server's engine) gives a call its arguments;
//! each is read by the parameter's type from its JSON, as
//! serde-wasm-bindgen reads the object in the browser, and the answer goes
//! back as wasm-bindgen gives it: `None` and `()` as `undefined`, core's
//! values as JSON (`None` inside them as `null`, maps as objects), a class
//! as an instance the host keeps.

use std::any::Any;

use guide_core::text::lang::Lang;
use guide_core::text::words::{Arg, Localizer};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// A JavaScript value, natively: its JSON text, or `undefined`. (Text, not
/// a parsed tree: an object's members keep the order core wrote them in.)
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct JsValue(pub Option<String>);

impl JsValue {
    pub const UNDEFINED: JsValue = JsValue(None);
}

/// The error a call throws, as a JavaScript `Error` with this message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsError(pub String);

impl JsError {
    pub fn new(message: &str) -> JsError {
        JsError(message.to_string())
    }
}

impl std::fmt::Display for JsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// What an export is to JavaScript.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Function,
    /// `new Class(...)`.
    Constructor,
    /// `Class.member(...)`.
    Static,
    /// `instance.member(...)`.
    Method,
    /// `instance.member`.
    Getter,
}

/// One export of the binding, native.
pub struct Native {
    /// Its JavaScript name (a class member's own name).
    pub name: &'static str,
    /// The class it belongs to.
    pub class: Option<&'static str>,
    pub kind: Kind,
    pub call: fn(&mut Call<'_, '_>) -> Result<Out, JsError>,
}

/// One argument, as the host holds it.
pub trait HostValue<'a> {
    /// Its JSON text (`None` for `undefined`, or what JSON cannot write).
    fn json(&self) -> Result<Option<String>, JsError>;
    /// It as the page's catalog (`Localizer`: its `lang`, its `message(id,
    /// args)`), which core calls back for its words.
    fn into_words(self: Box<Self>) -> Result<Box<dyn Localizer + 'a>, JsError>;
}

pub type Args<'a> = std::vec::IntoIter<Box<dyn HostValue<'a> + 'a>>;

/// A call: the instance of a method, and the arguments.
pub struct Call<'t, 'a> {
    pub this: Option<&'t mut (dyn Any + 'static)>,
    pub args: Args<'a>,
}

/// A call's answer.
pub enum Out {
    Undefined,
    /// JSON text.
    Json(String),
    /// A class's instance: its class's name, and the value the host keeps.
    Instance(&'static str, Box<dyn Any>),
}

/// The next argument, read by the parameter's type (a missing one is
/// `undefined`).
pub fn arg<T: FromArg>(args: &mut Args<'_>) -> Result<T, JsError> {
    let json = match args.next() {
        Some(value) => value.json()?,
        None => None,
    };
    T::from_arg(JsValue(json))
}

/// A parameter's type, read from an argument.
pub trait FromArg: Sized {
    fn from_arg(value: JsValue) -> Result<Self, JsError>;
}

impl FromArg for JsValue {
    fn from_arg(value: JsValue) -> Result<Self, JsError> {
        Ok(value)
    }
}

/// What serde-wasm-bindgen reads in the browser, read from JSON.
impl<T: DeserializeOwned> FromArg for T {
    fn from_arg(value: JsValue) -> Result<Self, JsError> {
        from_js(value).map_err(|e| JsError(format!("invalid argument: {e}")))
    }
}

/// The next argument as the page's catalog.
pub fn words<'a>(args: &mut Args<'a>) -> Result<Box<dyn Localizer + 'a>, JsError> {
    args.next()
        .ok_or_else(|| JsError::new("the words are missing"))?
        .into_words()
}

/// The instance a method is called on.
pub fn this_mut<'t, T: 'static>(
    this: &'t mut Option<&mut (dyn Any + 'static)>,
) -> Result<&'t mut T, JsError> {
    this.as_deref_mut()
        .and_then(|this| this.downcast_mut::<T>())
        .ok_or_else(|| JsError::new("called on something else than its class"))
}

/// What an export returns, as the host gives it to JavaScript.
pub trait IntoOut {
    fn into_out(self) -> Result<Out, JsError>;
}

impl<T: IntoOut> IntoOut for Result<T, JsError> {
    fn into_out(self) -> Result<Out, JsError> {
        self?.into_out()
    }
}

/// wasm-bindgen gives `None` as `undefined`.
impl<T: IntoOut> IntoOut for Option<T> {
    fn into_out(self) -> Result<Out, JsError> {
        match self {
            Some(value) => value.into_out(),
            None => Ok(Out::Undefined),
        }
    }
}

impl IntoOut for () {
    fn into_out(self) -> Result<Out, JsError> {
        Ok(Out::Undefined)
    }
}

impl IntoOut for JsValue {
    fn into_out(self) -> Result<Out, JsError> {
        Ok(self.0.map_or(Out::Undefined, Out::Json))
    }
}

impl<T: Serialize> IntoOut for Vec<T> {
    fn into_out(self) -> Result<Out, JsError> {
        json(&self)
    }
}

macro_rules! plain {
    ($($ty:ty),*) => {$(
        impl IntoOut for $ty {
            fn into_out(self) -> Result<Out, JsError> {
                json(&self)
            }
        }
    )*};
}
plain!(String, bool, f64, f32, u32, i32, u64, i64, usize);

fn json<T: Serialize + ?Sized>(value: &T) -> Result<Out, JsError> {
    serde_json::to_string(value)
        .map(Out::Json)
        .map_err(|e| JsError(e.to_string()))
}

/// Out: a core value as JavaScript would hold it (see the module's doc).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    serde_json::to_string(value)
        .map(|v| JsValue(Some(v)))
        .map_err(|e| JsError(e.to_string()))
}

/// In: a JavaScript value read by the core type's own `Deserialize`.
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, JsError> {
    serde_json::from_str(value.0.as_deref().unwrap_or("null")).map_err(|e| JsError(e.to_string()))
}

/// The page's catalog as the host gives it (see [`HostValue::into_words`]).
pub type JsLocalizer<'a> = dyn Localizer + 'a;

/// `JsLocalizer` as core takes it (the browser's binding reads its language once).
pub struct Catalog<'a>(&'a (dyn Localizer + 'a));

impl<'a> Catalog<'a> {
    pub fn of(words: &'a JsLocalizer<'a>) -> Result<Catalog<'a>, JsError> {
        Ok(Catalog(words))
    }
}

impl Localizer for Catalog<'_> {
    fn lang(&self) -> Lang {
        self.0.lang()
    }

    fn message(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.0.message(id, args)
    }
}
