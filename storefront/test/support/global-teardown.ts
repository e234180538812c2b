import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.SHOP_TEST_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
