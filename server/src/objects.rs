//! The upload store: uploaded and demo images, served at
//! `/public-objects/{key}` by every instance. A local directory by default
//! (`<data_dir>/uploads`, or `[uploads] dir`, which several instances may
//! share as a mounted volume); an S3-compatible bucket when
//! `[uploads] s3_bucket` is set. Keys are derived from the content, so an
//! object never changes once written and writing it twice is harmless.

use std::sync::Arc;

use anyhow::Context;
use axum::body::Body;
use axum::extract::{Path as UrlPath, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;
use object_store::path::Path;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload};

use crate::config::{Config, UploadsConfig};

/// An upload store key: one file name of letters, digits, '.', '-' and
/// '_', not hidden, so it can never leave the store's folder.
pub fn is_safe_key(key: &str) -> bool {
    !key.is_empty()
        && !key.starts_with('.')
        && key.len() <= 200
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

#[derive(Clone)]
pub struct Objects {
    store: Arc<dyn ObjectStore>,
    /// For the start-up log line (never with credentials).
    description: String,
}

impl std::fmt::Debug for Objects {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.description)
    }
}

/// A path of safe keys joined by '/' (`backup-1764…/uploads/ab12.webp`):
/// what a folder copied to a bucket is stored under.
pub fn is_safe_path(path: &str) -> bool {
    path.len() <= 400 && path.split('/').all(is_safe_key)
}

impl Objects {
    /// The upload store `config` names.
    pub fn configured(config: &Config) -> anyhow::Result<Objects> {
        Objects::open(&config.uploads, &config.uploads_dir())
    }

    /// The bucket backups are copied to (`[backup] s3_bucket`), reached as
    /// the uploads' bucket is (endpoint, region, key pair); none unless set.
    pub fn backup_bucket(config: &Config) -> anyhow::Result<Option<Objects>> {
        let Some(bucket) = &config.backup.s3_bucket else {
            return Ok(None);
        };
        let reach = UploadsConfig {
            s3_bucket: Some(bucket.clone()),
            ..config.uploads.clone()
        };
        Objects::open(&reach, &config.uploads_dir()).map(Some)
    }

    /// Stores `bytes` under `path` (folders and a name), replacing what
    /// was there.
    pub async fn put_path(&self, path: &str, bytes: impl Into<PutPayload>) -> anyhow::Result<()> {
        anyhow::ensure!(is_safe_path(path), "unsafe object path {path:?}");
        self.store
            .put(&Path::from(path), bytes.into())
            .await
            .with_context(|| format!("storing {path}"))?;
        Ok(())
    }

    /// The names of the store's top-level folders.
    pub async fn folders(&self) -> anyhow::Result<Vec<String>> {
        let listed = self
            .store
            .list_with_delimiter(None)
            .await
            .context("listing the store's folders")?;
        Ok(listed
            .common_prefixes
            .iter()
            .filter_map(|prefix| prefix.parts().next().map(|part| part.as_ref().to_string()))
            .collect())
    }

    /// Whether the object at `path` exists.
    pub async fn path_exists(&self, path: &str) -> anyhow::Result<bool> {
        match self.store.head(&Path::from(path)).await {
            Ok(_) => Ok(true),
            Err(object_store::Error::NotFound { .. }) => Ok(false),
            Err(error) => Err(error).with_context(|| format!("looking up {path}")),
        }
    }

    /// Deletes every object under the folder `name`.
    pub async fn remove_folder(&self, name: &str) -> anyhow::Result<()> {
        anyhow::ensure!(is_safe_key(name), "unsafe folder name {name:?}");
        let prefix = Path::from(name);
        let mut listed = self.store.list(Some(&prefix));
        while let Some(object) = listed.next().await {
            let object = object.with_context(|| format!("listing {name}"))?;
            self.store
                .delete(&object.location)
                .await
                .with_context(|| format!("deleting {}", object.location))?;
        }
        Ok(())
    }

    /// The store the configuration names. An S3 bucket takes its key pair
    /// from `[uploads] s3_access_key_id` and `GUIDE_S3_SECRET_ACCESS_KEY`,
    /// or else from the usual `AWS_*` variables.
    pub fn open(config: &UploadsConfig, local_dir: &std::path::Path) -> anyhow::Result<Objects> {
        match &config.s3_bucket {
            Some(bucket) => {
                // object_store's HTTP client is reqwest with rustls, whose
                // crypto provider is chosen once per process: ring, as
                // everywhere in this server (a no-op when already chosen).
                let _ = rustls::crypto::ring::default_provider().install_default();
                let mut builder =
                    object_store::aws::AmazonS3Builder::from_env().with_bucket_name(bucket);
                if let (Some(id), Some(secret)) =
                    (&config.s3_access_key_id, &config.s3_secret_access_key)
                {
                    builder = builder
                        .with_access_key_id(id)
                        .with_secret_access_key(secret.expose());
                }
                if let Some(region) = &config.s3_region {
                    builder = builder.with_region(region);
                }
                if let Some(endpoint) = &config.s3_endpoint {
                    builder = builder
                        .with_endpoint(endpoint)
                        .with_allow_http(endpoint.starts_with("http://"));
                }
                let store = builder
                    .build()
                    .with_context(|| format!("configuring the S3 bucket {bucket}"))?;
                Ok(Objects {
                    store: Arc::new(store),
                    description: format!(
                        "s3://{bucket} at {}",
                        config.s3_endpoint.as_deref().unwrap_or("AWS")
                    ),
                })
            }
            None => {
                let dir = local_dir;
                std::fs::create_dir_all(dir)
                    .with_context(|| format!("creating {}", dir.display()))?;
                let store = object_store::local::LocalFileSystem::new_with_prefix(dir)
                    .with_context(|| format!("opening the upload directory {}", dir.display()))?;
                Ok(Objects {
                    store: Arc::new(store),
                    description: format!("directory {}", dir.display()),
                })
            }
        }
    }

    /// Stores `bytes` under `key` unless it is there already (same key,
    /// same content).
    pub async fn put_if_absent(
        &self,
        key: &str,
        bytes: impl Into<PutPayload>,
    ) -> anyhow::Result<()> {
        anyhow::ensure!(is_safe_key(key), "unsafe object key {key:?}");
        if self.exists(key).await? {
            return Ok(());
        }
        self.store
            .put(&Path::from(key), bytes.into())
            .await
            .with_context(|| format!("storing {key}"))?;
        Ok(())
    }

    /// The object under `key`; `None` when there is none.
    pub async fn get(&self, key: &str) -> anyhow::Result<Option<bytes::Bytes>> {
        if !is_safe_key(key) {
            return Ok(None);
        }
        match self.store.get(&Path::from(key)).await {
            Ok(found) => Ok(Some(
                found
                    .bytes()
                    .await
                    .with_context(|| format!("reading {key}"))?,
            )),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(error).with_context(|| format!("reading {key}")),
        }
    }

    pub async fn exists(&self, key: &str) -> anyhow::Result<bool> {
        if !is_safe_key(key) {
            return Ok(false);
        }
        match self.store.head(&Path::from(key)).await {
            Ok(_) => Ok(true),
            Err(object_store::Error::NotFound { .. }) => Ok(false),
            Err(error) => Err(error).with_context(|| format!("looking up {key}")),
        }
    }
}

/// `GET /public-objects/{key}`: the object, streamed, typed by its
/// extension (keys are only ever written with the extension their content
/// was recognised as). Anything that is not a safe key is simply not found.
pub async fn serve(State(objects): State<Objects>, UrlPath(key): UrlPath<String>) -> Response {
    if !is_safe_key(&key) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let content_type = match key.rsplit_once('.').map(|(_, ext)| ext) {
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("png") => "image/png",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        Some("avif") => "image/avif",
        Some("svg") => "image/svg+xml",
        // A picture's description (`pictures::Description`).
        Some("json") => "application/json",
        _ => "application/octet-stream",
    };
    let found = match objects.store.get(&Path::from(key.as_str())).await {
        Ok(found) => found,
        Err(object_store::Error::NotFound { .. }) => return StatusCode::NOT_FOUND.into_response(),
        Err(error) => {
            tracing::error!(%error, key, "reading from the upload store");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    };
    let length = found.meta.size;
    let body = Body::from_stream(
        found
            .into_stream()
            .map(|chunk| chunk.map_err(std::io::Error::other)),
    );
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if content_type == "image/svg+xml" {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'; sandbox"),
        );
    }
    response
}
