// The functions host's two translations (scripts/functions-host.mjs): the exports of the functions' module to the
// triggers it registers with the Firestore emulator (every Firestore-triggered function, on or pointed off, nothing
// else), and the emulator's request to the CloudEvent firebase-functions decodes; and a process that knows no host
// turns no trigger.
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { cloudEventOf, firestoreTriggers, setFunctionTriggers } from '../../scripts/functions-host.mjs';

const handler = async () => undefined;
const MODULE = {
  coverageOfShift: onDocumentWritten({ document: 'shifts/{shiftId}', retry: true }, handler),
  welcome: onDocumentCreated({ document: 'facilities/maple-grove', database: 'other' }, handler),
  api: onRequest((_req, res) => void res.end()),
  VERSION: '1',
};

describe('firestoreTriggers', () => {
  it('registers each Firestore-triggered export as firebase-tools does, and nothing else', () => {
    expect(firestoreTriggers(MODULE)).toEqual([
      {
        name: 'coverageOfShift',
        retry: true,
        registration: {
          eventType: 'google.cloud.firestore.document.v1.written',
          database: '(default)',
          namespace: '(default)',
          document: { value: 'shifts/{shiftId}', matchType: 'PATH_PATTERN' },
        },
      },
      {
        name: 'welcome',
        retry: false,
        registration: {
          eventType: 'google.cloud.firestore.document.v1.created',
          database: 'other',
          namespace: '(default)',
          document: { value: 'facilities/maple-grove', matchType: 'EXACT' },
        },
      },
    ]);
  });

  it('off: the same triggers, pointed at a collection nobody writes', () => {
    const off = firestoreTriggers(MODULE, 'functionsTriggersOff/{document}');
    expect(off.map((t) => [t.name, t.registration.eventType, t.registration.document])).toEqual([
      [
        'coverageOfShift',
        'google.cloud.firestore.document.v1.written',
        { value: 'functionsTriggersOff/{document}', matchType: 'PATH_PATTERN' },
      ],
      [
        'welcome',
        'google.cloud.firestore.document.v1.created',
        { value: 'functionsTriggersOff/{document}', matchType: 'PATH_PATTERN' },
      ],
    ]);
  });
});

describe('cloudEventOf', () => {
  const headers = {
    'ce-specversion': '1.0',
    'ce-type': 'google.cloud.firestore.document.v1.written',
    'ce-id': 'e1',
    'ce-time': '2026-11-28T20:07:40Z',
    'ce-document': 'shifts/a1',
    host: '127.0.0.1:1',
  };

  it('the emulator’s protobuf, sent as base64, becomes the bytes; the ce- headers the attributes', () => {
    const bytes = Buffer.from([0x0a, 0x03, 0x61, 0x62, 0x63, 0xff]);
    const event = cloudEventOf(
      { ...headers, 'ce-datacontenttype': 'application/protobuf', 'content-type': 'application/protobuf' },
      Buffer.from(bytes.toString('base64')),
    );
    expect(event).toEqual({
      specversion: '1.0',
      type: 'google.cloud.firestore.document.v1.written',
      id: 'e1',
      time: '2026-11-28T20:07:40Z',
      document: 'shifts/a1',
      datacontenttype: 'application/protobuf',
      data: bytes,
    });
  });

  it('JSON data is parsed', () => {
    const event = cloudEventOf(
      { ...headers, 'content-type': 'application/json' },
      Buffer.from(JSON.stringify({ value: { name: 'x' } })),
    );
    expect(event.data).toEqual({ value: { name: 'x' } });
  });
});

describe('setFunctionTriggers', () => {
  it('without a host named in the environment: null, and nothing asked', async () => {
    expect(process.env.SHIFTCOVER_FUNCTIONS_HOST_9).toBeUndefined();
    await expect(setFunctionTriggers(9, false)).resolves.toBeNull();
  });
});
