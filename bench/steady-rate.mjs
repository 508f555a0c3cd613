// An open-loop load at a constant arrival rate: one request every 1/rate seconds, sent on time whether or not
// earlier ones have answered, each latency counted from the moment it was due (so a late send counts against
// the server, never hides it). autocannon's overallRate sends each second's quota back to back instead: a burst
// of `rate` requests at every second boundary, which measures queueing behind the burst, not a steady rate.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { summarize } from './latency.mjs';

const timeoutMilliseconds = 10_000;

function post(agent, url, headers, body) {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', agent, headers, timeout: timeoutMilliseconds });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, text: error.message }));
    request.end(body);
  });
}

function isSuccess({ status, text }) {
  if (status < 200 || status >= 300) return false;
  try {
    return JSON.parse(text).status === '0';
  } catch {
    return false;
  }
}

/**
 * POSTs `rate` times a second for `duration` seconds; answers as runAutocannon, with the latency of each kind of
 * request in `byKind`. Each request is `{ obj: nextObj() }` to `url`, or, for a mixed load, what `nextRequest()`
 * answers: `{ url, obj, kind }`.
 */
export async function runSteadyRate({ url, token, nextObj, nextRequest, rate, duration }) {
  const next = nextRequest ?? (() => ({ url, obj: nextObj(), kind: 'all' }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: rate });
  const headers = {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const total = rate * duration;
  const interval = 1000 / rate;
  const latencies = [];
  const latenciesByKind = {};
  let errors = 0;
  let firstError;
  const pending = [];
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const request = next();
    const body = JSON.stringify({ obj: request.obj });
    pending.push(
      post(agent, request.url, headers, body).then((answer) => {
        const latency = performance.now() - due;
        latencies.push(latency);
        (latenciesByKind[request.kind] ??= []).push(latency);
        if (!isSuccess(answer)) {
          errors += 1;
          firstError ??= `${answer.status} ${answer.text.slice(0, 200)}`;
        }
      }),
    );
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requestsPerSecond: Math.round((total / seconds) * 10) / 10,
    requests: total,
    latency: summarize(latencies),
    byKind: Object.fromEntries(
      Object.entries(latenciesByKind).map(([kind, measured]) => [kind, summarize(measured)]),
    ),
    errors,
    errorDetail: firstError ? { first: firstError } : {},
  };
}
