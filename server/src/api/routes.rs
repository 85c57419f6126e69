//! The API's one route table: every route is added through [`Routes`] with
//! who may call it ([`Access`]), which puts it behind that access's layer
//! and records it. The OpenAPI description (`openapi.rs`) and the tests
//! that walk every route read this list, so a route added later is
//! covered without anyone remembering to.

use axum::handler::Handler;
use axum::http::Method;
use axum::routing::{MethodFilter, MethodRouter, on};
use axum::{Router, middleware};

use guide_core::dashboard::accounts::Role;

use crate::state::AppState;

// The methods the table uses, by their names.
pub const GET: Method = Method::GET;
pub const POST: Method = Method::POST;
pub const PUT: Method = Method::PUT;
pub const DELETE: Method = Method::DELETE;

/// Who may call a route, and so which layer it is behind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Access {
    /// A public read: any site's scripts may read it (CORS, GET and HEAD,
    /// no credentials).
    Read,
    /// A visitor's write: limited per client (`public_writes_per_minute`).
    Write,
    /// By an e-mailed link's or a device's token: a mail provider's
    /// one-click POSTs must not be throttled as a client.
    Link,
    /// Signing staff in and out.
    SignIn,
    /// The dashboard's: a signed-in staff account from this site whose
    /// role may (an admin may all an editor may).
    Staff(Role),
}

/// The dashboard's content work: every staff account.
pub const EDITORS: Access = Access::Staff(Role::Editor);
/// Running the site (accounts, sources, settings): admins only.
pub const ADMINS: Access = Access::Staff(Role::Admin);

impl Access {
    const ALL: [Access; 6] = [
        Access::Read,
        Access::Write,
        Access::Link,
        Access::SignIn,
        EDITORS,
        ADMINS,
    ];
}

/// A route: its method, its path under `/api`, and who may call it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub method: Method,
    pub path: String,
    pub access: Access,
}

/// Routes under construction: a router per access, and the list.
pub struct Routes {
    groups: Vec<(Access, Router<AppState>)>,
    list: Vec<Route>,
}

impl Default for Routes {
    fn default() -> Self {
        Routes::new()
    }
}

impl Routes {
    pub fn new() -> Routes {
        Routes {
            groups: Access::ALL.map(|a| (a, Router::new())).into(),
            list: Vec::new(),
        }
    }

    pub fn add<H, T>(self, access: Access, method: Method, path: &'static str, handler: H) -> Routes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = MethodFilter::try_from(method.clone()).expect("a standard method");
        self.add_router(access, method, path, on(filter, handler))
    }

    /// Adds a route whose body limit differs from the API's default.
    pub fn add_with_body_limit<H, T>(
        self,
        access: Access,
        method: Method,
        path: &'static str,
        handler: H,
        limit: usize,
    ) -> Routes
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        let filter = MethodFilter::try_from(method.clone()).expect("a standard method");
        self.add_router(
            access,
            method,
            path,
            on(filter, handler).layer(axum::extract::DefaultBodyLimit::max(limit)),
        )
    }

    fn add_router(
        mut self,
        access: Access,
        method: Method,
        path: &'static str,
        route: MethodRouter<AppState>,
    ) -> Routes {
        let group = self.group(access);
        *group = std::mem::take(group).route(path, route);
        self.list.push(Route {
            method,
            path: path.to_string(),
            access,
        });
        self
    }

    fn group(&mut self, access: Access) -> &mut Router<AppState> {
        &mut self
            .groups
            .iter_mut()
            .find(|(a, _)| *a == access)
            .expect("a group per access")
            .1
    }

    pub fn merge(mut self, other: Routes) -> Routes {
        for (access, router) in other.groups {
            let group = self.group(access);
            *group = std::mem::take(group).merge(router);
        }
        self.list.extend(other.list);
        self
    }

    /// `other`'s routes under `prefix` (`/admin`).
    pub fn nest(mut self, prefix: &str, other: Routes) -> Routes {
        for (access, router) in other.groups {
            if !other.list.iter().any(|route| route.access == access) {
                continue;
            }
            let group = self.group(access);
            *group = std::mem::take(group).nest(prefix, router);
        }
        self.list.extend(other.list.into_iter().map(|route| Route {
            path: format!("{prefix}{}", route.path),
            ..route
        }));
        self
    }

    pub fn list(&self) -> &[Route] {
        &self.list
    }

    /// The router, each route behind its access's layer.
    pub fn into_router(self, state: &AppState) -> Router<AppState> {
        let used: Vec<Access> = self.list.iter().map(|route| route.access).collect();
        self.groups
            .into_iter()
            // (A layer on a router without routes is refused by axum.)
            .filter(|(access, _)| used.contains(access))
            .fold(Router::new(), |all, (access, group)| {
                let group = match access {
                    Access::Read => group.route_layer(crate::embed::public_reads()),
                    Access::Write => group.route_layer(middleware::from_fn_with_state(
                        state.clone(),
                        crate::rate_limit::limit_public_writes,
                    )),
                    Access::Link | Access::SignIn => group,
                    Access::Staff(role) => group.route_layer(middleware::from_fn_with_state(
                        state.clone(),
                        move |state, request, next| {
                            crate::auth::require_staff(state, role, request, next)
                        },
                    )),
                };
                all.merge(group)
            })
    }
}
