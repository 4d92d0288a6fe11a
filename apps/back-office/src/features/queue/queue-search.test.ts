import { describe, expect, it } from 'vitest';
import { pageCount, parseQueueSearch, queueQuery } from './queue-search.ts';

describe('the queue in the URL', () => {
  it('keeps what the API accepts and drops the rest', () => {
    expect(
      parseQueueSearch({
        q: '  NG-1DQZ ',
        flow: 'longForm',
        status: 'in_review',
        assignee: 'me',
        from: '2026-01-01',
        to: '2026-02-30x',
        page: 3,
      }),
    ).toEqual({
      q: 'NG-1DQZ',
      flow: 'longForm',
      status: 'in_review',
      assignee: 'me',
      from: '2026-01-01',
      page: 3,
    });
    expect(parseQueueSearch({ flow: 'nope', status: 'received', assignee: 'bob', page: 1, q: ' ' })).toEqual(
      {},
    );
    expect(parseQueueSearch({ page: '2' })).toEqual({ page: 2 });
  });

  it('becomes the queue call with the API parameter names', () => {
    expect(queueQuery({ assignee: 'none', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      assignee: 'none',
      submitted_from: '2026-01-01',
      submitted_to: '2026-01-31',
      page: '1',
      page_size: '25',
    });
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
