import { act, renderHook } from '@testing-library/react';
import { recordIdOf, useRecordSteps } from './detail-page';

const refusal = (status: number, message: string) => ({ status, message });

describe('a record id from the address', () => {
  it('is the number the address names', () => {
    expect(recordIdOf('42')).toBe(42);
    expect(recordIdOf('2147483647')).toBe(2_147_483_647);
  });

  it('is null for what cannot name a record, so nothing is asked for', () => {
    for (const text of [undefined, '', 'abc', '0', '-3', '1.5', '2147483648']) expect(recordIdOf(text)).toBeNull();
  });
});

describe('the steps on a record', () => {
  it('shows the notice of a step once done, and clears it when the next one starts', async () => {
    const { result } = renderHook(() => useRecordSteps(jest.fn()));

    await act(async () => expect(await result.current.attempt(() => Promise.resolve(), { done: 'Approved.' })).toBe('done'));
    expect(result.current.notice).toBe('Approved.');

    await act(async () => expect(await result.current.attempt(() => Promise.reject(refusal(400, 'Too long.')))).toBe('refused'));
    expect(result.current.notice).toBeNull();
    expect(result.current.problem).toBe('Too long.');
  });

  it('shows a conflict and reads the record again, even for a step whose refusals a dialog shows', async () => {
    const reload = jest.fn();
    const { result } = renderHook(() => useRecordSteps(reload));

    await act(async () => expect(await result.current.attempt(() => Promise.reject(refusal(400, 'Too long.')), { quiet: true })).toBe('refused'));
    expect(result.current.problem).toBeNull();
    expect(reload).not.toHaveBeenCalled();

    await act(async () => expect(await result.current.attempt(() => Promise.reject(refusal(409, 'Changed by someone else.')), { quiet: true })).toBe('conflict'));
    expect(result.current.problem).toBe('Changed by someone else.');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
