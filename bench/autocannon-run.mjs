// One autocannon run against a POST endpoint answering the console's envelope, shared by the throughput and
// load measures: requests per second, latency percentiles of every answer, and errors (connection errors,
// timeouts, non-2xx answers, and 2xx answers whose envelope status is not '0').
import autocannon from 'autocannon';
import { summarize } from './latency.mjs';

function isSuccessEnvelope(body) {
  try {
    return JSON.parse(body).status === '0';
  } catch {
    return false;
  }
}

/**
 * Runs `connections` connections for `duration` seconds (at `overallRate` requests per second in all when
 * given, else as fast as answers come), each request POSTing `{ obj: nextObj() }` to `url`.
 */
export function runAutocannon({ url, token, nextObj, connections, duration, overallRate }) {
  let envelopeErrors = 0;
  let firstError;
  const latencies = [];
  const headers = {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        ...(overallRate ? { overallRate, ignoreCoordinatedOmission: true } : {}),
        requests: [
          {
            method: 'POST',
            headers,
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ obj: nextObj() }) }),
            onResponse: (status, body) => {
              if (status >= 200 && status < 300 && isSuccessEnvelope(body)) return;
              if (status >= 200 && status < 300) envelopeErrors += 1;
              firstError ??= `${status} ${body.slice(0, 200)}`;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const errors = result.errors + result.timeouts + result.non2xx + envelopeErrors;
        resolve({
          requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
          requests: result.requests.total,
          latency: summarize(latencies),
          errors,
          errorDetail: {
            connection: result.errors,
            timeouts: result.timeouts,
            non2xx: result.non2xx,
            envelope: envelopeErrors,
            ...(firstError ? { first: firstError } : {}),
          },
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}
