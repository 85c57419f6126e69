//! `#[binding]`: one declaration of core-wasm's exports, two uses.
//!
//! Put on an inline module whose functions, classes and methods carry
//! `#[wasm_bindgen]`, it leaves the module as written for WebAssembly (the
//! browser's packages), and natively writes the same module without
//! wasm-bindgen's attributes plus `natives()`: a table of calls by their
//! JavaScript names, which the server's renderer offers its JavaScript
//! engine in place of the WebAssembly (`server/src/web/render.rs`). The
//! arguments are read by each parameter's type from JSON, and the answers
//! written back the way wasm-bindgen writes them (`core-wasm/src/native.rs`).

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::{format_ident, quote};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{
    Attribute, FnArg, ImplItem, Item, ItemImpl, ItemMod, Meta, Pat, Signature, Token, Type,
    parse_macro_input,
};

#[proc_macro_attribute]
pub fn binding(args: TokenStream, input: TokenStream) -> TokenStream {
    if !args.is_empty() {
        return syn::Error::new(Tokens::from(args).span(), "#[binding] takes no arguments")
            .to_compile_error()
            .into();
    }
    let module = parse_macro_input!(input as ItemMod);
    match expand(module) {
        Ok(tokens) => tokens.into(),
        Err(error) => error.to_compile_error().into(),
    }
}

fn expand(module: ItemMod) -> syn::Result<Tokens> {
    let Some((_, items)) = &module.content else {
        return Err(syn::Error::new(
            module.span(),
            "#[binding] needs the module's items inline",
        ));
    };
    let mut native_items = Vec::new();
    let mut entries = Vec::new();
    for item in items {
        let mut item = item.clone();
        match &mut item {
            Item::Fn(function) => {
                if let Some(options) = take_bindgen(&mut function.attrs)? {
                    let name = js_name(&options, &function.sig);
                    entries.push(entry(&name, None, Kind::Function, &function.sig, None)?);
                    strip_params(&mut function.sig);
                }
            }
            Item::Struct(class) => {
                let exported = take_bindgen(&mut class.attrs)?.is_some();
                if exported {
                    let ident = &class.ident;
                    let name = ident.to_string();
                    native_items.push(quote! {
                        impl crate::native::IntoOut for #ident {
                            fn into_out(self) -> Result<crate::native::Out, crate::native::JsError> {
                                Ok(crate::native::Out::Instance(#name, Box::new(self)))
                            }
                        }
                    });
                }
            }
            Item::Impl(block) => {
                let exported = take_bindgen(&mut block.attrs)?.is_some();
                if exported {
                    entries.extend(methods(block)?);
                }
            }
            _ => {}
        }
        native_items.push(quote!(#item));
    }
    let ItemMod {
        attrs, vis, ident, ..
    } = &module;
    Ok(quote! {
        #[cfg(target_arch = "wasm32")]
        #module

        #[cfg(not(target_arch = "wasm32"))]
        #(#attrs)*
        #vis mod #ident {
            #(#native_items)*

            /// This module's exports, as native calls.
            pub(crate) fn natives() -> Vec<crate::native::Native> {
                vec![#(#entries),*]
            }
        }
    })
}

/// The entries of a class's `impl` block, named `Class.member`.
fn methods(block: &mut ItemImpl) -> syn::Result<Vec<Tokens>> {
    let Type::Path(class) = &*block.self_ty else {
        return Err(syn::Error::new(
            block.self_ty.span(),
            "a class is a named type",
        ));
    };
    let class_name = class
        .path
        .segments
        .last()
        .map(|s| s.ident.to_string())
        .unwrap_or_default();
    let self_ty = block.self_ty.clone();
    let mut entries = Vec::new();
    for item in &mut block.items {
        let ImplItem::Fn(method) = item else { continue };
        if !matches!(method.vis, syn::Visibility::Public(_)) {
            continue;
        }
        let options = take_bindgen(&mut method.attrs)?.unwrap_or_default();
        let has = |flag: &str| options.iter().any(|m| m.path().is_ident(flag));
        let receiver = method.sig.receiver().is_some();
        let kind = if has("constructor") {
            Kind::Constructor
        } else if has("getter") {
            Kind::Getter
        } else if receiver {
            Kind::Method
        } else {
            Kind::Static
        };
        let member = js_name(&options, &method.sig);
        entries.push(entry(
            &member,
            Some(&class_name),
            kind,
            &method.sig,
            Some(&*self_ty),
        )?);
        strip_params(&mut method.sig);
    }
    Ok(entries)
}

#[derive(Clone, Copy)]
enum Kind {
    Function,
    Constructor,
    Static,
    Method,
    Getter,
}

/// One table entry: its names, its kind, and the call that reads its
/// arguments, calls the function and writes its answer.
fn entry(
    name: &str,
    class: Option<&str>,
    kind: Kind,
    sig: &Signature,
    self_ty: Option<&Type>,
) -> syn::Result<Tokens> {
    let function = &sig.ident;
    let mut reads = Vec::new();
    let mut passed = Vec::new();
    let mut receiver = None;
    for (n, input) in sig.inputs.iter().enumerate() {
        match input {
            FnArg::Receiver(r) => {
                let ty = self_ty.expect("a receiver is in an impl block");
                let this = format_ident!("this");
                receiver = Some(if r.mutability.is_some() {
                    quote!(let #this = crate::native::this_mut::<#ty>(this)?;)
                } else {
                    quote!(let #this = &*crate::native::this_mut::<#ty>(this)?;)
                });
                passed.push(quote!(#this));
            }
            FnArg::Typed(typed) => {
                let arg = format_ident!("arg{n}");
                if !matches!(&*typed.pat, Pat::Ident(_)) {
                    return Err(syn::Error::new(typed.pat.span(), "name each parameter"));
                }
                match &*typed.ty {
                    Type::Reference(reference) if is_words(&reference.elem) => {
                        reads.push(quote!(let #arg = crate::native::words(args)?;));
                        passed.push(quote!(&*#arg));
                    }
                    Type::Reference(reference) => {
                        let owned = owned(&reference.elem);
                        reads.push(quote!(let #arg: #owned = crate::native::arg(args)?;));
                        passed.push(quote!(&#arg));
                    }
                    ty => {
                        reads.push(quote!(let #arg: #ty = crate::native::arg(args)?;));
                        passed.push(quote!(#arg));
                    }
                }
            }
        }
    }
    let call = match self_ty {
        Some(ty) => quote!(<#ty>::#function(#(#passed),*)),
        None => quote!(#function(#(#passed),*)),
    };
    let kind = match kind {
        Kind::Function => quote!(crate::native::Kind::Function),
        Kind::Constructor => quote!(crate::native::Kind::Constructor),
        Kind::Static => quote!(crate::native::Kind::Static),
        Kind::Method => quote!(crate::native::Kind::Method),
        Kind::Getter => quote!(crate::native::Kind::Getter),
    };
    let class = match class {
        Some(class) => quote!(Some(#class)),
        None => quote!(None),
    };
    Ok(quote! {
        crate::native::Native {
            name: #name,
            class: #class,
            kind: #kind,
            call: |call: &mut crate::native::Call<'_, '_>| {
                #[allow(unused_variables)]
                let crate::native::Call { this, args } = call;
                #receiver
                #(#reads)*
                crate::native::IntoOut::into_out(#call)
            },
        }
    })
}

/// `str` is read as a `String`; any other borrowed type as itself.
fn owned(ty: &Type) -> Tokens {
    match ty {
        Type::Path(path) if path.path.is_ident("str") => quote!(String),
        other => quote!(#other),
    }
}

fn is_words(ty: &Type) -> bool {
    matches!(ty, Type::Path(path) if path.path.segments.last().is_some_and(|s| s.ident == "JsLocalizer"))
}

/// Removes `#[wasm_bindgen(...)]` from `attrs`, returning its options
/// (`None` when it had none).
fn take_bindgen(attrs: &mut Vec<Attribute>) -> syn::Result<Option<Vec<Meta>>> {
    let mut found = None;
    let mut kept = Vec::with_capacity(attrs.len());
    for attr in attrs.drain(..) {
        if attr.path().is_ident("wasm_bindgen") {
            let options = match &attr.meta {
                Meta::Path(_) => Vec::new(),
                _ => attr
                    .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)?
                    .into_iter()
                    .collect(),
            };
            found = Some(options);
        } else {
            kept.push(attr);
        }
    }
    *attrs = kept;
    Ok(found)
}

/// The JavaScript name: `js_name = x`, or the Rust one.
fn js_name(options: &[Meta], sig: &Signature) -> String {
    options
        .iter()
        .find_map(|meta| match meta {
            Meta::NameValue(nv) if nv.path.is_ident("js_name") => match &nv.value {
                syn::Expr::Path(path) => path.path.get_ident().map(|i| i.to_string()),
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        })
        .unwrap_or_else(|| sig.ident.to_string())
}

/// Parameters lose their `#[wasm_bindgen(...)]` (their TypeScript types).
fn strip_params(sig: &mut Signature) {
    for input in &mut sig.inputs {
        if let FnArg::Typed(typed) = input {
            typed.attrs.retain(|a| !a.path().is_ident("wasm_bindgen"));
        }
    }
}
