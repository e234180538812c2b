import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { App } from '../../src/app';

/** One route as the app lists it: method, path with `:param` and `*`, and the field names its schemas declare. */
export interface FuzzRoute {
  method: string;
  path: string;
  query: string[];
  body: string[];
  /** It takes multipart/form-data (an upload). */
  multipart: boolean;
  /** It answers an event stream, which stays open (its own tests close it): never fuzzed, an inject would not end. */
  stream: boolean;
}

/** Known-good values by field name (ids of seeded rows, a signed-in address, ...): the valid side of each field. */
export type ValidValues = Record<string, readonly (string | number | boolean)[]>;

/** Where the back office's routes are: they get the operator's session. */
export const ADMIN_PREFIX = '/api/v1/admin/';

export interface FuzzContext {
  routes: FuzzRoute[];
  valid: ValidValues;
  /** Cookie header of a signed-in session; never sent to UserLogout, which would end it. */
  sessionCookie: string;
  /** Cookie header of an operator's session (ADMIN_EMAILS), sent to the back office's routes. */
  operatorCookie: string;
  publicUrl: string;
}

/**
 * Every route of the app, from its own radix tree (`printRoutes`: a node's path is its ancestors' plus its own),
 * with the query and body field names its OpenAPI document declares (routes hidden from it get hostile fields).
 */
export function routesOf(app: App): FuzzRoute[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const routes: FuzzRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${match[2]}`;
    prefixes.push(match[2] ?? '');
    const operations = document.paths[path.replace(/:(\w+)/g, '{$1}')];
    // HEAD is Fastify's copy of the GET: a stream too.
    const stream = operations?.get?.responses?.['200']?.content?.['text/event-stream'] !== undefined;
    for (const method of match[3]?.split(', ') ?? []) {
      const operation = operations?.[method.toLowerCase()];
      const content = operation?.requestBody?.content;
      routes.push({
        method,
        path,
        query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(content?.['application/json']?.schema?.properties ?? {}),
        multipart: content?.['multipart/form-data'] !== undefined,
        stream,
      });
    }
  }
  return routes;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** A JSON number literal JSON.stringify cannot write (1e309, -0, 30-digit integers): sent as it stands. */
class RawNumber {
  constructor(readonly literal: string) {}
}

type Value = string | number | boolean | null | RawNumber | Value[] | { [key: string]: Value };

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'ab\u0000cd',
    '\ud800',
    'x\udfffy',
    '\uffff',
    '\u202e',
    '😀',
    '',
    ' ',
    '\r\n',
    '1e309',
    '-1e309',
    'Infinity',
    '-0',
    'NaN',
    '0x10',
    '1.5',
    '9'.repeat(400),
    '%',
    '%00',
    '../../../../etc/passwd',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    'null',
    'urn:uuid:00000000-0000-4000-8000-000000000000',
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(3000),
  ),
  fc.string({
    unit: fc.oneof(
      fc.constantFrom('\u0000', '%', '/'),
      loneSurrogate,
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    maxLength: 30,
  }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const hostileNumber: fc.Arbitrary<number | RawNumber> = fc.oneof(
  fc.constantFrom(
    new RawNumber('1e309'),
    new RawNumber('-1e309'),
    new RawNumber('-0'),
    new RawNumber('123456789012345678901234567890'),
    2 ** 53 + 2,
    -1,
    0,
    1.5,
    1e21,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue: fc.Arbitrary<Value> = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constant('__proto__')), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

/** A field's value: one the app knows to be good, or anything at all. */
const fieldValue = (valid: ValidValues, name: string): fc.Arbitrary<Value> => {
  const known = valid[name];
  return known?.length ? fc.oneof(fc.constantFrom(...known), hostileValue) : hostileValue;
};

/**
 * WTF-8 percent-encoding: like encodeURIComponent, but a lone surrogate becomes the bytes of its code point
 * instead of throwing, as a client with a broken encoder would send it.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    if (/[A-Za-z0-9\-_.~]/.test(character)) {
      encoded += character;
      continue;
    }
    const bytes =
      point < 0x80
        ? [point]
        : point < 0x800
          ? [0xc0 | (point >> 6), 0x80 | (point & 63)]
          : point < 0x10000
            ? [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)]
            : [
                0xf0 | (point >> 18),
                0x80 | ((point >> 12) & 63),
                0x80 | ((point >> 6) & 63),
                0x80 | (point & 63),
              ];
    encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return encoded;
}

const scalarText = (value: Value): string =>
  value instanceof RawNumber
    ? value.literal
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** Percent-encoded, or raw text of the kind a broken client sends (bad escapes, slashes, dots). */
const urlPiece = (value: fc.Arbitrary<Value>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: value.map((v) => percentEncode(scalarText(v))) },
    fc.constantFrom(
      '%E0%A4%A',
      '%ED%A0%80',
      '%C0%80',
      '%zz',
      '%',
      '..',
      '.',
      '%2F',
      '%2e%2e',
      '@',
      '?',
      '#',
      '&',
      '=',
      '+',
    ),
  );

/** The body's fields, as an object; sometimes with extra fields, sometimes missing some. */
const bodyObject = (route: FuzzRoute, valid: ValidValues): fc.Arbitrary<Record<string, Value>> =>
  fc
    .tuple(
      fc.record(Object.fromEntries(route.body.map((name) => [name, fieldValue(valid, name)])), {
        requiredKeys: [],
      }),
      fc.dictionary(fc.string({ maxLength: 10 }), hostileValue, { maxKeys: 2 }),
    )
    .map(([fields, extra]) => ({ ...extra, ...fields }) as Record<string, Value>);

function jsonText(value: Value): string {
  const marker = '\u0001raw:';
  const text = JSON.stringify(value, (_key, item) =>
    item instanceof RawNumber ? `${marker}${item.literal}` : item,
  );
  return text.replace(new RegExp(`"${marker}([^"]*)"`, 'g'), '$1');
}

function formText(fields: Record<string, Value>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) pairs.push(`${percentEncode(key)}=${percentEncode(scalarText(item))}`);
  }
  return pairs.join('&');
}

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

interface Payload {
  contentType?: string;
  body?: string | Buffer;
}

/** The first bytes of the pictures the upload takes, of two it refuses, and of none. */
const PICTURE_STARTS = [
  '\x89PNG\r\n\x1a\n',
  '\xff\xd8\xff',
  'RIFF\0\0\0\0WEBPVP8 ',
  '\0\0\0\x1cftypavif',
  'GIF89a',
  '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script>',
  '',
].map((start) => Buffer.from(start, 'latin1'));

/** Usually the value a well-formed upload has, otherwise one of the others: most bodies break in one place. */
const mostly = <T>(usual: T, ...others: fc.Arbitrary<T>[]): fc.Arbitrary<T> =>
  fc.oneof({ weight: 3 * others.length, arbitrary: fc.constant(usual) }, ...others);

const multipartPart = fc.record({
  name: mostly('file', fc.constantFrom('picture', '__proto__', 'constructor', ''), hostileString),
  // No file name: a field rather than a file.
  filename: mostly<string | undefined>(
    'p.png',
    fc.constantFrom(undefined, '../../../x.png', 'a"b.png'),
    hostileString,
  ),
  type: mostly<string | undefined>(
    'image/png',
    fc.constantFrom(undefined, 'image/svg+xml', 'application/json', 'text/plain'),
  ),
  content: fc
    .tuple(fc.constantFrom(...PICTURE_STARTS), fc.uint8Array({ maxLength: 200 }))
    .map(([start, rest]) => Buffer.concat([start, rest])),
});

/** Characters a boundary may have (RFC 2046), and a few it may not. */
const boundaryText = fc.string({
  unit: fc.constantFrom(...'ab09-_=+/:.,?()\' "'),
  minLength: 0,
  maxLength: 20,
});

/**
 * A multipart/form-data body: well-formed, or cut anywhere, without its closing boundary, under another boundary
 * than the Content-Type names (or none), with no part or several, fields, odd names and part headers.
 */
const multipartPayload: fc.Arbitrary<Payload> = fc
  .record({
    boundary: mostly('shop-fuzz', fc.constantFrom('b', '-'.repeat(70), 'x'.repeat(300)), boundaryText),
    declared: mostly(
      'same',
      fc.constantFrom<'quoted' | 'other' | 'none' | 'empty'>('quoted', 'other', 'none', 'empty'),
    ),
    preamble: mostly('', fc.constant('ignored preamble\r\n')),
    parts: fc.oneof(
      { weight: 3, arbitrary: multipartPart.map((part) => [part]) },
      fc.array(multipartPart, { maxLength: 3 }),
    ),
    ending: mostly(
      'closed',
      fc.constantFrom<'closed without CRLF' | 'delimiter only' | 'none'>(
        'closed without CRLF',
        'delimiter only',
        'none',
      ),
    ),
    cutAt: mostly<number | undefined>(undefined, fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map(({ boundary, declared, preamble, parts, ending, cutAt }) => {
    const dash = `--${boundary}`;
    const chunks = [Buffer.from(preamble)];
    for (const part of parts) {
      const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
      const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
      chunks.push(
        Buffer.from(
          `${dash}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
    const endings = {
      closed: `${dash}--\r\n`,
      'closed without CRLF': `${dash}--`,
      'delimiter only': `${dash}\r\n`,
      none: '',
    };
    chunks.push(Buffer.from(endings[ending]));
    const body = Buffer.concat(chunks);
    const parameters = {
      same: `; boundary=${boundary}`,
      quoted: `; boundary="${boundary}"`,
      other: `; boundary=${boundary}x`,
      none: '',
      empty: '; boundary=',
    };
    return {
      contentType: `multipart/form-data${parameters[declared]}`,
      body: cutAt === undefined ? body : body.subarray(0, Math.floor(cutAt * body.length)),
    };
  });

const payload = (route: FuzzRoute, valid: ValidValues): fc.Arbitrary<Payload> =>
  fc.oneof(
    // Most of an upload route's requests, and a few of every other route's.
    { weight: route.multipart ? 8 : 1, arbitrary: multipartPayload },
    {
      weight: 4,
      arbitrary: bodyObject(route, valid).map((fields) => ({
        contentType: 'application/json',
        body: jsonText(fields),
      })),
    },
    {
      weight: 3,
      arbitrary: bodyObject(route, valid).map((fields) => ({
        contentType: 'application/x-www-form-urlencoded',
        body: formText(fields),
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.option(
          fc.constantFrom(
            'application/json',
            'application/json; charset=utf-8',
            'application/json; charset=utf-16',
            'application/x-www-form-urlencoded',
            'text/plain',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/octet-stream',
            '*/*',
            ';',
            'application/json;;',
            'garbage',
          ),
          { nil: undefined },
        ),
        body: fc.oneof(
          fc.constantFrom(
            '',
            '{',
            '{"a":',
            'null',
            '1e309',
            '[]',
            '[{}]',
            '"text"',
            '{"__proto__":{"polluted":true}}',
            '{"constructor":{"prototype":{"polluted":true}}}',
            '{"a":"\\ud800"}',
            '{"a":"\\u0000"}',
            'a=1&a=2&a[b]=3',
            '%E0%A4%A=%',
            deepJson(20_000),
            'x'.repeat(70_000),
          ),
          hostileValue.map(jsonText),
          fc.string({ unit: 'binary', maxLength: 200 }),
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );

/** Header values are what HTTP can carry: tab, visible ASCII and obs-text (no CR, LF or NUL). */
const headerText = fc.string({
  unit: fc.oneof(
    fc.constant('\t'),
    fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
  ),
  maxLength: 40,
});

/**
 * Stands in an If-Match header for the version of the row the request names, which the runner reads just before
 * sending it: without it, every change of the back office would stop at its 428.
 */
export const CURRENT_VERSION = '<current version>';

const headers = (context: FuzzContext, route: FuzzRoute) => {
  // The back office's requests mostly get past sign-in and the cross-site guard to its handlers: an operator's
  // session (the cookie always sent), from the shop's own pages.
  const backOffice = route.path.startsWith(ADMIN_PREFIX);
  const sameSite = backOffice ? 6 : 1;
  return fc.record(
    {
      cookie: fc.oneof(
        ...(backOffice ? [{ weight: 6, arbitrary: fc.constant(context.operatorCookie) }] : []),
        ...(route.path.endsWith('/UserLogout') ? [] : [fc.constant(context.sessionCookie)]),
        fc.constantFrom(
          'shop_session=nope',
          'shop_session=%E0%A4%A',
          'shop_session=',
          'token=1',
          '=; ;=',
          'shop_session="\\"',
        ),
        headerText,
      ),
      origin: fc.oneof(
        { weight: sameSite, arbitrary: fc.constant(context.publicUrl) },
        fc.constantFrom('https://evil.example', 'null', 'http://[::1', 'file://'),
        headerText,
      ),
      'sec-fetch-site': fc.oneof(
        { weight: sameSite, arbitrary: fc.constant('same-origin') },
        fc.constantFrom('same-site', 'cross-site', 'none'),
        headerText,
      ),
      'x-forwarded-for': fc.oneof(
        fc.constantFrom('203.0.113.9', '::1', '10.0.0.1, 203.0.113.9', 'unknown', ''),
        headerText,
      ),
      'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
      'accept-encoding': fc.oneof(
        fc.constantFrom('gzip', 'br', 'gzip, deflate, br', '*;q=0', 'identity;q=0'),
        headerText,
      ),
      accept: fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*'), headerText),
      'if-none-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"'), headerText),
      'if-match': fc.oneof(
        { weight: 3, arbitrary: fc.constant(CURRENT_VERSION) },
        fc.constantFrom('*', '"x"', 'W/"x"'),
        headerText,
      ),
      range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=9999999999999999999-', 'bytes=x'),
    },
    { requiredKeys: backOffice ? ['cookie'] : [] },
  );
};

/** A request to one of the app's routes (or to somewhere nearby), valid-looking or hostile in every part. */
export function fuzzRequest(context: FuzzContext): fc.Arbitrary<InjectOptions> {
  const { valid } = context;
  const routes = context.routes.filter((route) => !route.stream);
  // An upload route takes far more shapes of body than the others (whole, cut, misdelimited forms): more tries.
  return fc
    .oneof(...routes.map((route) => ({ weight: route.multipart ? 8 : 1, arbitrary: fc.constant(route) })))
    .chain((route) => {
      const pathParts = route.path.split(/(:\w+|\*)/).map((part) => {
        if (part === '*')
          return fc.array(urlPiece(hostileValue), { maxLength: 3 }).map((pieces) => pieces.join('/'));
        if (part.startsWith(':')) return urlPiece(fieldValue(valid, part.slice(1)));
        return fc.constant(part);
      });
      const queryNames = fc.constantFrom(
        ...route.query,
        'page',
        'limit',
        'to',
        'x',
        '__proto__',
        'page[]',
        'limit[a]',
      );
      return fc.record({
        route: fc.constant(route),
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constant(route.method) },
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        ),
        path: fc.tuple(...pathParts).map((parts) => parts.join('')),
        query: fc.array(
          fc.tuple(
            queryNames,
            urlPiece(
              fc.oneof(...[...route.query, 'to'].map((name) => fieldValue(valid, name)), hostileValue),
            ),
          ),
          { maxLength: 4 },
        ),
        headers: headers(context, route),
        payload: payload(route, valid),
      });
    })
    .map(({ method, path, query, headers: headerFields, payload: body }) => {
      const queryString = query.map(([name, value]) => `${percentEncode(name)}=${value}`).join('&');
      return {
        method: method as InjectOptions['method'],
        url: queryString ? `${path}?${queryString}` : path,
        headers: { ...headerFields, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        ...(body.body !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload: body.body } : {}),
      };
    });
}
