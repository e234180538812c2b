import { actor, parseReleaseArgs, remotesFile, shopUrl } from '../../../release/cli';

describe('parseReleaseArgs', () => {
  it.each([
    [[], { command: 'build', as: undefined, promote: false }],
    [['--as', 'hotfix-1'], { command: 'build', as: 'hotfix-1', promote: false }],
    [
      ['--promote', '--shop', 'http://shop.test', '--actor', 'ana'],
      { command: 'build', promote: true, shop: 'http://shop.test', actor: 'ana' },
    ],
    [
      ['promote', '1.2.0-4f5e6d7', '--remotes-file', '/etc/shop/remotes.json'],
      { command: 'promote', release: '1.2.0-4f5e6d7', remotesFile: '/etc/shop/remotes.json' },
    ],
    [['rollback', '--actor', 'ana'], { command: 'rollback', actor: 'ana' }],
    [['history'], { command: 'history' }],
    [['rollback', '--help'], { command: 'help' }],
    [['-h'], { command: 'help' }],
  ])('reads %j', (args, command) => {
    expect(parseReleaseArgs(args)).toMatchObject(command);
  });

  it.each([
    [['deploy'], 'Unknown command "deploy"'],
    [['--fast'], "Unknown option '--fast'"],
    [['promote'], 'promote takes the name of one release'],
    [['promote', 'a', 'b'], 'promote takes the name of one release'],
    [['promote', '../catalogue'], '"../catalogue" is not a release name'],
    [['--as', 'a/b'], '"a/b" is not a release name'],
    [['rollback', 'now'], 'rollback takes no now'],
    [['rollback', '--as', 'x'], 'rollback takes no --as'],
    [['promote', 'x', '--promote'], 'promote takes no --promote'],
    [['history', '--shop', 'http://shop.test'], 'history takes no --shop'],
    [['--remotes-file', 'remotes.json'], '--remotes-file is for promoting: add --promote'],
  ])('refuses %j', (args, message) => {
    expect(() => parseReleaseArgs(args)).toThrow(message);
  });
});

describe('the settings of promote and rollback', () => {
  it("is the shop on --shop, else SHOP_URL, else this machine's PORT or 3000", () => {
    expect(shopUrl('https://shop.example', { SHOP_URL: 'http://other' })).toBe('https://shop.example/');
    expect(shopUrl(undefined, { SHOP_URL: 'http://127.0.0.1:4000' })).toBe('http://127.0.0.1:4000/');
    expect(shopUrl(undefined, { PORT: '3100' })).toBe('http://127.0.0.1:3100/');
    expect(shopUrl(undefined, {})).toBe('http://127.0.0.1:3000/');
    expect(() => shopUrl('shop.example', {})).toThrow('must be an http(s) URL, not "shop.example"');
    expect(() => shopUrl('ftp://shop.example', {})).toThrow('must be an http(s) URL');
  });

  it('requires the remotes file, from --remotes-file or REMOTES_FILE', () => {
    expect(remotesFile('/a.json', { REMOTES_FILE: '/b.json' })).toBe('/a.json');
    expect(remotesFile(undefined, { REMOTES_FILE: '/b.json' })).toBe('/b.json');
    expect(() => remotesFile(undefined, {})).toThrow('set REMOTES_FILE, or --remotes-file <path>');
  });

  it('records --actor, else the user behind sudo, else the system user', () => {
    expect(actor('ana', { SUDO_USER: 'root-caller' })).toBe('ana');
    expect(actor(undefined, { SUDO_USER: 'bo' })).toBe('bo');
    expect(actor(undefined, {})).toMatch(/\S/);
    expect(() => actor(' ', {})).toThrow('--actor must name someone');
  });
});
