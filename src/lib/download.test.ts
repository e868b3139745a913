import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCsv } from './download';

describe('saveCsv', () => {
  let saved: Blob | undefined;
  const clicked: { name: string; href: string; inDocument: boolean }[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    saved = undefined;
    clicked.length = 0;
    revoked.length = 0;
    // jsdom has no object URLs and does not follow a download link
    URL.createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:report';
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, href: this.href, inDocument: document.body.contains(this) });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a link to the file and revokes its URL only after the click has been handled', async () => {
    saveCsv('payroll-2026-03-08.csv', [
      ['Worker', 'Hours'],
      ['=Zoë', '8.00'],
    ]);
    expect(clicked).toEqual([{ name: 'payroll-2026-03-08.csv', href: 'blob:report', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1000);
    // still there while a slow browser may be starting the download
    expect(revoked).toEqual([]);
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:report']);

    expect(saved?.type).toBe('text/csv;charset=utf-8');
    // jsdom's Blob is read through its FileReader (it has no arrayBuffer), which runs on real timers
    vi.useRealTimers();
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(saved!);
    });
    // the UTF-8 byte order mark, then the rows as domain/csv writes them
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(`Worker,Hours\r\n"'=Zoë",8.00`);
  });
});
