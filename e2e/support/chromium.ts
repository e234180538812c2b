import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, as the browser tests and the web benchmark launch it: nothing is downloaded at install or
 * run time.
 */
export const CHROMIUM: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
