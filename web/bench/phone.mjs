// The phone profile of the benchmarks: Lighthouse's mobile preset applied
// through the Chrome DevTools Protocol (150 ms round trip, 1.6 Mbps down,
// 750 kbps up, CPU 4× slower), in Debian's Chromium; first visit, no
// service worker. The 4× is Lighthouse's, calibrated for a benchmarkIndex
// near 1,600: on a faster machine the scripts scale it by index / 1,600
// (LIGHTHOUSE_CPU_SLOWDOWN, scripts/lib.sh), or the figures flatter the page.
import { chromium } from '@playwright/test';

/** How many times slower the phone's CPU is than this machine's. */
export const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || 4;

export function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh phone (its own context) and its page, with the DevTools session
 * that throttles it. */
export async function phonePage(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
