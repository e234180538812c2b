import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type HistoryEntry,
  historyFile,
  liveStack,
  readHistory,
  recordHistory,
} from '../../../release/history';

const entry = (action: HistoryEntry['action'], release: string, slice = 'catalogue'): HistoryEntry => ({
  slice,
  action,
  release,
  line: `/releases/${slice}/${release}/mf-manifest.json`,
  replaced: null,
  at: '2026-11-27T08:00:00.000Z',
  by: 'ana',
});
const releases = (entries: HistoryEntry[]) => entries.map((live) => live.release);

describe('liveStack', () => {
  it('puts each promote on top and takes the top off at each rollback, slice by slice', () => {
    const history = [
      entry('promote', 'a'),
      entry('promote', 'b'),
      entry('promote', 'x', 'checkout'),
      entry('rollback', 'a'),
      entry('promote', 'c'),
    ];
    expect(releases(liveStack(history, 'catalogue'))).toEqual(['a', 'c']);
    expect(releases(liveStack([...history, entry('rollback', 'a')], 'catalogue'))).toEqual(['a']);
    expect(releases(liveStack(history, 'checkout'))).toEqual(['x']);
    expect(liveStack(history, 'account')).toEqual([]);
  });
});

describe('the history file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-release-history-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('sits beside the remotes file, off the releases folder the shop serves', () => {
    expect(historyFile('/etc/shop/remotes.json')).toBe('/etc/shop/remotes.history.jsonl');
  });

  it('reads back what was recorded, oldest first, and nothing before the first record', async () => {
    const file = path.join(dir, 'remotes.history.jsonl');
    expect(await readHistory(file)).toEqual([]);
    await recordHistory(file, entry('promote', 'a'));
    await recordHistory(file, entry('rollback', 'b'));
    expect(await readHistory(file)).toEqual([entry('promote', 'a'), entry('rollback', 'b')]);
  });

  it('refuses a line that is not an entry, naming it', async () => {
    const file = path.join(dir, 'remotes.history.jsonl');
    await writeFile(file, `${JSON.stringify(entry('promote', 'a'))}\n{"slice":"catalogue"}\n`);
    await expect(readHistory(file)).rejects.toThrow(`${file}:2 is not a history entry`);
  });
});
