import { notify } from '@shop/shared/bus';
import { answer, requestsTo } from '@shop/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeProblems } from '../../testing/axe';
import { LegalPages } from './page';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => toasts.mockReset());

/** The sanitiser, as the API's preview answers: scripts go. */
const sanitise = (html: string) => html.replace(/<script>.*?<\/script>/g, '');

async function openLegal() {
  answer('GET admin/legal', {
    data: [
      { type: 'about', description: '<p>We sell kettles.</p>' },
      { type: 'refund', description: '<p>30 days.</p>' },
    ],
    page: 1,
    limit: 100,
    hasMore: false,
  });
  answer('POST admin/legal/preview', async (request) => {
    const { description } = (await request.json()) as { description: string };
    return { data: { description: sanitise(description) } };
  });
  render(<LegalPages />);
  const editor = await screen.findByRole('textbox', { name: 'HTML of About us' });
  await waitFor(() => expect(editor).toHaveValue('<p>We sell kettles.</p>'));
  return editor;
}

/** antd's Select lists its options in a drop-down of its own (its listbox holds only the active one). */
async function choosePage(title: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Page' }));
  const dropdown = await waitFor(() => document.querySelector('.ant-select-dropdown') as HTMLElement);
  await userEvent.click(within(dropdown).getByTitle(title));
}

const preview = () => screen.getByRole('region', { name: 'Preview, as shoppers will see it' });
const previews = () =>
  requestsTo('POST admin/legal/preview').map(({ body }) => (body as { description: string }).description);

test('the chosen page’s HTML is in the editor and its sanitised version in the preview', async () => {
  await openLegal();
  expect(await within(preview()).findByText('We sell kettles.')).toBeInTheDocument();
  expect(within(preview()).queryByRole('note')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save About us' })).toBeDisabled();
  expect(document.title).toBe('Legal pages | Back office | Shop');
});

test('typing is previewed once it pauses, and a note says what the sanitiser removes', async () => {
  const editor = await openLegal();
  await waitFor(() => expect(previews()).toHaveLength(1));
  fireEvent.change(editor, { target: { value: '<p>Hi</p>' } });
  fireEvent.change(editor, { target: { value: '<p>Hi</p><script>x()</script>' } });
  fireEvent.change(editor, { target: { value: '<p>Hi there</p><script>alert(1)</script>' } });
  await waitFor(() => expect(within(preview()).getByText('Hi there')).toBeInTheDocument());
  expect(previews()).toEqual(['<p>We sell kettles.</p>', '<p>Hi there</p><script>alert(1)</script>']);
  expect(within(preview()).getByRole('note')).toHaveTextContent(
    'The shop removes or changes some of this HTML',
  );
  expect(preview().querySelector('script')).toBeNull();
});

test('Save stores the page and toasts; the editor then holds what was stored', async () => {
  const editor = await openLegal();
  answer('PATCH admin/legal/:type', { data: { type: 'about', description: '<p>New</p>' } });
  fireEvent.change(editor, { target: { value: '<p>New</p><script>x()</script>' } });
  expect(screen.getByText('Changes not saved yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save About us' }));
  await waitFor(() => expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'About us saved' }));
  expect(requestsTo('PATCH admin/legal/:type')).toEqual([
    expect.objectContaining({
      path: '/api/v1/admin/legal/about',
      body: { description: '<p>New</p><script>x()</script>' },
    }),
  ]);
  expect(editor).toHaveValue('<p>New</p>');
  expect(screen.getByRole('button', { name: 'Save About us' })).toBeDisabled();
});

test('a refused save keeps the draft and toasts why', async () => {
  const editor = await openLegal();
  answer('PATCH admin/legal/:type', { fail: 'description is too long', status: 400 });
  fireEvent.change(editor, { target: { value: '<p>Long</p>' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save About us' }));
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({
      kind: 'error',
      message: 'About us was not saved',
      detail: 'description is too long',
    }),
  );
  expect(editor).toHaveValue('<p>Long</p>');
});

test('another page can be chosen; a page not written yet starts empty, and drafts are kept', async () => {
  const editor = await openLegal();
  fireEvent.change(editor, { target: { value: '<p>Draft</p>' } });
  await choosePage('Privacy policy');
  const privacy = await screen.findByRole('textbox', { name: 'HTML of Privacy policy' });
  expect(privacy).toHaveValue('');
  expect(screen.getByText('Not written yet')).toBeInTheDocument();

  await choosePage('About us');
  expect(await screen.findByRole('textbox', { name: 'HTML of About us' })).toHaveValue('<p>Draft</p>');
});

test('axe finds no serious problem', async () => {
  await openLegal();
  await within(preview()).findByText('We sell kettles.');
  expect(await seriousAxeProblems()).toEqual([]);
});
