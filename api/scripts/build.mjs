// The API's production build (scripts/build-server.mjs), with the files it reads at run time: the SQL migrations
// and the demo catalogue's data.
import path from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';

await buildServer(path.dirname(path.dirname(new URL(import.meta.url).pathname)), [
  path.join('db', 'migrations'),
  path.join('seed', 'demo'),
]);
