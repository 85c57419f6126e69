//! The instance actor's key: RSA, 2048 bits, as Mastodon's HTTP
//! Signatures ask. Made by the first instance to need it and kept in the
//! database (`site_keys`), so that every instance signs as the same actor.
//! `rsa` makes it; the signatures are `ring`'s (docs/decisions/0026).

use std::sync::Arc;

use rsa::pkcs8::{DecodePrivateKey, EncodePrivateKey, EncodePublicKey, LineEnding};
use rsa::{RsaPrivateKey, RsaPublicKey};
use tokio::sync::OnceCell;

use super::Signer;
use crate::store::Store;

/// Its name among the site's keys.
const KEY_NAME: &str = "actor-rsa";
const BITS: usize = 2048;

/// The actor's key pair, as PEM.
pub struct ActorKey {
    /// SPKI, as the actor document gives it.
    pub public_pem: String,
    /// PKCS#8, which `ring` signs with.
    pub private_pem: String,
}

impl ActorKey {
    fn from_private_pem(private_pem: String) -> anyhow::Result<ActorKey> {
        let key = RsaPrivateKey::from_pkcs8_pem(&private_pem)
            .map_err(|error| anyhow::anyhow!("the actor's stored key: {error}"))?;
        let public_pem = RsaPublicKey::from(&key)
            .to_public_key_pem(LineEnding::LF)
            .map_err(|error| anyhow::anyhow!("the actor's public key: {error}"))?;
        Ok(ActorKey {
            public_pem,
            private_pem,
        })
    }
}

/// A new private key, PKCS#8 PEM (a few hundred milliseconds of one core).
fn new_private_pem() -> anyhow::Result<String> {
    let key = RsaPrivateKey::new(&mut rsa::rand_core::OsRng, BITS)
        .map_err(|error| anyhow::anyhow!("making the actor's key: {error}"))?;
    Ok(key
        .to_pkcs8_pem(LineEnding::LF)
        .map_err(|error| anyhow::anyhow!("writing the actor's key: {error}"))?
        .to_string())
}

/// The actor's key: the stored one, or one made now and stored unless
/// another instance stored its own first (then that one is everyone's).
pub async fn actor_key(store: &Store) -> anyhow::Result<ActorKey> {
    let stored = match store.stored_site_key(KEY_NAME).await? {
        Some(stored) => stored,
        None => {
            let fresh = tokio::task::spawn_blocking(new_private_pem).await??;
            store.site_key(KEY_NAME, &fresh).await?
        }
    };
    ActorKey::from_private_pem(stored)
}

/// The actor's key and its signer, read (or made) once per process and
/// shared by the documents, the inbox and the deliveries.
pub struct SigningKey {
    pub key: ActorKey,
    pub signer: Signer,
}

#[derive(Default, Clone)]
pub struct ActorKeys(Arc<OnceCell<Arc<SigningKey>>>);

impl ActorKeys {
    /// The key, whose id is `key_id` (`<actor>#main-key`).
    pub async fn get(&self, store: &Store, key_id: String) -> anyhow::Result<Arc<SigningKey>> {
        self.0
            .get_or_try_init(|| async {
                let key = actor_key(store).await?;
                let signer = Signer::new(&key.private_pem, key_id)?;
                Ok(Arc::new(SigningKey { key, signer }))
            })
            .await
            .cloned()
    }
}
