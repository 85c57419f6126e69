/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** True in the server renderer's bundle (scripts/server-render.mjs)
   * alone: not in the browser's, nor in the unit tests, which run as
   * Vite's SSR too. */
  readonly SERVER_RENDER?: boolean;
}
