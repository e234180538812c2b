import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentLine, writeRemotesLine } from '../../../release/remotes-file';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-remotes-file-'));
  file = path.join(dir, 'remotes.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('writeRemotesLine', () => {
  it("sets the slice's line, keeps the others in their order, as 2-space JSON, leaving nothing beside it", async () => {
    await writeFile(file, '{"account":"https://cdn.example/account/mf-manifest.json","catalogue":"/old"}');
    await writeRemotesLine(file, 'catalogue', '/releases/catalogue/2/mf-manifest.json');
    await writeRemotesLine(file, 'checkout', '/releases/checkout/1/mf-manifest.json');

    expect(await readFile(file, 'utf8')).toBe(
      '{\n' +
        '  "account": "https://cdn.example/account/mf-manifest.json",\n' +
        '  "catalogue": "/releases/catalogue/2/mf-manifest.json",\n' +
        '  "checkout": "/releases/checkout/1/mf-manifest.json"\n' +
        '}\n',
    );
    expect(await readdir(dir)).toEqual(['remotes.json']);
    expect(await currentLine(file, 'catalogue')).toBe('/releases/catalogue/2/mf-manifest.json');
    expect(await currentLine(file, 'backoffice')).toBeUndefined();
  });

  it('refuses a missing file (a wrong path would otherwise put nothing live) and creates none', async () => {
    await expect(writeRemotesLine(file, 'catalogue', '/x')).rejects.toThrow(
      `${file} does not exist. If it is the shop's REMOTES_FILE, create it with {}`,
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it.each([
    ['{"catalogue": ', 'is not JSON'],
    ['["catalogue"]', 'is not a JSON object of remote name to manifest URL'],
  ])('leaves a file it cannot read as it is: %s', async (text, message) => {
    await writeFile(file, text);
    await expect(writeRemotesLine(file, 'catalogue', '/x')).rejects.toThrow(message);
    expect(await readFile(file, 'utf8')).toBe(text);
  });
});
