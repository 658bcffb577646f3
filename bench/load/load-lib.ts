// The load driver's parts: a keep-alive HTTP client, an open-loop scheduler (requests leave on schedule
// whatever the replies do; latency counts from the scheduled time), a closed loop for saturation, and
// the figures printed per route.

import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';

export interface Outgoing {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP client over keep-alive connections to 127.0.0.1:port. */
export function httpClient(port: number, maxSockets = 256) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = (out: Outgoing): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = out.body === undefined ? undefined : JSON.stringify(out.body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: out.method,
          path: out.path,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...out.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(60_000, () => req.destroy(new Error('timed out after 60 s')));
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

export type Send = ReturnType<typeof httpClient>['send'];

export interface RouteLoad {
  route: string;
  /** Requests per second, sent on a fixed schedule. */
  rps: number;
  /** The i-th request of the route, or null to skip this slot (nothing to do, such as no pending approval). */
  next: (i: number) => Outgoing | null;
  /** Statuses that count as success. */
  ok: number[];
  /** Sees each successful answer (to learn new ids). */
  onAnswer?: (answer: Answer) => void;
}

export interface RouteFigures {
  route: string;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function figures(route: string, latencies: number[], errors: number, seconds: number): RouteFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    route,
    rps: round2(sorted.length / seconds),
    p50Ms: round2(percentile(sorted, 50)),
    p95Ms: round2(percentile(sorted, 95)),
    p99Ms: round2(percentile(sorted, 99)),
    errors,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Open loop: every route's requests are due at fixed intervals from the start and leave when due, however
 * many are still unanswered; a request's latency runs from when it was due, so a stalled server shows
 * as latency rather than as fewer requests. Failures (a wrong status, a network error) are counted and
 * the first few kept to print.
 */
export async function openLoop(send: Send, routes: RouteLoad[], seconds: number) {
  const state = routes.map((r) => ({ ...r, i: 0, latencies: [] as number[], errors: 0 }));
  const failures: string[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  for (;;) {
    const now = performance.now();
    if (now >= end) break;
    let soonest = end;
    for (const r of state) {
      for (
        let due = start + (r.i * 1000) / r.rps;
        due <= now && due < end;
        due = start + (r.i * 1000) / r.rps
      ) {
        const out = r.next(r.i);
        r.i += 1;
        if (!out) continue;
        pending.push(
          send(out).then(
            (answer) => {
              r.latencies.push(performance.now() - due);
              if (r.ok.includes(answer.status)) r.onAnswer?.(answer);
              else {
                r.errors += 1;
                if (failures.length < 5)
                  failures.push(`${r.route}: ${answer.status} ${answer.body.slice(0, 200)}`);
              }
            },
            (error: Error) => {
              r.errors += 1;
              if (failures.length < 5) failures.push(`${r.route}: ${error.message}`);
            },
          ),
        );
      }
      soonest = Math.min(soonest, start + (r.i * 1000) / r.rps);
    }
    await sleep(Math.max(0, Math.min(5, soonest - performance.now())));
  }
  await Promise.all(pending);
  return {
    routes: state.map((r) => figures(r.route, r.latencies, r.errors, seconds)),
    failures,
  };
}

/** Closed loop: `concurrency` requests always in flight for `seconds`; the throughput at saturation. */
export async function closedLoop(
  send: Send,
  out: Outgoing,
  ok: number,
  concurrency: number,
  seconds: number,
) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const answer = await send(out);
        if (answer.status === ok) latencies.push(performance.now() - t0);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

export type LoopTotals = Awaited<ReturnType<typeof closedLoop>>;

/** The figures of several closed-loop rounds taken together. */
export function combined(route: string, rounds: LoopTotals[]): RouteFigures {
  return figures(
    route,
    rounds.flatMap((r) => r.latencies),
    rounds.reduce((n, r) => n + r.errors, 0),
    rounds.reduce((n, r) => n + r.seconds, 0),
  );
}

/** A process's resident memory in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 102.4) / 10;
}
