import { buildLog } from './build-log';

type SnapshotArgs = Parameters<NonNullable<typeof buildLog.loadRemoteSnapshot>>[0];

test("each slice's build goes to the console as its manifest describes it", async () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const args = {
    moduleInfo: { name: 'checkout', entry: '/remotes/checkout/mf-manifest.json' },
    manifestUrl: 'http://shop.example/remotes/checkout/mf-manifest.json',
    manifestJson: {
      metaData: {
        buildInfo: { buildVersion: '1.2.0', commit: '4f5e6d7', committedAt: '2026-11-24T16:00:00+00:00' },
      },
    },
  } as unknown as SnapshotArgs;
  expect(await buildLog.loadRemoteSnapshot?.(args)).toBe(args);
  expect(info).toHaveBeenCalledWith(
    '[shop] checkout 1.2.0, commit 4f5e6d7 of 2026-11-24T16:00:00+00:00, ' +
      'from http://shop.example/remotes/checkout/mf-manifest.json',
  );
  info.mockRestore();
});
