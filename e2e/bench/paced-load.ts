/**
 * Clients at a person's pace: each with one kept-alive connection of its own, one request at a time, at most `rate`
 * a second, timing every request itself. autocannon's `connectionRate` does not measure this: at one request a
 * second per connection it reported a median of about 100 ms through the fleet where each request, timed here,
 * took under 1 ms (bench/results/fleet.md).
 */
import http from 'node:http';
import https from 'node:https';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: http.OutgoingHttpHeaders;
  body?: string;
}

export interface PacedLoadOptions {
  /** `https://host:port`; the fleet's own certificate is not checked. */
  url: string;
  clients: number;
  /** Requests a second each client makes at most. */
  rate: number;
  /** How long the clients take to arrive, one after another at an even pace; then all of them run `seconds`. */
  rampSeconds: number;
  seconds: number;
  /** Client `client`'s `index`th request. */
  request: (client: number, index: number) => PacedRequest;
}

export interface PacedLoad {
  requests: number;
  rps: number;
  /** Every request, each client's first (its TLS handshake) included, in whole milliseconds. */
  p50: number;
  p99: number;
  /** The clients' first requests alone: a new visitor's connection. */
  firstP99: number;
  /** Answers other than 2xx or 3xx. */
  refused: number;
  /** Requests that failed without an answer. */
  errors: number;
}

const percentile = (sorted: number[], share: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

function send(url: string, agent: http.Agent, { method, path, headers, body }: PacedRequest) {
  return new Promise<number>((resolve, reject) => {
    const transport = url.startsWith('https:') ? https : http;
    const request = transport.request(`${url}${path}`, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Runs the clients until `seconds` after the last one arrived. */
export async function pacedLoad({
  url,
  clients,
  rate,
  rampSeconds,
  seconds,
  request,
}: PacedLoadOptions): Promise<PacedLoad> {
  const latencies: number[] = [];
  const firsts: number[] = [];
  let refused = 0;
  let errors = 0;
  const interval = 1000 / rate;
  const started = performance.now();
  const ends = started + (rampSeconds + seconds) * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const options = { keepAlive: true, maxSockets: 1, rejectUnauthorized: false };
      const agent = url.startsWith('https:') ? new https.Agent(options) : new http.Agent(options);
      await new Promise((resolve) => setTimeout(resolve, (client * rampSeconds * 1000) / clients));
      try {
        for (let index = 0; performance.now() < ends; index += 1) {
          const sent = performance.now();
          try {
            const status = await send(url, agent, request(client, index));
            if (status >= 400) refused += 1;
          } catch {
            errors += 1;
          }
          const took = performance.now() - sent;
          (index === 0 ? firsts : latencies).push(took);
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, interval - took)));
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const all = [...latencies, ...firsts].sort((a, b) => a - b);
  return {
    requests: all.length,
    rps: Math.round(all.length / ((performance.now() - started) / 1000)),
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    firstP99: percentile(
      firsts.sort((a, b) => a - b),
      0.99,
    ),
    refused,
    errors,
  };
}
