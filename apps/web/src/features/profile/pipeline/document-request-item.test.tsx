import { ApiError } from '@northgate/api-client';
import type { DocumentRequest } from '@northgate/contracts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { serverErrorsAtom } from '../../../state/messages.ts';
import { DocumentRequestList } from './document-request-list.tsx';
import {
  NOT_SENT_AFTER_FAILURE,
  SENDING_AFTER_UPLOAD,
  type DocumentRequestActions,
} from './document-request-item.tsx';

afterEach(cleanup);

const request: DocumentRequest = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  application_id: '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d',
  reference: 'NG-1DQZ-R4JE',
  name: 'Purchase contract',
  description: null,
  due_date: '2026-12-04',
  state: 'open',
  requested_at: '2026-11-25T14:00:00.000Z',
  answered_at: null,
  documents: [],
};

/** The server as the borrower meets it: uploads are stored; `answer` refuses with `refusal`. */
function server(refusal: { status: number; error: string }): DocumentRequestActions & { removed: string[] } {
  const removed: string[] = [];
  return {
    removed,
    upload: async () => ({ id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }),
    remove: async (id) => {
      removed.push(id);
    },
    answer: async () => {
      throw new ApiError({ status: refusal.status, body: { error: refusal.error } });
    },
  };
}

const pdf = () => new File(['%PDF-1.7 contract'], 'contract.pdf', { type: 'application/pdf' });

describe('a document request in the profile', () => {
  it("shows the server's refusal under the request and as a toast, and keeps the uploaded file", async () => {
    const store = createStore();
    const actions = server({ status: 409, error: 'This application is closed.' });
    render(
      <Provider store={store}>
        <DocumentRequestList requests={[request]} actions={actions} />
      </Provider>,
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Upload Purchase contract'), pdf());
    await screen.findByRole('button', { name: /^Remove/ });
    await user.click(screen.getByRole('button', { name: 'Send to Northgate' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This application is closed.');
    expect(store.get(serverErrorsAtom).map((m) => m.text)).toEqual(['This application is closed.']);
    expect(screen.getByText('Waiting for you')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Remove/ })).toBeTruthy();
  });

  it('removes an uploaded file that was not sent yet', async () => {
    const actions = server({ status: 422, error: 'unused' });
    render(<DocumentRequestList requests={[request]} actions={actions} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Upload Purchase contract'), pdf());
    await user.click(await screen.findByRole('button', { name: /^Remove/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull());
    expect(actions.removed).toEqual(['1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f']);
  });

  it('says how many files the server takes: the same limit as the send', async () => {
    render(<DocumentRequestList requests={[request]} actions={server({ status: 422, error: 'unused' })} />);
    expect(screen.getByText(/at most 10 files/)).toBeTruthy();
    expect(screen.queryByText(/at most 6 files/)).toBeNull();
  });

  function slowUpload(outcome: 'stored' | 'refused') {
    let report: (sent: number, total: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    const answered: string[][] = [];
    const actions = {
      ...server({ status: 422, error: 'unused' }),
      upload: (_file: File, onProgress: (sent: number, total: number) => void) => {
        report = onProgress;
        return new Promise<{ id: string }>((resolve, reject) => {
          finish = () =>
            outcome === 'stored'
              ? resolve({ id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })
              : reject(new ApiError({ status: 413, body: { error: 'This file is larger than 10 MB.' } }));
        });
      },
      answer: async (requestId: string, documentIds: string[]) => {
        answered.push(documentIds);
        return { ...request, id: requestId, state: 'answered' as const };
      },
    };
    return { actions, answered, report: (sent: number) => report(sent, 1000), finish: () => finish() };
  }

  it('shows the progress of a slow upload; Send while it runs sends once the file has arrived', async () => {
    const slow = slowUpload('stored');
    render(<DocumentRequestList requests={[request]} actions={slow.actions} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Upload Purchase contract'), pdf());
    act(() => slow.report(995));
    expect(await screen.findByText(/Uploading, 99%/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send to Northgate' }));
    expect(await screen.findByText(SENDING_AFTER_UPLOAD)).toBeTruthy();
    expect(slow.answered).toEqual([]);
    expect(screen.queryByText(/Upload at least one document/)).toBeNull();
    act(() => slow.finish());
    await waitFor(() => expect(slow.answered).toEqual([['1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f']]));
  });

  it('sends nothing when a file the send waited for is refused, and says so', async () => {
    const slow = slowUpload('refused');
    render(<DocumentRequestList requests={[request]} actions={slow.actions} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Upload Purchase contract'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send to Northgate' }));
    act(() => slow.finish());
    expect(await screen.findByText(NOT_SENT_AFTER_FAILURE)).toBeTruthy();
    expect(slow.answered).toEqual([]);
  });

  it('shows why a file was refused, and a new file takes its place in the list', async () => {
    const refusal =
      "This file's contents do not match its type. Upload a JPEG, PNG, HEIC or PDF file as it was saved.";
    let calls = 0;
    const actions = {
      ...server({ status: 422, error: 'unused' }),
      upload: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError({ status: 415, body: { error: refusal } });
        return { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' };
      },
    };
    render(<DocumentRequestList requests={[request]} actions={actions} />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Upload Purchase contract');
    await user.upload(input, new File(['not a pdf'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Dismiss/ })).toBeTruthy();

    await user.upload(input, pdf());
    await screen.findByRole('button', { name: /^Remove/ });
    expect(screen.queryByText(/scan\.pdf/)).toBeNull();
    expect(screen.queryByText(/Not uploaded/)).toBeNull();
  });
});
