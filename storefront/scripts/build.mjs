// The storefront's production build (scripts/build-server.mjs).
import path from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';

await buildServer(path.dirname(path.dirname(new URL(import.meta.url).pathname)));
