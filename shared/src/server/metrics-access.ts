import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Loopback clients: IPv4's 127/8, IPv6's ::1, and IPv4 loopback as IPv6 reports it. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read a server's /metrics: a scraper with the bearer token METRICS_TOKEN names, or without one, loopback
 * clients alone (a scraper on the same machine).
 */
export function metricsReaders(metricsToken: string | undefined): (request: FastifyRequest) => boolean {
  const token = metricsToken && Buffer.from(`Bearer ${metricsToken}`);
  return (request) => {
    if (!token) return LOOPBACK.test(request.ip);
    const offered = Buffer.from(request.headers.authorization ?? '');
    return offered.length === token.length && timingSafeEqual(offered, token);
  };
}
