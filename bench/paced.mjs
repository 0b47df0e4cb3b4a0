// An evenly paced load: one request every 1000/rate ms whatever the answers do
// (an open loop), each timed from the moment it was due, so a server that falls
// behind cannot hide its queue (no coordinated omission).
//
// autocannon's own rate limit (overallRate) works differently: each connection
// sends its share of a second's requests back to back as soon as the second
// starts, then waits for the next one. With 10 connections the server meets
// bursts of 10 requests in flight and then silence; latencies there are
// roughly ten service times. Both figures are printed side by side.
import http from 'node:http';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request; resolves with its HTTP status once the whole answer has arrived. */
function send(agent, base, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path, headers, agent },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Sends `rate` requests a second for `seconds`, cycling through `requests`
 * ({method, path, headers, body}). Answers p50/p99 in ms (one decimal), the
 * rate achieved and the count of failures (no answer or not 2xx).
 */
export async function paced({ base, requests, rate, seconds }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  const inFlight = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(
      send(agent, url, requests[i % requests.length]).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    rps: Math.round(total / elapsed),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    errors,
  };
}
