// The mixed load's generator (mixed-load.ts starts it in a worker thread, off the app's event loop). Every
// client is one kept-alive connection sending its next request as soon as the last one is answered; the time of
// each request, from sending to the whole answer, goes into its side's list.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const TIMEOUT_MS = 10_000;

/** @param {http.Agent} agent @param {{ method: string, path: string, headers: object, body?: string }} request */
function send(agent, request) {
  return new Promise((resolve) => {
    const outgoing = http.request(
      workerData.url + request.path,
      { agent, method: request.method, headers: request.headers, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve(response.statusCode >= 200 && response.statusCode < 300 ? 'ok' : 'non2xx'),
        );
        response.on('error', () => resolve('error'));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', (error) => resolve(error.message === 'timeout' ? 'timeout' : 'error'));
    outgoing.end(request.body);
  });
}

/** One client: its requests in turn, over and over, until the load ends. */
async function client(requests, side, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; performance.now() < until; i += 1) {
    const started = performance.now();
    const outcome = await send(agent, requests[i % requests.length]);
    side.latencies.push(performance.now() - started);
    side[outcome] += 1;
  }
  agent.destroy();
}

const until = performance.now() + workerData.durationS * 1000;
const sides = workerData.sides.map(({ name, clients }) => ({
  name,
  clients,
  latencies: [],
  ok: 0,
  non2xx: 0,
  error: 0,
  timeout: 0,
}));
await Promise.all(sides.flatMap((side) => side.clients.map((requests) => client(requests, side, until))));
parentPort.postMessage(sides.map(({ clients, ...side }) => side));
