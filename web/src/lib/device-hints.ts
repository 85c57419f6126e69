// What the server knew of the device when it rendered the page: only whether
// it has a saved plan (core's plan cookie; the plan itself never leaves
// the device). The server renderer is told it with the address; the
// browser reads it from the page's data block before hydrating, so that
// hydration renders what the server rendered.

export interface DeviceHints {
  /** The device has a saved plan: My Favorites is rendered as a frame for it. */
  savedPlan: boolean;
}

let hints: DeviceHints = { savedPlan: false };

export function setDeviceHints(next: DeviceHints) {
  hints = next;
}

export function deviceHints(): DeviceHints {
  return hints;
}
