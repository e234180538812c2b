import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildOrigin } from '../../../build/build-info';

// A repository laid out as this one: the slice's build reads its own folder, the shared package, the build setup
// and the lockfile; another slice, the API and the docs are no input of it.
const BUILD_INPUTS = [
  'mfe-catalogue/src/home.tsx',
  'shared/src/ui.ts',
  'rspack.base.ts',
  'build/build-info.ts',
  'tsconfig.base.json',
  'frontend-assets.d.ts',
  'react-refresh-runtime.cjs',
  'release.ts',
  'release/history.ts',
  'package.json',
  'package-lock.json',
];
const OTHER_FILES = ['mfe-account/src/login.tsx', 'api/src/app.ts', 'README.md'];
const FILES = [...BUILD_INPUTS, ...OTHER_FILES];

let root: string;
const slice = () => path.join(root, 'mfe-catalogue');
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
const edit = (file: string) => appendFileSync(path.join(root, file), '// changed\n');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-build-origin-'));
  for (const file of FILES) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `// ${file}\n`);
  }
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'the sources');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildOrigin', () => {
  it("names a clean checkout's commit and the commit's time", () => {
    expect(buildOrigin(slice(), root)).toEqual({
      commit: git('rev-parse', '--short=7', 'HEAD'),
      committedAt: git('log', '-1', '--format=%cI'),
    });
  });

  it.each(BUILD_INPUTS)('is -dirty when %s has an uncommitted change', (file) => {
    edit(file);
    expect(buildOrigin(slice(), root).commit).toBe(`${git('rev-parse', '--short=7', 'HEAD')}-dirty`);
  });

  it('is -dirty when the build setup has a new file not yet committed', () => {
    writeFileSync(path.join(root, 'build', 'new-plugin.ts'), 'export {};\n');
    expect(buildOrigin(slice(), root).commit).toMatch(/-dirty$/);
  });

  it("is clean when only what the slice's build does not read changed", () => {
    for (const file of OTHER_FILES) edit(file);
    expect(buildOrigin(slice(), root).commit).toBe(git('rev-parse', '--short=7', 'HEAD'));
  });

  it('is unknown outside a git checkout', () => {
    rmSync(path.join(root, '.git'), { recursive: true });
    expect(buildOrigin(slice(), root)).toEqual({ commit: 'unknown', committedAt: 'unknown' });
  });
});
