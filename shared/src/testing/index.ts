/**
 * Test helpers for the frontend workspaces (never part of a build: only tests import `@shop/shared/testing`, and
 * rspack.base.ts leaves it out of what Module Federation shares).
 */
export * from './api';
export * from './fixtures';
export * from './fragments';
export * from './server-load';
