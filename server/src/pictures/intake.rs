//! Bringing every item's picture into the guide (issue #35). An item whose
//! image is a remote address (a scraped page's, a followed source's, one
//! staff typed) or an upload from before the pipeline has it fetched once
//! through the guarded client, or read from the upload store, processed,
//! and from then on served by the guide itself. A picture that cannot be
//! had leaves the item without one, its address kept, so Image Management
//! lists it.
//!
//! Every server does this in the background, at start and after content
//! changes, and `guide pictures` does it to the end. What is left to do is
//! read from the database on each pass, so a pass stopped halfway (a
//! restart, a deploy) simply goes on the next time; a finished one finds
//! nothing. Several instances may do the same item at once: the picture
//! is the same and the item's update checks the image it replaces.

use std::time::Duration;

use guide_core::dashboard::admin::MAX_IMAGE_BYTES;
use guide_core::text::validation::OBJECTS_PREFIX;
use tokio::sync::watch;

use super::proxy::sniff_image;
use super::{NotStored, store_picture};
use crate::fetch::{GuardedClient, Limits};
use crate::objects::Objects;
use crate::store::{ImageOwner, PendingImage, Store};

/// How often a server looks whether another instance changed content (its
/// own changes wake it at once).
const POLL: Duration = Duration::from_secs(5);
/// Items read from the database at a time.
const BATCH: i64 = 50;
/// A remote picture: at most what an upload may be, in reasonable time.
const FETCH: Limits = Limits {
    max_bytes: MAX_IMAGE_BYTES as usize,
    timeout: Duration::from_secs(20),
};

/// What a pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    pub processed: usize,
    pub failed: usize,
}

pub struct Intake {
    store: Store,
    objects: Objects,
    client: GuardedClient,
}

impl Intake {
    pub fn new(store: Store, objects: Objects, client: GuardedClient) -> Intake {
        Intake {
            store,
            objects,
            client,
        }
    }

    /// Passes over the items each time content changes, until `shutdown`.
    pub async fn run(self, mut shutdown: watch::Receiver<bool>) {
        let mut seen = None;
        let mut writes = self.store.content_writes();
        loop {
            if *shutdown.borrow() {
                break;
            }
            match self.store.content_version().await {
                Ok(version) if Some(version) != seen => match self.pass().await {
                    Ok(_) => seen = Some(version),
                    Err(error) => {
                        tracing::error!(
                            error = format!("{error:#}"),
                            "bringing pictures in failed"
                        );
                    }
                },
                Ok(_) => {}
                Err(error) => {
                    tracing::error!(error = format!("{error:#}"), "reading the content version")
                }
            }
            tokio::select! {
                _ = writes.changed() => {}
                _ = tokio::time::sleep(POLL) => {}
                _ = shutdown.changed() => {}
            }
        }
    }

    /// One pass over every item whose image is not yet a processed picture.
    pub async fn pass(&self) -> anyhow::Result<Report> {
        let mut report = Report::default();
        for owner in ImageOwner::ALL {
            let mut after = 0;
            loop {
                let pending = self.store.pending_images(owner, after, BATCH).await?;
                let Some(last) = pending.last() else { break };
                after = last.id;
                for item in &pending {
                    if self.bring_in(item).await? {
                        report.processed += 1;
                    } else {
                        report.failed += 1;
                    }
                }
            }
        }
        if report != Report::default() {
            tracing::info!(
                processed = report.processed,
                failed = report.failed,
                "pictures brought in"
            );
        }
        Ok(report)
    }

    /// Processes one item's picture: true when it is now the guide's own,
    /// false when it could not be had (the item is left without it).
    /// Errors are the guide's own (its database, its upload store): the
    /// item is left as it is for the next pass.
    async fn bring_in(&self, item: &PendingImage) -> anyhow::Result<bool> {
        let (bytes, source) = match self.read(&item.image).await {
            Ok(read) => read,
            Err(why) => return self.give_up(item, &why).await,
        };
        match store_picture(&self.store, &self.objects, bytes).await {
            Ok(stored) => {
                self.store
                    .adopt_picture(item, &stored.image, source.as_deref())
                    .await?;
                tracing::info!(kind = ?item.owner, id = item.id, from = %item.image, image = %stored.image, "picture processed");
                Ok(true)
            }
            Err(NotStored::Refused(refused)) => self.give_up(item, &refused.to_string()).await,
            Err(NotStored::Failed(error)) => Err(error),
        }
    }

    /// The picture's bytes, and the address it came from when remote; why
    /// not, in words for the log.
    async fn read(&self, image: &str) -> Result<(bytes::Bytes, Option<String>), String> {
        if let Some(key) = image.strip_prefix(OBJECTS_PREFIX) {
            return match self.objects.get(key).await {
                Ok(Some(bytes)) => Ok((bytes, None)),
                Ok(None) => Err("the upload is not in the upload store".into()),
                Err(error) => Err(format!("{error:#}")),
            };
        }
        if !(image.starts_with("https://") || image.starts_with("http://")) {
            return Err("not an address the guide can read".into());
        }
        let fetched = self
            .client
            .get(image, FETCH)
            .await
            .map_err(|e| e.to_string())?;
        if sniff_image(&fetched.body).is_none() {
            return Err("the address does not answer with a picture".into());
        }
        Ok((fetched.body, Some(image.to_string())))
    }

    async fn give_up(&self, item: &PendingImage, why: &str) -> anyhow::Result<bool> {
        tracing::warn!(kind = ?item.owner, id = item.id, image = %item.image, why, "picture left out");
        self.store.drop_picture(item).await?;
        Ok(false)
    }
}
