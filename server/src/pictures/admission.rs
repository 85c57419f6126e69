//! How many pictures are processed at once, and in how much memory. Each
//! picture's processing holds its decoded pixels and copies of them: a
//! large one takes hundreds of megabytes for seconds. Uploads, the intake
//! of remote pictures and the demo's all wait here for a turn: at most one
//! picture a core, and at most `MEMORY_BUDGET` taken by all of them, each
//! counted by what its header declares (`Declared::processing_bytes`). The
//! rest wait in the order they came (Tokio's semaphores are fair).

use std::sync::LazyLock;

use tokio::sync::{Semaphore, SemaphorePermit};

/// The memory all pictures being processed may take together: any one
/// picture the pipeline accepts fits (at most about 680 MB).
pub const MEMORY_BUDGET: u64 = 1024 * MB;

const MB: u64 = 1024 * 1024;

struct Admission {
    /// One a core.
    slots: Semaphore,
    /// Megabytes.
    memory: Semaphore,
}

static ADMISSION: LazyLock<Admission> = LazyLock::new(|| Admission {
    slots: Semaphore::new(
        std::thread::available_parallelism()
            .map(usize::from)
            .unwrap_or(1),
    ),
    memory: Semaphore::new((MEMORY_BUDGET / MB) as usize),
});

/// A picture's turn: processing may go on while it is held.
pub struct Turn {
    _slot: SemaphorePermit<'static>,
    _memory: SemaphorePermit<'static>,
}

/// Waits for a turn to process a picture that takes `bytes` at most.
pub async fn turn(bytes: u64) -> Turn {
    let megabytes = bytes.div_ceil(MB).clamp(1, MEMORY_BUDGET / MB) as u32;
    // The memory first: a small picture behind a large one waits its turn
    // rather than taking every slot while the large one waits for memory.
    let memory = ADMISSION
        .memory
        .acquire_many(megabytes)
        .await
        .expect("the semaphore is never closed");
    let slot = ADMISSION
        .slots
        .acquire()
        .await
        .expect("the semaphore is never closed");
    Turn {
        _slot: slot,
        _memory: memory,
    }
}
