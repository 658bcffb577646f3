import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHIFT_CATALOGUE } from '@rotawise/api-contract';
import type { InterpretContext } from '@rotawise/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interpretRequest } from './interpret-service.js';
import { buildSystemPrompt, interpretWithModel, type LlmConfig } from './llm-interpreter.js';

const context: InterpretContext = { year: 2026, month: 12, shiftTypes: SHIFT_CATALOGUE };
const NIGHTS = SHIFT_CATALOGUE.filter((s) => {
  const hour = Number(s.startTime.slice(0, 2));
  return s.id !== 'ON_CALL' && s.id !== 'DIRECTOR' && (hour >= 17 || hour < 5);
}).map((s) => s.id);

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: {
    model: string;
    temperature: number;
    response_format: { type: string };
    messages: Array<{ role: string; content: string }>;
  };
}

/** A real chat-completions endpoint on 127.0.0.1 whose behaviour each test sets. */
let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let respond: (res: ServerResponse) => void = () => {};

const chatAnswer = (content: string) => (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content } }],
    }),
  );
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(raw),
      });
      respond(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
});

const config = (): LlmConfig => ({ baseUrl, apiKey: 'sk-test', model: 'test-model' });
const failures: string[] = [];
const ask = (text: string, timeoutMs = 2_000) =>
  interpretWithModel(text, context, config(), { timeoutMs, onFailure: (reason) => failures.push(reason) });

describe('interpretWithModel against a local chat-completions server', () => {
  it('returns a valid answer and asks in the documented way', async () => {
    const answer = {
      constraints: [
        { type: 'day_off', date: '2026-12-24' },
        { type: 'avoid_shift_types', shiftTypes: NIGHTS },
      ],
      unrecognized: ['I have a dog'],
    };
    respond = chatAnswer(JSON.stringify(answer));
    expect(await ask('Dec 24 off, no nights. I have a dog')).toEqual(answer);

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    expect(request?.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request?.body.messages[1]?.content).toBe('Dec 24 off, no nights. I have a dog');
    const prompt = request?.body.messages[0]?.content ?? '';
    expect(prompt).toContain('December 2026');
    expect(prompt).toContain('PATIO_10A: "10A EP"');
    expect(prompt).toContain('max_shifts_of_type');
  });

  it('accepts the counts of days off in a row', async () => {
    const answer = {
      constraints: [
        {
          type: 'min_consecutive_days_off',
          value: 2,
          priority: 'prefer',
          source: { text: 'pairs of days off' },
        },
        {
          type: 'max_consecutive_days_off',
          value: 7,
          priority: 'must',
          source: { text: 'a week off at most' },
        },
      ],
      unrecognized: [],
    };
    respond = chatAnswer(JSON.stringify(answer));
    expect(await ask('pairs of days off, a week off at most')).toEqual(answer);
    const prompt = seen[0]?.body.messages[0]?.content ?? '';
    expect(prompt).toContain('"max_consecutive_days_off"|"min_consecutive_days_off"');
    expect(prompt).toContain('max_consecutive_days_off and min_consecutive_days_off count days off in a row');
  });

  it('accepts an answer wrapped in a code fence', async () => {
    respond = chatAnswer('```json\n{"constraints":[{"type":"avoid_weekends"}],"unrecognized":[]}\n```');
    expect(await ask('weekends off')).toEqual({
      constraints: [{ type: 'avoid_weekends' }],
      unrecognized: [],
    });
  });

  it('returns null when the content is not JSON', async () => {
    respond = chatAnswer('Sure! You want Dec 24 off.');
    expect(await ask('Dec 24 off')).toBeNull();
    expect(failures.at(-1)).toBe('model answer is not JSON');
  });

  it('returns null when the answer does not match the schema', async () => {
    respond = chatAnswer(
      JSON.stringify({ constraints: [{ type: 'day_off', date: 'Christmas Eve' }], unrecognized: [] }),
    );
    expect(await ask('Christmas Eve off')).toBeNull();
    expect(failures.at(-1)).toMatch(/does not match the schema/);
  });

  it('returns null when the answer names unknown shift types or dates outside the month', async () => {
    respond = chatAnswer(
      JSON.stringify({
        constraints: [{ type: 'avoid_shift_types', shiftTypes: ['NIGHT'] }],
        unrecognized: [],
      }),
    );
    expect(await ask('no nights')).toBeNull();
    expect(failures.at(-1)).toMatch(/unknown shift type NIGHT/);
    respond = chatAnswer(
      JSON.stringify({ constraints: [{ type: 'day_off', date: '2027-01-02' }], unrecognized: [] }),
    );
    expect(await ask('Jan 2 off')).toBeNull();
    expect(failures.at(-1)).toMatch(/outside the month/);
  });

  it('returns null when the body has no message content or is not JSON at all', async () => {
    respond = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [] }));
    };
    expect(await ask('no nights')).toBeNull();
    respond = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy login</html>');
    };
    expect(await ask('no nights')).toBeNull();
  });

  it('returns null on a 500', async () => {
    respond = (res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'overloaded' } }));
    };
    expect(await ask('no nights')).toBeNull();
    expect(failures.at(-1)).toBe('model endpoint answered 500');
  });

  it('gives up on a slow endpoint after the timeout', async () => {
    respond = (res) => {
      setTimeout(() => chatAnswer('{"constraints":[],"unrecognized":[]}')(res), 3_000).unref();
    };
    const started = Date.now();
    expect(await ask('no nights', 200)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(failures.at(-1)).toBe('model endpoint timed out');
  });

  it('returns null when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(
      await interpretWithModel('no nights', context, { baseUrl: `http://127.0.0.1:${port}`, model: 'm' }),
    ).toBeNull();
  });
});

describe('interpretRequest', () => {
  const nightsOff = {
    type: 'avoid_shift_types',
    shiftTypes: NIGHTS,
    priority: 'prefer',
    source: { start: 0, end: 9, text: 'no nights' },
  };

  it('uses the parser when no model is configured', async () => {
    const result = await interpretRequest('no nights', context, undefined);
    expect(result).toEqual({ constraints: [nightsOff], unrecognized: [], source: 'parser' });
    expect(seen).toHaveLength(0);
  });

  it('does not ask the model when the parser read every word', async () => {
    respond = chatAnswer('{"constraints":[],"unrecognized":[]}');
    expect(await interpretRequest('no nights', context, config())).toEqual({
      constraints: [nightsOff],
      unrecognized: [],
      source: 'parser',
    });
    expect(seen).toHaveLength(0);
  });

  it('adds what the model read in the words the parser left', async () => {
    respond = chatAnswer(
      JSON.stringify({
        constraints: [
          {
            type: 'avoid_shift_types',
            shiftTypes: NIGHTS,
            priority: 'prefer',
            source: { text: 'no nights' },
          },
          { type: 'max_shifts', value: 12, priority: 'prefer', source: { text: 'a dozen at most' } },
        ],
        unrecognized: [],
      }),
    );
    expect(await interpretRequest('no nights. a dozen at most', context, config())).toEqual({
      constraints: [
        nightsOff,
        {
          type: 'max_shifts',
          value: 12,
          priority: 'prefer',
          source: { start: 11, end: 26, text: 'a dozen at most' },
        },
      ],
      unrecognized: [],
      source: 'model',
    });
    const prompt = seen[0]?.body.messages[0]?.content ?? '';
    expect(prompt).toContain('2026-12-25 Fri (Christmas Day)');
  });

  it("adds the model's days off in a row where the parser declined the words", async () => {
    const text = 'at most 4 in a row, at least two days off after a run of nights';
    const tail = 'at least two days off after a run of nights';
    respond = chatAnswer(
      JSON.stringify({
        constraints: [
          {
            type: 'max_consecutive_days',
            value: 4,
            priority: 'prefer',
            source: { text: 'at most 4 in a row' },
          },
          { type: 'min_consecutive_days_off', value: 2, priority: 'prefer', source: { text: tail } },
        ],
        unrecognized: [],
      }),
    );
    const result = await interpretRequest(text, context, config());
    expect(result.source).toBe('model');
    expect(result.unrecognized).toEqual([]);
    expect(result.constraints).toEqual([
      {
        type: 'max_consecutive_days',
        value: 4,
        priority: 'prefer',
        source: { start: 0, end: 18, text: 'at most 4 in a row' },
      },
      {
        type: 'min_consecutive_days_off',
        value: 2,
        priority: 'prefer',
        source: { start: text.indexOf(tail), end: text.length, text: tail },
      },
    ]);
  });

  it('shows a disagreement where both read the same words, and keeps the parser reading', async () => {
    respond = chatAnswer(
      JSON.stringify({
        constraints: [
          { type: 'avoid_weekdays', weekdays: [0], priority: 'must', source: { text: 'no nights' } },
          { type: 'min_shifts', value: 3 },
        ],
        unrecognized: ['my dog'],
      }),
    );
    const result = await interpretRequest('no nights. my dog', context, config());
    expect(result.constraints).toEqual([nightsOff]);
    expect(result.unrecognized).toEqual(['my dog']);
    expect(result.source).toBe('parser');
    expect(result.disagreements).toEqual([
      {
        text: 'no nights',
        parser: [nightsOff],
        model: [{ type: 'avoid_weekdays', weekdays: [0], priority: 'must', source: { text: 'no nights' } }],
      },
      // A reading the model could not place cannot be checked: shown, not used.
      { text: '', parser: [], model: [{ type: 'min_shifts', value: 3 }] },
    ]);
  });

  it('falls back to the parser when the model fails', async () => {
    respond = (res) => {
      res.writeHead(503);
      res.end();
    };
    expect(await interpretRequest('Dec 24 off. I have a dog', context, config())).toEqual({
      constraints: [
        {
          type: 'day_off',
          date: '2026-12-24',
          priority: 'must',
          source: { start: 0, end: 10, text: 'Dec 24 off' },
        },
      ],
      unrecognized: ['I have a dog'],
      source: 'parser',
    });
    expect(seen).toHaveLength(1);
  });

  it('falls back to the parser when the model is too slow', async () => {
    respond = (res) => {
      setTimeout(() => chatAnswer('{"constraints":[],"unrecognized":[]}')(res), 3_000).unref();
    };
    const result = await interpretRequest('no more than 12 shifts. I have a dog', context, config(), {
      timeoutMs: 200,
    });
    expect(result).toEqual({
      constraints: [
        {
          type: 'max_shifts',
          value: 12,
          priority: 'prefer',
          source: { start: 0, end: 22, text: 'no more than 12 shifts' },
        },
      ],
      unrecognized: ['I have a dog'],
      source: 'parser',
    });
  });
});

describe('buildSystemPrompt', () => {
  it('states the month, its first weekday and the special shifts', () => {
    const prompt = buildSystemPrompt({ year: 2027, month: 2, shiftTypes: SHIFT_CATALOGUE });
    expect(prompt).toContain('February 2027: days 2027-02-01 to 2027-02-28; the 1st is a Monday');
    expect(prompt).toMatch(/ON_CALL: "On Call".*special/);
  });

  it("gives the parser's conventions and the month day by day with the country's named days", () => {
    const prompt = buildSystemPrompt({ year: 2027, month: 3, shiftTypes: SHIFT_CATALOGUE, country: 'UK' });
    expect(prompt).toContain('2027-03-01 Mon');
    expect(prompt).toContain('2027-03-26 Fri (Good Friday)');
    expect(prompt).toContain('2027-03-29 Mon (Easter Monday)');
    expect(prompt).toContain('2027-03-31 Wed');
    expect(prompt).toContain('"priority":"must" or "prefer"');
    expect(prompt).toContain('"per":"week"');
    expect(prompt).toMatch(/w\/c 8th/);
    const us = buildSystemPrompt({ year: 2027, month: 5, shiftTypes: SHIFT_CATALOGUE, country: 'US' });
    expect(us).toContain('2027-05-31 Mon (Memorial Day)');
  });
});
