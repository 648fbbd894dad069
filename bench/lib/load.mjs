import http from 'node:http';
import { processCpuMs } from './bench-api.mjs';

/**
 * A small closed-loop load generator (autocannon's model): `connections` keep-alive connections,
 * each sending its next request as soon as the previous answer has been read in full. Latency is
 * measured per request from send to the last byte of the body.
 */
export async function runLoad({ baseUrl, path, headers = {}, connections, durationMs }) {
  const target = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  const once = () =>
    new Promise((resolve) => {
      const sentAt = performance.now();
      const req = http.request(
        { host: target.hostname, port: target.port, path: path(), method: 'GET', agent, headers },
        (res) => {
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () => {
            latencies.push(performance.now() - sentAt);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            resolve();
          });
          res.on('error', () => {
            errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });

  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const pick = (q) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] : NaN;
  let non2xx = 0;
  for (const [status, count] of statuses) if (status < 200 || status > 299) non2xx += count;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsedS,
    p50: pick(0.5),
    p90: pick(0.9),
    p95: pick(0.95),
    p99: pick(0.99),
    max: latencies.at(-1) ?? NaN,
    mean: latencies.reduce((sum, v) => sum + v, 0) / (latencies.length || 1),
    non2xx,
    errors,
    statuses: Object.fromEntries(statuses),
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
    elapsedS,
  };
}

/** GET one URL and parse its JSON body (for the consistency check before measuring). */
export async function getJson(url, headers = {}) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : null,
  };
}

/**
 * Measures every scenario on every server in rounds, the servers taking turns to go first in each (so a
 * change in the machine's other work falls on all of them): a second of warm-up, then `durationMs` under
 * load, with the server process's CPU time per request (`pid`). Answers `results[scenario.key][server.name]`,
 * one entry per round. A non-2xx answer or a socket error stops the run: the figures would not be comparable.
 */
export async function measureInTurns({ servers, scenarios, rounds, durationMs, connections, log }) {
  const results = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const scenario of scenarios) {
      for (const server of round % 2 ? [...servers].reverse() : servers) {
        const load = { baseUrl: server.baseUrl, path: scenario.path, headers: scenario.headers ?? {}, connections };
        await runLoad({ ...load, durationMs: 1000 });
        const cpuBefore = processCpuMs(server.pid);
        const r = await runLoad({ ...load, durationMs });
        const cpuMs = (processCpuMs(server.pid) - cpuBefore) / r.requests;
        if (r.non2xx || r.errors) throw new Error(`${scenario.key} on ${server.name}: ${JSON.stringify(r.statuses)}`);
        ((results[scenario.key] ??= {})[server.name] ??= []).push({ ...r, cpuMs });
        log(
          `round ${round + 1} ${scenario.key.padEnd(16)} ${server.name.padEnd(14)} ${r.rps.toFixed(0).padStart(5)} req/s, ` +
            `p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, CPU ${cpuMs.toFixed(3)} ms per request`,
        );
      }
    }
  }
  return results;
}
